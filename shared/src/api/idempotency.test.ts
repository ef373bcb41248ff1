import { newIdempotencyKey } from './idempotency';

it('makes a fresh UUID-shaped key for each user action', () => {
  const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
  expect(keys.size).toBe(50);
  for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});
