import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ADMIN_PASSWORD, type DemoAccount } from '../support/accounts';
import { api } from '../support/api';
import { header, pathOf, signIn } from '../support/platform';
import { adminToken, freshCode, registerPerformer, secretOf } from '../support/two-factor';

// A performer turns on two-factor sign-in in her account settings, then signs in with a code from her
// authenticator app (computed here from the secret the page showed), and with a recovery code, which works once.

const signOut = async (page: Page) => {
  await header(page).getByRole('button', { name: 'Log out' }).click();
  await expect(header(page).getByRole('button', { name: 'Log out' })).toHaveCount(0);
};

const secondStep = (page: Page) => page.getByRole('form', { name: 'Two-factor code' });

async function answerSecondStep(page: Page, code: string) {
  const step = secondStep(page);
  await step.getByLabel('Code or recovery code').fill(code);
  await step.getByRole('button', { name: 'Verify' }).click();
}

test('two-factor sign-in: enrol in account settings, sign in with a code, a recovery code works once and never again', async ({ page, request }) => {
  const { username } = await registerPerformer(request, 'twofa');
  const performer: DemoAccount = { label: 'new performer', role: 'performer', username, landing: '/', name: /Tessa/ };

  await signIn(page, performer);
  await expect(header(page).getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.goto('/account/settings/account');
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(section.getByText('Two-factor sign-in is off.')).toBeVisible();
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

  // the QR code, the key and the otpauth link are shown once; the test is the authenticator app
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const otpauthUrl = (await section.getByRole('link', { name: /Open in an authenticator app/ }).getAttribute('href')) ?? '';
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
  const authenticator = { secret: secretOf(otpauthUrl), lastStep: 0, recoveryCodes: [] as string[] };
  await expect(section.getByLabel('Secret key')).toHaveText(authenticator.secret);
  await section.getByLabel('Code from the app').fill(freshCode(authenticator));
  await section.getByRole('button', { name: 'Turn on' }).click();

  const codes = section.getByRole('list', { name: 'Recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await codes.getByRole('listitem').allTextContents();
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText('Two-factor sign-in is on. 10 recovery codes left.')).toBeVisible();

  // a password alone no longer signs in: the code from the app does
  await signOut(page);
  await signIn(page, performer);
  await expect(secondStep(page)).toBeVisible();
  await answerSecondStep(page, freshCode(authenticator));
  await expect(header(page).getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect.poll(() => pathOf(page)).toBe(performer.landing);
  // the session cookie was set by the server, out of page script's reach
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
  expect(cookie?.httpOnly, 'the session cookie is HttpOnly').toBe(true);

  // a recovery code signs in once
  await signOut(page);
  await signIn(page, performer);
  await answerSecondStep(page, recoveryCodes[0]);
  await expect(header(page).getByRole('button', { name: 'Log out' })).toBeVisible();

  // and never again
  await signOut(page);
  await signIn(page, performer);
  await answerSecondStep(page, recoveryCodes[0]);
  await expect(secondStep(page).getByRole('alert')).toContainText('The code is not correct');
  await expect(header(page).getByRole('button', { name: 'Log out' })).toHaveCount(0);
});

test("the admin signs in only with his second factor, and only he reads staff accounts' mail in the outbox", async ({ request }) => {
  // an e-mailed code is not enough: the login answers a challenge, never a token
  await api(request, 'POST', '/auth/code/send', { body: { email: 'admin@demo.local' } });
  const anonymous = await api<Array<{ to: string }>>(request, 'GET', '/dev/outbox?to=admin@demo.local');
  expect(anonymous, 'staff mail shown without the admin signed in').toEqual([]);
  const answer = await api<{ token?: string; twoFactorRequired?: boolean }>(request, 'POST', '/auth/code/login', {
    body: { username: 'admin', password: ADMIN_PASSWORD },
  });
  expect(answer.token).toBeUndefined();
  expect(answer.twoFactorRequired).toBe(true);

  // the journeys' helper enrols him once per run and signs him in with codes from the same authenticator
  const token = await adminToken(request);
  const mails = await api<Array<{ to: string }>>(request, 'GET', '/dev/outbox?to=admin@demo.local', { token });
  expect(mails.length).toBeGreaterThan(0);
});
