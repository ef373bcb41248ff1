import { DeployContext, DeployError } from './context';
import { findRemote } from './remotes';
import { readHistory } from './history';
import { listReleases, releaseDir } from './releases';
import { assertCompatible, switchPointer } from './publish';

export interface RollbackOptions {
  remote: string;
  /** A published version (`0.1.0+a1b2c3d`) or an unambiguous prefix of one (`0.1.0`). Default: the previous release. */
  to?: string;
}

export interface RollbackOutcome {
  remote: string;
  container: string;
  from: string;
  to: string;
}

function resolveNamed(available: string[], to: string, folder: string): string {
  if (available.includes(to)) return to;
  const matches = available.filter((v) => v.startsWith(`${to}+`));
  if (matches.length === 1) return matches[0];
  throw new DeployError(
    matches.length > 1
      ? `"${to}" matches several releases of ${folder}: ${matches.join(', ')}. Name one exactly.`
      : `${folder} has no release "${to}". Available: ${available.join(', ') || '(none)'}`,
  );
}

/** The release published before `current`, in publish order (history first, then folder dates). */
function previousOf(ctx: DeployContext, container: string, folder: string, current: string, available: string[]): string {
  const order: string[] = [];
  for (const r of readHistory(ctx, container)) {
    if (r.action === 'publish' && !order.includes(r.to)) order.push(r.to);
  }
  // Releases with no publish record (history lost or copied in) count as older than recorded ones.
  const unrecorded = available.filter((v) => !order.includes(v));
  const candidates = [...unrecorded, ...order].filter((v) => available.includes(v));
  const idx = candidates.indexOf(current);
  const previous = idx > 0 ? candidates[idx - 1] : idx === -1 ? candidates.filter((v) => v !== current).pop() : undefined;
  if (!previous) throw new DeployError(`${folder} has no release before ${current} to roll back to.`);
  return previous;
}

/** Points the remote back at an older release in one atomic switch; every release stays on disk. */
export async function rollback(ctx: DeployContext, opts: RollbackOptions): Promise<RollbackOutcome> {
  const info = findRemote(ctx.repoRoot, opts.remote);
  const available = listReleases(ctx, info.folder).map((r) => r.version);
  const { from, to } = await switchPointer(
    ctx,
    info,
    (current) => {
      if (!current) throw new DeployError(`${info.folder} has no current release in "${ctx.env}"; publish one first.`);
      const target = opts.to ? resolveNamed(available, opts.to, info.folder) : previousOf(ctx, info.container, info.folder, current, available);
      if (target === current) throw new DeployError(`${info.folder} is already at ${current}.`);
      // The shell may have moved on since that release was published: gate it again.
      assertCompatible(ctx, info, releaseDir(ctx, info.folder, target), target);
      return target;
    },
    'rollback',
  );
  return { remote: info.folder, container: info.container, from: from ?? '', to };
}
