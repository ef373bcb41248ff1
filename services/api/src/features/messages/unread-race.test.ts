import type { FastifyInstance } from 'fastify';
import { bearer, createTestApp, json, login, record, socketOpener, until } from '../../../test/helpers';
import { newMember } from '../money/money.test-helpers';

// Unread counts stay exact when many sends (from both sides, several senders) and reads hit the same rows at once.

let app: FastifyInstance;
let close: () => Promise<void>;
let sockets: ReturnType<typeof socketOpener>;
const PERFORMERS = ['anna', 'bella', 'carmen', 'gina'];
const performers: Array<{ name: string; id: string; headers: Record<string, string> }> = [];
const members: Array<{ id: string; headers: Record<string, string>; token: string }> = [];
/** conversation id by `${member index}:${performer name}` */
const conversations = new Map<string, string>();

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  await app.listen({ port: 0, host: '127.0.0.1' });
  sockets = socketOpener(app);
  for (const name of PERFORMERS) {
    const id = json(await app.inject({ method: 'GET', url: `/performers/${name}/view` })).data._id;
    performers.push({ name, id, headers: bearer(await login(app, 'performer', name)) });
  }
  for (let i = 0; i < 3; i++) {
    const m = await newMember(app, 0);
    members.push({ id: m.id, token: m.token, headers: bearer(m.token) });
    for (const p of performers) {
      const res = await app.inject({
        method: 'POST',
        url: '/conversations',
        headers: bearer(m.token),
        payload: { source: 'performer', sourceId: p.id },
      });
      conversations.set(`${i}:${p.name}`, json(res).data._id);
    }
  }
});
afterAll(async () => {
  sockets.closeAll();
  await close();
});

const send = (headers: Record<string, string>, conversationId: string, text: string) =>
  app.inject({ method: 'POST', url: `/messages/conversations/${conversationId}`, headers, payload: { text } });
const readAll = (headers: Record<string, string>, conversationId: string) =>
  app.inject({ method: 'POST', url: '/messages/read-all', headers, payload: { conversationId } });
const totalUnread = async (headers: Record<string, string>) =>
  json(await app.inject({ method: 'GET', url: '/messages/total-unread', headers })).data.total as number;
/** The account's conversations as the list shows them: id → totalNotSeenMessages. */
const perConversation = async (headers: Record<string, string>) => {
  const page = json(await app.inject({ method: 'GET', url: '/conversations?limit=200', headers })).data;
  return new Map<string, number>(page.data.map((c: any) => [c._id, c.totalNotSeenMessages]));
};
const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);
/** Per conversation of the account: messages from the other party it has not read (deleted ones are not counted). */
const unreadMarks = async (source: string, id: string) => {
  const { rows } = await app.ctx.db.query<{ conversation_id: string; n: number }>(
    `SELECT p.conversation_id, count(m.id)::int AS n FROM conversation_participants p
       LEFT JOIN messages m ON m.conversation_id = p.conversation_id AND m.read_at IS NULL AND NOT m.is_deleted
        AND NOT (m.sender_source = p.source AND m.sender_id = p.source_id)
     WHERE p.source = $1 AND p.source_id = $2 GROUP BY p.conversation_id`,
    [source, id],
  );
  return new Map(rows.map((row) => [row.conversation_id, row.n]));
};
const deleteMessage = (headers: Record<string, string>, id: string) => app.inject({ method: 'DELETE', url: `/messages/${id}`, headers });
/** Messages in the member's conversations not written by her: all unread while she reads nothing. */
const countFromOthers = async (memberId: string) => {
  const { rows } = await app.ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM messages m JOIN conversation_participants p ON p.conversation_id = m.conversation_id
     WHERE p.source = 'user' AND p.source_id = $1 AND NOT (m.sender_source = 'user' AND m.sender_id = $1)`,
    [memberId],
  );
  return rows[0].n;
};
/** Every performer writes `perPair` messages to every member, and every member `back` messages to every performer, all at once. */
const burst = (perPair: number, back: number, tag: string) =>
  Promise.all(
    members.flatMap((m, i) =>
      performers.flatMap((p) => {
        const id = conversations.get(`${i}:${p.name}`)!;
        return [
          ...Array.from({ length: perPair }, (_, k) => send(p.headers, id, `${tag} ${p.name}→${i} #${k}`)),
          ...Array.from({ length: back }, (_, k) => send(m.headers, id, `${tag} ${i}→${p.name} #${k}`)),
        ];
      }),
    ),
  );

it('concurrent sends from several senders, both ways, with no reads: every total is exactly what was sent', async () => {
  const performerBefore = await Promise.all(performers.map((p) => totalUnread(p.headers)));
  const memberSockets = await Promise.all(members.map((m) => sockets.open(m.token)));
  const pushed = memberSockets.map((socket) => record<{ total: number }>(socket, 'nofify_read_messages_in_conversation'));

  const answers = await burst(8, 5, 'first');
  expect(answers.map((res) => res.statusCode)).toEqual(Array(answers.length).fill(200));

  for (const [i, m] of members.entries()) {
    const total = await totalUnread(m.headers);
    const counts = await perConversation(m.headers);
    expect(total).toBe(PERFORMERS.length * 8);
    expect([...counts.values()]).toEqual(Array(PERFORMERS.length).fill(8));
    expect(sum(counts.values())).toBe(total);
    expect(await countFromOthers(m.id)).toBe(total);
    // the member's tabs end on the true total, whatever order the pushes of concurrent sends ran in
    await until(() => pushed[i].length === PERFORMERS.length * 8);
    expect(pushed[i].at(-1)).toEqual({ total });
  }
  for (const [j, p] of performers.entries()) {
    const total = await totalUnread(p.headers);
    expect(total).toBe(performerBefore[j] + members.length * 5);
    expect(sum((await perConversation(p.headers)).values())).toBe(total);
  }
});

it('sends racing read-alls: totals always equal the sum over conversations, reads end at 0, later sends count exactly', async () => {
  const memberSockets = await Promise.all(members.map((m) => sockets.open(m.token)));
  const pushed = memberSockets.map((socket) => record<{ total: number; conversationId?: string }>(socket, 'nofify_read_messages_in_conversation'));
  const reads = members.flatMap((m, i) =>
    performers.flatMap((p) => Array.from({ length: 3 }, () => readAll(m.headers, conversations.get(`${i}:${p.name}`)!))),
  );
  const answers = await Promise.all([burst(6, 0, 'race'), ...reads]);
  expect(answers.flat().every((res) => res.statusCode === 200)).toBe(true);

  for (const [i, m] of members.entries()) {
    const total = await totalUnread(m.headers);
    const counts = await perConversation(m.headers);
    expect(sum(counts.values())).toBe(total);
    // a read resets a conversation; what came after it is counted, never more than was sent in the race
    for (const count of counts.values()) expect(count).toBeGreaterThanOrEqual(0);
    for (const count of counts.values()) expect(count).toBeLessThanOrEqual(6);
    // the count agrees with the messages' own read marks, conversation by conversation
    expect(await unreadMarks('user', m.id)).toEqual(counts);
    await until(() => pushed[i].length === PERFORMERS.length * 6 + PERFORMERS.length * 3);
    expect(pushed[i].at(-1)!.total).toBe(total);

    // each answer is the total when its read was counted; the one counted last sees every read done
    const afterReads = await Promise.all(performers.map((p) => readAll(m.headers, conversations.get(`${i}:${p.name}`)!)));
    expect(afterReads.map((res) => json(res).data.total)).toContain(0);
    await until(() => pushed[i].at(-1)?.total === 0);
    expect(await totalUnread(m.headers)).toBe(0);
    expect([...(await perConversation(m.headers)).values()]).toEqual(Array(PERFORMERS.length).fill(0));
  }

  await burst(2, 0, 'after');
  for (const m of members) {
    expect(await totalUnread(m.headers)).toBe(PERFORMERS.length * 2);
    expect([...(await perConversation(m.headers)).values()]).toEqual(Array(PERFORMERS.length).fill(2));
  }
});

it('deleting messages while they are read: an unread one leaves the count, a read one does not; counts and marks agree', async () => {
  const anna = performers[0];
  const member = members[0];
  const id = conversations.get(`0:${anna.name}`)!;
  await readAll(member.headers, id);
  const sent = (await Promise.all(Array.from({ length: 12 }, (_, k) => send(anna.headers, id, `delete race #${k}`)))).map(
    (res) => json(res).data._id,
  );
  expect((await perConversation(member.headers)).get(id)).toBe(12);

  // she deletes half while he reads twice, all at once
  const answers = await Promise.all([
    ...sent.filter((_, k) => k % 2 === 0).map((messageId) => deleteMessage(anna.headers, messageId)),
    readAll(member.headers, id),
    readAll(member.headers, id),
  ]);
  expect(answers.every((res) => res.statusCode === 200)).toBe(true);
  const counts = await perConversation(member.headers);
  expect(await unreadMarks('user', member.id)).toEqual(counts);

  // settled: 3 new ones, one of them deleted before he reads → 2; after reading, a deleted read one changes nothing
  await readAll(member.headers, id);
  const [first, second] = await Promise.all([1, 2, 3].map((k) => send(anna.headers, id, `settled #${k}`).then((res) => json(res).data._id)));
  expect((await perConversation(member.headers)).get(id)).toBe(3);
  const socket = await sockets.open(member.token);
  const pushed = record<{ total: number }>(socket, 'nofify_read_messages_in_conversation');
  expect((await deleteMessage(anna.headers, second)).statusCode).toBe(200);
  expect((await perConversation(member.headers)).get(id)).toBe(2);
  await until(() => pushed.length > 0);
  expect(pushed.at(-1)!.total).toBe(await totalUnread(member.headers));
  await readAll(member.headers, id);
  expect((await deleteMessage(anna.headers, first)).statusCode).toBe(200);
  expect((await perConversation(member.headers)).get(id)).toBe(0);
  expect(await unreadMarks('user', member.id)).toEqual(await perConversation(member.headers));
});
