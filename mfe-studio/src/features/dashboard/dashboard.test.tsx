import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyDateRange, reply, signedInAs } from '@platform/shared/mock';
import { isoDay, lastDays } from '@platform/shared';
import { describeInRussian, mockStudioApi, renderAt } from '../../testing/studio';

const STATS = '/studio/stats';
const EARNING_STATS = '/earning/studio/stats';
const SEARCH = '/earning/studio/search';

const api = mockStudioApi();
const renderPage = (route = '/studio/dashboard') => renderAt(route);

beforeEach(() => {
  api.get(STATS, { totalPerformer: 4, totalActivePerformer: 3, totalInactivePerformer: 1, totalOnlinePerformer: 2, totalTokenEarned: 9000 });
  api.get(EARNING_STATS, { totalPrice: 1200, paidPrice: 800, remainingPrice: 400 });
  api.get(SEARCH, { data: [], total: 0 });
});

it('opens from /studio and shows the member counts', async () => {
  renderPage('/studio');
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/studio/dashboard');
  expect(await screen.findByRole('group', { name: 'Performers' })).toHaveTextContent('4');
  expect(screen.getByRole('group', { name: 'Active' })).toHaveTextContent('3');
  expect(screen.getByRole('group', { name: 'Inactive' })).toHaveTextContent('1');
  expect(screen.getByRole('group', { name: 'Online now' })).toHaveTextContent('2');
  expect(screen.getByRole('group', { name: 'Tokens earned' })).toHaveTextContent('9000 tokens');
});

it("shows the last 30 days' earnings with a chart, and asks again for another range", async () => {
  const today = new Date();
  const at = (daysAgo: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate() - daysAgo, 12).toISOString();
  api.get(SEARCH, (req) =>
    req.params.fromDate === '2025-03-01'
      ? { data: [{ _id: 'e9', createdAt: new Date(2025, 2, 2, 12).toISOString(), netPrice: 90 }], total: 1 }
      : {
          data: [
            { _id: 'e1', createdAt: at(2), netPrice: 100 },
            { _id: 'e2', createdAt: at(2), netPrice: 50 },
            { _id: 'e3', createdAt: at(0), netPrice: 30 },
          ],
          total: 3,
        },
  );
  renderPage();
  expect(await screen.findByRole('group', { name: 'Earned in this period' })).toHaveTextContent('1200 tokens');
  expect(screen.getByRole('group', { name: 'Paid out' })).toHaveTextContent('800 tokens');
  expect(screen.getByRole('group', { name: 'Not yet requested' })).toHaveTextContent('400 tokens');
  expect(api.callsTo('GET', EARNING_STATS)[0].params).toEqual(lastDays(30));

  const chart = await screen.findByRole('img', { name: /Earnings by day/ });
  expect(chart.querySelectorAll('rect')).toHaveLength(30);
  expect(chart).toHaveAccessibleName(expect.stringContaining('180 tokens'));
  const twoDaysAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 2);
  expect(chart.querySelector(`rect[data-key="${isoDay(twoDaysAgo)}"]`)?.getAttribute('height')).toBe('152');
  expect(chart.querySelector(`rect[data-key="${isoDay(today)}"]`)?.getAttribute('height')).toBe(String(Math.round((30 / 150) * 152)));
  expect(api.callsTo('GET', SEARCH)[0].params).toMatchObject({ ...lastDays(30), limit: 500, sort: 'asc' });

  api.get(EARNING_STATS, { totalPrice: 90, paidPrice: 0, remainingPrice: 90 });
  await applyDateRange('2025-03-01', '2025-03-03');
  expect(await screen.findByRole('group', { name: 'Earned in this period' })).toHaveTextContent('90 tokens');
  const march = await screen.findByRole('img', { name: /90 tokens from 01\/03\/2025 to 03\/03\/2025/ });
  expect(march.querySelectorAll('rect')).toHaveLength(3);
  expect(api.callsTo('GET', EARNING_STATS)[1].params).toEqual({ fromDate: '2025-03-01', toDate: '2025-03-03' });
});

it('refuses an end date before the start date', async () => {
  renderPage();
  await screen.findByRole('group', { name: 'Earned in this period' });
  const form = await applyDateRange('2025-03-10', '2025-03-01');
  expect(within(form).getByText('The end date must not be before the start date')).toBeInTheDocument();
  expect(api.callsTo('GET', EARNING_STATS)).toHaveLength(1);
});

it('shows each part’s error with Retry, and Нет доступа for a 403', async () => {
  api.on('GET', STATS, reply(500, { statusCode: 500, message: 'Stats are down' }), { times: 1 });
  api.on('GET', SEARCH, reply(403, { statusCode: 403, message: 'Forbidden resource' }), { times: 1 });
  renderPage();
  expect(await screen.findByText('Stats are down')).toBeInTheDocument();
  expect(await screen.findAllByText('Нет доступа')).not.toHaveLength(0);
  expect(screen.getByRole('group', { name: 'Earned in this period' })).toHaveTextContent('1200 tokens');
  const statsError = screen.getByText('Stats are down').closest('[role="alert"]') as HTMLElement;
  await userEvent.click(within(statsError).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('group', { name: 'Performers' })).toHaveTextContent('4');
});

it('tells a performer that the studio area is for studios', () => {
  act(() => {
    signedInAs('performer', { username: 'anna' });
  });
  renderPage();
  expect(screen.getByText('You are signed in as a performer. The studio area is for studios only.')).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

describeInRussian(() => {
  it('shows the figures and the token plurals in Russian', async () => {
    api.get(STATS, { totalPerformer: 4, totalActivePerformer: 3, totalInactivePerformer: 1, totalOnlinePerformer: 2, totalTokenEarned: 9001 });
    api.get(EARNING_STATS, { totalPrice: 1200, paidPrice: 802, remainingPrice: 1 });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Обзор', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Модели' })).toHaveTextContent('4');
    expect(screen.getByRole('group', { name: 'Заработано токенов' })).toHaveTextContent('9001 токен');
    expect(await screen.findByRole('group', { name: 'Заработано за период' })).toHaveTextContent('1200 токенов');
    expect(screen.getByRole('group', { name: 'Выплачено' })).toHaveTextContent('802 токена');
    expect(screen.getByRole('group', { name: 'Ещё не запрошено' })).toHaveTextContent('1 токен');
    expect(await screen.findByText('За этот период доходов нет.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Студия' })).toHaveTextContent('Запросы на выплату');
  });
});
