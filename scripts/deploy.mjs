#!/usr/bin/env node
// Thin wrapper so the deploy commands run from the repo root:
//   node scripts/deploy.mjs publish mfe-catalog --build [--canary 10] | promote mfe-catalog | abort mfe-catalog
//   | preview mfe-catalog --version V | status | rollback mfe-catalog [--to V] | history [remote] | publish-all
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot, tsxLoader } from './lib/paths.mjs';

const res = spawnSync(process.execPath, ['--import', tsxLoader, path.join(repoRoot, 'deploy', 'src', 'cli.ts'), ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: repoRoot,
});
process.exit(res.status ?? 1);
