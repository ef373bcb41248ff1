import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ANNA } from '../support/accounts';
import { api, buyTokens, finishShows, memberBalance, registerMember, setStreamingSettings, type Member } from '../support/api';
import { expectHeaderBalance, goLive, newVisitor } from '../support/live';
import { expectSignedInHeader, signIn } from '../support/platform';
import { clusterProcesses, instanceOf, killInstance, socketInstances } from './support';

// Three API processes behind the edge (`pnpm start --cluster`): members whose sockets live on different processes
// share one room through Redis, and show billing outlives the process that started it. A show minute lasts
// SHOW_MINUTE_MS (3 s in playwright.config.ts).

const nameOf = (m: Member) => `(?:${m.displayName}|${m.username})`;

test.describe('cluster: several API processes behind the edge', () => {
  const contexts: BrowserContext[] = [];

  test.beforeAll(async ({ request }) => {
    await expect.poll(() => clusterProcesses().map((p) => p.instance), { timeout: 120_000 }).toEqual(['api-1', 'api-2', 'api-3']);
    await setStreamingSettings(request, { optionForBroadcast: 'webrtc', optionForPrivate: 'webrtc' });
  });
  test.beforeEach(async ({ request }) => finishShows(request, ANNA));
  test.afterEach(async ({ request }) => {
    for (const context of contexts.splice(0)) await context.close();
    await finishShows(request, ANNA);
  });

  /** A member signed in in a context of his own, in anna's room; returns his page and the process of his socket. */
  async function memberInRoom(browser: Browser, member: Member, avoid?: string): Promise<{ page: Page; instance: string }> {
    const visitor = await newVisitor(browser);
    contexts.push(visitor.context);
    const sockets = await socketInstances(visitor.page);
    await signIn(visitor.page, member);
    await expectSignedInHeader(visitor.page, member);
    await visitor.page.goto('/live/anna');
    await expect(visitor.page.getByRole('heading', { name: 'Anna Rivers', exact: true })).toBeVisible();
    // round robin spreads the sockets; should this one share `avoid`'s process, open the room again
    for (let attempt = 0; ; attempt++) {
      await expect.poll(() => sockets.length, { message: 'socket.io connection upgraded' }).toBeGreaterThan(0);
      const instance = sockets[sockets.length - 1];
      if (instance !== avoid || attempt === 5) return { page: visitor.page, instance };
      const before = sockets.length;
      await visitor.page.reload();
      await expect.poll(() => sockets.length).toBeGreaterThan(before);
    }
  }

  test('two members on different processes chat and tip in one room, and both see everything', async ({ page, browser, request }) => {
    test.setTimeout(150_000);
    const first = await registerMember(request, 'clustera');
    const second = await registerMember(request, 'clusterb');
    await buyTokens(request, second.token, 'Popular');
    await signIn(page, ANNA);
    await goLive(page);
    const a = await memberInRoom(browser, first);
    const b = await memberInRoom(browser, second, a.instance);
    expect(b.instance).not.toBe(a.instance);

    const chatOf = (p: Page) => p.getByRole('region', { name: 'Public chat' });
    const fromA = `Hello from ${first.username} on ${a.instance}`;
    await chatOf(a.page).getByRole('textbox', { name: 'Message' }).fill(fromA);
    await chatOf(a.page).getByRole('button', { name: 'Send' }).click();
    const lineOfA = new RegExp(`^Message from ${nameOf(first)}$`);
    for (const p of [a.page, b.page, page]) await expect(chatOf(p).getByRole('listitem', { name: lineOfA })).toContainText(fromA);

    const fromB = `And hello from ${second.username} on ${b.instance}`;
    await chatOf(b.page).getByRole('textbox', { name: 'Message' }).fill(fromB);
    await chatOf(b.page).getByRole('button', { name: 'Send' }).click();
    for (const p of [a.page, b.page, page]) await expect(chatOf(p).getByText(fromB)).toBeVisible();

    const tip = b.page.getByRole('region', { name: 'Tip' });
    await tip.getByRole('button', { name: '25 tokens' }).click();
    await tip.getByRole('button', { name: 'Tip', exact: true }).click();
    await tip.getByRole('dialog', { name: 'Confirm tip' }).getByRole('button', { name: 'Confirm' }).click();
    await expectHeaderBalance(b.page, 225);
    for (const p of [a.page, b.page, page]) await expect(chatOf(p).getByText(/tipped 25 tokens/)).toBeVisible();
    expect(await memberBalance(request, second.token)).toBe(225);
  });

  test('a private show keeps billing, minute after minute, when the process that accepted it is killed', async ({ page, browser, request }) => {
    test.setTimeout(150_000);
    const member = await registerMember(request, 'clusterprivate');
    await buyTokens(request, member.token, 'Popular'); // 250 tokens = ten minutes at anna's 25 tokens/min
    await signIn(page, ANNA);
    await goLive(page);
    const viewer = await memberInRoom(browser, member);
    await expectHeaderBalance(viewer.page, 250);

    await viewer.page.getByRole('button', { name: 'Request private show' }).click();
    const requestItem = page.getByRole('listitem', { name: new RegExp(`^Private request from ${nameOf(member)}$`) });
    const accepted = page.waitForResponse((r) => r.url().includes('/api/streaming/private-chat/accept/') && r.ok());
    await requestItem.getByRole('button', { name: 'Accept' }).click();
    const acceptedBy = instanceOf(await accepted);
    expect(acceptedBy).toMatch(/^api-\d$/);

    const show = viewer.page.getByRole('region', { name: 'Private show with Anna Rivers' });
    const billed = show.getByLabel('Billed minutes');
    await expect(billed).toHaveText('2', { timeout: 30_000 });
    killInstance(acceptedBy);

    // The other processes go on billing: each minute once, none skipped, until his 250 tokens are spent
    // (ten minutes); the member's page hears every minute through whatever process its socket reconnected to.
    await expect(billed).toHaveText('5', { timeout: 30_000 });
    await expect(viewer.page.getByRole('alert').filter({ hasText: 'Your balance is too low to continue the show.' })).toBeVisible({
      timeout: 60_000,
    });
    expect(await memberBalance(request, member.token)).toBe(0);
    // ten minute charges, one per minute: none doubled by two processes, none lost with the killed one
    const items = await api<{ data: { type: string; totalPrice: number }[] }>(request, 'GET', '/purchased-items/user/search?limit=50', {
      token: member.token,
    });
    const showMinutes = items.data.filter((item) => item.type === 'stream_private');
    expect(showMinutes.map((item) => item.totalPrice)).toEqual(Array(10).fill(25));
  });
});
