#!/usr/bin/env node
// First-visit JavaScript per page, derived statically from the production builds (run after the builds).
//
// What a first visit downloads, as this script models it (mirrors the shell's boot, docs/architecture.md):
//   1. the shell's entry chunks (the <script> tags of shell/dist/index.html) and every import() the shell's own
//      code makes (./bootstrap at once; the layouts, which the shell warms right after the first render);
//   2. the remote that owns the path (longest `platform.routes` prefix, on whole segments, as
//      shell/src/routing/owner.ts): its remoteEntry.js and the synchronous chunks of `./lifecycles`;
//   3. every shared singleton those chunks consume, from the app that provides it (the shell when it provides
//      it: it registers its share scope first and the versions are pinned), with the chunks that provided
//      module needs in turn.
// A remote's own import() calls (hls.js, the WebRTC adaptor, ...) load only when used: listed, not counted.
// The chunk graph comes from node_modules/.cache/platform/chunk-graph.json, written by the webpack preset.
//
// Sizes: brotli quality 7, what the edge sends (deploy/edge/static.ts); files under 1 KiB go uncompressed.
// mf-manifest.json (JSON, not JavaScript) is reported apart and not counted against the budget.
// Usage: node scripts/page-weight.mjs [--check] [--json] [--files]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { repoRoot, webApps } from './lib/paths.mjs';

/** First-visit budgets, KB (1000 bytes) of compressed JavaScript. */
export const PAGES = [
  { name: 'home', path: '/', budgetKb: 180 },
  { name: 'sign-in', path: '/auth/login/user', budgetKb: 150 },
  { name: 'live room', path: '/live/anna', budgetKb: 240 },
];

// The edge compresses .js of 1 KiB and more (MIN_COMPRESS_BYTES), with brotli quality 7.
const MIN_COMPRESS_BYTES = 1024;
const BROTLI_QUALITY = 7;

const sizeCache = new Map();
/** { raw, brotli, gzip } of one built file, as the edge would send it. */
function fileSize(absolutePath) {
  let size = sizeCache.get(absolutePath);
  if (!size) {
    const bytes = fs.readFileSync(absolutePath);
    const small = bytes.length < MIN_COMPRESS_BYTES;
    size = {
      raw: bytes.length,
      brotli: small ? bytes.length : zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }).length,
      gzip: small ? bytes.length : zlib.gzipSync(bytes, { level: 9 }).length,
    };
    sizeCache.set(absolutePath, size);
  }
  return size;
}

/** '/' matches only the home page; '/live' matches '/live' and '/live/x' but not '/lively' (shell/src/routing/owner.ts). */
function matchesPrefix(pathname, prefix) {
  const trim = (p) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const page = trim(pathname);
  const base = trim(prefix);
  return base === '/' ? page === '/' : page === base || page.startsWith(`${base}/`);
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** One built app: its dist folder, chunk graph and (for a remote) container name and routes. */
function loadApp(folder) {
  const dir = path.join(repoRoot, folder);
  const dist = path.join(dir, 'dist');
  const graphFile = path.join(dir, 'node_modules', '.cache', 'platform', 'chunk-graph.json');
  if (!fs.existsSync(dist)) throw new Error(`${folder}: no dist folder (build it: node scripts/build-all.mjs ${folder})`);
  if (!fs.existsSync(graphFile)) throw new Error(`${folder}: no chunk graph at ${path.relative(repoRoot, graphFile)} (rebuild it)`);
  const graph = readJson(graphFile);
  for (const chunk of Object.values(graph.chunks)) {
    for (const file of chunk.files) {
      if (!fs.existsSync(path.join(dist, file))) throw new Error(`${folder}: chunk graph names ${file}, missing in dist (rebuild it)`);
    }
  }
  const pkg = readJson(path.join(dir, 'package.json'));
  return { folder, dist, graph, container: pkg.platform?.container ?? null, routes: pkg.platform?.routes ?? [] };
}

function ownerOf(pathname, remotes) {
  let best = null;
  for (const remote of remotes) {
    for (const route of remote.routes) {
      if (matchesPrefix(pathname, route) && (!best || route.length > best.length)) best = { remote, length: route.length };
    }
  }
  return best?.remote ?? null;
}

/** The files a first visit to `pathname` downloads: [{ app, file, raw, brotli, gzip, why }]. */
export function firstVisit(pathname, shell, remotes) {
  const files = new Map();
  const sharedLoaded = new Set();

  const loadChunks = (app, chunkIds, why) => {
    for (const id of chunkIds) {
      const chunk = app.graph.chunks[id];
      if (!chunk) throw new Error(`${app.folder}: unknown chunk ${id}`);
      for (const file of chunk.files) {
        const key = `${app.folder}/${file}`;
        if (!files.has(key)) files.set(key, { app: app.folder, file, why, ...fileSize(path.join(app.dist, file)) });
      }
      for (const shareKey of chunk.consumes) loadShared(shareKey, app);
    }
  };
  const loadShared = (shareKey, consumer) => {
    if (sharedLoaded.has(shareKey)) return;
    sharedLoaded.add(shareKey);
    const provider = shell.graph.provides[shareKey] ? shell : consumer;
    const chunks = provider.graph.provides[shareKey];
    if (!chunks) throw new Error(`${consumer.folder} consumes "${shareKey}" that neither it nor the shell provides`);
    loadChunks(provider, chunks, `shared ${shareKey}`);
  };

  loadChunks(shell, shell.graph.entrypoints.main, 'shell entry');
  const seen = new Set();
  for (const { request, from, chunks } of shell.graph.asyncImports) {
    // Only the shell's own code (src/); the shared package's import()s run when a page uses them.
    if (!from.startsWith('src/') || seen.has(`${from} ${request}`)) continue;
    seen.add(`${from} ${request}`);
    loadChunks(shell, chunks, `shell import(${request})`);
  }

  const owner = ownerOf(pathname, remotes);
  const notCounted = [];
  let manifestBytes = 0;
  if (owner) {
    loadChunks(owner, owner.graph.entrypoints[owner.container], 'remoteEntry');
    loadChunks(owner, owner.graph.exposes['./lifecycles'], './lifecycles');
    manifestBytes = fileSize(path.join(owner.dist, 'mf-manifest.json')).brotli;
    for (const { request, from } of owner.graph.asyncImports) {
      if (from.startsWith('src/') && !notCounted.includes(request)) notCounted.push(request);
    }
  }
  return { owner: owner?.folder ?? null, files: [...files.values()], manifestBytes, notCounted };
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
const sum = (files, field) => files.reduce((total, file) => total + file[field], 0);

export function measurePages() {
  const shell = loadApp('shell');
  const remotes = webApps.filter((app) => app !== 'shell').map(loadApp);
  return PAGES.map((page) => {
    const visit = firstVisit(page.path, shell, remotes);
    const brotli = sum(visit.files, 'brotli');
    return { ...page, ...visit, raw: sum(visit.files, 'raw'), brotli, gzip: sum(visit.files, 'gzip'), pass: brotli <= page.budgetKb * 1000 };
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = new Set(process.argv.slice(2));
  let rows;
  try {
    rows = measurePages();
  } catch (error) {
    console.error(`page-weight: ${error.message}`);
    process.exit(2);
  }
  if (args.has('--json')) {
    console.log(
      JSON.stringify(
        rows.map(({ name, path: page, owner, budgetKb, raw, brotli, gzip, files, pass }) => ({
          name,
          path: page,
          owner,
          budgetKb,
          raw,
          brotli,
          gzip,
          files: files.length,
          pass,
        })),
      ),
    );
  } else {
    console.log('First-visit JavaScript per page (KB = 1000 bytes; brotli q7 as the edge sends it; gzip -9 for reference)');
    console.log(
      `${'page'.padEnd(10)} ${'path'.padEnd(18)} ${'remote'.padEnd(13)} ${'brotli'.padStart(7)} ${'gzip'.padStart(7)} ${'raw'.padStart(7)} files  budget  result`,
    );
    for (const row of rows) {
      console.log(
        `${row.name.padEnd(10)} ${row.path.padEnd(18)} ${String(row.owner).padEnd(13)} ${kb(row.brotli).padStart(7)} ${kb(row.gzip).padStart(7)} ${kb(row.raw).padStart(7)} ${String(row.files.length).padStart(5)}  ${String(row.budgetKb).padStart(6)}  ${row.pass ? 'PASS' : 'FAIL'}`,
      );
    }
    console.log("Not counted: mf-manifest.json of the page's remote (JSON), and the remotes' own import()s, loaded when used:");
    for (const row of rows) console.log(`  ${row.name}: manifest ${kb(row.manifestBytes)} KB; ${row.notCounted.join(', ') || 'no import()'}`);
    if (args.has('--files')) {
      for (const row of rows) {
        console.log(`\n${row.name} (${row.path})`);
        for (const file of [...row.files].sort((a, b) => b.brotli - a.brotli)) {
          console.log(`  ${kb(file.brotli).padStart(6)} KB  ${`${file.app}/${file.file}`.padEnd(44)} ${file.why}`);
        }
      }
    }
  }
  if (args.has('--check') && rows.some((row) => !row.pass)) process.exit(1);
}
