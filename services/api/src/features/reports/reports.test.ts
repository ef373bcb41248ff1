import type { FastifyInstance } from 'fastify';
import { createTestApp, fields, json, login, multipart } from '../../../test/helpers';
import { makeTestVideo } from '../content-assets/content.test-helpers';
import { call, data, idOf, newMember, tokenFor } from '../money/money.test-helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
let admin: string;
let annaToken: string;
let anna: string;
let member: { id: string; token: string; username: string };

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  admin = await login(app, 'user', 'admin');
  annaToken = await tokenFor(app, 'performer', 'anna');
  anna = await idOf(app, 'performer', 'anna');
  member = await newMember(app, 0);
}, 60_000);
afterAll(() => close());

const report = (token: string | undefined, body: Record<string, unknown>) => call(app, 'POST', '/reports', token, body);
const act = (id: string, action: string, reason = 'Checked by the moderators') =>
  call(app, 'POST', `/admin/reports/${id}/action`, admin, { action, reason });
const undo = (id: string) => call(app, 'POST', `/admin/reports/${id}/undo`, admin, { reason: 'Reviewed again' });
const apiPath = (url: string) => url.replace(/^\/api/, '');

async function uploadFreeVideo(title: string): Promise<string> {
  const form = multipart([
    ...fields({ title }),
    { name: 'video', file: { filename: 'clip.mp4', contentType: 'video/mp4', content: await makeTestVideo(1) } },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/performer/performer-assets/videos/upload',
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${annaToken}` },
  });
  return data(res)._id;
}

const publicVideoIds = async () =>
  data(await call(app, 'GET', '/user/performer-assets/videos/search?limit=200')).data.map((v: { _id: string }) => v._id);
const mediaIds = async () => data(await app.inject({ method: 'GET', url: '/media?limit=120' })).data.map((v: { _id: string }) => v._id);

it('takes a report once per member and item, refuses bad input, one’s own content and callers who may not report', async () => {
  const videoId = await uploadFreeVideo('Reported once');
  const first = data(await report(member.token, { targetType: 'video', targetId: videoId, reason: 'spam', details: 'Ads all over' }));
  expect(first).toMatchObject({ duplicate: false });
  expect(data(await report(member.token, { targetType: 'video', targetId: videoId, reason: 'hate' }))).toEqual({ _id: first._id, duplicate: true });

  expect((await report(member.token, { targetType: 'video', targetId: videoId, reason: 'boring' })).statusCode).toBe(400);
  expect((await report(member.token, { targetType: 'poster', targetId: videoId, reason: 'spam' })).statusCode).toBe(400);
  expect((await report(member.token, { targetType: 'video', targetId: '0'.repeat(24), reason: 'spam' })).statusCode).toBe(404);
  expect((await report(member.token, { targetType: 'message', targetId: videoId, reason: 'spam' })).statusCode).toBe(404);
  expect((await report(annaToken, { targetType: 'video', targetId: videoId, reason: 'spam' })).statusCode).toBe(400);
  expect((await report(annaToken, { targetType: 'performer', targetId: anna, reason: 'spam' })).statusCode).toBe(400);
  expect((await report(undefined, { targetType: 'video', targetId: videoId, reason: 'spam' })).statusCode).toBe(403);
  const studio = await tokenFor(app, 'studio', 'studio');
  expect((await report(studio, { targetType: 'video', targetId: videoId, reason: 'spam' })).statusCode).toBe(403);
  expect((await call(app, 'GET', '/admin/reports', member.token)).statusCode).toBe(403);
});

it('hides a reported video from every list, page and link for everyone, and undo brings it back; both in the audit log', async () => {
  const videoId = await uploadFreeVideo('Abusive clip');
  const page = data(await call(app, 'GET', `/user/performer-assets/videos/${videoId}`, member.token));
  const link = apiPath(page.video.url);
  expect((await app.inject({ method: 'GET', url: link, headers: { authorization: `Bearer ${member.token}` } })).statusCode).toBe(200);
  expect(await publicVideoIds()).toContain(videoId); // the public list is cached now
  expect(await mediaIds()).toContain(videoId);

  const other = await newMember(app, 0);
  const { _id: reportId } = data(await report(member.token, { targetType: 'video', targetId: videoId, reason: 'violence' }));
  const { _id: secondId } = data(await report(other.token, { targetType: 'video', targetId: videoId, reason: 'hate' }));

  const queued = data(await call(app, 'GET', '/admin/reports?status=open&targetType=video&limit=100', admin)).data.find(
    (r: { _id: string }) => r._id === reportId,
  );
  expect(queued).toMatchObject({
    reason: 'violence',
    status: 'open',
    reportsOfItem: 2,
    reporter: { role: 'user', username: member.username },
    item: { exists: true, title: 'Abusive clip', owner: { role: 'performer', username: 'anna' }, hidden: false },
  });
  expect(queued.item.imageUrl).toBe(`/uploads/previews/${videoId}.jpg`);

  const hidden = data(await act(reportId, 'hide', 'Graphic violence'));
  expect(hidden).toMatchObject({ status: 'actioned', action: 'hide', actionReason: 'Graphic violence', item: { hidden: true } });
  // one action answers every open report of the item
  expect(data(await call(app, 'GET', `/admin/reports/${secondId}`, admin))).toMatchObject({ status: 'actioned', action: 'hide' });
  expect((await act(reportId, 'dismiss')).statusCode).toBe(400);

  expect(await publicVideoIds()).not.toContain(videoId);
  expect(await mediaIds()).not.toContain(videoId);
  for (const token of [member.token, annaToken, undefined]) {
    expect((await call(app, 'GET', `/user/performer-assets/videos/${videoId}`, token)).statusCode).toBe(404);
  }
  expect((await app.inject({ method: 'GET', url: link, headers: { authorization: `Bearer ${member.token}` } })).statusCode).toBe(410);

  const back = data(await undo(reportId));
  expect(back).toMatchObject({ status: 'open', action: null, item: { hidden: false } });
  expect(await publicVideoIds()).toContain(videoId);
  expect((await app.inject({ method: 'GET', url: link, headers: { authorization: `Bearer ${member.token}` } })).statusCode).toBe(200);

  const log = data(await call(app, 'GET', `/admin/audit-log?targetId=${videoId}`, admin)).data.map((e: { action: string }) => e.action);
  expect(log).toEqual(['report.undo-hide', 'report.hide']);
});

it('shows a reported message with the conversation around it, hides it and puts its text back on undo', async () => {
  const conversation = data(await call(app, 'POST', '/conversations', member.token, { source: 'performer', sourceId: anna }));
  const sent: string[] = [];
  for (const text of ['Hello', 'You are awful, pay me or else', 'Bye']) {
    sent.push(data(await call(app, 'POST', `/messages/conversations/${conversation._id}`, member.token, { text }))._id);
  }
  const { _id: reportId } = data(await report(annaToken, { targetType: 'message', targetId: sent[1], reason: 'harassment' }));
  expect((await report(annaToken, { targetType: 'chat-line', targetId: sent[1], reason: 'harassment' })).statusCode).toBe(404);

  const details = data(await call(app, 'GET', `/admin/reports/${reportId}`, admin));
  expect(details.item.owner).toMatchObject({ role: 'user', username: member.username });
  expect(details.item.context.map((line: { text: string; reported: boolean }) => [line.text, line.reported])).toEqual([
    ['Hello', false],
    ['You are awful, pay me or else', true],
    ['Bye', false],
  ]);
  expect((await act(reportId, 'end-show')).statusCode).toBe(400);

  await act(reportId, 'hide');
  const texts = async () =>
    data(await call(app, 'GET', `/messages/conversations/${conversation._id}`, annaToken)).data.map(
      (m: { _id: string; text: string; isDeleted: boolean }) => [m._id, m.isDeleted],
    );
  expect(await texts()).toContainEqual([sent[1], true]);
  const hiddenView = data(await call(app, 'GET', `/admin/reports/${reportId}`, admin));
  expect(hiddenView.item).toMatchObject({ hidden: true, title: 'You are awful, pay me or else' });

  await undo(reportId);
  expect(await texts()).toContainEqual([sent[1], false]);
  expect(data(await call(app, 'GET', `/admin/reports/${reportId}`, admin)).item.context[1].text).toBe('You are awful, pay me or else');
});

it('suspends the account behind a report with the reason e-mailed, and undo reactivates it', async () => {
  const offender = await newMember(app, 0);
  const conversation = data(await call(app, 'POST', '/conversations', offender.token, { source: 'performer', sourceId: anna }));
  const message = data(await call(app, 'POST', `/messages/conversations/${conversation._id}`, offender.token, { text: 'Spam spam spam' }));
  const { _id: reportId } = data(await report(annaToken, { targetType: 'message', targetId: message._id, reason: 'spam' }));

  expect(data(await act(reportId, 'suspend', 'Spam in private messages'))).toMatchObject({ status: 'actioned', action: 'suspend' });
  const account = data(await call(app, 'GET', `/admin/accounts/user/${offender.id}`, admin)).account;
  expect(account).toMatchObject({ status: 'inactive', suspensionReason: 'Spam in private messages' });
  const [mail] = json(await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(account.email)}` })).data;
  expect(mail).toMatchObject({ template: 'account-suspended' });
  expect(mail.text).toContain('Reason: Spam in private messages');

  await undo(reportId);
  expect(data(await call(app, 'GET', `/admin/accounts/user/${offender.id}`, admin)).account.status).toBe('active');
});

it('ends nothing when the performer is not live, and dismissing leaves the item as it is', async () => {
  const { _id: reportId } = data(await report(member.token, { targetType: 'live-room', targetId: anna, reason: 'other', details: 'Loud music' }));
  expect((await act(reportId, 'end-show')).statusCode).toBe(400);
  expect((await act(reportId, 'hide')).statusCode).toBe(400);
  expect(data(await act(reportId, 'dismiss'))).toMatchObject({ status: 'dismissed', action: 'dismiss', item: { exists: true, live: false } });
  expect(data(await undo(reportId))).toMatchObject({ status: 'open' });
});
