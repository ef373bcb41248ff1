import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { rememberSession } from '../support/a11y';
import { apiToken, registerMember, SITE_ORIGIN } from '../support/api';
import { adminToken } from '../support/two-factor';
import { inBackOffice } from '../support/back-office';

// A member reports a video, the admin hides it in /admin: it is gone for everyone and its file link no longer
// works; Undo brings it back.

const clip = path.join(__dirname, '..', 'fixtures', 'studio-clip.mp4');

/** A free video of anna's of its own (so hiding it touches no other journey). */
async function uploadFreeVideo(request: APIRequestContext, title: string): Promise<string> {
  const token = await apiToken(request, 'performer', 'anna');
  const res = await request.post('/api/performer/performer-assets/videos/upload', {
    headers: { Origin: SITE_ORIGIN, Authorization: `Bearer ${token}` },
    multipart: { title, video: { name: 'clip.mp4', mimeType: 'video/mp4', buffer: fs.readFileSync(clip) } },
    timeout: 60_000,
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

/** The link a signed-out visitor's page gets for the video's file (signing in as anna left her cookie in `request`). */
async function visitorFileUrl(visitor: APIRequestContext, id: string): Promise<string> {
  const page = (await (await visitor.get(`/api/user/performer-assets/videos/${id}`)).json()) as { data: { video: { url?: string } } };
  return page.data.video.url ?? '';
}

test('a member reports a video, the admin hides it in /admin: gone for everyone, its file link 410; undo brings it back', async ({
  page,
  browser,
  request,
  playwright,
}) => {
  test.setTimeout(180_000);
  const title = `Reported clip ${crypto.randomBytes(3).toString('hex')}`;
  const id = await uploadFreeVideo(request, title);
  // a signed-out visitor's own request context: `request` carries session cookies
  const visitor = await playwright.request.newContext({ baseURL: SITE_ORIGIN });
  const video = { id, fileUrl: await visitorFileUrl(visitor, id) };
  expect(video.fileUrl, 'a free video has a link for anyone').toMatch(/\/api\/files\/protected\//);
  expect((await visitor.get(video.fileUrl)).status()).toBe(200);

  // 1. The member reports it from its page.
  const member = await registerMember(request, 'reporter');
  await rememberSession(page.context(), member.token, 'user');
  await page.goto(`/videos/${video.id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('button', { name: `Report ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Report to the moderators' });
  await dialog.getByLabel('Reason').selectOption({ label: 'Violence' });
  await dialog.getByLabel('More details (optional)').fill('Graphic violence from the first second');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you: the moderators will look at it.')).toBeVisible();

  // 2. The admin finds it in the queue with its poster and hides it.
  await inBackOffice(browser, await adminToken(request), async (admin, backOffice) => {
    await admin.goto('/admin/reports');
    const card = backOffice.getByRole('article', { name: `Video: ${title}` });
    await expect(card).toContainText('Graphic violence from the first second');
    await expect(card.getByRole('img', { name: `Picture of ${title}` })).toBeVisible();
    await card.getByRole('button', { name: `Hide: ${title}` }).click();
    const confirm = admin.getByRole('dialog', { name: `Hide ${title}` });
    await confirm.getByRole('textbox').fill('Graphic violence');
    await confirm.getByRole('button', { name: 'Hide' }).click();
    await expect(admin.getByText('Hidden for everyone.')).toBeVisible();

    // 3. Gone for everyone: the page, the list, and the file link.
    await page.goto(`/videos/${video.id}`);
    await expect(page.getByText('Video not found')).toBeVisible();
    const anonymousList = (await (await request.get(`/api/user/performer-assets/videos/search?q=${encodeURIComponent(title)}`)).json()) as {
      data: { total: number };
    };
    expect(anonymousList.data.total).toBe(0);
    expect((await visitor.get(video.fileUrl)).status()).toBe(410);

    // 4. Undo brings it back.
    await backOffice.getByLabel('Status').selectOption({ label: 'Acted on' });
    const decided = backOffice.getByRole('article', { name: `Video: ${title}` });
    await decided.getByRole('button', { name: `Undo: ${title}` }).click();
    const undo = admin.getByRole('dialog', { name: `Undo the decision on ${title}` });
    await undo.getByRole('textbox').fill('Reviewed again: a film scene');
    await undo.getByRole('button', { name: 'Undo' }).click();
    await expect(admin.getByText('The decision was undone; the report is open again.')).toBeVisible();
  });
  await page.goto(`/videos/${video.id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  expect((await visitor.get(video.fileUrl)).status()).toBe(200);
  await visitor.dispose();
});
