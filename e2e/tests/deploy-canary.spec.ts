import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test, answerAdultPopup } from '../support/test';
import { copyRelease, deployCli, readRegistry } from '../support/deploy';
import { header, slot, unavailablePanel } from '../support/platform';
import { bucketIdFor, readHistory } from '../support/deploy-canary';
import { apiToken } from '../support/api';
import { inBackOffice } from '../support/back-office';
import { adminToken } from '../support/two-factor';

// Canary releases, their automatic abort and previews by link, in real browsers against the running system. Each
// journey changes mfe-catalog's registry entry and points it back at the release it found.
test.describe.configure({ mode: 'serial' });

const CATALOG = 'mfe-catalog';
const HEADING = 'Performers';
const HEADING_CANARY = 'Performers · canary';

const scratchDirs: string[] = [];
const scratchDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `e2e-${name}-`));
  scratchDirs.push(dir);
  return dir;
};

let releaseA = '';
let releaseB = '';
const contexts: BrowserContext[] = [];

/** A fresh browser whose canary bucket cookie is `bucketId` (chosen so the journey knows which release it gets). */
async function browserWithBucket(browser: Browser, baseURL: string, bucketId?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  contexts.push(context);
  if (bucketId) await context.addCookies([{ name: 'vl_bucket', value: bucketId, url: baseURL }]);
  const page = await context.newPage();
  await answerAdultPopup(page);
  return page;
}

const catalogHeading = (page: Page, text: string) => slot(page, 'mfe_catalog').getByRole('heading', { name: text, exact: true });

/** Release A's files with the home heading changed: a real, visible change of the bundle. */
function buildVisibleChange(): string {
  const dist = copyRelease(CATALOG, releaseA, scratchDir('catalog-canary'));
  let patched = 0;
  for (const file of fs.readdirSync(dist).filter((f) => f.endsWith('.js'))) {
    const src = fs.readFileSync(path.join(dist, file), 'utf8');
    const out = src.replace(/(["'`])Performers\1/g, (_m, q: string) => `${q}${HEADING_CANARY}${q}`);
    if (out !== src) {
      patched++;
      fs.writeFileSync(path.join(dist, file), out);
    }
  }
  expect(patched, 'the catalog bundle holds its "Performers" heading text').toBeGreaterThan(0);
  return dist;
}

/** Release A's files whose ./lifecycles mount throws. */
function buildThrowingMount(): string {
  const dist = copyRelease(CATALOG, releaseA, scratchDir('catalog-throws'));
  let patched = 0;
  for (const file of fs.readdirSync(dist).filter((f) => f.startsWith('__federation_expose_lifecycles') && f.endsWith('.js'))) {
    const src = fs.readFileSync(path.join(dist, file), 'utf8');
    const out = src.replace(/mount:\(\)=>(\w+),unmount/, 'mount:()=>()=>{throw new Error("canary: mount fails on purpose")},unmount');
    if (out !== src) {
      patched++;
      fs.writeFileSync(path.join(dist, file), out);
    }
  }
  expect(patched, "the catalog's lifecycles module exports mount").toBe(1);
  return dist;
}

const versionOf = (out: string) => /Published mfe-catalog@(\S+) /.exec(out)?.[1] ?? '';

test.beforeAll(() => {
  releaseA = readRegistry().remotes.mfe_catalog?.version ?? '';
  expect(releaseA, 'mfe-catalog must be published by scripts/start.mjs').not.toBe('');
});

test.afterAll(async () => {
  for (const context of contexts.splice(0)) await context.close();
  for (const dir of scratchDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  const entry = readRegistry().remotes.mfe_catalog as { version: string; canary?: unknown };
  if (entry.canary) deployCli('abort', CATALOG, '--reason', 'e2e clean-up');
  if (readRegistry().remotes.mfe_catalog?.version !== releaseA) deployCli('rollback', CATALOG, '--to', releaseA);
});

test('a canary at 50 %: each of two browsers keeps its release across reloads and tabs; promote moves both to the canary', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL as string;
  const onCanary = await browserWithBucket(browser, base, bucketIdFor('mfe_catalog', 50, true));
  const offCanary = await browserWithBucket(browser, base, bucketIdFor('mfe_catalog', 50, false));
  await offCanary.goto('/');
  await expect(catalogHeading(offCanary, HEADING)).toBeVisible();

  const dist = buildVisibleChange();
  const started = Date.now();
  const out = deployCli('publish', CATALOG, '--version', `0.5.0-canary.${Date.now()}`, '--dist', dist, '--canary', '50');
  expect(out).toMatch(/as a canary for 50 % of browsers \(the others keep /);
  releaseB = versionOf(out);
  await onCanary.goto('/');
  await expect(catalogHeading(onCanary, HEADING_CANARY)).toBeVisible();
  console.log(`[timing] --canary to the first canary page load: ${Date.now() - started} ms`);

  const entry = readRegistry().remotes.mfe_catalog as { version: string; canary?: { version: string; share: number } };
  expect([entry.version, entry.canary?.version, entry.canary?.share]).toEqual([releaseA, releaseB, 50]);

  for (let i = 0; i < 2; i++) {
    await onCanary.reload();
    await expect(catalogHeading(onCanary, HEADING_CANARY)).toBeVisible();
    await offCanary.reload();
    await expect(catalogHeading(offCanary, HEADING)).toBeVisible();
  }
  // another tab of the same browser: the same release
  const secondTab = await onCanary.context().newPage();
  await answerAdultPopup(secondTab);
  await secondTab.goto('/');
  await expect(catalogHeading(secondTab, HEADING_CANARY)).toBeVisible();
  // one release of the remote per page: every catalog file the canary browser got is the canary's
  const catalogFiles: string[] = [];
  secondTab.on('request', (req) => {
    const p = new URL(req.url()).pathname;
    if (p.startsWith(`/remotes/${CATALOG}/`)) catalogFiles.push(p);
  });
  await secondTab.reload();
  await expect(catalogHeading(secondTab, HEADING_CANARY)).toBeVisible();
  expect(catalogFiles.length).toBeGreaterThan(0);
  expect(catalogFiles.filter((p) => !p.startsWith(`/remotes/${CATALOG}/${releaseB}/`))).toEqual([]);

  // the release board says so
  expect(deployCli('status')).toMatch(new RegExp(`canary {3}${releaseB.replace(/[.+]/g, '\\$&')} {2}50 % of browsers`));

  deployCli('promote', CATALOG);
  // a page opened before the switch keeps working until it reloads: the old release's files are still there
  await header(offCanary).getByRole('link', { name: 'Performers' }).first().click();
  await expect.poll(() => new URL(offCanary.url()).pathname).toBe('/performers');
  await expect(slot(offCanary, 'mfe_catalog').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(unavailablePanel(offCanary, 'mfe_catalog')).toHaveCount(0);
  for (const page of [onCanary, offCanary]) {
    await page.goto('/');
    await expect(catalogHeading(page, HEADING_CANARY)).toBeVisible();
  }
  expect(readRegistry().remotes.mfe_catalog).toEqual(expect.not.objectContaining({ canary: expect.anything() }));
  expect(
    readHistory('mfe_catalog')
      .slice(-2)
      .map((r) => [r.action, r.from, r.to]),
  ).toEqual([
    ['canary', releaseA, releaseB],
    ['promote', releaseA, releaseB],
  ]);
  deployCli('rollback', CATALOG, '--to', releaseA);
});

test('a canary that throws on mount is aborted by itself; its visitors are back on the current release, never on a dead page', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL as string;
  const visitor = await browserWithBucket(browser, base, bucketIdFor('mfe_catalog', 50, true));
  const other = await browserWithBucket(browser, base, bucketIdFor('mfe_catalog', 50, false));
  const dist = buildThrowingMount();
  const out = deployCli('publish', CATALOG, '--version', `0.6.0-throws.${Date.now()}`, '--dist', dist, '--canary', '50', '--min-loads', '2');
  const broken = versionOf(out);

  await other.goto('/');
  await expect(catalogHeading(other, HEADING)).toBeVisible();
  // the canary's visitor: the catalog's slot shows the retry panel, the rest of the page works
  await visitor.goto('/');
  await expect(unavailablePanel(visitor, 'mfe_catalog')).toBeVisible({ timeout: 30_000 });
  await expect(header(visitor)).toBeVisible();
  await visitor.reload();
  await expect
    .poll(() => (readRegistry().remotes.mfe_catalog as { canary?: unknown }).canary, { timeout: 20_000, message: 'the rule aborts the canary' })
    .toBeUndefined();
  const abort = readHistory('mfe_catalog').pop();
  expect(abort).toEqual(expect.objectContaining({ action: 'abort', from: broken, to: releaseA, who: 'edge (automatic rule)' }));
  expect(abort?.reason).toMatch(/^automatic: [\d.]+ % of its \d+ page loads failed \(0 load, \d+ mount/);
  const firstError = /first at (\S+?)\)/.exec(abort?.reason ?? '')?.[1] ?? '';
  console.log(
    `[timing] a failing canary's first error to its abort: ${Date.parse(abort?.at ?? '') - Date.parse(firstError)} ms (rule: 2 page loads)`,
  );

  await visitor.reload();
  await expect(catalogHeading(visitor, HEADING)).toBeVisible();
  await expect(unavailablePanel(visitor, 'mfe_catalog')).toHaveCount(0);
  expect(deployCli('history', CATALOG)).toMatch(/abort .* by edge \(automatic rule\): automatic:/);
});

test('a preview link shows a release in the browser that follows it and not in another; a crafted link forces nothing', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL as string;
  expect(releaseB, 'the canary journey published release B').not.toBe('');
  const out = deployCli('preview', CATALOG, '--version', releaseB, '--ttl', '10m', '--base-url', base);
  const link = out.trim().split('\n').pop() ?? '';
  expect(link).toMatch(new RegExp(`^${base}/_deploy/preview\\?token=[\\w-]+\\.[\\w-]{43}$`));

  const reviewer = await browserWithBucket(browser, base);
  const stranger = await browserWithBucket(browser, base);
  await reviewer.goto(link);
  await expect(catalogHeading(reviewer, HEADING_CANARY)).toBeVisible();
  const banner = reviewer.getByRole('region', { name: 'Release preview' });
  await expect(banner).toContainText(`You are previewing mfe-catalog ${releaseB}`);
  await reviewer.reload();
  await expect(catalogHeading(reviewer, HEADING_CANARY)).toBeVisible();

  await stranger.goto('/');
  await expect(catalogHeading(stranger, HEADING)).toBeVisible();
  await expect(stranger.getByRole('region', { name: 'Release preview' })).toHaveCount(0);
  // a stranger who alters the link (another release, the same signature) gets a refusal and the current release
  const [payload, signature] = new URL(link).searchParams.get('token')!.split('.');
  const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const forged = `${Buffer.from(JSON.stringify({ ...claim, exp: (claim.exp as number) + 86400 })).toString('base64url')}.${signature}`;
  const refused = await stranger.goto(`/_deploy/preview?token=${forged}`);
  expect(refused?.status()).toBe(400);
  await expect(stranger.getByRole('heading', { name: 'This preview link cannot be opened' })).toBeVisible();
  await stranger.goto('/');
  await expect(catalogHeading(stranger, HEADING)).toBeVisible();

  await banner.getByRole('link', { name: 'Leave the preview' }).click();
  await expect(catalogHeading(reviewer, HEADING)).toBeVisible();
  await expect(reviewer.getByRole('region', { name: 'Release preview' })).toHaveCount(0);
});

test('the back office shows the release board to an admin, who promotes a canary there; anyone else gets 403', async ({ browser, request }) => {
  const dist = buildVisibleChange();
  const canary = versionOf(deployCli('publish', CATALOG, '--version', `0.7.0-board.${Date.now()}`, '--dist', dist, '--canary', '10'));
  expect((await request.get('/_deploy/board')).status()).toBe(403);
  const member = await apiToken(request, 'user', 'member');
  expect((await request.get('/_deploy/board', { headers: { Authorization: `Bearer ${member}` } })).status()).toBe(403);
  expect((await request.post('/_deploy/board/local/mfe_catalog/promote', { headers: { Authorization: `Bearer ${member}` } })).status()).toBe(403);

  await inBackOffice(browser, await adminToken(request), async (admin) => {
    await admin.goto('/admin/releases');
    const row = admin.getByRole('table', { name: 'Releases' }).getByRole('row', { name: 'mfe-catalog' });
    await expect(row).toContainText(releaseA);
    await expect(row).toContainText(`${canary} · 10 % of browsers`);
    await expect(row).toContainText(`canary · ${releaseA} → ${canary} · e2e`);
    await row.getByRole('button', { name: 'Promote the canary of mfe-catalog' }).click();
    await expect(admin.getByText(`mfe-catalog ${canary} is now the release of every browser`)).toBeVisible();
    await expect(row).toContainText(`promote · ${releaseA} → ${canary} · admin (back office)`);
    await expect(row).toContainText('none');
  });
  expect(readRegistry().remotes.mfe_catalog.version).toBe(canary);
  deployCli('rollback', CATALOG, '--to', releaseA);
});
