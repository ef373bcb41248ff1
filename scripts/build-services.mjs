#!/usr/bin/env node
// Compiles the Node services to plain JavaScript (no TypeScript loader at run time): the API, the media server, its
// demo broadcasters, the edge server and the sandbox payment processor, each into one file beside its package (`dist/`). Workspace code
// (@platform/shared) is bundled in; every npm package stays external and is loaded from the package's node_modules,
// as native modules (argon2, sharp), wasm (PGlite) and data files (geoip) must be. Takes a second or two.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { repoRoot } from './lib/paths.mjs';

/** What is compiled: entry → output, and the folders the output reads beside it. */
export const SERVICE_BUILDS = [
  {
    name: 'api',
    entry: 'services/api/src/main.ts',
    out: 'services/api/dist/main.js',
    copy: [['services/api/src/db/migrations', 'services/api/dist/migrations']],
  },
  { name: 'media', entry: 'services/media/src/main.ts', out: 'services/media/dist/main.js' },
  { name: 'demo-shows', entry: 'services/media/src/demo/main.ts', out: 'services/media/dist/demo-shows.js' },
  { name: 'edge', entry: 'deploy/edge/main.ts', out: 'deploy/edge/dist/main.js' },
  { name: 'processor', entry: 'services/processor/src/main.ts', out: 'services/processor/dist/main.js' },
];

/** Bare imports stay external, except the workspace's own TypeScript packages. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@platform/') ? undefined : { path: args.path, external: true }));
  },
};

/** Compiles every service; resolves with how long it took, rejects with esbuild's errors. */
export async function buildServices({ print = console.log } = {}) {
  const started = Date.now();
  await Promise.all(
    SERVICE_BUILDS.map(async ({ entry, out, copy = [] }) => {
      await build({
        entryPoints: [path.join(repoRoot, entry)],
        outfile: path.join(repoRoot, out),
        bundle: true,
        platform: 'node',
        target: 'node20',
        format: 'cjs',
        sourcemap: true,
        logLevel: 'warning',
        plugins: [externalPackages],
      });
      for (const [from, to] of copy) fs.cpSync(path.join(repoRoot, from), path.join(repoRoot, to), { recursive: true });
    }),
  );
  const ms = Date.now() - started;
  print(`Compiled ${SERVICE_BUILDS.map((b) => b.name).join(', ')} in ${ms} ms`);
  return ms;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServices().catch(() => process.exit(1));
}
