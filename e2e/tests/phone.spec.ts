import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { MEMBER } from '../support/accounts';
import { header, pathOf, signIn } from '../support/platform';

// A phone (360 px wide): the header stays on one line (logo, balance, unread messages, Menu) and the Menu button
// opens every link the desktop header shows; no page of the site scrolls sideways.

const PHONE = { width: 360, height: 740 };
const HEADER_MAX_HEIGHT = 64;

test.use({ viewport: PHONE });

const menuButton = (page: Page) => header(page).getByRole('button', { name: 'Menu' });
const menu = (page: Page) => header(page).getByRole('navigation', { name: 'Menu' });

/** One line, at most 64 px tall, and nothing pushed off the right edge. */
async function expectCompactHeader(page: Page): Promise<void> {
  await expect(menuButton(page)).toBeVisible();
  await expect(header(page).getByRole('navigation', { name: 'Main' }), 'the desktop links are folded into the menu').toBeHidden();
  const bar = await header(page).boundingBox();
  expect(bar, 'the header has a box').not.toBeNull();
  expect(bar!.height, 'header height in px').toBeLessThanOrEqual(HEADER_MAX_HEIGHT);
  const button = await menuButton(page).boundingBox();
  expect(button!.x + button!.width, 'right edge of the Menu button').toBeLessThanOrEqual(PHONE.width);
}

/** Opens the menu; returns the panel the button controls (links, account name, Log out). */
async function openMenu(page: Page) {
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await menuButton(page).click();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await menuButton(page).getAttribute('aria-controls')}"]`);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  return panel;
}

/** The remote's page heading inside the content slot (not the shell's not-found page beside it). */
const pageHeading = (page: Page) => page.getByTestId('app-slot').getByRole('heading', { level: 1 }).first();

/** How far the page scrolls sideways, and the elements that reach past the right edge (for the failure message). */
async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number; widest: string[] }> {
  return page.evaluate(() => {
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('aria-label') ? `[aria-label="${el.getAttribute('aria-label')}"]` : ''}` +
      ` (right ${Math.round(el.getBoundingClientRect().right)})`;
    // inside a box that clips or scrolls (a rail of cards) an element does not widen the page
    const clipped = (el: Element) => {
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement)
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      return false;
    };
    const past = Array.from(document.body.querySelectorAll('*')).filter(
      (el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && !clipped(el),
    );
    // the outermost ones say where it starts; their children only repeat it
    const outermost = past.filter((el) => !past.includes(el.parentElement as Element));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      widest: outermost.slice(0, 5).map(describe),
    };
  });
}

/** Opens each route, waits for its heading and for its loaders to finish, and lists the routes that scroll sideways. */
async function routesThatScrollSideways(page: Page, routes: string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await expect(pageHeading(page), `the page heading of ${route}`).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[aria-busy="true"]'), `the loaders of ${route}`).toHaveCount(0, { timeout: 30_000 });
    const { scrollWidth, innerWidth, widest } = await horizontalOverflow(page);
    if (scrollWidth > innerWidth) failures.push(`${route}: scrollWidth ${scrollWidth} > ${innerWidth}; past the edge: ${widest.join(', ')}`);
  }
  return failures;
}

test.describe('the header on a 360 px phone', () => {
  test('a visitor: one line with a Menu that lists the sign-in links, closes on Escape and follows a link', async ({ page }) => {
    await page.goto('/');
    await expect(pageHeading(page)).toBeVisible({ timeout: 30_000 });
    await expectCompactHeader(page);

    const panel = await openMenu(page);
    await expect(panel.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Sign up' })).toBeVisible();
    // the desktop copies are display:none, so each link is there once for a screen reader and for getByRole
    await expect(header(page).getByRole('link', { name: 'Performers' })).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton(page)).toBeFocused();

    await (await openMenu(page)).getByRole('link', { name: 'Performers' }).click();
    await expect.poll(() => pathOf(page)).toBe('/performers');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page)).toBeHidden();
    await expect(pageHeading(page)).toBeVisible();
  });

  test('the demo member: one line with the balance and unread messages; the Menu holds the name, the links and Log out', async ({ page }) => {
    await signIn(page, MEMBER);
    await expect.poll(() => pathOf(page)).toBe(MEMBER.landing);
    await expect(header(page).getByLabel('Token balance')).toHaveText(/^\d[\d,.]*\+? tokens$/);
    await expect(header(page).getByLabel('Token balance')).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Unread messages' })).toBeVisible();
    await expectCompactHeader(page);

    const panel = await openMenu(page);
    await expect(panel).toContainText(MEMBER.name);
    await expect(panel.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Transactions' })).toBeVisible();
    await panel.getByRole('link', { name: 'Tokens' }).click();
    await expect.poll(() => pathOf(page)).toBe('/account/tokens');
    await expect(menu(page)).toBeHidden();
    await expect(pageHeading(page)).toBeVisible({ timeout: 30_000 });
    await expectCompactHeader(page);
  });
});

test.describe('no sideways scrolling at 360 px', () => {
  test('public pages and sign-in screens', async ({ page }) => {
    test.setTimeout(180_000);
    const routes = [
      '/',
      '/performers',
      '/videos',
      '/galleries',
      '/products',
      '/media',
      '/auth/login/user',
      '/auth/register/user',
      '/profile/anna',
      '/live/anna',
    ];
    const failures = await routesThatScrollSideways(page, routes);
    expect(failures, `routes wider than the phone:\n${failures.join('\n')}`).toEqual([]);
  });

  test("the demo member's account pages", async ({ page }) => {
    test.setTimeout(150_000);
    await signIn(page, MEMBER);
    await expect.poll(() => pathOf(page)).toBe(MEMBER.landing);
    await expect(header(page).getByLabel('Token balance')).toBeVisible();
    const routes = ['/account/tokens', '/account/transactions', '/account/messages', '/account/settings'];
    const failures = await routesThatScrollSideways(page, routes);
    expect(failures, `routes wider than the phone:\n${failures.join('\n')}`).toEqual([]);
  });
});

test.describe('the live room on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the video spans the screen right under the header and stays on screen while the member chats', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, MEMBER);
    await expect(header(page).getByLabel('Token balance'), 'signed in before leaving the sign-in page').toBeVisible();
    await page.goto('/live/gina'); // a demo performer broadcasting (whom no journey beside this one takes into a private show)
    const video = page.getByTestId('live-video');
    await expect(video).toBeVisible({ timeout: 30_000 });
    const bar = (await header(page).boundingBox())!;
    const stage = (await video.boundingBox())!;
    expect(Math.round(stage.x), 'left edge of the video').toBe(0);
    expect(Math.round(stage.width), 'width of the video').toBe(390);
    expect(Math.round(stage.y), 'top of the video (the bottom of the header)').toBeLessThanOrEqual(Math.round(bar.y + bar.height) + 4);

    const line = `from the phone ${Date.now()}`;
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.click();
    await input.fill(line);
    await input.press('Enter');
    await expect(page.getByRole('list', { name: 'Messages' }).getByText(line)).toBeVisible();
    // he reads her details at the bottom of the page: the video stays at the top of the screen
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const held = (await video.boundingBox())!;
    expect(held.y, 'top of the video after the page scrolled').toBeGreaterThanOrEqual(-1);
    expect(held.y + held.height, 'bottom of the video after the page scrolled').toBeLessThanOrEqual(844);
    // back to the chat box (focus left it when he scrolled away): it comes into view under the video, not behind it
    await input.blur();
    await input.focus();
    await input.pressSequentially('hello');
    const box = (await input.boundingBox())!;
    const stageNow = (await video.boundingBox())!;
    expect(stageNow.y, 'top of the video while he types').toBeGreaterThanOrEqual(-1);
    expect(box.y, 'top of the chat box while he types').toBeGreaterThanOrEqual(stageNow.y + stageNow.height - 1);
    expect(box.y + box.height, 'bottom of the chat box while he types').toBeLessThanOrEqual(844);
  });
});
