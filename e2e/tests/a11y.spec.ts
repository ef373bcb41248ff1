import { adultPopup, expect, test } from '../support/test';
import { ANNA, MEMBER, STUDIO, type DemoAccount } from '../support/accounts';
import { audit, auditBothLanguages, auditRoutes, firstLinkUnder, LANGUAGES, report, settle, signInDirectly, startIn } from '../support/a11y';

// Every page of the product passes axe-core's WCAG 2.0/2.1 A and AA rules with no serious or critical violation,
// in English and in Russian (each page is loaded once in English, audited, switched to Russian with the header's
// language selector — which changes every part of the page at once — and audited again), for a visitor, the
// demo member, a performer and a studio where the pages differ; plus the 18+ popup and a live room with a
// broadcasting demo performer (fiona, gina and hana broadcast while DEMO_SHOWS is on, as playwright.config.ts sets).
// The performer's broadcast page is audited in a11y-broadcast.spec.ts, among the journeys that share anna.
// Every route of a view is audited before the test fails, and each violation is printed with its rule, impact,
// help text and first elements, so one run lists everything to fix.

/** A broadcasting demo performer (services/media/src/demo) whom no journey running beside this one takes into a private show. */
const LIVE_DEMO = 'gina';

/** Detail pages: the first item each list links to. */
const DETAIL_LISTS = ['/videos', '/galleries', '/products', '/media', '/posts'];

const VISITOR_ROUTES = [
  '/',
  '/performers',
  `/profile/${ANNA.username}`,
  `/profile/${LIVE_DEMO}`,
  '/videos',
  '/photos',
  '/galleries',
  '/products',
  '/media',
  '/posts',
  '/contact',
  `/live/${ANNA.username}`, // an offline room
  '/auth/login/user',
  '/auth/login/performer',
  '/auth/login/studio',
  '/auth/register/user',
  '/auth/register/performer',
  '/auth/forgot-password',
  '/no-such-page', // the shell's not-found page
];

const MEMBER_ROUTES = [
  '/', // greets the member
  `/profile/${ANNA.username}`, // Follow, Message
  '/account/tokens',
  '/account/transactions',
  '/account/purchases',
  '/account/purchases/videos',
  '/account/orders',
  '/account/refunds',
  '/account/refunds/new',
  '/account/favorites',
  '/account/messages',
  '/account/settings',
];

const PERFORMER_ROUTES = [
  '/account/content',
  '/account/content/videos',
  '/account/content/videos/new',
  '/account/content/photos',
  '/account/content/galleries',
  '/account/content/products',
  '/account/content/products/new',
  '/account/earnings',
  '/account/payouts',
  '/account/payouts/new',
  '/account/payment-info',
  '/account/transactions',
  '/account/messages',
  '/account/settings/profile',
  '/account/performer/prices',
  '/account/performer/broadcast',
  '/account/performer/hours',
  '/account/performer/documents',
  '/account/performer/blocking',
  '/account/settings/payment',
  '/account/settings/account',
];

const STUDIO_ROUTES = [
  '/studio/dashboard',
  '/studio/members',
  '/studio/members/new',
  '/studio/commissions',
  '/studio/payout-requests',
  '/studio/account-settings',
  '/account/earnings',
  '/account/payouts',
  '/account/payment-info',
];

test.describe(`accessibility (axe, WCAG 2.1 AA) in ${LANGUAGES.join(' and ')}`, () => {
  for (const lang of LANGUAGES) {
    test(`the 18+ popup a new visitor sees first (${lang})`, async ({ page }, testInfo) => {
      // the fixture answers the popup whenever it shows; here it stays up to be audited
      await page.removeLocatorHandler(adultPopup(page));
      await startIn(page, lang, { keepPopup: true });
      await page.goto('/');
      const popup = page.locator('[role="dialog"][aria-modal="true"]');
      await expect(popup).toBeVisible();
      await settle(page);
      await expect(popup, 'the popup is still up while axe runs').toBeVisible();
      // the popup itself (the page behind it is audited with the visitor's pages)
      await report(
        testInfo,
        `${lang} 18+ popup`,
        await audit(page, { route: '/ (18+ popup)', lang, view: 'new visitor' }, '[role="dialog"][aria-modal="true"]'),
        ['/ (18+ popup)'],
      );
    });
  }

  test('every public page for a visitor', async ({ page }, testInfo) => {
    test.setTimeout(420_000);
    await startIn(page, 'en');
    const routes = [...VISITOR_ROUTES];
    // the first item of each list, so the detail pages are audited too
    for (const list of DETAIL_LISTS) {
      await page.goto(list);
      await settle(page);
      const detail = await firstLinkUnder(page, `${list}/`);
      if (detail) routes.push(detail);
      else console.log(`[a11y] ${list} links to no detail page; skipped its detail page`);
    }
    await report(testInfo, 'visitor', await auditRoutes(page, 'visitor', routes), routes);
  });

  const signedIn: Array<{ view: string; account: DemoAccount; routes: string[] }> = [
    { view: 'member', account: MEMBER, routes: MEMBER_ROUTES },
    { view: 'performer', account: ANNA, routes: PERFORMER_ROUTES },
    { view: 'studio', account: STUDIO, routes: STUDIO_ROUTES },
  ];
  for (const { view, account, routes } of signedIn) {
    test(`the ${view}'s pages (${account.username})`, async ({ page, context, request }, testInfo) => {
      test.setTimeout(420_000);
      await startIn(page, 'en');
      await signInDirectly(context, request, account.role, account.username);
      const all = [...routes];
      if (view === 'member') {
        // an open conversation beside the list
        await page.goto('/account/messages');
        await settle(page);
        const conversation = await firstLinkUnder(page, '/account/messages/');
        if (conversation) all.push(conversation);
      }
      await report(testInfo, view, await auditRoutes(page, view, all), all);
    });
  }

  test(`a signed-in member in the live room of a broadcasting performer (${LIVE_DEMO})`, async ({ page, context, request }, testInfo) => {
    test.setTimeout(180_000);
    await startIn(page, 'en');
    await signInDirectly(context, request, MEMBER.role, MEMBER.username);
    const route = `/live/${LIVE_DEMO}`;
    await page.goto(route);
    await settle(page);
    // the show plays: the room's video element has a picture
    const video = page.getByTestId('live-video');
    await expect(video).toBeVisible({ timeout: 60_000 });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 60_000 }).toBeGreaterThan(0);
    await report(testInfo, 'member live room', await auditBothLanguages(page, { route, view: 'member (live)' }), [route]);
  });

  test(`a visitor in the live room of a broadcasting performer (${LIVE_DEMO})`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await startIn(page, 'en');
    const route = `/live/${LIVE_DEMO}`;
    await page.goto(route);
    await settle(page);
    await expect(page.getByTestId('live-video')).toBeVisible({ timeout: 60_000 });
    await report(testInfo, 'visitor live room', await auditBothLanguages(page, { route, view: 'visitor (live)' }), [route]);
  });
});
