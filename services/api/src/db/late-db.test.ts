import { openPglite } from './pglite.db';
import { lateDb } from './late-db';

it('a late database answers calls made before it was attached, once it is', async () => {
  const late = lateDb('pglite');
  const early = late.query<{ answer: number }>('select 42 as answer');
  const real = await openPglite();
  late.attach(real);
  expect((await early).rows).toEqual([{ answer: 42 }]);
  expect((await late.transaction((tx) => tx.query<{ n: number }>('select 1 as n'))).rows).toEqual([{ n: 1 }]);
  await late.close();
  await expect(real.query('select 1')).rejects.toThrow();
});

it('refuses a database of another kind', () => {
  expect(() => lateDb('postgres').attach({ kind: 'pglite' } as never)).toThrow('expected a postgres database, got pglite');
});
