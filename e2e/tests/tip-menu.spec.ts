import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ANNA } from '../support/accounts';
import { audit, describeFindings, rememberSession } from '../support/a11y';
import { api, apiToken, buyTokens, finishShows, registerMember } from '../support/api';
import { goLive, newVisitor, tipInRoom } from '../support/live';
import { pathOf, signIn } from '../support/platform';

// Issue 28, tip menu and goals: anna puts an item on her tip menu (broadcast settings) and sets a goal on /live; a
// member tips the item in her room through the confirm step; both chats say so, every viewer's goal bar moves and the
// goal reached is announced; anna marks the request done.

/** anna's menu empty and no goal, as the other journeys with her expect. */
async function clearAnnasMenu(request: Parameters<typeof apiToken>[0]) {
  const token = await apiToken(request, 'performer', ANNA.username);
  await api(request, 'PUT', '/performer/tip-menu', { token, body: { items: [] } });
  await api(request, 'DELETE', '/performer/tip-goal', { token });
}

test.beforeEach(async ({ request }) => {
  await finishShows(request, ANNA);
  await clearAnnasMenu(request);
});
test.afterEach(async ({ request }) => {
  await finishShows(request, ANNA);
  await clearAnnasMenu(request);
});

const chatLine = (page: Page, text: string) => page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: text });

test('anna sets a menu item and a goal; a member tips the item in her room; both chats say so, the goal fills and is announced, anna marks it done', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const item = `Dance ${Date.now().toString(36)}`;
  const member = await registerMember(request, 'menu');
  await buyTokens(request, member.token, 'Basic');

  await signIn(page, ANNA);
  await expect.poll(() => pathOf(page)).toBe('/live');
  await page.goto('/account/performer/broadcast');
  const menuForm = page.getByRole('form', { name: 'Tip menu' });
  await expect(menuForm).toContainText('Your tip menu is empty');
  await menuForm.getByRole('button', { name: 'Add an item' }).click();
  await menuForm.getByLabel('Name').fill(item);
  await menuForm.getByLabel('Price (tokens)').fill('50');
  await menuForm.getByRole('button', { name: 'Save tip menu' }).click();
  await expect(menuForm.getByRole('status')).toHaveText('Your tip menu has been saved.');

  await page.goto('/live');
  await goLive(page);
  const goalForm = page.getByRole('form', { name: 'Set a goal' });
  await goalForm.getByLabel('Goal title').fill('New shoes');
  await goalForm.getByLabel('Target (tokens)').fill('60');
  await goalForm.getByRole('button', { name: 'Set goal' }).click();
  const herBar = page.getByRole('progressbar', { name: 'New shoes' });
  await expect(herBar).toHaveAttribute('aria-valuenow', '0');

  const viewer = await newVisitor(browser);
  try {
    const room = viewer.page;
    await rememberSession(viewer.context, member.token, 'user');
    await room.setViewportSize({ width: 375, height: 800 });
    await room.goto('/live/anna');
    const bar = room.getByRole('progressbar', { name: 'New shoes' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    // on a phone the menu is in the tip sheet the bar's Tip opens
    await room.getByRole('button', { name: 'Tip', exact: true, expanded: false }).click();
    const menu = room.getByRole('region', { name: 'Tip menu' });
    await menu.getByRole('button', { name: `Tip 50 tokens for ${item}` }).click();
    const confirm = menu.getByRole('dialog', { name: 'Confirm tip' });
    await expect(confirm).toContainText(`Send 50 tokens to Anna Rivers for ${item}?`);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    // (the 'You tipped …' toast is brief: on a busy machine it may be gone before it is looked at; the chats say it)

    for (const chat of [room, page]) await expect(chatLine(chat, `${member.displayName} tipped 50 tokens for ${item}`)).toHaveCount(1);
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    await expect(herBar).toHaveAttribute('aria-valuenow', '50');
    expect(await room.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll at 375 px').toBe(true);

    // a tip of the tip panel counts too and reaches the goal: announced once in both chats
    await tipInRoom(room, 10, 'Anna Rivers');
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
    await expect(room.getByRole('status').filter({ hasText: 'Goal reached!' })).toBeVisible();
    for (const chat of [room, page]) await expect(chatLine(chat, 'Anna Rivers reached the goal “New shoes” (60 tokens)')).toHaveCount(1);

    const queue = page.getByRole('region', { name: 'Requested from your tip menu' });
    await expect(queue).toContainText(`${member.displayName}: ${item} (50 tokens)`);
    // axe (WCAG 2.1 AA) on both sides with the menu, the bar and the queue showing
    const findings = [
      ...(await audit(room, { route: '/live/anna', lang: 'en', view: 'member at 375 px, tip menu and goal' })),
      ...(await audit(page, { route: '/live', lang: 'en', view: 'anna, goal and queue' })),
    ];
    expect(findings, describeFindings(findings)).toEqual([]);
    await queue.getByRole('button', { name: `Mark ${item} for ${member.displayName} done` }).click();
    await expect(queue).toContainText('No requests waiting.');
    // the next goal at once: the room's bar starts again from zero
    await goalForm.getByLabel('Goal title').fill('Holiday');
    await goalForm.getByLabel('Target (tokens)').fill('500');
    await goalForm.getByRole('button', { name: 'Start the next goal' }).click();
    await expect(room.getByRole('progressbar', { name: 'Holiday' })).toHaveAttribute('aria-valuenow', '0');
  } finally {
    await viewer.context.close();
  }
});
