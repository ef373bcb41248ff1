import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../mock';
import { BarChart } from '.';

const tokens = (n: number) => `${n} tokens`;

it('draws one bar per point, as high as its share of the highest, with the figures in a table', async () => {
  renderWithProviders(
    <BarChart
      title="Earnings by day"
      format={tokens}
      valueLabel="Net earnings"
      points={[
        { key: '2025-03-01', label: '01/03/2025', value: 120 },
        { key: '2025-03-02', label: '02/03/2025', value: 0 },
        { key: '2025-03-03', label: '03/03/2025', value: 60 },
        { key: '2025-03-04', label: '04/03/2025', value: 30 },
      ]}
    />,
  );
  const chart = screen.getByRole('img', { name: /Earnings by day/ });
  expect(chart).toHaveAccessibleName(expect.stringContaining('210 tokens from 01/03/2025 to 04/03/2025; highest 120 tokens.'));
  const bars = Array.from(chart.querySelectorAll('rect'));
  expect(bars.map((b) => b.getAttribute('data-key'))).toEqual(['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04']);
  const heights = bars.map((b) => Number(b.getAttribute('height')));
  expect(heights[0]).toBe(152);
  expect(heights[1]).toBe(0);
  expect(heights[2]).toBe(76);
  expect(heights[3]).toBe(38);
  expect(bars[2].querySelector('title')).toHaveTextContent('03/03/2025: 60 tokens');
  expect(screen.getByText('01/03/2025 – 04/03/2025')).toBeInTheDocument();

  const table = screen.getByRole('table', { name: 'Earnings by day' });
  expect(within(table).getByRole('columnheader', { name: 'Net earnings' })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: '01/03/2025 120 tokens' })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: '02/03/2025 0 tokens' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
  expect(screen.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
});

it('says so when there is nothing to draw, and draws no bar for an all-zero range', () => {
  const view = renderWithProviders(<BarChart title="Earnings by day" points={[]} />);
  expect(screen.getByRole('img', { name: /Nothing to show for this range/ })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Amount' })).toBeInTheDocument();
  view.unmount();
  renderWithProviders(<BarChart title="Earnings by day" points={[{ key: 'a', label: 'A', value: 0 }]} />);
  expect(screen.getByRole('img').querySelector('rect')?.getAttribute('height')).toBe('0');
});
