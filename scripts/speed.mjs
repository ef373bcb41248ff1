#!/usr/bin/env node
// Page speed as a first-time visitor feels it, in Chromium (prints figures; nothing here fails on time).
//
//   first contentful paint (PerformanceObserver 'paint' entries) of the home page, a performer profile and a live
//   room, each over N cold loads (a fresh browser context each time: empty cache, no cookies);
//   click → video: from the click on a live performer card on the home page (performance.now() in the page's own
//   click listener) to the room's <video> element being on screen with a non-zero size (polled every frame), and,
//   for information, to its first decoded frame (videoWidth > 0);
//   cold room → first frame: a fresh context opens the live room's URL directly; from the navigation's start to the
//   video's first decoded frame.
// Each figure is printed with its goal and its ratio to a baseline measured in the same run: the FCP of a tiny
// static page (one heading, no script) fulfilled at the site's origin by the browser's request interception, so
// the ratio says how much the site adds over what this machine and this Chromium need to paint anything at all.
// The 18+ popup is answered beforehand (localStorage), as for a returning visitor: the figures are the pages'.
// The home page is also measured as a first visitor sees it (the popup not answered yet), and printed against the
// returning visitor's: nothing should make a returning visitor slower.
//
// Usage: node scripts/speed.mjs [--url http://127.0.0.1:8080] [--runs 5] [--performer anna] [--live fiona]
//   Without --url it starts the platform the way the e2e journeys do (node scripts/start.mjs --skip-build, demo
//   shows on, a fresh data folder) on free alternative ports, and stops it at the end. Chromium: /usr/bin/chromium
//   (CHROMIUM_PATH to change). With --url the site must run with DEMO_SHOWS on (fiona, gina and hana broadcast).
/* global window, document, getComputedStyle, innerHeight, requestAnimationFrame -- in functions run inside the page */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from './lib/paths.mjs';
import { CHROMIUM, CHROMIUM_FLAGS, loadPlaywrightCore } from './lib/playwright-core.mjs';
import { portFree, sleep, tail, waitForHttp } from './lib/proc.mjs';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '5' },
    performer: { type: 'string', default: 'anna' },
    live: { type: 'string', default: 'fiona' },
  },
});
const RUNS = Math.max(1, Number(args.runs) || 5);

/** Goals, ms. */
const GOALS = { home: 1000, profile: 1000, room: 1200, clickToVideo: 300, coldRoomFrame: 600 };

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function freePortFrom(start) {
  for (let port = start; port < start + 200; port += 1) if (await portFree(port)) return port;
  throw new Error(`no free port from ${start}`);
}

/** Starts the platform like e2e/playwright.config.ts (start.mjs --skip-build, demo shows) on free ports. */
async function startPlatform() {
  const port = await freePortFrom(18080);
  const apiPort = await freePortFrom(14000);
  const mediaPort = await freePortFrom(15080);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-speed-'));
  const logFile = path.join(dataDir, 'speed-start.log');
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'start.mjs'), '--skip-build'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PLATFORM_DATA_DIR: dataDir,
      PORT: String(port),
      API_PORT: String(apiPort),
      MEDIA_PORT: String(mediaPort),
      DEMO_SHOWS: '1',
    },
    stdio: ['ignore', out, out],
    detached: true, // its own process group: stopped as a whole at the end
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const url = `http://127.0.0.1:${port}`;
  console.log(`Starting the platform at ${url} (data ${dataDir}, log ${logFile}) …`);
  try {
    await waitForHttp(`${url}/api/settings/public`, { timeoutMs: 300_000, alive: () => !exited, what: 'the platform' });
  } catch (error) {
    console.error(tail(logFile));
    throw error;
  }
  const stop = async () => {
    if (exited) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    for (let i = 0; i < 60 && !exited; i += 1) await sleep(250);
    if (!exited) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  return { url, stop };
}

/** Resolves with the page's first-contentful-paint time (ms since navigation start), or NaN. */
const READ_FCP = () =>
  new Promise((resolve) => {
    const done = (value) => resolve(value);
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') done(entry.startTime);
      }).observe({ type: 'paint', buffered: true });
    } catch {
      done(Number.NaN);
    }
    setTimeout(() => done(Number.NaN), 15_000);
  });

/**
 * Before any script of the site: the 18+ popup answered (unless a first visitor); the video poll ready, started by
 * the first click, or at once (`fromNavigation`: times count from the navigation's start, a cold room).
 */
function initScript({ firstVisitor = false, fromNavigation = false } = {}) {
  try {
    if (!firstVisitor) window.localStorage.setItem('platform:popup-18plus', 'entered');
  } catch {
    // no storage: the popup shows, FCP still counts
  }
  const w = window;
  w.__speed = { clickAt: null, videoVisibleAt: null, videoFrameAt: null };
  const startPolling = (at) => {
    if (w.__speed.clickAt !== null) return;
    w.__speed.clickAt = at;
    const poll = () => {
      const now = performance.now();
      const video = Array.from(document.querySelectorAll('video')).find((v) => {
        const r = v.getBoundingClientRect();
        const s = getComputedStyle(v);
        return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && s.visibility !== 'hidden' && s.display !== 'none';
      });
      if (video && w.__speed.videoVisibleAt === null) w.__speed.videoVisibleAt = now;
      if (video && video.videoWidth > 0 && w.__speed.videoFrameAt === null) w.__speed.videoFrameAt = now;
      if (w.__speed.videoFrameAt === null && now - w.__speed.clickAt < 60_000) requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  };
  if (fromNavigation) startPolling(0);
  else document.addEventListener('click', () => startPolling(performance.now()), true);
}

const BASELINE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>baseline</title></head><body><h1>Baseline</h1></body></html>';

async function main() {
  const { chromium } = loadPlaywrightCore();
  const platform = args.url ? { url: args.url.replace(/\/+$/, ''), stop: async () => undefined } : await startPlatform();
  const base = platform.url;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_FLAGS.quiet, ...CHROMIUM_FLAGS.autoplay],
  });

  /** A cold load: fresh context (empty cache), goto, FCP. */
  async function coldFcp(pathname, { baseline = false, firstVisitor = false } = {}) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      await context.addInitScript(initScript, { firstVisitor });
      if (baseline)
        await context.route(`${base}/__speed-baseline`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: BASELINE_HTML }));
      const page = await context.newPage();
      await page.goto(`${base}${pathname}`, { waitUntil: 'load', timeout: 60_000 });
      return await page.evaluate(READ_FCP);
    } finally {
      await context.close();
    }
  }

  /** From a click on the live performer's card on the home page to her room's video on screen (and its first frame). */
  async function clickToVideo(liveUsername) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      await context.addInitScript(initScript);
      const page = await context.newPage();
      await page.goto(`${base}/`, { waitUntil: 'load', timeout: 60_000 });
      const card = page.locator(`[data-remote="mfe_catalog"] a[href="/live/${liveUsername}"]`).first();
      await card.waitFor({ state: 'visible', timeout: 60_000 });
      await card.click();
      await page.waitForFunction(() => window.__speed.videoVisibleAt !== null, null, { timeout: 60_000 });
      await page.waitForFunction(() => window.__speed.videoFrameAt !== null, null, { timeout: 60_000 }).catch(() => undefined);
      const s = await page.evaluate(() => window.__speed);
      return { visible: s.videoVisibleAt - s.clickAt, frame: s.videoFrameAt === null ? Number.NaN : s.videoFrameAt - s.clickAt };
    } finally {
      await context.close();
    }
  }

  /** A cold open of her room (fresh context, empty cache): from the navigation's start to its first video frame. */
  async function coldRoomFrame(liveUsername) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      await context.addInitScript(initScript, { fromNavigation: true });
      const page = await context.newPage();
      await page.goto(`${base}/live/${liveUsername}`, { waitUntil: 'commit', timeout: 60_000 });
      await page.waitForFunction(() => window.__speed.videoFrameAt !== null, null, { timeout: 60_000 }).catch(() => undefined);
      const s = await page.evaluate(() => window.__speed);
      return s.videoFrameAt === null ? Number.NaN : s.videoFrameAt;
    } finally {
      await context.close();
    }
  }

  try {
    // the demo show must be live before a room or a live card is measured
    const live = args.live;
    process.stdout.write(`Waiting for ${live}'s demo show …`);
    const deadline = Date.now() + 120_000;
    for (;;) {
      const res = await fetch(`${base}/api/performers/search?q=${encodeURIComponent(live)}`).catch(() => null);
      const found = res?.ok ? await res.json().catch(() => null) : null;
      if ((found?.data?.data ?? []).some((p) => p.username === live && p.isStreaming)) break;
      if (Date.now() > deadline) {
        process.stdout.write(' (could not confirm from the API; measuring anyway)');
        break;
      }
      await sleep(1000);
    }
    process.stdout.write(' ok\n');
    // one warm-up load of each, not counted (the edge's and the API's first answers, Chromium's first start)
    await coldFcp('/');
    await coldFcp('/__speed-baseline', { baseline: true });

    const rows = [
      { name: 'baseline: tiny static page', path: '/__speed-baseline', baseline: true },
      { name: 'home, returning visitor (popup answered)', path: '/', goal: GOALS.home },
      { name: 'home, first visitor (18+ popup shows)', path: '/', goal: GOALS.home, firstVisitor: true },
      { name: `profile (/profile/${args.performer})`, path: `/profile/${args.performer}`, goal: GOALS.profile },
      { name: `live room (/live/${live})`, path: `/live/${live}`, goal: GOALS.room },
    ];
    const results = [];
    for (const row of rows) {
      const samples = [];
      for (let i = 0; i < RUNS; i += 1) samples.push(await coldFcp(row.path, { baseline: row.baseline, firstVisitor: row.firstVisitor }));
      process.stdout.write(`  measured FCP ${row.name}\n`);
      results.push({ ...row, samples, median: median(samples) });
    }
    const clicks = [];
    for (let i = 0; i < RUNS; i += 1) clicks.push(await clickToVideo(live));
    const coldFrames = [];
    for (let i = 0; i < RUNS; i += 1) coldFrames.push(await coldRoomFrame(live));

    const baselineMs = results[0].median;
    const ms = (x) => (Number.isFinite(x) ? `${Math.round(x)} ms` : 'n/a');
    const ratio = (x) => (Number.isFinite(x) && baselineMs > 0 ? `${(x / baselineMs).toFixed(1)}×` : 'n/a');
    const verdict = (x, goal) => (!goal ? '' : !Number.isFinite(x) ? 'n/a' : x <= goal ? 'meets goal' : 'over goal');
    const pad = (s, n) => String(s).padEnd(n);
    console.log(`\nPage speed, ${RUNS} cold loads each (fresh context), Chromium ${browser.version()}, ${base}`);
    console.log(`${pad('measure', 44)}${pad('median', 10)}${pad('goal', 10)}${pad('vs baseline', 13)}${pad('', 12)}samples`);
    for (const r of results) {
      console.log(
        `${pad(`FCP ${r.name}`, 44)}${pad(ms(r.median), 10)}${pad(r.goal ? `≤ ${r.goal} ms` : '—', 10)}${pad(r.baseline ? '1.0×' : ratio(r.median), 13)}${pad(verdict(r.median, r.goal), 12)}${r.samples.map((x) => Math.round(x)).join(', ')}`,
      );
    }
    const visible = median(clicks.map((c) => c.visible));
    const frame = median(clicks.map((c) => c.frame));
    console.log(
      `${pad(`click live card → <video> on screen`, 44)}${pad(ms(visible), 10)}${pad(`≤ ${GOALS.clickToVideo} ms`, 10)}${pad(ratio(visible), 13)}${pad(verdict(visible, GOALS.clickToVideo), 12)}${clicks.map((c) => Math.round(c.visible)).join(', ')}`,
    );
    console.log(
      `${pad(`click live card → first video frame (info)`, 44)}${pad(ms(frame), 10)}${pad('—', 10)}${pad(ratio(frame), 13)}${pad('', 12)}${clicks.map((c) => (Number.isFinite(c.frame) ? Math.round(c.frame) : 'n/a')).join(', ')}`,
    );
    const coldFrame = median(coldFrames);
    console.log(
      `${pad(`cold room → first video frame`, 44)}${pad(ms(coldFrame), 10)}${pad(`≤ ${GOALS.coldRoomFrame} ms`, 10)}${pad(ratio(coldFrame), 13)}${pad(verdict(coldFrame, GOALS.coldRoomFrame), 12)}${coldFrames.map((x) => (Number.isFinite(x) ? Math.round(x) : 'n/a')).join(', ')}`,
    );
    const returning = results.find((r) => r.path === '/' && !r.firstVisitor);
    const first = results.find((r) => r.firstVisitor);
    console.log(
      `Returning visitor (popup answered) vs first visitor, home FCP, median of ${RUNS}: ${ms(returning.median)} vs ${ms(first.median)} (${
        Number.isFinite(returning.median) && Number.isFinite(first.median) ? `${Math.round(returning.median - first.median)} ms` : 'n/a'
      } difference)`,
    );
    console.log(
      `Baseline: a ${BASELINE_HTML.length}-byte static page (one heading, no script) at ${base}/__speed-baseline, fulfilled by request interception.`,
    );
  } finally {
    await browser.close();
    await platform.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
