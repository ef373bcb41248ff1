import crypto from 'node:crypto';
import { adultPopup, expect, test } from '../support/test';
import { api } from '../support/api';
import { newVisitor } from '../support/live';
import { header } from '../support/platform';
import { adminToken } from '../support/two-factor';
import { enterFromHeader, inBackOffice } from '../support/back-office';

// The operator edits what every visitor sees in the back office's Site content: the 18+ popup's text changed in
// /admin is what the next new visitor is asked to accept, without a restart and without waiting for a cache.

test('the admin changes the 18+ popup text in /admin and a fresh visitor sees it at once', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const before = await api(request, 'GET', '/admin/content/settings', { token });
  const words = `Adults only, checked ${crypto.randomBytes(3).toString('hex')}`;
  try {
    await inBackOffice(browser, token, async (admin, backOffice) => {
      await enterFromHeader(admin);
      await backOffice.getByRole('link', { name: 'Site content' }).click();
      await expect(admin).toHaveURL(/\/admin\/content\/settings$/);
      const popupText = backOffice.getByLabel('Popup text (English)');
      await expect(popupText).toHaveValue(String(before.popupContent18Plus));
      await popupText.fill(`<p>${words}</p>`);
      await backOffice.getByRole('button', { name: 'Save' }).click();
      await expect(admin.getByText('Saved. Visitors see it on their next page load.')).toBeVisible();

      // A visitor who never answered the popup (a fresh browser, no cookies, no storage) is asked with the new text.
      const visitor = await browser.newContext();
      try {
        const page = await visitor.newPage();
        await page.goto('/');
        const popup = adultPopup(page);
        await expect(popup).toBeVisible();
        await expect(popup.getByText(words)).toBeVisible();
      } finally {
        await visitor.close();
      }

      // The change is in the audit log with what it was before.
      const log = await api<{ data: Array<{ action: string; after: Record<string, string> }> }>(request, 'GET', '/admin/audit-log?action=content', {
        token,
      });
      expect(log.data[0]).toMatchObject({ action: 'content.settings', after: { popupContent18Plus: `<p>${words}</p>` } });
    });
  } finally {
    // Other journeys read the seeded text.
    await api(request, 'PUT', '/admin/content/settings', { token, body: before });
  }
});

test('maintenance mode shows the operator’s message to visitors while the admin keeps the back office and turns it off', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const before = await api(request, 'GET', '/admin/content/settings', { token });
  const message = `Back at six ${crypto.randomBytes(3).toString('hex')}`;
  try {
    await inBackOffice(browser, token, async (admin, backOffice) => {
      await admin.goto('/admin/content/settings');
      await backOffice.getByLabel(/^Maintenance mode/).check();
      await backOffice.getByLabel('Maintenance message (English)').fill(message);
      await backOffice.getByRole('button', { name: 'Save' }).click();
      await expect(admin.getByText('Saved. Visitors see it on their next page load.')).toBeVisible();

      const visitor = await newVisitor(browser);
      try {
        await visitor.page.goto('/performers');
        await expect(visitor.page.getByRole('heading', { name: "We'll be back soon" })).toBeVisible();
        await expect(visitor.page.getByText(message)).toBeVisible();

        // The admin's next page load still opens the back office, where he turns maintenance off.
        await admin.reload();
        await backOffice.getByLabel(/^Maintenance mode/).uncheck();
        await backOffice.getByRole('button', { name: 'Save' }).click();
        await expect(admin.getByText('Saved. Visitors see it on their next page load.')).toBeVisible();
        await visitor.page.reload();
        await expect(header(visitor.page)).toBeVisible();
        await expect(visitor.page.getByText(message)).toHaveCount(0);
      } finally {
        await visitor.context.close();
      }
    });
  } finally {
    await api(request, 'PUT', '/admin/content/settings', { token, body: before });
  }
});
