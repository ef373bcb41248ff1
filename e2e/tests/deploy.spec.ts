import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { copyRelease, deployCli, deployCliWith, readRegistry, repoRoot, snapshotOthers } from '../support/deploy';
import { clickHeaderLink, header, slot, unavailablePanel } from '../support/platform';

// A remote ships on its own. These journeys switch mfe-catalog's registry pointer of the
// running system and always point it back at the release they found.
test.describe.configure({ mode: 'serial' });

const CATALOG = 'mfe-catalog';
const HEADING = 'Performers';
const HEADING_B = 'Performers · release B';

/** Loads / and /auth/login/user and returns the bytes' hash of every non-catalog release file the browser got. */
async function servedOthers(page: Page): Promise<Record<string, string>> {
  const seen: Record<string, string> = {};
  const onResponse = async (res: import('@playwright/test').Response) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith('/remotes/') || url.pathname.startsWith(`/remotes/${CATALOG}/`) || res.status() !== 200) return;
    try {
      seen[url.pathname] = crypto
        .createHash('sha256')
        .update(await res.body())
        .digest('hex');
    } catch {
      // body unavailable (navigation raced); the on-disk hashes still cover this file
    }
  };
  // remoteEntry.js and mf-manifest.json are revalidated (304, no body) on a later visit: fetch everything afresh
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  page.on('response', onResponse);
  await page.goto('/auth/login/user');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await page.goto('/');
  await expect(header(page)).toBeVisible();
  page.off('response', onResponse);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.detach();
  return seen;
}

const scratchDirs: string[] = [];
function scratchDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `e2e-${name}-`));
  scratchDirs.push(dir);
  return dir;
}

let releaseA = '';

test.beforeAll(() => {
  releaseA = readRegistry().remotes.mfe_catalog?.version ?? '';
  expect(releaseA, 'mfe-catalog must be published by scripts/start.mjs').not.toBe('');
});

test.afterAll(() => {
  for (const dir of scratchDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  // Leave the running system on the release it started with.
  if (releaseA && readRegistry().remotes.mfe_catalog?.version !== releaseA) deployCli('rollback', CATALOG, '--to', releaseA);
});

test('publish version B of mfe-catalog: a reload shows B; rollback: a reload shows A; other remotes untouched', async ({ page }) => {
  const diskBefore = snapshotOthers(CATALOG);
  const registryBefore = readRegistry();

  await page.goto('/');
  await expect(slot(page, 'mfe_catalog').getByRole('heading', { name: HEADING, exact: true })).toBeVisible();
  const servedA = await servedOthers(page);

  // Build B: release A's files with the home heading changed (a real, visible code change of the bundle).
  const dist = copyRelease(CATALOG, releaseA, scratchDir('catalog-b'));
  let patched = 0;
  for (const file of fs.readdirSync(dist).filter((f) => f.endsWith('.js'))) {
    const src = fs.readFileSync(path.join(dist, file), 'utf8');
    const out = src.replace(/(["'`])Performers\1/g, (_m, q: string) => `${q}${HEADING_B}${q}`);
    if (out !== src) {
      patched++;
      fs.writeFileSync(path.join(dist, file), out);
    }
  }
  expect(patched, 'the catalog bundle holds its "Performers" heading text').toBeGreaterThan(0);
  const versionB = `0.2.0-b.${Date.now()}`;
  const published = deployCli('publish', CATALOG, '--version', versionB, '--dist', dist);
  expect(published).toMatch(new RegExp(`Published mfe-catalog@${versionB.replace(/\./g, '\\.')}\\+`));
  expect(readRegistry().remotes.mfe_catalog.version.startsWith(`${versionB}+`)).toBe(true);

  await page.reload();
  await expect(slot(page, 'mfe_catalog').getByRole('heading', { name: HEADING_B })).toBeVisible();

  // The same version again is refused.
  expect(() => deployCli('publish', CATALOG, '--version', versionB, '--dist', dist)).toThrow(/already published/);

  const rolledBack = deployCli('rollback', CATALOG);
  expect(rolledBack).toContain(`-> ${releaseA}`);
  await page.reload();
  await expect(slot(page, 'mfe_catalog').getByRole('heading', { name: HEADING, exact: true })).toBeVisible();
  await expect(slot(page, 'mfe_catalog').getByRole('heading', { name: HEADING_B })).toHaveCount(0);

  // Other remotes: same registry entries, same files on disk, same bytes served.
  const registryAfter = readRegistry();
  for (const [name, entry] of Object.entries(registryBefore.remotes)) expect(registryAfter.remotes[name]).toEqual(entry);
  expect(snapshotOthers(CATALOG)).toEqual(diskBefore);
  const servedAfter = await servedOthers(page);
  expect(Object.keys(servedAfter).length).toBeGreaterThan(0);
  expect(servedAfter).toEqual(servedA);
  const history = deployCli('history', CATALOG);
  expect(history).toMatch(new RegExp(`publish .*${releaseA.replace(/[.+]/g, '\\$&')} -> ${versionB.replace(/\./g, '\\.')}`));
  expect(history).toMatch(/rollback/);
});

test('a broken release (manifest pointing at missing files) shows the retry panel; the rest of the site works', async ({ page }) => {
  const dist = copyRelease(CATALOG, releaseA, scratchDir('catalog-broken'));
  const manifestFile = path.join(dist, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  manifest.metaData.remoteEntry.name = 'remoteEntry.missing.js';
  for (const expose of manifest.exposes ?? []) {
    for (const kind of ['sync', 'async'] as const) expose.assets.js[kind] = expose.assets.js[kind].map((f: string) => `missing-${f}`);
  }
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  fs.rmSync(path.join(dist, 'remoteEntry.js'));
  deployCli('publish', CATALOG, '--version', `0.3.0-broken.${Date.now()}`, '--dist', dist);

  await page.goto('/');
  await expect(unavailablePanel(page, 'mfe_catalog')).toBeVisible({ timeout: 30_000 });
  await expect(header(page)).toBeVisible();
  await clickHeaderLink(page, '/auth/login/user');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();

  deployCli('rollback', CATALOG, '--to', releaseA);
  await page.goto('/');
  await expect(slot(page, 'mfe_catalog').getByRole('heading', { name: HEADING, exact: true })).toBeVisible();
});

test("a new screen's menu link comes with that remote's deploy alone: publish, reload, the header shows it; rollback takes it away", async ({
  page,
}) => {
  const mainNav = () => header(page).getByRole('navigation', { name: 'Main' });
  await page.goto('/');
  await expect(mainNav().getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(mainNav().locator('a[href="/media"]')).toHaveCount(0);

  // The catalog team's checkout: one more entry beside its routes and its label in both languages; the build is release A's.
  const checkout = scratchDir('catalog-menu');
  const copy = (rel: string, change?: (json: Record<string, unknown>) => void) => {
    const json = JSON.parse(fs.readFileSync(path.join(repoRoot, rel), 'utf8')) as Record<string, unknown>;
    change?.(json);
    fs.mkdirSync(path.dirname(path.join(checkout, rel)), { recursive: true });
    fs.writeFileSync(path.join(checkout, rel), JSON.stringify(json, null, 2));
  };
  copy('shared/package.json');
  copy(`${CATALOG}/package.json`, (pkg) => {
    const platform = pkg.platform as { menu: object[] };
    platform.menu.push({ path: '/media', label: 'media', place: 'main', order: 40 });
  });
  copy(`${CATALOG}/src/locales/menu.en.json`, (texts) => Object.assign(texts, { media: 'Media library' }));
  copy(`${CATALOG}/src/locales/menu.ru.json`, (texts) => Object.assign(texts, { media: 'Медиатека' }));
  const dist = copyRelease(CATALOG, releaseA, scratchDir('catalog-menu-dist'));
  const version = `0.4.0-menu.${Date.now()}`;
  const team = { DEPLOY_REPO_ROOT: checkout, DEPLOY_SHELL_DIR: path.join(repoRoot, 'shell') };
  expect(deployCliWith(team, 'publish', CATALOG, '--version', version, '--dist', dist)).toMatch(/Published mfe-catalog@/);
  expect(readRegistry().remotes.mfe_catalog.version.startsWith(`${version}+`)).toBe(true);

  await page.reload();
  const link = mainNav().getByRole('link', { name: 'Media library' });
  await expect(link).toHaveAttribute('href', '/media');
  // in its order after the catalog's other links (Home, Performers, Photos), before the rest of the site's own menu
  const texts = await mainNav().getByRole('link').allTextContents();
  expect(texts.slice(texts.indexOf('Photos'), texts.indexOf('Photos') + 2)).toEqual(['Photos', 'Media library']);
  await link.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/media');
  await expect(page.getByTestId('app-slot').getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });

  // A bad entry is refused by the gate and the registry keeps the release with the link.
  copy(`${CATALOG}/package.json`, (pkg) => {
    const platform = pkg.platform as { menu: object[] };
    platform.menu.push({ path: '/wallet', label: 'media', place: 'sidebar', order: 1 });
  });
  expect(() => deployCliWith(team, 'publish', CATALOG, '--version', `${version}-bad`, '--dist', dist)).toThrow(
    /declares menu entries the shell cannot show[\s\S]*place: must be one of main, main-end, account, footer/,
  );
  expect(readRegistry().remotes.mfe_catalog.version.startsWith(`${version}+`)).toBe(true);

  deployCli('rollback', CATALOG, '--to', releaseA);
  await page.reload();
  await expect(mainNav().getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(mainNav().locator('a[href="/media"]')).toHaveCount(0);
});
