import type { Locator, Page } from '@playwright/test';
import { adultPopup, expect, test } from '../support/test';
import { buyTokens, memberBalance, registerMember } from '../support/api';
import { expectHeaderBalance, expectVideoPlaying } from '../support/live';
import { expectSignedInHeader, header, pathOf } from '../support/platform';

// A keyboard-only journey: no mouse at all — page.keyboard (Tab, Shift+Tab, Enter, Space, Escape) and addresses
// typed into the browser (page.goto). A new visitor answers the 18+ popup, signs in as a member with tokens, opens
// the room of a broadcasting demo performer (gina: DEMO_SHOWS is on, as playwright.config.ts sets), writes in the
// chat and sends a tip through its confirm dialog. The dialogs on the way keep the focus inside (a focus trap)
// and every focused control shows a visible focus ring.
//
// Checks of how the focus behaves are soft (expect.soft): the journey goes on to the end and the report lists
// every step that is missing, while what the user gets (the message in the chat, the balance) is asserted hard.

const PERFORMER = { username: 'gina', name: 'Gina Santos' };
const softly = expect.configure({ soft: true });
/** How many Tab presses a control may take to reach from anywhere on the page. */
const MAX_TABS = 80;

/** Whether `locator` holds the keyboard focus (without waiting). */
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement).catch(() => false);

/** What has the focus now, for messages: `button "Leave"`, `input[aria-label="Message"]`, `body`. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name}"`;
  });

/** Whether the focus is inside `container` now. */
const focusInside = (container: Locator) => container.evaluate((el) => el.contains(document.activeElement)).catch(() => false);

/**
 * The focused element shows where the focus is: an outline of at least 2 px, or a ring drawn with box-shadow
 * (shared/src/ui/global-styles.ts gives every element a :focus-visible outline).
 */
async function expectVisibleFocus(page: Page, what: string): Promise<void> {
  const style = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const s = getComputedStyle(el);
    return { outline: `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`, width: parseFloat(s.outlineWidth), shadow: s.boxShadow };
  });
  expect.soft(style, `${what}: something has the focus`).not.toBeNull();
  if (!style) return;
  const visible = (!style.outline.startsWith('none') && style.width >= 2) || style.shadow !== 'none';
  expect.soft(visible, `${what}: a visible focus indicator (outline ${style.outline}; box-shadow ${style.shadow})`).toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails with where the focus went when it never gets there. */
async function tabTo(page: Page, target: Locator, what: string, { backwards = false } = {}): Promise<void> {
  const visited: string[] = [];
  for (let i = 0; i < MAX_TABS; i += 1) {
    if (await isFocused(target)) {
      await expectVisibleFocus(page, what);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    visited.push(await describeFocus(page));
  }
  if (await isFocused(target)) return;
  throw new Error(`${what} never got the keyboard focus in ${MAX_TABS} presses of Tab; the focus went through:\n  ${visited.join('\n  ')}`);
}

/**
 * A modal dialog keeps the focus: Tab from its last control comes back to its first, Shift+Tab from its first goes
 * to its last (WAI-ARIA dialog pattern; @platform/shared's useFocusTrap provides it).
 */
async function expectFocusTrapped(page: Page, dialog: Locator, first: Locator, last: Locator, what: string): Promise<void> {
  await tabTo(page, last, `${what}: its last control`);
  await page.keyboard.press('Tab');
  expect.soft(await focusInside(dialog), `${what}: Tab from its last control stays inside (focus went to ${await describeFocus(page)})`).toBe(true);
  expect.soft(await isFocused(first), `${what}: Tab from its last control wraps to its first`).toBe(true);

  await tabTo(page, first, `${what}: its first control`);
  await page.keyboard.press('Shift+Tab');
  expect
    .soft(await focusInside(dialog), `${what}: Shift+Tab from its first control stays inside (focus went to ${await describeFocus(page)})`)
    .toBe(true);
  expect.soft(await isFocused(last), `${what}: Shift+Tab from its first control wraps to its last`).toBe(true);
}

test('keyboard only: the 18+ popup, sign-in, a live room, a chat message and a tip through its confirm dialog', async ({ page, request }) => {
  test.setTimeout(240_000);
  // the popup is answered with the keyboard here, not by the fixture's click
  await page.removeLocatorHandler(adultPopup(page));
  const member = await registerMember(request, 'keys');
  await buyTokens(request, member.token, 'Starter'); // 50 tokens

  // 1. The 18+ popup: it takes the focus when it opens, keeps it, ignores Escape (it must be answered) and the
  //    keyboard enters the site with Enter on its first button.
  await page.goto('/');
  const popup = adultPopup(page);
  await expect(popup).toBeVisible();
  const enter = popup.getByRole('button', { name: /I am 18 or older/ });
  const leave = popup.getByRole('button', { name: 'Leave' });
  await softly.poll(() => focusInside(popup), { message: 'the 18+ popup moves the focus inside when it opens', timeout: 5_000 }).toBe(true);
  await expectFocusTrapped(page, popup, enter, leave, 'the 18+ popup');
  await page.keyboard.press('Escape');
  await expect(popup, 'Escape does not answer the 18+ popup').toBeVisible();
  await tabTo(page, enter, 'the popup’s “I am 18 or older — Enter”');
  await page.keyboard.press('Enter');
  await expect(popup).toHaveCount(0);

  // 2. Sign in with the keyboard: Tab to the fields, type, Enter submits.
  await page.goto('/auth/login/user');
  const form = page.getByRole('form', { name: 'Sign in' });
  const username = form.getByLabel('Username or e-mail');
  await tabTo(page, username, 'the sign-in form’s username field');
  await page.keyboard.type(member.username);
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Password', { exact: true }), 'Tab goes from the username to the password').toBeFocused();
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  await expect.poll(() => pathOf(page)).toBe(member.landing);
  await expectSignedInHeader(page, member);
  await expectHeaderBalance(page, 50);

  // 3. The room of a broadcasting performer: the show plays.
  await page.goto(`/live/${PERFORMER.username}`);
  await expectVideoPlaying(page.getByTestId('live-video'), 60_000);

  // 4. A chat message: Tab to the message box, type, Enter sends.
  const chat = page.getByRole('region', { name: 'Public chat' });
  const box = chat.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeEnabled({ timeout: 30_000 });
  await tabTo(page, box, 'the chat’s message box');
  const hello = `Hello ${PERFORMER.name} from the keyboard ${member.username}`;
  await page.keyboard.type(hello);
  await page.keyboard.press('Enter');
  await expect(chat.getByText(hello)).toBeVisible();
  await expect(box, 'the box is emptied for the next message').toHaveValue('');

  // 5. A tip: Space picks 10 tokens, Enter on Tip opens the confirm dialog, which takes the focus and keeps it;
  //    Escape cancels it and gives the focus back to Tip; Enter on Confirm sends the tip.
  const tip = page.getByRole('region', { name: 'Tip' });
  const ten = tip.getByRole('button', { name: '10 tokens' });
  await tabTo(page, ten, 'the 10-token tip preset', { backwards: true });
  await page.keyboard.press('Space');
  await expect(ten).toHaveAttribute('aria-pressed', 'true');
  const tipButton = tip.getByRole('button', { name: 'Tip', exact: true });
  await tabTo(page, tipButton, 'the Tip button');
  await page.keyboard.press('Enter');
  const confirmDialog = tip.getByRole('dialog', { name: 'Confirm tip' });
  await expect(confirmDialog).toContainText(`Send 10 tokens to ${PERFORMER.name}?`);
  const confirm = confirmDialog.getByRole('button', { name: 'Confirm' });
  const cancel = confirmDialog.getByRole('button', { name: 'Cancel' });
  expect
    .soft(await focusInside(confirmDialog), `the tip confirm dialog takes the focus when it opens (focus is on ${await describeFocus(page)})`)
    .toBe(true);
  expect.soft(await confirmDialog.getAttribute('aria-modal'), 'the tip confirm dialog is modal (aria-modal="true")').toBe('true');
  await expectFocusTrapped(page, confirmDialog, confirm, cancel, 'the tip confirm dialog');

  await page.keyboard.press('Escape');
  const escapeClosed = (await confirmDialog.count()) === 0;
  expect.soft(escapeClosed, 'Escape cancels the tip confirm dialog').toBe(true);
  if (escapeClosed) {
    expect.soft(await isFocused(tipButton), `Escape gives the focus back to Tip (focus is on ${await describeFocus(page)})`).toBe(true);
    expect(await memberBalance(request, member.token), 'a cancelled tip costs nothing').toBe(50);
    await tabTo(page, tipButton, 'the Tip button, again');
    await page.keyboard.press('Enter');
    await expect(confirmDialog).toBeVisible();
  }
  await tabTo(page, confirm, 'the confirm dialog’s Confirm');
  await page.keyboard.press('Enter');
  await expect(confirmDialog).toHaveCount(0);
  await expectHeaderBalance(page, 40);
  await expect(chat.getByText(/tipped 10 tokens/)).toHaveCount(1);
  expect(await memberBalance(request, member.token)).toBe(40);
  await expect(header(page).getByLabel('Token balance')).toHaveText('40 tokens');
});
