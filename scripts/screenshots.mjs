#!/usr/bin/env node
// Screenshots of the first screens a visitor sees — home, a live room and a profile — at desktop (1280 × 800) and
// phone (390 × 844) width, from a running platform (started with DEMO_SHOWS on, so a demo performer is live), as a
// visitor who has answered the 18+ popup. For reviews and issue notes; nothing here is asserted.
// Usage: node scripts/screenshots.mjs [--url http://127.0.0.1:8080] [--out docs/screenshots] [--live fiona] [--performer anna]
/* global window, document -- in functions run inside the page */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM, loadPlaywrightCore } from './lib/playwright-core.mjs';
import { repoRoot } from './lib/paths.mjs';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8080' },
    out: { type: 'string', default: path.join(repoRoot, 'docs', 'screenshots') },
    live: { type: 'string', default: 'fiona' },
    performer: { type: 'string', default: 'anna' },
  },
});

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const PAGES = { home: '/', room: `/live/${args.live}`, profile: `/profile/${args.performer}` };

const { chromium } = loadPlaywrightCore();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'],
});
fs.mkdirSync(args.out, { recursive: true });
try {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    await context.addInitScript(() => window.localStorage.setItem('platform:popup-18plus', 'entered'));
    const page = await context.newPage();
    for (const [name, pathname] of Object.entries(PAGES)) {
      await page.goto(`${args.url.replace(/\/+$/, '')}${pathname}`, { waitUntil: 'load' });
      // the page's own loaders gone, pictures in, a room's video playing
      await page
        .locator('[aria-busy="true"]')
        .first()
        .waitFor({ state: 'detached', timeout: 30_000 })
        .catch(() => undefined);
      await page.waitForFunction(() => [...document.images].every((img) => img.complete), null, { timeout: 15_000 }).catch(() => undefined);
      if (name === 'room')
        await page.waitForFunction(() => (document.querySelector('video')?.videoWidth ?? 0) > 0, null, { timeout: 30_000 }).catch(() => undefined);
      const file = path.join(args.out, `${name}-${width}.png`);
      await page.screenshot({ path: file });
      console.log(`  ${path.relative(repoRoot, file)}  ${viewport.width} × ${viewport.height}  ${pathname}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
