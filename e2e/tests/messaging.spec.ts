import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ANNA } from '../support/accounts';
import { api, apiToken, registerMember, type Member } from '../support/api';
import { newVisitor } from '../support/live';
import { expectSignedInHeader, header, signIn } from '../support/platform';

// Private messages between a fresh member and anna, each in a browser context of their own. Everything the
// other side sees arrives over the socket: no journey reloads a page to see a message.

const BLOCKED = 'This performer has blocked you';
// A 2×2 red PNG: the answer anna attaches.
const RED_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

interface Conversation {
  _id: string;
  totalNotSeenMessages: number;
}

const unreadBadge = (page: Page) => header(page).getByRole('link', { name: 'Unread messages' });
const thread = (page: Page) => page.getByRole('list', { name: 'Messages' });
const composer = (page: Page) => page.getByRole('form', { name: 'Write a message' });

/** anna starts from 0 unread, whatever other journeys left behind. */
async function readEverything(request: APIRequestContext, token: string) {
  const { data } = await api<{ data: Conversation[] }>(request, 'GET', '/conversations?limit=200', { token });
  for (const c of data.filter((c) => c.totalNotSeenMessages > 0)) {
    await api(request, 'POST', '/messages/read-all', { token, body: { conversationId: c._id } });
  }
}

async function send(page: Page, text: string) {
  const box = composer(page).getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(thread(page).getByText(text, { exact: true })).toBeVisible();
}

test.describe('private messages', () => {
  let memberContext: BrowserContext | null = null;
  let annaToken = '';
  let member: Member;

  test.beforeEach(async ({ request }) => {
    annaToken = await apiToken(request, 'performer', ANNA.username);
    await readEverything(request, annaToken);
    member = await registerMember(request, 'writer');
  });
  test.afterEach(async () => {
    await memberContext?.close();
    memberContext = null;
  });

  /** The member, signed in in a second context, opens the conversation from anna's profile. */
  async function memberOpensFromProfile(browser: Browser): Promise<Page> {
    const visitor = await newVisitor(browser);
    memberContext = visitor.context;
    await signIn(visitor.page, member);
    await expectSignedInHeader(visitor.page, member);
    await visitor.page.goto('/profile/anna');
    await visitor.page.getByRole('button', { name: /^Message Anna/ }).click();
    await expect(visitor.page).toHaveURL(/\/account\/messages\/[0-9a-f]{24}$/);
    return visitor.page;
  }

  test('a member writes from a profile; anna’s count rises live, falls to 0 when she reads; her image arrives live; deletions show on both sides', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, ANNA);
    await expectSignedInHeader(page, ANNA);
    await page.goto('/');
    await expect(unreadBadge(page)).toHaveText('✉ 0');

    const memberPage = await memberOpensFromProfile(browser);
    await send(memberPage, 'Hello Anna, loved your show');
    // the conversation survives a refresh
    await memberPage.reload();
    await expect(thread(memberPage).getByText('Hello Anna, loved your show')).toBeVisible();

    // anna's header follows without a reload, and a notification names the sender
    await expect(unreadBadge(page)).toHaveText('✉ 1');
    await expect(page.getByText(member.displayName).first()).toBeVisible();

    await unreadBadge(page).click();
    await page.getByRole('listitem', { name: new RegExp(member.displayName) }).click();
    await expect(thread(page).getByText('Hello Anna, loved your show')).toBeVisible();
    await expect(unreadBadge(page)).toHaveText('✉ 0');

    // Shift+Enter is a new line, Enter sends
    const box = composer(page).getByRole('textbox', { name: 'Message' });
    await box.fill('Thank you!');
    await box.press('Shift+Enter');
    await box.pressSequentially('Here is a picture');
    await box.press('Enter');
    await expect(thread(memberPage).getByText(/Thank you!\s+Here is a picture/)).toBeVisible();

    await composer(page).getByLabel('Attach a file').setInputFiles({ name: 'answer.png', mimeType: 'image/png', buffer: RED_PNG });
    const picture = thread(memberPage).getByRole('img', { name: 'answer.png' });
    await expect(picture).toBeVisible();
    // the file answers the member (cookie), so the image really loads
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    // the member deletes his message: both sides show 'Message deleted'
    const mine = thread(memberPage).getByRole('listitem').filter({ hasText: 'Hello Anna, loved your show' });
    await mine.getByRole('button', { name: 'Delete message' }).click();
    await mine.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(thread(memberPage).getByText('Message deleted')).toBeVisible();
    await expect(thread(page).getByText('Message deleted')).toBeVisible();
    await expect(thread(page).getByText('Hello Anna, loved your show')).toHaveCount(0);
  });

  test('loading older messages keeps the view still', async ({ page, request }) => {
    const { _id: conversationId } = await api<{ _id: string }>(request, 'POST', '/conversations', {
      token: member.token,
      body: { source: 'performer', sourceId: (await api<{ _id: string }>(request, 'GET', '/performers/anna/view'))._id },
    });
    // 40 messages, two senders taking turns (each stays under the per-account sending limit)
    for (let i = 1; i <= 40; i += 1) {
      const token = i % 2 ? member.token : annaToken;
      await api(request, 'POST', `/messages/conversations/${conversationId}`, { token, body: { text: `Message number ${i}` } });
    }
    await signIn(page, member);
    await expectSignedInHeader(page, member);
    await page.goto(`/account/messages/${conversationId}`);
    await expect(thread(page).getByText('Message number 40', { exact: true })).toBeVisible();
    await expect(thread(page).getByText('Message number 15', { exact: true })).toHaveCount(0);

    const scroll = page.getByTestId('message-scroll');
    await scroll.evaluate((el) => el.scrollTo({ top: 0 }));
    const anchor = thread(page).getByText('Message number 16', { exact: true });
    const before = (await anchor.boundingBox())!.y;
    await page.getByRole('button', { name: 'Load older messages' }).click();
    await expect(thread(page).getByText('Message number 15', { exact: true })).toBeAttached();
    const after = (await anchor.boundingBox())!.y;
    expect(Math.abs(after - before)).toBeLessThanOrEqual(2);
    await expect(thread(page).getByText('Message number 1', { exact: true })).toBeAttached();
  });

  test('a member anna blocked is refused with a clear message', async ({ browser, request }) => {
    const memberPage = await memberOpensFromProfile(browser);
    await send(memberPage, 'Are you there?');
    await api(request, 'POST', '/performers/blocking/update', { token: annaToken, body: { userIds: [member.id] } });
    try {
      const box = composer(memberPage).getByRole('textbox', { name: 'Message' });
      await box.fill('Hello again');
      await box.press('Enter');
      await expect(memberPage.getByText(BLOCKED)).toBeVisible();
      // nothing was lost: the text waits in the composer
      await expect(box).toHaveValue('Hello again');

      // her profile, and with it the Message button, is closed to him, and says why
      await memberPage.goto('/profile/anna');
      await expect(memberPage.getByText(BLOCKED)).toBeVisible();
      await expect(memberPage.getByRole('button', { name: /^Message Anna/ })).toHaveCount(0);
    } finally {
      await api(request, 'DELETE', '/performers/blocking/users', { token: annaToken, body: { userId: member.id } });
    }
  });
});
