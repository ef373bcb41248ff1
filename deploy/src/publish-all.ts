import fs from 'node:fs';
import path from 'node:path';
import { DeployContext } from './context';
import { listRemotes } from './remotes';
import { publishIfChanged, PublishOutcome } from './publish';

export interface PublishAllResult {
  outcomes: PublishOutcome[];
  skipped: Array<{ remote: string; reason: string }>;
  failed: Array<{ remote: string; error: string }>;
}

/** Publishes every remote whose build is new; one remote's refusal does not stop the others. */
export async function publishAll(ctx: DeployContext): Promise<PublishAllResult> {
  const result: PublishAllResult = { outcomes: [], skipped: [], failed: [] };
  for (const remote of listRemotes(ctx.repoRoot)) {
    if (!fs.existsSync(path.join(remote.dir, 'dist', 'mf-manifest.json'))) {
      result.skipped.push({ remote: remote.folder, reason: 'no build (dist/mf-manifest.json missing)' });
      continue;
    }
    try {
      result.outcomes.push(await publishIfChanged(ctx, { remote: remote.folder }));
    } catch (err) {
      result.failed.push({ remote: remote.folder, error: (err as Error).message });
    }
  }
  return result;
}
