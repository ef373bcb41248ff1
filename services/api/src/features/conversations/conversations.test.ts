import type { FastifyInstance } from 'fastify';
import { bearer, createTestApp, json, login } from '../../../test/helpers';
import { newMember } from '../money/money.test-helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
let member: Record<string, string>;
let anna: Record<string, string>;
let bella: Record<string, string>;
let studio: Record<string, string>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  member = bearer(await login(app, 'user', 'member'));
  anna = bearer(await login(app, 'performer', 'anna'));
  bella = bearer(await login(app, 'performer', 'bella'));
  studio = bearer(await login(app, 'studio', 'studio'));
  ids.member = json(await app.inject({ method: 'GET', url: '/users/me', headers: member })).data._id;
  for (const name of ['anna', 'bella', 'carmen', 'gina']) {
    ids[name] = json(await app.inject({ method: 'GET', url: `/performers/${name}/view` })).data._id;
  }
});
afterAll(() => close());

const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });
const list = async (headers: Record<string, string>, query = '') => {
  const res = await get(`/conversations${query}`, headers);
  expect(res.statusCode).toBe(200);
  return json(res).data as { data: any[]; total: number };
};
const start = (headers: Record<string, string>, payload: object) => app.inject({ method: 'POST', url: '/conversations', headers, payload });

describe('GET /conversations', () => {
  it("lists the member's seeded conversations, newest message first, with the other party and unread counts", async () => {
    const page = await list(member);
    expect(page.total).toBe(2);
    expect(page.data.map((c) => c.recipientInfo.username)).toEqual(['bella', 'anna']);
    expect(page.data[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      type: 'private',
      name: '',
      recipients: expect.arrayContaining([
        { source: 'user', sourceId: ids.member },
        { source: 'performer', sourceId: ids.bella },
      ]),
      lastMessage: expect.stringContaining('Sailor Moon'),
      lastSenderId: ids.bella,
      lastMessageCreatedAt: expect.any(String),
      streamId: null,
      performerId: null,
      recipientInfo: {
        _id: ids.bella,
        avatar: '/uploads/seed/avatars/bella.svg',
        displayName: 'Bella Moretti',
        username: 'bella',
        isPerformer: true,
      },
      totalNotSeenMessages: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(page.data.map((c) => c.totalNotSeenMessages)).toEqual([1, 1]);
  });

  it("shows the performer's side with the member as recipient and no unread", async () => {
    const page = await list(anna);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({
      recipientInfo: { _id: ids.member, displayName: 'Max', username: 'member', isPerformer: false },
      totalNotSeenMessages: 0,
    });
    expect((await list(studio)).total).toBe(0);
  });

  it('pages with limit/offset, searches by the other party (also on /conversations/search)', async () => {
    const first = await list(member, '?limit=1');
    const second = await list(member, '?limit=1&offset=1');
    expect(first.total).toBe(2);
    expect([first.data[0].recipientInfo.username, second.data[0].recipientInfo.username]).toEqual(['bella', 'anna']);
    const asc = await list(member, '?sortBy=lastMessageCreatedAt&sort=asc');
    expect(asc.data.map((c) => c.recipientInfo.username)).toEqual(['anna', 'bella']);
    const search = await get('/conversations/search?q=Rivers', member);
    expect(json(search).data.data.map((c: any) => c.recipientInfo.username)).toEqual(['anna']);
    expect((await list(member, '?q=nobody')).total).toBe(0);
  });

  it('answers 403 without a token and 400 for a bad query', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/conversations' });
    expect(anonymous.statusCode).toBe(403);
    expect(json(anonymous)).toEqual({ statusCode: 403, message: 'Forbidden resource' });
    const bad = await get('/conversations?limit=abc&offset=-1', member);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toEqual([
      { property: 'limit', constraints: { isInt: 'limit must be an integer number' } },
      { property: 'offset', constraints: { min: 'offset must not be less than 0' } },
    ]);
  });
});

describe('POST /conversations', () => {
  it('creates a private conversation once and finds it afterwards from either side', async () => {
    const created = await start(member, { source: 'performer', sourceId: ids.gina });
    expect(created.statusCode).toBe(200);
    const conversation = json(created).data;
    expect(conversation).toMatchObject({
      type: 'private',
      lastMessage: '',
      lastMessageCreatedAt: null,
      totalNotSeenMessages: 0,
      recipientInfo: { username: 'gina' },
    });
    const again = await start(member, { source: 'performer', sourceId: ids.gina });
    expect(json(again).data._id).toBe(conversation._id);
    const gina = bearer(await login(app, 'performer', 'gina'));
    const fromGina = await start(gina, { source: 'user', sourceId: ids.member });
    expect(json(fromGina).data).toMatchObject({ _id: conversation._id, recipientInfo: { username: 'member' } });
    // a conversation without messages sorts by its creation time: the newest
    expect((await list(member)).data[0]._id).toBe(conversation._id);
  });

  it('finds the seeded conversation instead of making a second one', async () => {
    const seeded = (await list(member, '?q=anna')).data[0];
    const res = await start(member, { source: 'performer', sourceId: ids.anna });
    expect(json(res).data._id).toBe(seeded._id);
    expect(json(res).data.totalNotSeenMessages).toBe(1);
  });

  it('refuses a bad shape, oneself and unknown accounts', async () => {
    const bad = await start(member, { source: 'admin', sourceId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message.map((i: any) => i.property)).toEqual(['source', 'sourceId']);
    const missing = await start(member, {});
    expect(json(missing).message).toEqual([
      { property: 'source', constraints: { isNotEmpty: 'source should not be empty' } },
      { property: 'sourceId', constraints: { isNotEmpty: 'sourceId should not be empty' } },
    ]);
    const self = await start(member, { source: 'user', sourceId: ids.member });
    expect(self.statusCode).toBe(400);
    expect(json(self).message[0].property).toBe('sourceId');
    const unknown = await start(member, { source: 'performer', sourceId: ids.member }); // a user id is no performer
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Account not found');
    expect((await app.inject({ method: 'POST', url: '/conversations', payload: { source: 'performer', sourceId: ids.anna } })).statusCode).toBe(403);
  });
});

describe('GET /conversations/{id}', () => {
  it('shows a conversation to its participants only', async () => {
    const id = (await list(member, '?q=bella')).data[0]._id;
    const own = await get(`/conversations/${id}`, member);
    expect(own.statusCode).toBe(200);
    expect(json(own).data).toMatchObject({ _id: id, recipientInfo: { username: 'bella' }, totalNotSeenMessages: 1 });
    const other = await get(`/conversations/${id}`, bella);
    expect(json(other).data).toMatchObject({ _id: id, recipientInfo: { username: 'member' }, totalNotSeenMessages: 0 });
    const stranger = await get(`/conversations/${id}`, anna);
    expect(stranger.statusCode).toBe(403);
    expect(json(stranger)).toEqual({ statusCode: 403, message: 'Forbidden resource' });
    const unknown = await get('/conversations/0123456789abcdef01234567', member);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ statusCode: 404, message: 'Conversation not found', error: 'Not Found' });
    const bad = await get('/conversations/not-an-id', member);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toEqual([{ property: 'id', constraints: { matches: 'id must be a valid id' } }]);
  });
});

describe('a member the performer blocked', () => {
  it('cannot start a conversation with her, nor reopen the one they had: 403 with the tip refusal wording', async () => {
    const m = await newMember(app, 0);
    const headers = bearer(m.token);
    const blocked = { statusCode: 403, message: 'This performer has blocked you', error: 'Forbidden' };
    const block = (performerId: string) =>
      app.ctx.db.query('INSERT INTO performer_blocks (performer_id, user_id) VALUES ($1, $2)', [performerId, m.id]);

    // blocked before any conversation: none is created
    await block(ids.gina);
    const fresh = await start(headers, { source: 'performer', sourceId: ids.gina });
    expect(fresh.statusCode).toBe(403);
    expect(json(fresh)).toEqual(blocked);
    expect((await list(headers)).total).toBe(0);

    // blocked after a conversation: the member cannot find or create it through this route any more
    expect((await start(headers, { source: 'performer', sourceId: ids.carmen })).statusCode).toBe(200);
    await block(ids.carmen);
    const again = await start(headers, { source: 'performer', sourceId: ids.carmen });
    expect(again.statusCode).toBe(403);
    expect(json(again)).toEqual(blocked);
    // other performers are unaffected, and the performer can still open the conversation from her side
    expect((await start(headers, { source: 'performer', sourceId: ids.anna })).statusCode).toBe(200);
    const carmen = bearer(await login(app, 'performer', 'carmen'));
    expect((await start(carmen, { source: 'user', sourceId: m.id })).statusCode).toBe(200);
  });
});
