// Read path benchmark. Usage:
//   pnpm --filter @platform/api bench:read-path [-- --db pglite|postgres|both] [--seconds 5] [--connections 50]
// Starts a bare Fastify route answering the very bytes of each target, and the API (demo seed, no generated media)
// on embedded PGlite and, with DATABASE_URL (or `--db postgres|both`: a throw-away server from Debian's binaries),
// on PostgreSQL; then loads the home page's `/performers/search`, `/settings/public` and a media list with
// `--connections` keep-alive clients for `--seconds` each (autocannon, in a child process). Prints req/s, p50, p99 and the
// ratio to the bare route, and PASS/FAIL against the goal: ≥ 40 % of the bare route's req/s with p99 ≤ 20 ms.
import os from 'node:os';
import { dbKinds, errorsNote, figureCells, measure, shareOfBare, table, withApiAndBare, type DbKind, type Measured } from './api-vs-bare';
import { arg } from './bench-kit';

const GOAL_SHARE = 0.4;
const GOAL_P99_MS = 20;
// The home page's query (mfe-catalog), the settings every page loads, and the catalogue's media search.
const TARGETS = ['/performers/search?limit=500&offset=0&sortBy=isStreaming&sort=desc', '/settings/public', '/media?limit=120'];

interface Row {
  db: string;
  target: string;
  api: Measured;
  bare: Measured;
  hitRate: number;
}

function runOn(kind: DbKind, options: { seconds: number; connections: number }): Promise<Row[]> {
  return withApiAndBare(kind, async ({ api, listen }) => {
    const { apiBase, bareBase } = await listen(TARGETS);
    console.log(`${kind}: ${options.seconds} s per target, ${options.connections} connections`);
    const rows: Row[] = [];
    for (const target of TARGETS) {
      const before = api.ctx.readCache.stats();
      const full = await measure(`${apiBase}${target}`, options.seconds, options.connections);
      const after = api.ctx.readCache.stats();
      const baseline = await measure(`${bareBase}${target}`, options.seconds, options.connections);
      const lookups = after.hits + after.misses - before.hits - before.misses;
      rows.push({ db: kind, target, api: full, bare: baseline, hitRate: lookups ? (after.hits - before.hits) / lookups : 0 });
    }
    return rows;
  });
}

const passes = (r: Row) => r.api.rps >= GOAL_SHARE * r.bare.rps && r.api.p99 <= GOAL_P99_MS && r.api.errors === 0;

function report(rows: Row[]) {
  const header = ['database', 'route', 'API req/s', 'p50 ms', 'p99 ms', 'hits', 'bare req/s', 'p50 ms', 'p99 ms', 'API/bare', 'goal'];
  const body = rows.map((r) => [
    r.db,
    r.target.split('?')[0],
    ...figureCells(r.api),
    `${(r.hitRate * 100).toFixed(1)} %`,
    ...figureCells(r.bare),
    shareOfBare(r.api, r.bare),
    `${passes(r) ? 'PASS' : 'FAIL'}${errorsNote(r.api, r.bare)}`,
  ]);
  return table(header, body);
}

async function main() {
  const kinds = dbKinds('pglite');
  const options = { seconds: Number(arg('seconds', '5')), connections: Number(arg('connections', '50')) };
  const rows: Row[] = [];
  for (const kind of kinds) rows.push(...(await runOn(kind, options)));
  console.log(`\n${report(rows)}`);
  console.log(
    `\ngoal: ≥ ${GOAL_SHARE * 100} % of the bare route's req/s with p99 ≤ ${GOAL_P99_MS} ms at ${options.connections} connections: ${
      rows.every(passes) ? 'PASS' : 'FAIL'
    }`,
  );
  console.log(`(load from autocannon in a child process; ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)})`);
  process.exit(rows.every(passes) ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
