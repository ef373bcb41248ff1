import type { CDPSession } from '@playwright/test';
import { expect, test } from '../support/test';
import { ANNA } from '../support/accounts';
import { rememberSession } from '../support/a11y';
import { api, apiToken, finishShows, registerMember, SITE_ORIGIN, type Member } from '../support/api';
import { expectSignedInHeader } from '../support/platform';

// Alerts when a favourite goes live: an open tab of the site hears it at once (the API's favourite-live event) and
// the notification opens her room; "Notify me" on her profile asks this browser for Web Push, and the site's service
// worker turns a push into a notification that names her in the browser's language.

async function fanOfAnna(request: Parameters<typeof registerMember>[0]): Promise<Member> {
  const member = await registerMember(request, 'fan');
  const anna = await api<{ _id: string }>(request, 'GET', `/performers/${ANNA.username}/view`);
  await api(request, 'POST', '/favourite/performers/like', { token: member.token, body: { performerId: anna._id } });
  return member;
}

test.afterEach(async ({ request }) => finishShows(request, ANNA));

test('a member reading another page is told within seconds that anna went live, and the alert opens her room', async ({ page, context, request }) => {
  await finishShows(request, ANNA);
  const member = await fanOfAnna(request);
  await rememberSession(context, member.token, 'user');
  await page.goto('/videos');
  await expectSignedInHeader(page, member);

  const annaToken = await apiToken(request, 'performer', ANNA.username);
  const wentLive = Date.now();
  await api(request, 'POST', '/streaming/live', { token: annaToken, body: {} });
  const alert = page.getByRole('status').filter({ hasText: /Anna.* is live now/ });
  await expect(alert).toBeVisible();
  console.log(`[live-alerts] go-live → alert on the member's page: ${Date.now() - wentLive} ms`);
  await alert.getByRole('link').click();
  await expect(page).toHaveURL(/\/live\/anna$/);
  await expect(page.getByRole('heading', { level: 1, name: /Anna/ })).toBeVisible();
});

/** The site's service worker registration as DevTools sees it, and a way to push to it as a push service would. */
async function serviceWorkerOf(cdp: CDPSession) {
  const registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => registrations.push(...updated));
  await cdp.send('ServiceWorker.enable');
  return {
    registration: () => registrations.find((r) => !r.isDeleted && new URL(r.scopeURL).pathname === '/'),
    push: (origin: string, registrationId: string, data: unknown) =>
      cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(data) }),
  };
}

test('"Notify me" on her offline profile installs the site’s service worker, which shows a push as a notification naming her', async ({
  page,
  context,
  request,
}) => {
  const member = await fanOfAnna(request);
  await rememberSession(context, member.token, 'user');
  await context.grantPermissions(['notifications'], { origin: SITE_ORIGIN });
  const worker = await serviceWorkerOf(await context.newCDPSession(page));

  await page.goto(`/profile/${ANNA.username}`);
  await page.getByRole('button', { name: /Notify me when Anna.* goes live/ }).click();
  // this machine has no route to the browser's push service: the button says so and nothing is switched on
  await expect(page.getByRole('alert')).toHaveText(/could not reach its notification service/);
  await expect(page.getByRole('button', { name: /Notify me when Anna/ })).toHaveAttribute('aria-pressed', 'false');

  // the service worker was installed on the way: a push, as the API sends it, becomes a notification
  await expect.poll(() => worker.registration()?.registrationId ?? null).not.toBeNull();
  await worker.push(SITE_ORIGIN, worker.registration()!.registrationId, {
    kind: 'favourite-live',
    performerId: 'a'.repeat(24),
    username: 'anna',
    name: 'Anna',
    avatar: '',
    url: '/live/anna',
  });
  await expect
    .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => `${n.title} · ${n.body}`)))
    .toEqual(['Anna is live now · Tap to watch her show.']);
});
