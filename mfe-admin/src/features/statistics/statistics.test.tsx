import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApiPerTest, renderWithProviders } from '@platform/shared/mock';
import type { AdminStats, DailyFigures, StatisticsReport } from '@platform/shared/contract';
import { Root } from '../../root';
import { ADMIN_ACCOUNT, FIRST_RENDER } from '../../testing/admin';
import { lastUtcDays, rangeProblem } from './statistics.resource';

const day = (date: string, figures: Partial<DailyFigures> = {}): DailyFigures => ({
  day: date,
  tokensSold: 0,
  sales: 0,
  tokensSpent: 0,
  platform: 0,
  performers: 0,
  studios: 0,
  liveMinutes: 0,
  peakViewers: 0,
  ...figures,
});

const report: StatisticsReport = {
  from: '2026-11-01',
  to: '2026-11-02',
  days: [
    day('2026-11-01', {
      tokensSold: 500,
      sales: 44.99,
      tokensSpent: 200,
      platform: 40,
      performers: 140,
      studios: 20,
      liveMinutes: 90,
      peakViewers: 4,
    }),
    day('2026-11-02', { tokensSold: 1000, sales: 89.98, tokensSpent: 100, platform: 20, performers: 80, liveMinutes: 30.5, peakViewers: 9 }),
  ],
  totals: { tokensSold: 1500, sales: 134.97, tokensSpent: 300, platform: 60, performers: 220, studios: 20, liveMinutes: 120.5, peakViewers: 9 },
};

const overview: AdminStats = {
  totalUsers: 12,
  totalActiveUsers: 10,
  totalInactiveUsers: 2,
  totalPerformers: 8,
  totalActivePerformers: 7,
  totalPendingPerformers: 2,
  totalVerifiedPerformers: 6,
  totalLivePerformers: 3,
  totalStudios: 1,
  totalActiveStudios: 1,
};

const api = mockApiPerTest('user', ADMIN_ACCOUNT);

beforeEach(() => {
  api.get('/statistics/admin', overview);
  api.get('/admin/statistics', report);
});

const fact = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;

it('shows the platform now, the range’s totals with the split, and a chart per measure that reads as a table', async () => {
  renderWithProviders(<Root />, { router: false, route: '/admin/statistics?from=2026-11-01&to=2026-11-02' });

  expect(await screen.findByRole('heading', { name: '01/11/2026 – 02/11/2026' }, FIRST_RENDER)).toBeInTheDocument();
  expect(api.callsTo('GET', '/admin/statistics')[0].params).toEqual({ from: '2026-11-01', to: '2026-11-02' });
  expect(fact('Performers live')).toHaveTextContent('3');
  expect(fact('Active members')).toHaveTextContent('10 of 12');
  expect(fact('Performers awaiting verification')).toHaveTextContent('2');
  expect(fact('Tokens sold')).toHaveTextContent('1,500 tokens · $134.97');
  expect(fact('Tokens spent')).toHaveTextContent('300 tokens');
  expect(fact('Platform commission')).toHaveTextContent('60 tokens (20 %)');
  expect(fact("Performers' earnings")).toHaveTextContent('220 tokens (73 %)');
  expect(fact("Studios' earnings")).toHaveTextContent('20 tokens (7 %)');
  expect(fact('Live minutes')).toHaveTextContent('120.5 minutes');
  expect(fact('Peak viewers')).toHaveTextContent('9 viewers');

  for (const title of [
    'Tokens sold',
    'Tokens spent',
    'Platform commission',
    "Performers' earnings",
    "Studios' earnings",
    'Live minutes',
    'Peak viewers',
  ])
    expect(screen.getByRole('img', { name: new RegExp(`^${title}`) })).toBeInTheDocument();
  const peak = screen.getByRole('table', { name: 'Peak viewers' });
  expect(
    within(peak)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['DayPeak viewers', '01/11/20264 viewers', '02/11/20269 viewers']);
});

it('asks for the last 30 UTC days by default, and for another span at a click, kept in the address', async () => {
  renderWithProviders(<Root />, { router: false, route: '/admin/statistics' });
  await screen.findByRole('heading', { name: '01/11/2026 – 02/11/2026' }, FIRST_RENDER);
  expect(api.callsTo('GET', '/admin/statistics')[0].params).toEqual(lastUtcDays(30));

  await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
  expect(api.callsTo('GET', '/admin/statistics').at(-1)!.params).toEqual(lastUtcDays(7));
  expect(screen.getByLabelText('From')).toHaveValue(lastUtcDays(7).from);
});

it('refuses a range that ends before it starts without asking the API', async () => {
  renderWithProviders(<Root />, { router: false, route: '/admin/statistics?from=2026-11-01&to=2026-11-02' });
  const from = await screen.findByLabelText('From', {}, FIRST_RENDER);
  await userEvent.clear(from);
  await userEvent.type(from, '2026-11-05');
  const asked = api.callsTo('GET', '/admin/statistics').length;
  await userEvent.click(screen.getByRole('button', { name: 'Show' }));
  expect(await screen.findByText('The end date must not be before the start date')).toBeInTheDocument();
  expect(api.callsTo('GET', '/admin/statistics')).toHaveLength(asked);
});

it('checks the range as the API does: in order, at most 366 days', () => {
  expect(rangeProblem({ from: '2026-01-01', to: '2026-01-01' })).toBeUndefined();
  expect(rangeProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeUndefined(); // 366 days of a leap year
  expect(rangeProblem({ from: '2025-01-01', to: '2026-01-02' })).toBe('statistics.rangeTooLong');
  expect(rangeProblem({ from: '2026-01-02', to: '2026-01-01' })).toBe('statistics.rangeOrder');
  expect(lastUtcDays(7, new Date('2026-03-02T23:30:00Z'))).toEqual({ from: '2026-02-24', to: '2026-03-02' });
});
