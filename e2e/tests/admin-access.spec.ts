import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { MEMBER } from '../support/accounts';
import { rememberSession, signInDirectly } from '../support/a11y';
import { readRegistry } from '../support/deploy';
import { header, pathOf, slot } from '../support/platform';
import { adminToken } from '../support/two-factor';

// The back office (mfe-admin) is a remote like the others, but only an admin's browser ever fetches its code;
// for him it works with the keyboard and in Russian.

/** Every request the page makes for mfe-admin's release files (its remoteEntry, manifest and chunks). */
function adminCodeRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/remotes/mfe-admin/')) seen.push(request.url());
  });
  return seen;
}

test('the registry lists mfe-admin as its own release, for admins only', async ({ request }) => {
  const entry = readRegistry().remotes.mfe_admin as { version: string; manifestUrl: string; routes: string[]; access?: string };
  expect(entry).toMatchObject({ routes: ['/admin'], access: 'admin' });
  expect(entry.manifestUrl).toBe(`/remotes/mfe-admin/${entry.version}/mf-manifest.json`);
  const manifest = await request.get(entry.manifestUrl);
  expect(manifest.ok()).toBe(true);
  expect(((await manifest.json()) as { name: string }).name).toBe('mfe_admin');
});

test('a visitor at /admin is sent to sign in and a member sees not-found: neither downloads mfe-admin', async ({ page, context, request }) => {
  const fetched = adminCodeRequests(page);
  await page.goto('/admin/verification');
  await expect.poll(() => pathOf(page)).toBe('/auth/login/user');

  await signInDirectly(context, request, MEMBER.role, MEMBER.username);
  await page.goto('/admin/accounts');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(header(page)).toContainText(MEMBER.name);
  await expect(header(page).getByRole('link', { name: 'Admin' })).toHaveCount(0);
  // pointing at and focusing links of the site prefetches other remotes, never this one
  await header(page).getByRole('link', { name: 'Performers' }).first().hover();
  await page.goto('/');
  await expect(slot(page, 'mfe_catalog').getByRole('heading').first()).toBeVisible();
  expect(fetched, 'no request for mfe-admin code').toEqual([]);
});

test('the admin works the back office with the keyboard, in English and in Russian', async ({ page, context, request }) => {
  const fetched = adminCodeRequests(page);
  await rememberSession(context, await adminToken(request), 'user');
  await page.goto('/admin');
  const office = slot(page, 'mfe_admin');
  await expect(office.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
  expect(fetched.some((url) => url.endsWith('/remoteEntry.js') || url.endsWith('/mf-manifest.json'))).toBe(true);

  // Tab to the section navigation and open the accounts with Enter; search with the keyboard alone.
  const nav = office.getByRole('navigation', { name: 'Back office' });
  const accountsLink = nav.getByRole('link', { name: 'Accounts' });
  await accountsLink.focus();
  await page.keyboard.press('Enter');
  await expect(office.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await office.getByLabel('Username, e-mail or name').focus();
  await page.keyboard.type('anna');
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).search).toContain('q=anna');
  const anna = office.getByRole('link', { name: 'anna', exact: true });
  await anna.focus();
  await page.keyboard.press('Enter');
  await expect(office.getByRole('heading', { level: 1, name: 'anna' })).toBeVisible();

  // The suspend dialog takes the focus; Escape gives it back and nothing happens.
  const suspend = office.getByRole('button', { name: 'Suspend' });
  await suspend.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Suspend anna' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/Reason/)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(suspend).toBeFocused();
  await expect(office.getByText('Active', { exact: true })).toBeVisible();

  // Russian: every text of the office changes at once.
  await header(page).getByRole('combobox', { name: 'Language' }).selectOption('ru');
  await expect(office.getByRole('navigation', { name: 'Панель управления' })).toBeVisible();
  await expect(office.getByRole('button', { name: 'Заблокировать' })).toBeVisible();
  await office.getByRole('link', { name: 'Журнал действий' }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Журнал действий' })).toBeVisible();
  await header(page).getByRole('combobox', { name: 'Язык' }).selectOption('en');
});
