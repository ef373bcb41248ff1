import crypto from 'node:crypto';
import path from 'node:path';
import { expect, test } from '../support/test';
import { MEMBER, PASSWORD, type DemoAccount } from '../support/accounts';
import { finishShows, setStreamingSettings } from '../support/api';
import { expectVideoPlaying, goLive, newVisitor } from '../support/live';
import { header, signIn } from '../support/platform';
import { adminToken } from '../support/two-factor';
import { enterFromHeader, inBackOffice } from '../support/back-office';

// The operator's back office makes a newcomer a performer: she registers with her documents, the admin approves
// her in /admin, she reads the decision in her e-mail, goes live with the fake camera and a member watches her.

const fixtures = path.join(__dirname, '..', 'fixtures');

test('a newcomer registers as a performer with documents, the admin approves her in /admin, she goes live and a member watches', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const suffix = crypto.randomBytes(3).toString('hex');
  const newcomer: DemoAccount = { label: 'newcomer', role: 'performer', username: `vera${suffix}`, landing: '/live', name: /Vera/ };
  const email = `${newcomer.username}@example.test`;
  const firstName = `Vera${suffix}`;

  // 1. She registers with her two documents.
  await page.goto('/auth/register/performer');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill('Newcomer');
  await form.getByLabel('Gender').selectOption('female');
  await form.getByLabel('Date of birth').fill('1999-03-04');
  await form.getByLabel('Username').fill(newcomer.username);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await form.getByLabel('Verification document').setInputFiles(path.join(fixtures, 'model-release.pdf'));
  await form.getByLabel('Photo ID').setInputFiles(path.join(fixtures, 'id-card.png'));
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Your account has been created.')).toBeVisible();

  // 2. The admin (signed in with his second factor) finds her in the queue and opens her ID document.
  await inBackOffice(browser, await adminToken(request), async (admin, backOffice) => {
    await enterFromHeader(admin);
    await expect(admin).toHaveURL(/\/admin\/verification$/);
    const card = backOffice.getByRole('article', { name: new RegExp(firstName) });
    await expect(card).toBeVisible();
    const idLink = card.getByRole('link', { name: 'ID document' });
    const idAnswer = await admin.request.get(new URL((await idLink.getAttribute('href')) ?? '', admin.url()).href);
    expect(idAnswer.status(), 'the admin opens her ID document through its signed link').toBe(200);
    const anonymous = await request.get(new URL((await idLink.getAttribute('href')) ?? '', admin.url()).href);
    expect(anonymous.status(), 'nobody else opens it').toBe(403);

    await card.getByRole('button', { name: new RegExp(`^Approve ${firstName}`) }).click();
    await expect(admin.getByText(new RegExp(`${firstName} Newcomer is approved`))).toBeVisible();
    await admin.goto('/admin/audit-log');
    await expect(backOffice.getByRole('table', { name: 'Audit log' })).toContainText('verification.approve');
  });

  // 3. She finds the decision in her e-mail (the development outbox), signs in, sees the notice and goes live.
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
        const body = (await res.json()) as { data?: Array<{ subject: string }> };
        return (body.data ?? []).map((mail) => mail.subject).join(' | ');
      },
      { timeout: 15_000 },
    )
    .toMatch(/account is verified/);
  await setStreamingSettings(request, { optionForBroadcast: 'webrtc' });
  try {
    await signIn(page, newcomer);
    await expect(page.getByText('Your account is verified')).toBeVisible();
    await goLive(page);

    // 4. A member watches her.
    const member = await newVisitor(browser);
    try {
      await signIn(member.page, MEMBER);
      await expect(header(member.page)).toContainText(MEMBER.name);
      await member.page.goto(`/live/${newcomer.username}`);
      await expectVideoPlaying(member.page.getByTestId('live-video'));
    } finally {
      await member.context.close();
    }
  } finally {
    await finishShows(request, newcomer);
  }
});
