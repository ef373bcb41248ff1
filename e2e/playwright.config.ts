import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The journeys run against the system started exactly as the README starts it: `node scripts/start.mjs`
// (with --skip-build when the test command has just built everything), on a fresh data folder.
const repoRoot = path.resolve(__dirname, '..');
const chromiumFlags = JSON.parse(fs.readFileSync(path.join(repoRoot, 'scripts/lib/chromium-flags.json'), 'utf8')) as Record<
  'quiet' | 'fakeCamera',
  string[]
>;
const port = Number(process.env.PORT ?? 8080);
const baseURL = `http://127.0.0.1:${port}`;
const skipBuild = process.env.E2E_SKIP_BUILD === '1';
// Set once in the runner; the worker processes inherit it, so everyone sees the same folder.
if (!process.env.PLATFORM_DATA_DIR) process.env.PLATFORM_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-e2e-'));
process.env.E2E_BASE_URL = baseURL;
// The one remote dev server the override journey runs; the development edge's CSP names it (and no other port).
if (!process.env.E2E_DEV_REMOTE_PORT) process.env.E2E_DEV_REMOTE_PORT = String(port + 9);

// Two lanes of journeys side by side, each one file at a time, then what changes the whole site alone (E2E_WORKERS=1 runs
// the lanes one after the other).
/** Journeys that share anna, the admin (one authenticator), fiona's or hana's private show or the streaming settings. */
const SHARED_STATE = [
  'a11y-broadcast',
  'admin-access',
  'admin-payout',
  'admin-reports',
  'admin-verification',
  'catalogue-edges',
  'chargeback-shortfall',
  'content',
  'favourite',
  'live',
  'live-alerts',
  'live-follows-media',
  'live-shows',
  'messaging',
  'money',
  'newcomer',
  'russian-first-screen',
  'spy-show',
  'sign-in',
  'studio-and-settings',
  'tip-menu',
  'toasts',
  'two-factor',
];
/** Journeys that change what every page shows (the registry, maintenance mode, site texts) or count site-wide totals. */
const SITE_WIDE = ['deploy', 'deploy-canary', 'admin-content', 'admin-statistics'];
const specs = (names: string[]) => names.map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(process.env.PLATFORM_DATA_DIR, 'test-results'),
  fullyParallel: false,
  // the two lanes run side by side (one worker each); E2E_WORKERS=1 runs them one after the other
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: 'shared-state', testMatch: specs(SHARED_STATE), workers: 1 },
    // fresh members of their own, the demo member's own pages, gina's room, the browser's own storage
    { name: 'own-state', testIgnore: specs([...SHARED_STATE, ...SITE_WIDE]), workers: 1 },
    // after both lanes (skipped when a journey of theirs failed)
    { name: 'site-wide', testMatch: specs(SITE_WIDE), dependencies: ['shared-state', 'own-state'], workers: 1 },
  ],
  retries: 0,
  timeout: 90_000,
  globalTimeout: 40 * 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [...chromiumFlags.quiet, ...chromiumFlags.fakeCamera],
    },
  },
  webServer: {
    command: `node scripts/start.mjs${skipBuild ? ' --skip-build' : ''}`,
    cwd: repoRoot,
    url: `${baseURL}/api/settings/public`,
    reuseExistingServer: false,
    // a first start on the machine renders the demo clips (scripts/start.mjs waits up to 20 min while the API lives)
    timeout: skipBuild ? 1_500_000 : 2_400_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PLATFORM_DATA_DIR: process.env.PLATFORM_DATA_DIR,
      PORT: String(port),
      API_PORT: process.env.API_PORT ?? '4000',
      MEDIA_PORT: process.env.MEDIA_PORT ?? '5080',
      // The media server's RTMP ingest (obs-ingest.spec.ts pushes to it), beside this run's other ports.
      RTMP_PORT: process.env.RTMP_PORT ?? String(port + 12),
      // Short billed show minutes, so the private-show journey runs a member out of tokens in seconds.
      SHOW_MINUTE_MS: process.env.SHOW_MINUTE_MS ?? '3000',
      // Short-lived download links, so the product journey sees one expire.
      DOWNLOAD_LINK_TTL_SECONDS: process.env.DOWNLOAD_LINK_TTL_SECONDS ?? '6',
      // As a newcomer gets it: fiona, gina and hana broadcast demo shows (newcomer.spec.ts watches them).
      DEMO_SHOWS: process.env.DEMO_SHOWS ?? '1',
      // A visitor's country from this header (as a CDN in front of the site would send it), so a journey can come from a blocked country.
      TRUSTED_COUNTRY_HEADER: process.env.TRUSTED_COUNTRY_HEADER ?? 'x-country-code',
      // The admin's first password, instead of a random one printed at start (the journeys change media settings).
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
      DEV_REMOTE_ORIGINS: `http://127.0.0.1:${process.env.E2E_DEV_REMOTE_PORT}`,
    },
  },
});
