// Money load benchmark. Usage:
//   npx tsx bench/money-load.ts [--size reduced|full] [--concurrency 100]
//   DATABASE_URL=postgres://… npx tsx bench/money-load.ts --size full     (PostgreSQL, throw-away schema)
import { formatReport, runMoneyLoad } from './load-runner';

function arg(name: string, fallback: string) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

async function main() {
  const size = arg('size', 'full');
  if (size !== 'reduced' && size !== 'full') throw new Error('--size must be reduced or full');
  const report = await runMoneyLoad({
    size,
    databaseUrl: process.env.DATABASE_URL || undefined,
    concurrency: Number(arg('concurrency', '100')),
    log: (line) => console.log(line),
  });
  console.log(formatReport(report));
  const ok =
    report.noNegativeBalance &&
    report.ledgerMatchesBalances &&
    report.movementsBalanced &&
    report.eachKeyChargedOnce &&
    report.memberBalancesExact &&
    report.errors === 0;
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
