#!/usr/bin/env node
// Prints each built remote's initial JavaScript (remoteEntry.js + the synchronous chunks of `./lifecycles`,
// read from its mf-manifest.json), raw and gzip. Shared singletons come from the shell, so they do not count.
// Usage: node scripts/bundle-size.mjs [--json]   (after `pnpm build`)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { repoRoot, webApps } from './lib/paths.mjs';

const kib = (bytes) => (bytes / 1024).toFixed(1);

/** Initial JS of one remote's dist folder: { files, raw, gzip } in bytes. */
export function remoteInitialJs(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8'));
  const expose = manifest.exposes.find((e) => e.path === './lifecycles');
  if (!expose) throw new Error(`${distDir}: no ./lifecycles in mf-manifest.json`);
  const files = [manifest.metaData.remoteEntry.name, ...expose.assets.js.sync];
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(distDir, file));
    raw += bytes.length;
    gzip += zlib.gzipSync(bytes, { level: 9 }).length;
  }
  return { files, raw, gzip };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rows = webApps.filter((app) => app !== 'shell').map((app) => ({ app, ...remoteInitialJs(path.join(repoRoot, app, 'dist')) }));
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows.map(({ app, raw, gzip }) => ({ app, raw, gzip }))));
  } else {
    for (const { app, raw, gzip, files } of rows) {
      console.log(`${app.padEnd(14)} ${kib(raw).padStart(7)} KiB  ${kib(gzip).padStart(6)} KiB gzip  (${files.length} files)`);
    }
  }
}
