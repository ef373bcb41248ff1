import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ANNA } from '../support/accounts';
import { buyTokens, finishShows, memberBalance, registerMember, setStreamingSettings, type Member } from '../support/api';
import { expectHeaderBalance, goLive, headerBalance, newVisitor, streamingStatus, tipInRoom } from '../support/live';
import { expectSignedInHeader, signIn } from '../support/platform';

// Two browser contexts: anna broadcasts her fake camera from /live, a fresh member
// (own balance, so no journey depends on another) watches /live/anna. The API bills a show minute every
// SHOW_MINUTE_MS (3 s in playwright.config.ts).

const MODERATOR_DELETED = 'Сообщение удалено модератором';
const MEMBER_LOW_BALANCE = 'Your balance is too low to continue the show.';
const PERFORMER_LOW_BALANCE = "The member's balance is too low to continue the show.";
const DECLINED = 'The performer declined your request.';

/** Matches the name the site shows for the member (display name, or the username where it has none). */
const nameOf = (m: Member) => `(?:${m.displayName}|${m.username})`;

test.describe('live shows: chat, tips, private shows', () => {
  let memberContext: BrowserContext | null = null;

  test.beforeAll(async ({ request }) => setStreamingSettings(request, { optionForBroadcast: 'webrtc', optionForPrivate: 'webrtc' }));
  test.beforeEach(async ({ request }) => finishShows(request, ANNA));
  test.afterEach(async ({ request }) => {
    await memberContext?.close();
    memberContext = null;
    await finishShows(request, ANNA);
  });

  /** anna goes live in `page`; the member signs in in a second context and opens her room. */
  async function showWithMember(page: Page, browser: Browser, member: Member): Promise<Page> {
    await signIn(page, ANNA);
    await goLive(page);
    const visitor = await newVisitor(browser);
    memberContext = visitor.context;
    await signIn(visitor.page, member);
    await expectSignedInHeader(visitor.page, member);
    await visitor.page.goto('/live/anna');
    await expect(visitor.page.getByRole('heading', { name: 'Anna Rivers', exact: true })).toBeVisible();
    return visitor.page;
  }

  test('chat both ways; the performer deletes a member’s message and both sides show the moderator text', async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    const member = await registerMember(request, 'chatter');
    const viewer = await showWithMember(page, browser, member);
    const memberChat = viewer.getByRole('region', { name: 'Public chat' });
    const annaChat = page.getByRole('region', { name: 'Public chat' });

    const fromMember = `Hi Anna from ${member.username}`;
    await memberChat.getByRole('textbox', { name: 'Message' }).fill(fromMember);
    await memberChat.getByRole('button', { name: 'Send' }).click();
    const memberLine = new RegExp(`^Message from ${nameOf(member)}$`);
    await expect(annaChat.getByRole('listitem', { name: memberLine })).toContainText(fromMember);
    await expect(memberChat.getByRole('listitem', { name: memberLine })).toContainText(fromMember);

    const fromAnna = `Welcome ${member.username}!`;
    await annaChat.getByRole('textbox', { name: 'Message' }).fill(fromAnna);
    await annaChat.getByRole('button', { name: 'Send' }).click();
    await expect(memberChat.getByRole('listitem', { name: /^Message from Anna/ }).filter({ hasText: fromAnna })).toBeVisible();

    await annaChat.getByRole('listitem', { name: memberLine }).getByRole('button', { name: 'Delete' }).click();
    await expect(annaChat.getByRole('listitem', { name: memberLine })).toHaveText(new RegExp(MODERATOR_DELETED));
    await expect(memberChat.getByRole('listitem', { name: memberLine })).toHaveText(new RegExp(MODERATOR_DELETED));
    await expect(memberChat.getByText(fromMember)).toHaveCount(0);
    // anna's own message stays.
    await expect(memberChat.getByText(fromAnna)).toBeVisible();
  });

  test('a tip with the confirm step moves both balances: the member’s header drops, anna’s show earnings and balance rise', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const member = await registerMember(request, 'tipper');
    await buyTokens(request, member.token, 'Popular');
    const viewer = await showWithMember(page, browser, member);
    await expectHeaderBalance(viewer, 250);
    const annaBalanceBefore = await headerBalance(page);
    const earnings = page.getByRole('status', { name: 'Show earnings' }).or(page.getByLabel('Show earnings'));
    await expect(earnings).toHaveText('0');

    await tipInRoom(viewer, 25, 'Anna Rivers');

    await expectHeaderBalance(viewer, 225);
    await expect.poll(async () => Number(await earnings.textContent()), { message: "anna's show earnings" }).toBeGreaterThan(0);
    await expect.poll(() => headerBalance(page), { message: "anna's header balance" }).toBeGreaterThan(annaBalanceBefore);
    // The tip shows in the show's chat on both sides.
    await expect(page.getByRole('region', { name: 'Public chat' }).getByText(/tipped 25 tokens/)).toBeVisible();
    await expect(viewer.getByRole('region', { name: 'Public chat' }).getByText(/tipped 25 tokens/)).toBeVisible();
    expect(await memberBalance(request, member.token)).toBe(225);
  });

  test('private show: request → accept → billed per minute → the member runs out of tokens → the show ends on both sides', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const member = await registerMember(request, 'private');
    await buyTokens(request, member.token, 'Starter'); // 50 tokens = two minutes at anna's 25 tokens/min
    const viewer = await showWithMember(page, browser, member);
    await expectHeaderBalance(viewer, 50);

    await viewer.getByRole('button', { name: 'Request private show' }).click();
    await expect(viewer.getByRole('status').filter({ hasText: 'Waiting for Anna Rivers to accept your private show request' })).toBeVisible();
    const requestItem = page.getByRole('listitem', { name: new RegExp(`^Private request from ${nameOf(member)}$`) });
    await requestItem.getByRole('button', { name: 'Accept' }).click();

    const show = viewer.getByRole('region', { name: 'Private show with Anna Rivers' });
    await expect(show).toBeVisible();
    await expect(show).toContainText('25 tokens/min');
    await expect(streamingStatus(page)).toHaveText(/private show|Connecting/);
    // Minute 1 once his video plays, minute 2 one (short) minute later; each moves the header at once.
    await expect(show.getByLabel('Billed minutes')).toHaveText('2', { timeout: 20_000 });
    await expectHeaderBalance(viewer, 0);

    // Minute 3 cannot be paid: the server ends the show for both, with its message.
    await expect(viewer.getByRole('alert').filter({ hasText: MEMBER_LOW_BALANCE })).toBeVisible({ timeout: 20_000 });
    await expect(show).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: PERFORMER_LOW_BALANCE })).toBeVisible();
    expect(await memberBalance(request, member.token)).toBe(0);
  });

  test('private show: the member closes his page during a paid minute and is charged nothing after he left', async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    const member = await registerMember(request, 'leaver');
    await buyTokens(request, member.token, 'Starter'); // 50 tokens = two minutes at anna's 25 tokens/min
    const viewer = await showWithMember(page, browser, member);
    await viewer.getByRole('button', { name: 'Request private show' }).click();
    await page
      .getByRole('listitem', { name: new RegExp(`^Private request from ${nameOf(member)}$`) })
      .getByRole('button', { name: 'Accept' })
      .click();
    const show = viewer.getByRole('region', { name: 'Private show with Anna Rivers' });
    await expect(show.getByLabel('Billed minutes')).toHaveText('1', { timeout: 20_000 });

    // He leaves inside his first (prepaid) minute: the media server may list his player for a few seconds more,
    // but no minute that starts after he left is his to pay. Four more minutes pass.
    await memberContext?.close();
    memberContext = null;
    await page.waitForTimeout(12_000);
    expect(await memberBalance(request, member.token), 'only the minute he was watching').toBe(25);
  });

  test('private show declined: Reject → the member sees the declined message', async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    const member = await registerMember(request, 'declined');
    await buyTokens(request, member.token, 'Starter');
    const viewer = await showWithMember(page, browser, member);

    await viewer.getByRole('button', { name: 'Request private show' }).click();
    await expect(viewer.getByRole('status').filter({ hasText: 'Waiting for Anna Rivers to accept your private show request' })).toBeVisible();
    const requestItem = page.getByRole('listitem', { name: new RegExp(`^Private request from ${nameOf(member)}$`) });
    await requestItem.getByRole('button', { name: 'Reject' }).click();
    await expect(requestItem).toHaveCount(0);

    await expect(viewer.getByRole('alert').filter({ hasText: DECLINED })).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Request private show' })).toBeVisible();
    // Nothing was billed, and anna is still in her public show.
    await expectHeaderBalance(viewer, 50);
    await expect(streamingStatus(page)).toHaveText('Live — public show');
  });
});
