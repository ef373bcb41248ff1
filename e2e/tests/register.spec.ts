import path from 'node:path';
import { expect, test } from '../support/test';

const fixtures = path.join(__dirname, '..', 'fixtures');

test('a performer registers with verification documents and the verification e-mail lands in the outbox', async ({ page, request }) => {
  const username = `e2e${Date.now().toString(36)}`;
  const email = `${username}@example.test`;
  await page.goto('/auth/register/performer');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill('Eva');
  await form.getByLabel('Last name').fill('Tester');
  await form.getByLabel('Gender').selectOption('female');
  await form.getByLabel('Date of birth').fill('1998-05-17');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('secret123');
  await form.getByLabel('Confirm password').fill('secret123');
  await form.getByLabel('Verification document').setInputFiles(path.join(fixtures, 'model-release.pdf'));
  await form.getByLabel('Photo ID').setInputFiles(path.join(fixtures, 'id-card.png'));
  await form.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText('Your account has been created.')).toBeVisible();

  // The API's dev outbox (newest first) holds the verification e-mail for this address.
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
        if (!res.ok()) return `HTTP ${res.status()}`;
        const body = (await res.json()) as { data?: Array<{ to: string; subject: string }> } | Array<{ to: string; subject: string }>;
        const mails = Array.isArray(body) ? body : (body.data ?? []);
        return mails
          .filter((m) => m.to === email)
          .map((m) => m.subject)
          .join(' | ');
      },
      { timeout: 15_000 },
    )
    .toMatch(/verif/i);
});
