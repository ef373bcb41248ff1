import { QueryClient } from '@tanstack/react-query';
import { mockApi, reply, type MockApi } from '@platform/shared/mock';
import { earningStatsQuery } from './earnings.resource';

const STATS = '/earning/performer/stats';
const march = { fromDate: '2025-03-01', toDate: '2025-03-31' };
const april = { fromDate: '2025-04-01', toDate: '2025-04-30' };

let api: MockApi;
let client: QueryClient;
beforeEach(() => {
  api = mockApi();
  api.get(STATS, (req) => ({ totalPrice: req.params.fromDate === march.fromDate ? 10 : 20 }));
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  api.restore();
  client.clear();
});

it('reuses the stats while the range is unchanged and re-fetches for a new range', async () => {
  await expect(client.fetchQuery(earningStatsQuery('performer', 'performer:anna', march))).resolves.toEqual({ totalPrice: 10 });
  await expect(client.fetchQuery(earningStatsQuery('performer', 'performer:anna', { ...march }))).resolves.toEqual({ totalPrice: 10 });
  expect(api.callsTo('GET', STATS)).toHaveLength(1);

  await expect(client.fetchQuery(earningStatsQuery('performer', 'performer:anna', april))).resolves.toEqual({ totalPrice: 20 });
  expect(api.callsTo('GET', STATS)).toHaveLength(2);
  // The range changed back: changed again, so fetched again (only the last range is kept).
  await client.fetchQuery(earningStatsQuery('performer', 'performer:anna', march));
  expect(api.callsTo('GET', STATS)).toHaveLength(3);
});

it('shares a request in flight and keys by account', async () => {
  api.get('/earning/studio/stats', { totalPrice: 1 });
  await Promise.all([
    client.fetchQuery(earningStatsQuery('performer', 'performer:anna', march)),
    client.fetchQuery(earningStatsQuery('performer', 'performer:anna', march)),
  ]);
  expect(api.callsTo('GET', STATS)).toHaveLength(1);
  await client.fetchQuery(earningStatsQuery('performer', 'performer:bella', march));
  await client.fetchQuery(earningStatsQuery('studio', 'studio:s1', march));
  expect(api.callsTo('GET', STATS)).toHaveLength(2);
  expect(api.callsTo('GET', '/earning/studio/stats')).toHaveLength(1);
});

it('does not keep a failure, and removing the query forgets the answer', async () => {
  api.on('GET', STATS, reply(500, { statusCode: 500, message: 'down' }), { times: 1 });
  await expect(client.fetchQuery(earningStatsQuery('performer', 'performer:anna', march))).rejects.toMatchObject({ message: 'down' });
  await expect(client.fetchQuery(earningStatsQuery('performer', 'performer:anna', march))).resolves.toEqual({ totalPrice: 10 });
  client.removeQueries({ queryKey: earningStatsQuery('performer', 'performer:anna', march).queryKey });
  await client.fetchQuery(earningStatsQuery('performer', 'performer:anna', march));
  expect(api.callsTo('GET', STATS)).toHaveLength(3);
});
