import { expect, test } from '../support/test';
import { MEMBER } from '../support/accounts';
import { clickHeaderLink, documentWasKept, markDocument, pathOf, signIn, slot } from '../support/platform';

interface DebugRemote {
  react: unknown;
  sharedId: unknown;
}

test('one copy of React and of @platform/shared serves every remote on the page', async ({ page }) => {
  await page.goto('/');
  await expect(slot(page, 'mfe_catalog').getByRole('heading', { name: 'Performers' })).toBeVisible();
  await clickHeaderLink(page, '/auth/login/user');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();

  const proof = await page.evaluate(() => {
    const remotes = (window as unknown as { __PLATFORM_DEBUG__?: { remotes?: Record<string, DebugRemote> } }).__PLATFORM_DEBUG__?.remotes ?? {};
    const names = Object.keys(remotes);
    const first = remotes[names[0]];
    return {
      names: names.sort(),
      sameReact: names.every((n) => remotes[n].react === first.react && !!first.react),
      sharedIds: [...new Set(names.map((n) => String(remotes[n].sharedId)))],
    };
  });
  expect(proof.names).toEqual(expect.arrayContaining(['mfe_auth', 'mfe_catalog']));
  expect(proof.sameReact).toBe(true);
  expect(proof.sharedIds).toHaveLength(1);
  expect(proof.sharedIds[0]).not.toBe('undefined');
});

test('signing in on mfe-auth reaches mfe-catalog through the bus, without a page reload', async ({ page }) => {
  await page.goto('/auth/login/user');
  await markDocument(page);
  await signIn(page, MEMBER, { open: false });
  // The member lands on / (client-side): the catalog greets the account mfe-auth signed in.
  await expect.poll(() => pathOf(page)).toBe('/');
  await expect(slot(page, 'mfe_catalog').getByRole('heading', { name: /^Welcome back, Max/ })).toBeVisible();
  expect(await documentWasKept(page)).toBe(true);
});
