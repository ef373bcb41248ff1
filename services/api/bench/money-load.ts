// Money load benchmark. Usage:
//   npx tsx bench/money-load.ts [--scenario mixed|hot-performer|both] [--db pglite|postgres|both] [--size reduced|full] [--concurrency 100]
//   DATABASE_URL=postgres://… npx tsx bench/money-load.ts --db postgres     (that server, throw-away schema)
// Without DATABASE_URL, `--db postgres|both` starts a throw-away server from Debian's binaries on 127.0.0.1 and stops it.
// Prints each run's figures, then one table: calls/s, p50, p99 next to the baseline and the goal, and the checks.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { arg } from './bench-kit';
import { formatReport, runMoneyLoad, type LoadReport, type LoadScenario } from './load-runner';
import { table } from './api-vs-bare';
// @ts-expect-error plain ESM helper without types (shared with scripts/test-all.mjs)
import { startTempPostgres } from '../../../scripts/lib/postgres.mjs';

/** Figures before issue 27 (PostgreSQL, full size, 100 in flight) and what the scenario must reach. */
const BASELINE: Record<LoadScenario, string> = {
  mixed: '130 calls/s, p50 657 ms, p99 2,037 ms (PostgreSQL, issue 27)',
  'hot-performer': '~130 calls/s, p99 ~2 s (PostgreSQL: every tip waited for her balance row)',
};
const GOAL: Record<LoadScenario, { throughput: number; p99: number } | null> = {
  mixed: null,
  'hot-performer': { throughput: 1500, p99: 250 },
};

const exact = (r: LoadReport) =>
  r.noNegativeBalance && r.ledgerMatchesBalances && r.movementsBalanced && r.eachKeyChargedOnce && r.memberBalancesExact && r.errors === 0;

async function main() {
  const size = arg('size', 'full');
  if (size !== 'reduced' && size !== 'full') throw new Error('--size must be reduced or full');
  const which = arg('scenario', 'both');
  if (!['mixed', 'hot-performer', 'both'].includes(which)) throw new Error('--scenario must be mixed, hot-performer or both');
  const scenarios: LoadScenario[] = which === 'both' ? ['hot-performer', 'mixed'] : [which as LoadScenario];
  const dbArg = arg('db', process.env.DATABASE_URL ? 'postgres' : 'both');
  if (!['pglite', 'postgres', 'both'].includes(dbArg)) throw new Error('--db must be pglite, postgres or both');
  const kinds = dbArg === 'both' ? ['pglite', 'postgres'] : [dbArg];
  const concurrency = Number(arg('concurrency', '100'));

  let databaseUrl = process.env.DATABASE_URL || undefined;
  let stopPostgres: (() => Promise<void>) | null = null;
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'money-bench-pg-'));
  const reports: Array<{ report: LoadReport; load: number }> = [];
  try {
    if (kinds.includes('postgres') && !databaseUrl) {
      const server = await startTempPostgres(logDir);
      databaseUrl = server.url as string;
      stopPostgres = server.stop;
    }
    for (const scenario of scenarios) {
      for (const kind of kinds) {
        const load = os.loadavg()[0];
        const report = await runMoneyLoad({
          size,
          scenario,
          databaseUrl: kind === 'postgres' ? databaseUrl : undefined,
          concurrency,
          log: (line) => console.log(line),
        });
        console.log(`${formatReport(report)}\nload average before the run ${load.toFixed(2)}\n`);
        reports.push({ report, load });
      }
    }
  } finally {
    if (stopPostgres) await stopPostgres();
    fs.rmSync(logDir, { recursive: true, force: true });
  }

  const passes = (r: LoadReport) => {
    const goal = GOAL[r.scenario];
    return exact(r) && (!goal || r.database !== 'postgres' || (r.throughput >= goal.throughput && r.p99 <= goal.p99));
  };
  const body = reports.map(({ report: r, load }) => {
    const goal = GOAL[r.scenario];
    return [
      r.scenario,
      r.database,
      `${r.calls}`,
      `${r.members}`,
      `${r.throughput}`,
      r.p50.toFixed(1),
      r.p99.toFixed(1),
      load.toFixed(1),
      exact(r) ? 'yes' : 'NO',
      goal ? `≥ ${goal.throughput}/s, p99 ≤ ${goal.p99} ms${r.database === 'postgres' ? '' : ' (on PostgreSQL)'}` : 'exact',
      passes(r) ? 'PASS' : 'FAIL',
    ];
  });
  console.log(table(['scenario', 'database', 'calls', 'members', 'calls/s', 'p50 ms', 'p99 ms', 'load', 'exact', 'goal', ''], body));
  for (const scenario of scenarios) console.log(`baseline ${scenario}: ${BASELINE[scenario]}`);
  console.log(`${concurrency} calls in flight from a child process; ${os.cpus().length} CPUs`);
  process.exit(reports.every(({ report }) => passes(report)) ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
