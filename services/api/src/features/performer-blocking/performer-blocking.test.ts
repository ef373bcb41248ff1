import type { FastifyInstance } from 'fastify';
import { BLOCKED_BY_PERFORMER_TEXT } from '@platform/shared/contract';
import { bearer, createTestApp, json, login } from '../../../test/helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
let anna: Record<string, string>;
let member: Record<string, string>;
let memberId: string;
let annaId: string;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  anna = bearer(await login(app, 'performer', 'anna'));
  member = bearer(await login(app, 'user', 'member'));
  memberId = json(await app.inject({ method: 'GET', url: '/users/me', headers: member })).data._id;
  annaId = json(await app.inject({ method: 'GET', url: '/performers/anna/view' })).data._id;
});
afterAll(() => close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers, payload });
const startConversation = () => call('POST', '/conversations', member, { source: 'performer', sourceId: annaId });
const checkBlocking = async () => json(await call('GET', `/performers/${annaId}/check-blocking`, member)).data.isBlocked;

it('a performer blocks a member: he is listed, refused a conversation with a clear message, and unblocking lets him in again', async () => {
  expect((await startConversation()).statusCode).toBe(200);
  expect(await checkBlocking()).toBe(false);

  const blocked = await call('POST', '/performers/blocking/update', anna, { userIds: [memberId] });
  expect(blocked.statusCode).toBe(200);
  expect(json(blocked).data.users).toEqual([expect.objectContaining({ user: expect.objectContaining({ _id: memberId, username: 'member' }) })]);
  // blocking twice changes nothing
  expect(json(await call('POST', '/performers/blocking/update', anna, { userIds: [memberId] })).data.users).toHaveLength(1);
  expect(json(await call('GET', '/performers/blocking', anna)).data.users).toHaveLength(1);
  expect(await checkBlocking()).toBe(true);

  const refused = await startConversation();
  expect(refused.statusCode).toBe(403);
  expect(json(refused).message).toBe(BLOCKED_BY_PERFORMER_TEXT);

  const unblocked = await call('DELETE', '/performers/blocking/users', anna, { userId: memberId });
  expect(json(unblocked).data.users).toEqual([]);
  expect(await checkBlocking()).toBe(false);
  expect((await startConversation()).statusCode).toBe(200);
});

it('answers unknown members, bad ids and other roles clearly', async () => {
  const unknown = await call('POST', '/performers/blocking/update', anna, { userIds: ['0123456789abcdef01234567'] });
  expect(unknown.statusCode).toBe(404);
  expect(json(unknown).message).toBe('Member not found');
  expect((await call('POST', '/performers/blocking/update', anna, { userIds: [] })).statusCode).toBe(400);
  expect((await call('POST', '/performers/blocking/update', anna, { userIds: ['x'] })).statusCode).toBe(400);
  const notBlocked = await call('DELETE', '/performers/blocking/users', anna, { userId: memberId });
  expect(notBlocked.statusCode).toBe(404);
  expect(json(notBlocked).message).toBe('This member is not blocked');
  expect((await call('GET', '/performers/blocking', member)).statusCode).toBe(403);
  expect((await call('POST', '/performers/blocking/update', member, { userIds: [memberId] })).statusCode).toBe(403);
  expect((await call('GET', '/performers/blocking', {})).statusCode).toBe(403);
});
