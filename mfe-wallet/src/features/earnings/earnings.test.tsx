import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyDateRange, mockApiPerTest, reply, signedInAs } from '@platform/shared/mock';
import { isoDay, lastDays } from '@platform/shared';
import { clearEarningStats } from './earnings-stats.component';
import { renderAt, describeInRussian, itInRussian, expectRefusedTo } from '../../testing/wallet.test-helpers';

const STATS = '/earning/performer/stats';
const SEARCH = '/earning/performer/search';
const renderPage = () => renderAt('/account/earnings');

const earning = (id: string, createdAt: string, netPrice: number) => ({
  _id: id,
  userId: 'user-1',
  userInfo: { _id: 'user-1', username: 'member', displayName: 'Member One' },
  performerId: 'performer-1',
  studioId: null,
  sourceType: 'purchased_item',
  type: 'tip',
  grossPrice: netPrice * 2,
  netPrice,
  commission: 50,
  isPaid: false,
  payoutStatus: 'none',
  createdAt,
});

const api = mockApiPerTest('performer', { username: 'anna' });

beforeEach(() => {
  api.get(STATS, { totalPrice: 1200, paidPrice: 800, remainingPrice: 400 });
  api.get(SEARCH, { data: [], total: 0 });
});

afterEach(() => {
  clearEarningStats();
});

it("shows the performer's figures for the last 30 days", async () => {
  renderPage();
  expect(await screen.findByRole('group', { name: 'Total earned' })).toHaveTextContent('1200 tokens');
  expect(screen.getByRole('group', { name: 'Paid out' })).toHaveTextContent('800 tokens');
  expect(screen.getByRole('group', { name: 'Remaining' })).toHaveTextContent('400 tokens');
  expect(api.callsTo('GET', STATS)[0].params).toEqual(lastDays(30));
  expect(await screen.findByText('No earnings in this period')).toBeInTheDocument();
});

it('reuses the stats while the range is unchanged and re-fetches for a new range', async () => {
  const view = renderPage();
  await screen.findByRole('group', { name: 'Total earned' });
  const range = screen.getByRole('form', { name: 'Date range' });

  await userEvent.click(within(range).getByRole('button', { name: 'Apply' }));
  expect(api.callsTo('GET', STATS)).toHaveLength(1);

  // Leaving and coming back with the same range reuses the figures too.
  view.unmount();
  renderPage();
  expect(await screen.findByRole('group', { name: 'Total earned' })).toHaveTextContent('1200 tokens');
  expect(api.callsTo('GET', STATS)).toHaveLength(1);

  api.get(STATS, { totalPrice: 90, paidPrice: 0, remainingPrice: 90 });
  await applyDateRange('2025-03-01', '2025-03-31');
  expect(await screen.findByRole('group', { name: 'Total earned' })).toHaveTextContent('90 tokens');
  const calls = api.callsTo('GET', STATS);
  expect(calls).toHaveLength(2);
  expect(calls[1].params).toEqual({ fromDate: '2025-03-01', toDate: '2025-03-31' });
  // The list follows the range too.
  expect(api.callsTo('GET', SEARCH).some((c) => c.params.fromDate === '2025-03-01' && c.params.sort === 'desc')).toBe(true);
});

it('refuses an end date before the start date', async () => {
  renderPage();
  await screen.findByRole('group', { name: 'Total earned' });
  const form = await applyDateRange('2025-03-10', '2025-03-01');
  expect(within(form).getByText('The end date must not be before the start date')).toBeInTheDocument();
  expect(api.callsTo('GET', STATS)).toHaveLength(1);
});

it('lists the earnings with paging and draws them per day', async () => {
  const today = new Date();
  const at = (daysAgo: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate() - daysAgo, 12).toISOString();
  api.get(SEARCH, (req) =>
    req.params.sort === 'asc'
      ? { data: [earning('e1', at(2), 100), earning('e2', at(2), 50), earning('e3', at(0), 30)], total: 3 }
      : {
          data: Array.from({ length: Number(req.params.offset) === 0 ? 20 : 1 }, (_, i) => earning(`p${Number(req.params.offset) + i}`, at(1), 10)),
          total: 21,
        },
  );
  renderPage();
  const table = await screen.findByRole('table', { name: 'Earnings' });
  expect(within(table).getAllByRole('row')).toHaveLength(21);
  expect(within(table).getAllByRole('cell', { name: 'Member One' })).toHaveLength(20);
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Showing 21 of 21 earnings')).toBeInTheDocument();

  const chart = screen.getByRole('img', { name: /Earnings by day/ });
  expect(chart.querySelectorAll('rect')).toHaveLength(30);
  const byDay = screen.getByRole('table', { name: 'Earnings by day' });
  const twoDaysAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 2);
  const label = `${String(twoDaysAgo.getDate()).padStart(2, '0')}/${String(twoDaysAgo.getMonth() + 1).padStart(2, '0')}/${twoDaysAgo.getFullYear()}`;
  expect(within(byDay).getByRole('row', { name: `${label} 150 tokens` })).toBeInTheDocument();
  expect(chart.querySelector(`rect[data-key="${isoDay(twoDaysAgo)}"]`)?.getAttribute('height')).not.toBe('0');
});

it('shows a stats error with retry', async () => {
  api.on('GET', STATS, reply(500, { statusCode: 500, message: 'Stats are down' }), { times: 1 });
  renderPage();
  expect(await screen.findByText('Stats are down')).toBeInTheDocument();
  await userEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0]);
  expect(await screen.findByRole('group', { name: 'Total earned' })).toHaveTextContent('1200 tokens');
});

it("reads a studio's earnings from the studio endpoints", async () => {
  act(() => {
    signedInAs('studio', { username: 'studio' });
  });
  api.get('/earning/studio/stats', { totalPrice: 70, paidPrice: 0, remainingPrice: 70 });
  api.get('/earning/studio/search', { data: [], total: 0 });
  renderPage();
  expect(await screen.findByRole('group', { name: 'Total earned' })).toHaveTextContent('70 tokens');
  expect(api.callsTo('GET', STATS)).toHaveLength(0);
});

it('tells a member that earnings are for performers and studios', () => {
  expectRefusedTo('user', '/account/earnings', 'You are signed in as a member. Viewing earnings is for performers and studios only.');
  expect(api.calls).toHaveLength(0);
});

describeInRussian(() => {
  itInRussian('shows the figures, the list and the chart in Russian', async () => {
    api.get(SEARCH, { data: [earning('e1', new Date().toISOString(), 21)], total: 1 });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Доходы' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Заработано всего' })).toHaveTextContent(/1\s200 токенов/);
    expect(screen.getByRole('group', { name: 'Выплачено' })).toHaveTextContent('800 токенов');
    expect(screen.getByRole('group', { name: 'Осталось' })).toHaveTextContent('400 токенов');
    const table = await screen.findByRole('table', { name: 'Доходы' });
    expect(within(table).getByRole('row', { name: /Member One Чаевые 42 токена 50 токенов 21 токен Не выплачен/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Доходы по дням/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Обновить итоги' })).toBeInTheDocument();
  });

  itInRussian('tells a member in Russian that earnings are for performers and studios', async () => {
    expectRefusedTo('user', '/account/earnings', 'Вы вошли как участник. Раздел «Доходы» доступен только для моделей и студий.');
    expect(screen.getByRole('link', { name: 'Войти как модель' })).toHaveAttribute('href', '/auth/login/performer');
  });
});
