import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { ANNA, PASSWORD, STUDIO } from '../support/accounts';
import { api, apiToken, buyTokens, registerMember, sendTip } from '../support/api';
import { newVisitor } from '../support/live';
import { expectSignedInHeader, signIn } from '../support/platform';

// A studio runs a performer it adds; anna sets her prices and hours and blocks a member and a country; a member
// suspends his account. The country comes from the proxy's header (TRUSTED_COUNTRY_HEADER in playwright.config.ts).

const BLOCKED = 'This performer has blocked you';
const BLOCKED_COUNTRY = 'This performer is not available in your country';

interface Prices {
  privateCallPrice: number;
  groupCallPrice: number;
}

test('a studio adds a performer, sets her commission, deactivates and reactivates her and approves her payout request', async ({ page, request }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const username = `e2estar${suffix}`;
  const name = `Star ${suffix}`;
  await signIn(page, STUDIO);
  await expectSignedInHeader(page, STUDIO);

  await page.goto('/studio/members/new');
  const form = page.getByRole('form', { name: 'New performer' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('E-mail').fill(`${username}@example.test`);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Add performer' }).click();
  await expect(page).toHaveURL(/\/studio\/members$/);
  await expect(page.getByText(`${name} was added to your studio`)).toBeVisible();

  // her share: 30 % for the studio
  await page.goto('/studio/commissions');
  const commission = page.getByRole('form', { name: `Commission of ${name}` });
  await commission.getByLabel(`Studio share for ${name} (%)`).fill('130');
  await commission.getByRole('button', { name: 'Save' }).click();
  await expect(commission.getByText('Must be between 0 and 100')).toBeVisible();
  await commission.getByLabel(`Studio share for ${name} (%)`).fill('30');
  await commission.getByRole('button', { name: 'Save' }).click();
  await page.reload();
  await expect(page.getByRole('form', { name: `Commission of ${name}` }).getByLabel(`Studio share for ${name} (%)`)).toHaveValue('30');

  // deactivate, then activate again: the button follows at once and stays after a reload
  await page.goto(`/studio/members?q=${username}`);
  await page.getByRole('button', { name: `Deactivate ${name}` }).click();
  await expect(page.getByRole('button', { name: `Activate ${name}` })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: `Activate ${name}` }).click();
  await expect(page.getByRole('button', { name: `Deactivate ${name}` })).toBeVisible();

  // she earns a tip, adds her bank details and asks for a payout; the studio approves it
  const starToken = await apiToken(request, 'performer', username);
  const starId = (await api<{ _id: string }>(request, 'GET', '/performers/me', { token: starToken }))._id;
  const fan = await registerMember(request, 'fan');
  await buyTokens(request, fan.token, 'Starter');
  await sendTip(request, fan.token, starId, 20);
  await api(request, 'POST', '/performers/paxum/update', { token: starToken, body: { paxumEmail: `${username}@paxum.test` } });
  await api(request, 'POST', '/payout-requests/performer', { token: starToken, body: { paymentAccountType: 'paxum' } });

  await page.goto('/studio/payout-requests');
  await page.getByRole('button', { name: `Approve ${name}'s request` }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve payout request' });
  await dialog.getByLabel('Note for the performer (optional)').fill('Well done');
  await dialog.getByRole('button', { name: 'Confirm approve' }).click();
  await expect(page.getByRole('button', { name: `Approve ${name}'s request` })).toHaveCount(0);
  const mine = await api<{ data: Array<{ status: string; adminNote?: string }> }>(request, 'GET', '/payout-requests/performer/search', {
    token: starToken,
  });
  expect(mine.data[0]).toMatchObject({ status: 'approved' });
});

test.describe('anna’s settings', () => {
  let annaToken = '';
  let prices: Prices;
  let schedule: unknown;

  test.beforeEach(async ({ request }) => {
    annaToken = await apiToken(request, 'performer', ANNA.username);
    const me = await api<Prices & { schedule: unknown }>(request, 'GET', '/performers/me', { token: annaToken });
    prices = { privateCallPrice: me.privateCallPrice, groupCallPrice: me.groupCallPrice };
    schedule = me.schedule;
  });
  test.afterEach(async ({ request }) => {
    // other journeys count on her usual prices, hours and an empty block list
    await api(request, 'POST', '/performers/default-price/update', { token: annaToken, body: prices });
    await api(request, 'PUT', '/performers', { token: annaToken, body: { schedule } });
    await api(request, 'POST', '/performers/blocking/update', { token: annaToken, body: { countries: [] } });
    await unblockAll(request, annaToken);
  });

  test('she sets her prices and opening hours; her profile and her room show them', async ({ page, browser }) => {
    await signIn(page, ANNA);
    await expectSignedInHeader(page, ANNA);
    await page.goto('/account/performer/prices');
    const pricesForm = page.getByRole('form', { name: 'Default prices' });
    await pricesForm.getByLabel('Private show price').selectOption('45');
    await pricesForm.getByLabel('Group show price').selectOption('35');
    await pricesForm.getByRole('button', { name: 'Save prices' }).click();
    await expect(pricesForm.getByText('Your show prices have been updated.')).toBeVisible();

    // her business settings moved to mfe-live: an old address (a bookmark, an older e-mail) opens the new one in its place
    await page.goto('/account/settings/hours?from=bookmark');
    await expect(page).toHaveURL(/\/account\/performer\/hours\?from=bookmark$/);
    await expect(page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Opening hours' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const hours = page.getByRole('form', { name: 'Opening hours' });
    const monday = hours.getByRole('group', { name: 'Monday' });
    await monday.getByLabel('Closed').check();
    const tuesday = hours.getByRole('group', { name: 'Tuesday' });
    await tuesday.getByLabel('Closed').uncheck();
    await tuesday.getByLabel('Tuesday opens').fill('10:30');
    await tuesday.getByLabel('Tuesday closes').fill('18:15');
    await hours.getByRole('button', { name: /Save/ }).click();
    await expect(hours.getByText('Your opening hours have been updated.')).toBeVisible();

    const visitor = await newVisitor(browser);
    try {
      // Her profile and her room show the same prices and hours.
      for (const where of ['/profile/anna', '/live/anna']) {
        await visitor.page.goto(where);
        await expect(visitor.page.getByText('45 tokens/min')).toBeVisible();
        await expect(visitor.page.getByText('35 tokens/min')).toBeVisible();
        const schedule = visitor.page.getByRole('table', { name: 'Schedule' });
        await expect(schedule.getByRole('row', { name: /Monday/ })).toContainText('Closed');
        await expect(schedule.getByRole('row', { name: /Tuesday/ })).toContainText('10:30 – 18:15');
      }
    } finally {
      await visitor.context.close();
    }
    // the old address replaced itself in the history: Back returns to her prices
    await page.goBack();
    await expect(page).toHaveURL(/\/account\/performer\/prices$/);
    await expect(page.getByRole('form', { name: 'Default prices' })).toBeVisible();
  });

  test('she blocks a member, who is then refused in her room; she blocks a country, and a visitor from it is refused', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const member = await registerMember(request, 'pest');
    // he wrote to her, so she can find him
    const annaId = (await api<{ _id: string }>(request, 'GET', '/performers/anna/view'))._id;
    await api(request, 'POST', '/conversations', { token: member.token, body: { source: 'performer', sourceId: annaId } });

    await signIn(page, ANNA);
    await expectSignedInHeader(page, ANNA);
    await page.goto('/account/performer/blocking');
    const search = page.getByRole('search', { name: 'Block a member' });
    await search.getByLabel('Find a member to block').fill(member.username);
    await search.getByLabel('Find a member to block').press('Enter');
    await page.getByRole('button', { name: new RegExp(`^Block ${member.displayName}`) }).click();
    await expect(page.getByRole('list', { name: 'Blocked members' }).getByText(member.displayName, { exact: true })).toBeVisible();

    const his = await newVisitor(browser);
    try {
      await signIn(his.page, member);
      await expectSignedInHeader(his.page, member);
      await his.page.goto('/live/anna');
      await expect(his.page.getByText(BLOCKED)).toBeVisible();
    } finally {
      await his.context.close();
    }

    const countries = page.getByRole('form', { name: 'Blocked countries' });
    await countries.getByLabel('Filter countries').fill('Germany');
    await countries.getByRole('checkbox', { name: 'Germany' }).check();
    await countries.getByRole('button', { name: 'Save blocked countries' }).click();
    await expect(countries.getByText('Blocked: Germany')).toBeVisible();

    const german = await browser.newContext({ extraHTTPHeaders: { 'x-country-code': 'DE' } });
    const french = await browser.newContext({ extraHTTPHeaders: { 'x-country-code': 'FR' } });
    try {
      for (const context of [german, french]) {
        const tab = await context.newPage();
        await tab.addLocatorHandler(tab.getByRole('dialog', { name: 'Adults only (18+)' }), async () => {
          await tab.getByRole('button', { name: /I am 18 or older/ }).click();
        });
        await tab.goto('/live/anna');
        if (context === german) await expect(tab.getByText(BLOCKED_COUNTRY)).toBeVisible();
        else await expect(tab.getByRole('heading', { name: 'Anna Rivers', exact: true })).toBeVisible();
      }
    } finally {
      await german.close();
      await french.close();
    }
  });
});

test('a member suspends his account with his password and can no longer sign in', async ({ page, request }) => {
  const member = await registerMember(request, 'leaver');
  await signIn(page, member);
  await expectSignedInHeader(page, member);
  await page.goto('/account/settings/account');
  const form = page.getByRole('form', { name: 'Suspend account' });
  await form.getByLabel('Password', { exact: true }).fill('not-my-password');
  await form.getByRole('button', { name: 'Suspend account' }).click();
  await form.getByRole('button', { name: 'Yes, suspend my account' }).click();
  await expect(form.getByText('The password is incorrect. Your account was not suspended.')).toBeVisible();
  await expectSignedInHeader(page, member);

  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Suspend account' }).click();
  await form.getByRole('button', { name: 'Yes, suspend my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();

  await signIn(page, member);
  await expect(page.getByRole('form', { name: 'Sign in' }).getByText('This account has been deactivated')).toBeVisible();
  // his ledger is intact: the API still knows the account, which simply cannot sign in
  await expect(api(request, 'GET', '/users/me', { token: member.token })).rejects.toThrow(/403/);
});

async function unblockAll(request: APIRequestContext, token: string) {
  const { users } = await api<{ users: Array<{ user: { _id: string } }> }>(request, 'GET', '/performers/blocking', { token });
  for (const { user } of users) await api(request, 'DELETE', '/performers/blocking/users', { token, body: { userId: user._id } });
}
