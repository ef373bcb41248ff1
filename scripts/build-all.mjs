#!/usr/bin/env node
// Production webpack builds of the shell and the six remotes, two at a time (the CI machine has 2 cores).
// Usage: node scripts/build-all.mjs [shell mfe-auth ...]   (no names = all)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataDirs, packageOf, repoRoot, webApps } from './lib/paths.mjs';
import { formatDuration, run, tail } from './lib/proc.mjs';

/** Builds the given app folders; resolves with { ok, results: [{ app, ok, ms, log }] }. */
export async function buildApps(apps = webApps, { concurrency = 2, logDir = dataDirs().logs, print = console.log } = {}) {
  fs.mkdirSync(logDir, { recursive: true });
  const queue = [...apps];
  const results = [];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const log = path.join(logDir, `build-${app}.log`);
      const started = Date.now();
      const code = await run('pnpm', ['--filter', packageOf(app), 'build'], { cwd: repoRoot, logFile: log, timeoutMs: 15 * 60_000 });
      const res = { app, ok: code === 0 && fs.existsSync(path.join(repoRoot, app, 'dist')), ms: Date.now() - started, log };
      results.push(res);
      print(`  build ${app.padEnd(14)} ${res.ok ? 'ok    ' : 'FAILED'} ${formatDuration(res.ms)}${res.ok ? '' : `  (log: ${log})`}`);
      if (!res.ok) print(tail(log, 25).replace(/^/gm, `    ${app} | `));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { ok: results.every((r) => r.ok), results };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const apps = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const unknown = apps.filter((a) => !webApps.includes(a));
  if (unknown.length) {
    console.error(`Unknown app(s): ${unknown.join(', ')}. Known: ${webApps.join(', ')}`);
    process.exit(2);
  }
  const started = Date.now();
  const { ok } = await buildApps(apps.length ? apps : webApps);
  console.log(`build: ${ok ? 'all ok' : 'FAILED'} in ${formatDuration(Date.now() - started)}`);
  process.exit(ok ? 0 : 1);
}
