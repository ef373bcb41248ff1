import type { ReleaseBoardRow, RegistryDocument } from '@platform/shared/contract';
import type { DeployContext } from './context';
import { readHistory } from './history';
import { readRegistry } from './registry';
import { healthDir, readAllHealth, summarise, type HealthData } from './health';

export const BOARD_SWITCHES = 5;

/** Per remote: the current release, its canary and share, the failure rates of both, the last switches. */
export function releaseBoard(
  ctx: DeployContext,
  doc: RegistryDocument = readRegistry(ctx),
  health: HealthData = readAllHealth(healthDir(ctx)),
): ReleaseBoardRow[] {
  const history = readHistory(ctx);
  return Object.values(doc.remotes)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((entry) => ({
      remote: entry.manifestUrl.split('/')[2] ?? entry.name,
      name: entry.name,
      current: { version: entry.version, health: summarise(health[entry.name]?.[entry.version]) },
      canary: entry.canary
        ? {
            version: entry.canary.version,
            share: entry.canary.share,
            since: entry.canary.since,
            rule: entry.canary.rule,
            health: summarise(health[entry.name]?.[entry.canary.version]),
          }
        : null,
      switches: history
        .filter((r) => r.remote === entry.name)
        .slice(-BOARD_SWITCHES)
        .reverse()
        .map(({ at, action, from, to, who, reason }) => ({ at, action, from, to, who, ...(reason ? { reason } : {}) })),
    }));
}

const rate = (h: { failureRate: number; loads: number } | null) => (h ? `${(h.failureRate * 100).toFixed(1)} % of ${h.loads} loads` : 'no reports');

export function formatBoard(rows: ReleaseBoardRow[], env: string): string {
  if (rows.length === 0) return `Nothing is published in "${env}".`;
  const out: string[] = [`Release board of "${env}":`];
  for (const row of rows) {
    out.push('', `${row.remote} (${row.name})`);
    out.push(`  current  ${row.current.version}  failures ${rate(row.current.health)}`);
    if (row.canary) {
      const { rule } = row.canary;
      out.push(
        `  canary   ${row.canary.version}  ${row.canary.share} % of browsers since ${row.canary.since}  failures ${rate(row.canary.health)}`,
        `           aborts itself above ${rule.maxRatio} × current (at least ${(rule.floor * 100).toFixed(1)} %) after ${rule.minLoads} loads`,
      );
    } else out.push('  canary   none');
    for (const s of row.switches)
      out.push(`  ${s.at}  ${s.action.padEnd(8)} ${s.from ?? '(none)'} -> ${s.to}  by ${s.who}${s.reason ? `: ${s.reason}` : ''}`);
  }
  return out.join('\n');
}
