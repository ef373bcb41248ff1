import { createStatsCache } from './stats-cache';

const march = { fromDate: '2025-03-01', toDate: '2025-03-31' };
const april = { fromDate: '2025-04-01', toDate: '2025-04-30' };

it('reuses the stats while the range is unchanged and re-fetches for a new range', async () => {
  const load = jest.fn(async (r: { fromDate: string }) => ({ totalPrice: r.fromDate === march.fromDate ? 10 : 20 }));
  const cache = createStatsCache(load);
  await expect(cache.get('performer:anna', march)).resolves.toEqual({ totalPrice: 10 });
  await expect(cache.get('performer:anna', { ...march })).resolves.toEqual({ totalPrice: 10 });
  expect(load).toHaveBeenCalledTimes(1);

  await expect(cache.get('performer:anna', april)).resolves.toEqual({ totalPrice: 20 });
  expect(load).toHaveBeenCalledTimes(2);
  // The range changed back: changed again, so fetched again (only the last range is kept).
  await cache.get('performer:anna', march);
  expect(load).toHaveBeenCalledTimes(3);
});

it('shares a request in flight and keys by account', async () => {
  const load = jest.fn(async () => ({ totalPrice: 1 }));
  const cache = createStatsCache(load);
  const a = cache.get('performer:anna', march);
  const b = cache.get('performer:anna', march);
  expect(a).toBe(b);
  await cache.get('studio:studio', march);
  expect(load).toHaveBeenCalledTimes(2);
});

it('does not keep a failure, and clear() forgets the answer', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ totalPrice: 5 });
  const cache = createStatsCache(load);
  await expect(cache.get('performer:anna', march)).rejects.toThrow('down');
  await expect(cache.get('performer:anna', march)).resolves.toEqual({ totalPrice: 5 });
  cache.clear();
  await cache.get('performer:anna', march);
  expect(load).toHaveBeenCalledTimes(3);
});
