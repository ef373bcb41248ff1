import type { FastifyInstance } from 'fastify';
import { json, login, useAdminTestApp } from '../../../test/helpers';
import { hashPassword } from '../../core/passwords';
import { call, data, idOf, newMember } from '../money/money.test-helpers';
import { setPasswordHash } from '../accounts/accounts.repository';

let app: FastifyInstance;
let admin: string;

useAdminTestApp((started) => ({ app, admin } = started));

const search = async (query: string) => data(await call(app, 'GET', `/admin/accounts?${query}`, admin));
const usernames = (page: { data: Array<{ username: string }> }) => page.data.map((a) => a.username);

it('searches every account by role, status, e-mail or username and registration day', async () => {
  expect(usernames(await search('q=anna'))).toContain('anna');
  const performers = await search('role=performer&limit=100');
  expect(performers.data.every((a: { role: string }) => a.role === 'performer')).toBe(true);
  expect(performers.total).toBeGreaterThan(3);
  const studio = (await search('q=studio@demo.local')).data[0];
  expect(studio).toMatchObject({ role: 'studio', username: 'studio', status: 'active' });
  const staff = (await search('q=admin&role=user')).data.find((a: { username: string }) => a.username === 'admin');
  expect(staff).toMatchObject({ staff: true });
  const today = new Date().toISOString().slice(0, 10);
  expect((await search(`fromDate=${today}&toDate=${today}&limit=100`)).total).toBeGreaterThan(0);
  expect((await search('fromDate=2000-01-01&toDate=2000-01-02')).total).toBe(0);
  expect((await call(app, 'GET', '/admin/accounts?role=admin', admin)).statusCode).toBe(400);
  expect((await call(app, 'GET', '/admin/accounts?fromDate=yesterday', admin)).statusCode).toBe(400);
});

it('opens an account with its purchases and shows, and the back office actions on it', async () => {
  const memberId = await idOf(app, 'user', 'member');
  const details = data(await call(app, 'GET', `/admin/accounts/user/${memberId}`, admin));
  expect(details.account).toMatchObject({ username: 'member', role: 'user' });
  expect(details.history.some((h: { kind: string; tokens: number }) => h.kind === 'purchase' && h.tokens > 0)).toBe(true);
  expect((await call(app, 'GET', `/admin/accounts/performer/${memberId}`, admin)).statusCode).toBe(404);
});

it('suspends with a reason (its token stops working, it cannot sign in, it is told by e-mail), reactivates, and both are in the log', async () => {
  const { id, username } = await newMember(app, 10);
  await setPasswordHash(app.ctx.db, 'user', id, await hashPassword('demo1234'));
  const token = await login(app, 'user', username);
  expect((await call(app, 'GET', '/users/me', token)).statusCode).toBe(200);
  const member = await login(app, 'user', 'member');
  expect((await call(app, 'POST', `/admin/accounts/user/${id}/suspend`, member, { reason: 'spam' })).statusCode).toBe(403);
  expect((await call(app, 'POST', `/admin/accounts/user/${id}/suspend`, admin, { reason: ' ' })).statusCode).toBe(400);

  const suspended = data(await call(app, 'POST', `/admin/accounts/user/${id}/suspend`, admin, { reason: 'Spam in chats' }));
  expect(suspended).toMatchObject({ status: 'inactive', suspensionReason: 'Spam in chats' });
  expect((await call(app, 'GET', '/users/me', token)).statusCode).toBeGreaterThanOrEqual(401);
  await expect(login(app, 'user', username)).rejects.toThrow(/deactivated/);
  expect((await call(app, 'POST', `/admin/accounts/user/${id}/suspend`, admin, { reason: 'again' })).statusCode).toBe(400);
  const mail = json(await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(suspended.email)}` })).data[0];
  expect(mail.text).toContain('Reason: Spam in chats');

  expect(data(await call(app, 'POST', `/admin/accounts/user/${id}/reactivate`, admin, { reason: 'Appeal accepted' }))).toMatchObject({
    status: 'active',
    suspensionReason: null,
  });
  expect((await login(app, 'user', username)).length).toBeGreaterThan(10);

  const adminId = await idOf(app, 'user', 'admin');
  expect((await call(app, 'POST', `/admin/accounts/user/${adminId}/suspend`, admin, { reason: 'no' })).statusCode).toBe(400);

  const audit = data(await call(app, 'GET', `/admin/accounts/user/${id}`, admin)).audit;
  expect(audit.map((e: { action: string; reason: string }) => [e.action, e.reason])).toEqual([
    ['account.reactivate', 'Appeal accepted'],
    ['account.suspend', 'Spam in chats'],
  ]);
  expect(audit[1]).toMatchObject({ before: { status: 'active' }, after: { status: 'inactive' } });
});

it('signs an account out everywhere and resets its second factor, each written to the audit log', async () => {
  const { id, token } = await newMember(app, 0);
  expect(data(await call(app, 'POST', `/admin/accounts/user/${id}/sign-out-everywhere`, admin)).username).toBeTruthy();
  expect((await call(app, 'GET', '/users/me', token)).statusCode).toBe(401);
  expect((await call(app, 'POST', `/admin/accounts/${id}/two-factor/reset`, admin)).statusCode).toBe(200);
  const log = data(await call(app, 'GET', `/admin/audit-log?action=account&limit=2`, admin));
  expect(log.data.map((e: { action: string; targetId: string }) => [e.action, e.targetId])).toEqual([
    ['account.two-factor-reset', id],
    ['account.sign-out-everywhere', id],
  ]);
});
