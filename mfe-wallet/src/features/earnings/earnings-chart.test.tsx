import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@platform/shared/mock';
import type { Earning } from '@platform/shared/contract';
import { EarningsChart } from './earnings-chart.component';
import { earningsByDay } from './earnings-series';

it('draws one bar per day, as high as its share of the best day, with a table fallback', async () => {
  renderWithProviders(
    <EarningsChart
      points={[
        { day: '2025-03-01', total: 100 },
        { day: '2025-03-02', total: 0 },
        { day: '2025-03-03', total: 50 },
      ]}
    />,
  );
  const chart = screen.getByRole('img', { name: /Earnings by day/ });
  expect(chart).toHaveAccessibleName(expect.stringContaining('150 tokens from 01/03/2025 to 03/03/2025'));
  const bars = chart.querySelectorAll('rect');
  expect(bars).toHaveLength(3);
  const heights = Array.from(bars, (b) => Number(b.getAttribute('height')));
  expect(heights[0]).toBeGreaterThan(0);
  expect(heights[1]).toBe(0);
  expect(heights[2]).toBe(Math.round(heights[0] / 2));
  expect(bars[0].querySelector('title')).toHaveTextContent('01/03/2025: 100 tokens');

  const table = screen.getByRole('table', { name: 'Earnings by day' });
  expect(within(table).getByRole('row', { name: '03/03/2025 50 tokens' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
  expect(screen.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
});

it('sums net earnings per local day over the whole range', () => {
  const e = (createdAt: string, netPrice: number) => ({ createdAt, netPrice }) as Earning;
  const local = (d: number, h: number) => new Date(2025, 2, d, h).toISOString();
  const points = earningsByDay([e(local(2, 9), 10), e(local(2, 23), 5), e(local(4, 1), 7)], { fromDate: '2025-03-01', toDate: '2025-03-05' });
  expect(points).toEqual([
    { day: '2025-03-01', total: 0 },
    { day: '2025-03-02', total: 15 },
    { day: '2025-03-03', total: 0 },
    { day: '2025-03-04', total: 7 },
    { day: '2025-03-05', total: 0 },
  ]);
  expect(earningsByDay([], { fromDate: '2025-03-05', toDate: '2025-03-01' })).toEqual([]);
});
