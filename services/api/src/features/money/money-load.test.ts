import { runMoneyLoad, type LoadOptions, type LoadReport } from '../../../bench/load-runner';

// The load benchmark in its reduced size (bench/money-load.ts runs it in full): the invariants only, never timings.
jest.setTimeout(180_000);

const reducedRun = (options: Pick<LoadOptions, 'scenario'> = {}) =>
  runMoneyLoad({
    size: 'reduced',
    inMemory: !process.env.DATABASE_URL,
    databaseUrl: process.env.DATABASE_URL || undefined,
    concurrency: 50,
    ...options,
  });

/** What every run must keep, whatever it did: repeated keys charged once, some members out of tokens, the books exact. */
function expectEveryMoneyInvariant(report: LoadReport) {
  expect(report.repeatedWithSameKey).toBeGreaterThan(0);
  expect(report.errors).toBe(0);
  expect(report.refusedByReason['You do not have enough tokens']).toBeGreaterThan(0);
  expect(report).toMatchObject({
    noNegativeBalance: true,
    ledgerMatchesBalances: true,
    movementsBalanced: true,
    eachKeyChargedOnce: true,
    memberBalancesExact: true,
  });
  expect(report.succeeded + report.refused).toBe(report.calls);
}

it('concurrent tips and purchases with repeated keys and running-out balances keep every money invariant', async () => {
  const report = await reducedRun();
  expect(report.calls).toBe(200);
  expectEveryMoneyInvariant(report);
});

it('a hot performer: many members tipping one performer at once keep every money invariant', async () => {
  const report = await reducedRun({ scenario: 'hot-performer' });
  expect(report).toMatchObject({ calls: 400, members: 100, performers: 1, tips: 400, purchases: 0 });
  expect(report.replayed).toBeGreaterThan(0);
  expectEveryMoneyInvariant(report);
});
