#!/usr/bin/env node
// First-visit JavaScript per page, derived statically from the production builds (run after the builds).
//
// What a first visit downloads, as this script models it (mirrors the shell's boot, docs/architecture.md):
//   1. the shell's entry chunks (the <script> tags of shell/dist/index.html, which carry the one Module Federation
//      runtime of the page: production remotes take it from there), ./bootstrap, and the one layout the path
//      uses (shell/src/layout/layout-kind.ts; the other layouts load on a later navigation that needs them);
//   2. the remote that owns the path (longest `platform.routes` prefix, on whole segments, as
//      shell/src/routing/owner.ts): its remoteEntry.js and the synchronous chunks of `./lifecycles`;
//   3. every shared singleton those chunks consume, from the app that provides it (the shell when it provides
//      it: it registers its share scope first and the versions are pinned), with the chunks that provided
//      module needs in turn.
//   4. the import()s of @platform/shared that the page triggers on a first visit (`sharedImports`, e.g. the
//      socket: socket.io-client loads on the first getSocket(), which the home page's live catalogue and a watch
//      room make at once, and sign-in never).
// A remote's own import() calls (hls.js, the WebRTC adaptor, ...) load only when used: listed, not counted.
// Check the model against a browser: `node scripts/page-weight.mjs --browser http://127.0.0.1:8091` opens every page in
// Chromium (playwright-core, a fresh profile: cold cache, signed out) against a running platform and sums the
// compressed JavaScript the browser received, beside the model's figure.
// The chunk graph comes from node_modules/.cache/platform/chunk-graph.json, written by the webpack preset.
//
// Sizes: brotli quality 7, what the edge sends (deploy/edge/static.ts); files under 1 KiB go uncompressed.
// mf-manifest.json (JSON, not JavaScript) is reported apart and not counted against the budget.
// Usage: node scripts/page-weight.mjs [--check] [--json] [--files] [--browser <origin>]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { repoRoot, webApps } from './lib/paths.mjs';

/**
 * First-visit JavaScript per page, KB (1000 bytes) compressed. `goalKb`: where the product wants each page to be,
 * printed. `ceilingKb`: what `--check` enforces (fails the run above it) — the goal where it is met, else today's
 * figure rounded up (home and sign-in: docs/architecture.md, "Benchmarks", says why the stack cannot reach their goals;
 * the room went 0.5 KB over its goal with release health beacons, live alerts and tip effects), so no page grows
 * unnoticed. Lower a ceiling whenever a page gets lighter.
 */
export const PAGES = [
  { name: 'home', path: '/', goalKb: 180, ceilingKb: 243, sharedImports: ['socket.io-client'] },
  { name: 'sign-in', path: '/auth/login/user', goalKb: 150, ceilingKb: 226, sharedImports: [] },
  { name: 'live room', path: '/live/anna', goalKb: 240, ceilingKb: 241, sharedImports: ['socket.io-client'] },
];

/** shell/src/layout/layout-kind.ts: the layout a path uses, and the shell module that holds it. */
function layoutModuleFor(pathname) {
  if (matchesPrefix(pathname, '/auth')) return './auth.layout';
  if (matchesPrefix(pathname, '/studio') || matchesPrefix(pathname, '/account')) return './primary.layout';
  return './public.layout';
}

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
export function firstVisit(pathname, shell, remotes, sharedImports = []) {
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
  const layout = layoutModuleFor(pathname);
  const bootImports = new Set(['./bootstrap', layout]);
  for (const { request, from, chunks } of shell.graph.asyncImports) {
    // The shell's own code (src/): its bootstrap and this page's layout; other layouts load when a later page needs them.
    if (!from.startsWith('src/') || !bootImports.has(request)) continue;
    loadChunks(shell, chunks, `shell import(${request})`);
  }
  if (!shell.graph.asyncImports.some(({ request }) => request === layout)) throw new Error(`shell: no import() of ${layout} in its chunk graph`);

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
  // @platform/shared's own import()s that this page triggers at once, from the app that provided the package.
  const sharedProvider = shell.graph.provides['@platform/shared'] ? shell : owner;
  for (const request of sharedImports) {
    const found = sharedProvider?.graph.asyncImports.find((entry) => entry.request === request && !entry.from.startsWith('src/'));
    if (!found)
      throw new Error(`${sharedProvider?.folder}: @platform/shared has no import() of ${request} (update PAGES in scripts/page-weight.mjs)`);
    loadChunks(sharedProvider, found.chunks, `shared import(${request})`);
  }
  return { owner: owner?.folder ?? null, files: [...files.values()], manifestBytes, notCounted, russianBytes: russianTexts(shell, owner) };
}

/** What a visitor whose page is in Russian fetches on top (English is bundled; other languages load when used). */
function russianTexts(shell, owner) {
  let bytes = 0;
  for (const app of owner ? [shell, owner] : [shell]) {
    for (const { request, from, chunks } of app.graph.asyncImports) {
      // the app's own ./locales/ru.json, and @platform/shared's (ru.json, messages.ru.json, dayjs/locale/ru) from the
      // shell that provides it
      if (!/\/(messages\.)?ru(\.json)?$/.test(request) || (app !== shell && !from.startsWith('src/'))) continue;
      for (const id of chunks) for (const file of app.graph.chunks[id].files) bytes += fileSize(path.join(app.dist, file)).brotli;
    }
  }
  return bytes;
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
const sum = (files, field) => files.reduce((total, file) => total + file[field], 0);

export function measurePages() {
  const shell = loadApp('shell');
  const remotes = webApps.filter((app) => app !== 'shell').map(loadApp);
  return PAGES.map((page) => {
    const visit = firstVisit(page.path, shell, remotes, page.sharedImports);
    const brotli = sum(visit.files, 'brotli');
    return {
      ...page,
      ...visit,
      raw: sum(visit.files, 'raw'),
      brotli,
      gzip: sum(visit.files, 'gzip'),
      pass: brotli <= page.ceilingKb * 1000,
      atGoal: brotli <= page.goalKb * 1000,
    };
  });
}

/**
 * Loads each page in Chromium against a running platform (cold cache, signed out) and sums what really arrived:
 * every JavaScript response's body as sent (compressed), until the network has been quiet for `quietMs`.
 */
export async function measureInBrowser(origin, { quietMs = 2500, executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium' } = {}) {
  const require = (await import('node:module')).createRequire(import.meta.url);
  let playwright;
  try {
    playwright = await import(require.resolve('playwright-core', { paths: [repoRoot, path.join(repoRoot, 'e2e')] }));
  } catch {
    playwright = await import(path.join(repoRoot, 'node_modules/.pnpm/node_modules/playwright-core/index.mjs'));
  }
  const browser = await playwright.chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const results = [];
    for (const page of PAGES) {
      const context = await browser.newContext(); // fresh profile: empty cache, no session
      const tab = await context.newPage();
      const responses = [];
      let lastActivity = Date.now();
      tab.on('request', () => (lastActivity = Date.now()));
      tab.on('requestfinished', async (request) => {
        lastActivity = Date.now();
        const response = await request.response();
        const type = response?.headers()['content-type'] ?? '';
        if (!/javascript/.test(type)) return;
        const sizes = await request.sizes();
        responses.push({
          url: request.url().replace(origin, ''),
          bytes: sizes.responseBodySize,
          encoding: response.headers()['content-encoding'] ?? 'identity',
        });
      });
      await tab.goto(`${origin}${page.path}`, { waitUntil: 'load' });
      while (Date.now() - lastActivity < quietMs) await new Promise((resolve) => setTimeout(resolve, 200));
      results.push({ name: page.name, path: page.path, bytes: sum(responses, 'bytes'), responses });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const args = new Set(argv);
  if (args.has('--browser')) {
    const origin = (argv[argv.indexOf('--browser') + 1] || 'http://127.0.0.1:8080').replace(/\/+$/, '');
    const model = new Map(measurePages().map((row) => [row.name, row]));
    console.log(`First-visit JavaScript in Chromium at ${origin} (cold cache, signed out) against the model (KB = 1000 bytes)`);
    for (const row of await measureInBrowser(origin)) {
      console.log(
        `${row.name.padEnd(10)} ${row.path.padEnd(18)} browser ${kb(row.bytes).padStart(6)}  model ${kb(model.get(row.name).brotli).padStart(6)}  (${row.responses.length} files)`,
      );
      if (args.has('--files')) {
        for (const r of [...row.responses].sort((a, b) => b.bytes - a.bytes))
          console.log(`  ${kb(r.bytes).padStart(6)} KB  ${r.encoding.padEnd(8)} ${r.url}`);
      }
    }
    process.exit(0);
  }
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
        rows.map(({ name, path: page, owner, goalKb, ceilingKb, raw, brotli, gzip, files, pass, atGoal }) => ({
          name,
          path: page,
          owner,
          goalKb,
          ceilingKb,
          atGoal,
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
      `${'page'.padEnd(10)} ${'path'.padEnd(18)} ${'remote'.padEnd(13)} ${'brotli'.padStart(7)} ${'gzip'.padStart(7)} ${'raw'.padStart(7)} files    goal  ceiling  result`,
    );
    for (const row of rows) {
      console.log(
        `${row.name.padEnd(10)} ${row.path.padEnd(18)} ${String(row.owner).padEnd(13)} ${kb(row.brotli).padStart(7)} ${kb(row.gzip).padStart(7)} ${kb(row.raw).padStart(7)} ${String(row.files.length).padStart(5)}  ${String(row.goalKb).padStart(6)}  ${String(row.ceilingKb).padStart(7)}  ${row.pass ? 'PASS' : 'FAIL'}${row.atGoal ? '' : ' (over goal)'}`,
      );
    }
    console.log("Not counted: mf-manifest.json of the page's remote (JSON), the Russian texts (fetched only by a page in Russian)");
    console.log("and the remote's own import()s (other pages, players), loaded when used:");
    for (const row of rows) {
      console.log(
        `  ${row.name}: manifest ${kb(row.manifestBytes)} KB; Russian texts ${kb(row.russianBytes)} KB; ${row.notCounted.join(', ') || 'no import()'}`,
      );
    }
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
