/**
 * Shared parts of the browser benchmarks: the media server as a child (`tsx src/main.ts`, free port,
 * temp HLS folder), a tiny static server for the pages + the real @antmedia/webrtc_adaptor and hls.js
 * bundles, Debian's Chromium through Playwright, and a bound that cleans up before it exits.
 * Page scripts are plain strings: they run in the browser, this package type-checks without the DOM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '@platform/shared/node';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const REPO = path.resolve(__dirname, '..', '..', '..');
const MEDIA_DIR = path.resolve(__dirname, '..');
const ADAPTOR_JS = path.join(REPO, 'mfe-live/node_modules/@antmedia/webrtc_adaptor/dist/browser/webrtc_adaptor.js');
const HLS_JS = path.join(REPO, 'mfe-live/node_modules/hls.js/dist/hls.min.js');
export const APP_NAME = 'WebRTCAppEE';

/** Debian chromium's flags, one list for the journeys, the speed script and these benchmarks. */
const chromiumFlags = JSON.parse(readFileSync(path.join(REPO, 'scripts/lib/chromium-flags.json'), 'utf8')) as Record<
  'quiet' | 'fakeCamera' | 'autoplay',
  string[]
>;
export const CHROMIUM_ARGS = [...chromiumFlags.fakeCamera, ...chromiumFlags.quiet, ...chromiumFlags.autoplay];

// The few Playwright calls used here (its package lives in e2e/, outside this package's types).
export interface BenchPage {
  goto(url: string): Promise<unknown>;
  evaluate<T>(expression: string): Promise<T>;
  waitForFunction(expression: string, arg?: unknown, options?: { timeout?: number; polling?: number }): Promise<unknown>;
  on(event: 'console' | 'pageerror', listener: (message: { text?(): string; message?: string }) => void): void;
  close(): Promise<void>;
}
export interface BenchBrowser {
  newContext(): Promise<{ newPage(): Promise<BenchPage>; close(): Promise<void> }>;
  close(): Promise<void>;
  version(): string;
}

// ---------- cleanup and bounds ----------

const cleanups: (() => Promise<void> | void)[] = [];
let cleaning: Promise<void> | undefined;

/** Registers a cleanup; they run newest first, once, on success, failure, bound or signal. */
export function onCleanup(fn: () => Promise<void> | void): void {
  cleanups.push(fn);
}

function cleanupAll(): Promise<void> {
  cleaning ??= (async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (error) {
        console.error('cleanup:', (error as Error).message);
      }
    }
  })();
  return cleaning;
}

/** Runs a benchmark: aborts (after cleaning up) when it passes `seconds`, then exits by itself. */
export function runBench(seconds: number, main: () => Promise<void>): void {
  const abort = (why: string, code: number) => {
    console.error(why);
    const hard = setTimeout(() => process.exit(code), 15_000);
    hard.unref();
    void cleanupAll().finally(() => process.exit(code));
  };
  setTimeout(() => abort(`benchmark exceeded ${seconds} s, aborting`, 2), seconds * 1000).unref();
  process.once('SIGINT', () => abort('interrupted', 130));
  process.once('SIGTERM', () => abort('terminated', 143));
  main().then(
    () => cleanupAll().then(() => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      void cleanupAll().then(() => process.exit(1));
    },
  );
}

// ---------- numbers ----------

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  // nearest-rank
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const ms = (value: number) => `${Math.round(value)} ms`;

/** Context for the figures: a 2-core machine shared with other work gives noisy numbers. */
export const machineLoad = () => `machine load average ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores`;

// ---------- media server child ----------

export interface MediaChild {
  port: number;
  websocketUrl: string;
  httpUrl: string;
  child: ChildProcess;
}

/**
 * `tsx src/main.ts` in its own process group (so its ffmpeg children die with it), on a free port,
 * with a temp HLS folder, no ICE servers and H.264 preferred.
 */
/** The REST secret of the benchmark's media server. */
const BENCH_MEDIA_SECRET = 'bench-media-secret';

/** A one-time publish token from the media server's REST API (it takes no publish without one), as the API gets it. */
export async function publishTokenFor(media: MediaChild, streamId: string): Promise<string> {
  const res = await fetch(`${media.httpUrl}/${APP_NAME}/rest/v2/broadcasts/${encodeURIComponent(streamId)}/token?type=publish`, {
    headers: { 'x-media-secret': BENCH_MEDIA_SECRET },
  });
  if (!res.ok) throw new Error(`publish token for ${streamId}: HTTP ${res.status}`);
  return ((await res.json()) as { tokenId: string }).tokenId;
}

export async function startMediaServer(options: { hls: boolean }): Promise<MediaChild> {
  const port = await freePort();
  const hlsDir = mkdtempSync(path.join(os.tmpdir(), 'media-bench-hls-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: MEDIA_DIR,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      MEDIA_HOST: '127.0.0.1',
      MEDIA_PORT: String(port),
      MEDIA_APP_NAME: APP_NAME,
      MEDIA_ICE_SERVERS: '',
      SECURE_OPTION: 'false',
      MEDIA_SECRET: BENCH_MEDIA_SECRET,
      MEDIA_WEBHOOK_URL: '',
      HLS_ENABLED: options.hls ? 'true' : 'false',
      // the server's default segment length unless the caller's environment sets HLS_SEGMENT_SECONDS
      MEDIA_HLS_DIR: hlsDir,
      MEDIA_VIDEO_CODEC: 'h264',
    },
  });
  onCleanup(async () => {
    await stopGroup(child);
    rmSync(hlsDir, { recursive: true, force: true });
  });
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    tail.push(...chunk.toString().split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 30));
  };
  child.stderr?.on('data', keep);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`media server did not start in 30 s: ${tail.join(' | ')}`)), 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`media server exited (${code}): ${tail.join(' | ')}`));
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      keep(chunk);
      if (/media server on http/.test(chunk.toString())) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return { port, child, websocketUrl: `ws://127.0.0.1:${port}/${APP_NAME}/websocket`, httpUrl: `http://127.0.0.1:${port}` };
}

/** SIGTERM to the child's whole process group, SIGKILL to whatever is left after 4 s. */
export async function stopGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (!pid) return;
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-pid, s);
    } catch {
      // group already gone
    }
  };
  if (child.exitCode === null && child.signalCode === null) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 4000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      signal('SIGTERM');
    });
  }
  signal('SIGKILL');
}

// ---------- static page server ----------

/** Serves `/adaptor.js`, `/hls.js` and the given pages (`/name.html`) on 127.0.0.1, free port. */
export async function startPageServer(pages: Record<string, string>): Promise<string> {
  for (const file of [ADAPTOR_JS, HLS_JS]) if (!existsSync(file)) throw new Error(`missing ${file} (pnpm install of mfe-live?)`);
  const files: Record<string, { type: string; body: Buffer }> = {
    '/adaptor.js': { type: 'text/javascript', body: readFileSync(ADAPTOR_JS) },
    '/hls.js': { type: 'text/javascript', body: readFileSync(HLS_JS) },
    '/favicon.ico': { type: 'image/x-icon', body: Buffer.alloc(0) },
  };
  for (const [name, html] of Object.entries(pages)) files[`/${name}.html`] = { type: 'text/html; charset=utf-8', body: Buffer.from(html) };
  const server = http.createServer((req, res) => {
    const file = files[new URL(req.url ?? '/', 'http://x').pathname];
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onCleanup(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

// ---------- Chromium ----------

/** Debian's Chromium through the e2e package's @playwright/test; never downloads a browser. */
export async function launchChromium(): Promise<BenchBrowser> {
  const requireFromE2e = createRequire(path.join(REPO, 'e2e', 'package.json'));
  const { chromium } = requireFromE2e('@playwright/test') as {
    chromium: { launch(options: { executablePath: string; headless: boolean; args: string[] }): Promise<BenchBrowser> };
  };
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  onCleanup(() => browser.close());
  return browser;
}

/** Forwards a page's errors and `[bench]` console lines, prefixed with its role. */
export function relayConsole(page: BenchPage, role: string): void {
  page.on('pageerror', (error) => console.error(`[${role}] page error: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text?.() ?? '';
    if (text.startsWith('[bench]')) console.log(`  ${role}: ${text.slice(8)}`);
  });
}

// ---------- page parts ----------

/**
 * The adaptor bundle throws without MediaPipe's global, and its VideoEffect (created with every adaptor)
 * calls setOptions/onResults on it: define an inert one first (virtual backgrounds are not benchmarked).
 */
export const ADAPTOR_SCRIPTS = `<script>
window.SelfieSegmentation = class SelfieSegmentation {
  setOptions() {}
  onResults() {}
  initialize() { return Promise.resolve(); }
  send() { return Promise.resolve(); }
  close() { return Promise.resolve(); }
};
</script>
<script src="/adaptor.js"></script>`;

/**
 * Page helpers: `bench` (state the script polls), `q` (query params), `newAdaptor(options)` with the
 * settings the app uses (no ICE servers, no data channel), and `publishStream(stream, streamId)` (which also records `bench.codec`).
 */
export const PAGE_HELPERS = `<script>
window.bench = { state: 'loading', errors: [], notes: [] };
const q = new URLSearchParams(location.search);
const log = (...a) => console.log('[bench] ' + a.join(' '));
function newAdaptor(options) {
  return new webrtc_adaptor.WebRTCAdaptor(Object.assign({
    websocket_url: q.get('ws'),
    peerconnection_config: { iceServers: [], sdpSemantics: 'unified-plan' },
    dataChannelEnabled: false,
    callbackError: (error, message) => { bench.errors.push(String(error)); log('adaptor error', error, message ? JSON.stringify(message).slice(0, 200) : ''); },
  }, options));
}
/** Publishes a ready MediaStream the way mfe-live does (initializeComponents: false + localStream). */
async function publishStream(stream, streamId) {
  let requested = false;
  const adaptor = newAdaptor({
    mediaConstraints: { video: true, audio: stream.getAudioTracks().length > 0 },
    sdp_constraints: { OfferToReceiveAudio: false, OfferToReceiveVideo: false },
    initializeComponents: false,
    callback: (info) => {
      // the page URL carries the one-time publish token (?token=)
      if (info === 'initialized' && !requested) { requested = true; adaptor.publish(streamId, new URLSearchParams(location.search).get('token') || undefined); }
      else if (info === 'publish_started') { bench.state = 'publishing'; }
    },
  });
  adaptor.mediaManager.localStream = stream;
  await adaptor.initialize();
  window.adaptor = adaptor;
  // Once publishing, record the negotiated codec for the report.
  const wait = setInterval(async () => {
    if (bench.state !== 'publishing') return;
    clearInterval(wait);
    bench.codec = await outboundCodec(adaptor, streamId);
  }, 100);
  return adaptor;
}
/** The negotiated outbound video codec and its encoder, from getStats. */
async function outboundCodec(adaptor, streamId) {
  const pc = adaptor.remotePeerConnection[streamId];
  if (!pc) return 'unknown';
  const stats = await pc.getStats();
  let codec = 'unknown', encoder = '';
  stats.forEach((s) => {
    if (s.type === 'outbound-rtp' && s.kind === 'video') {
      encoder = s.encoderImplementation || '';
      const c = stats.get(s.codecId);
      if (c) codec = c.mimeType;
    }
  });
  return codec + (encoder ? ' (' + encoder + ')' : '');
}
</script>`;

export function page(title: string, body: string, script: string, extraHead = ''): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title>${extraHead}
${ADAPTOR_SCRIPTS}
${PAGE_HELPERS}
</head><body style="margin:0;background:#222">${body}
<script>
${script}
</script></body></html>`;
}

/** Waits for `window.bench.state` to become one of `states` (or fails with the page's errors). */
export async function waitState(p: BenchPage, states: string[], timeoutMs: number, role: string): Promise<void> {
  try {
    await p.waitForFunction(`${JSON.stringify(states)}.includes(window.bench && window.bench.state)`, undefined, { timeout: timeoutMs, polling: 50 });
  } catch {
    const info = await p
      .evaluate<{ state: string; errors: string[] }>('({ state: bench.state, errors: bench.errors.slice(-5) })')
      .catch(() => ({ state: '?', errors: [] }));
    throw new Error(`${role}: no ${states.join('/')} after ${timeoutMs} ms (state ${info.state}; errors ${info.errors.join(', ') || 'none'})`);
  }
}
