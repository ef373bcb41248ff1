import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { io as connect } from 'socket.io-client';
import { BLOCKED_BY_PERFORMER_TEXT, BLOCKED_IN_COUNTRY_TEXT } from '@platform/shared/contract';
import { baseUrl, createTestApp } from '../../../test/helpers';
import { call, data, idOf, newMember, tokenFor } from '../money/money.test-helpers';
import { emitAck, mediaStub } from '../streaming/streaming.test-helpers';

// What a blocked member, and a visitor from a blocked country, see when they try to reach her. The country comes
// from the proxy's header here (TRUSTED_COUNTRY_HEADER=cf-ipcountry); geo-country.test.ts covers the IP database.

jest.setTimeout(60_000);

let app: FastifyInstance;
let close: () => Promise<void>;
let stub: Awaited<ReturnType<typeof mediaStub>>;
let annaId: string;
let annaToken: string;

beforeAll(async () => {
  stub = await mediaStub();
  process.env.MEDIA_URL = stub.url;
  process.env.MEDIA_SECRET = 'stub-secret';
  ({ app, close } = await createTestApp({ trustedCountryHeader: 'cf-ipcountry' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  annaId = await idOf(app, 'performer', 'anna');
  annaToken = await tokenFor(app, 'performer', 'anna');
});
afterAll(async () => {
  await close();
  await stub.close();
});
afterEach(async () => {
  await call(app, 'GET', '/streaming/finish', annaToken);
  await call(app, 'POST', '/performers/blocking/update', annaToken, { countries: [] });
});

const expectRefused = (res: LightMyRequestResponse, message: string) => {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ statusCode: 403, message, error: 'Forbidden' });
};
const searchNames = async (token?: string, headers: Record<string, string> = {}) =>
  data<{ data: { username: string }[] }>(await call(app, 'GET', '/performers/search?q=anna', token, undefined, headers)).data.map((p) => p.username);
const liveNames = async (token?: string, headers: Record<string, string> = {}) =>
  data<{ data: { username: string }[] }>(await call(app, 'GET', '/streaming/active', token, undefined, headers)).data.map((p) => p.username);

describe('a member she blocked', () => {
  it('does not find her, cannot open her profile, her room, her shows, nor tip her: each time with the same clear message', async () => {
    const member = await newMember(app, 200);
    const other = await newMember(app, 200);
    await call(app, 'POST', '/streaming/live', annaToken);
    expect(await searchNames(member.token)).toContain('anna');
    expect(await liveNames(member.token)).toContain('anna');

    expect((await call(app, 'POST', '/performers/blocking/update', annaToken, { userIds: [member.id] })).statusCode).toBe(200);

    expect(await searchNames(member.token)).not.toContain('anna');
    expect(await liveNames(member.token)).not.toContain('anna');
    expectRefused(await call(app, 'GET', '/performers/anna/view', member.token), BLOCKED_BY_PERFORMER_TEXT);
    expect(data(await call(app, 'GET', `/performers/${annaId}/check-blocking`, member.token))).toEqual({
      isBlocked: true,
      reason: 'member',
      message: BLOCKED_BY_PERFORMER_TEXT,
    });
    expectRefused(await call(app, 'POST', `/streaming/join/${annaId}`, member.token), BLOCKED_BY_PERFORMER_TEXT);
    expectRefused(await call(app, 'POST', `/streaming/private-chat/${annaId}`, member.token), BLOCKED_BY_PERFORMER_TEXT);
    expectRefused(await call(app, 'POST', `/member/send-tip-token/${annaId}`, member.token, { token: 5 }), BLOCKED_BY_PERFORMER_TEXT);

    // everybody else still finds and reaches her
    expect(await searchNames(other.token)).toContain('anna');
    expect((await call(app, 'GET', '/performers/anna/view', other.token)).statusCode).toBe(200);
    expect(data(await call(app, 'GET', `/performers/${annaId}/check-blocking`, other.token))).toEqual({ isBlocked: false });
    expect((await call(app, 'POST', `/member/send-tip-token/${annaId}`, other.token, { token: 5 })).statusCode).toBe(200);
  });
});

describe('a visitor from a country she blocked', () => {
  const fromGermany = { 'cf-ipcountry': 'DE' };
  const fromFrance = { 'cf-ipcountry': 'FR' };

  it('stores her countries (upper case, sorted), answers them, and refuses unknown codes clearly', async () => {
    const saved = data(await call(app, 'POST', '/performers/blocking/update', annaToken, { countries: ['us', 'DE', 'de'] }));
    expect(saved.countries).toEqual(['DE', 'US']);
    expect(data(await call(app, 'GET', '/performers/blocking', annaToken)).countries).toEqual(['DE', 'US']);
    // the country list is replaced, the member list is untouched
    expect(data(await call(app, 'POST', '/performers/blocking/update', annaToken, { countries: ['DE'] })).countries).toEqual(['DE']);

    const unknown = await call(app, 'POST', '/performers/blocking/update', annaToken, { countries: ['QQ'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toEqual([{ property: 'countries', constraints: { isISO31661Alpha2: 'Unknown country code: QQ' } }]);
    const malformed = await call(app, 'POST', '/performers/blocking/update', annaToken, { countries: ['Germany'] });
    expect(malformed.statusCode).toBe(400);
    expect(JSON.stringify(malformed.json().message)).toContain('must be a two-letter country code');
    const empty = await call(app, 'POST', '/performers/blocking/update', annaToken, {});
    expect(empty.statusCode).toBe(400);
    expect(data(await call(app, 'GET', '/performers/blocking', annaToken)).countries).toEqual(['DE']);
  });

  it('does not find her and is refused her profile, room, shows and tips; other countries are not affected', async () => {
    const german = await newMember(app, 200);
    await call(app, 'POST', '/streaming/live', annaToken);
    await call(app, 'POST', '/performers/blocking/update', annaToken, { countries: ['DE'] });

    // a visitor (no account) and a member, both from Germany
    expect(await searchNames(undefined, fromGermany)).not.toContain('anna');
    expect(await searchNames(german.token, fromGermany)).not.toContain('anna');
    expect(await liveNames(undefined, fromGermany)).not.toContain('anna');
    expectRefused(await call(app, 'GET', '/performers/anna/view', undefined, undefined, fromGermany), BLOCKED_IN_COUNTRY_TEXT);
    expect(data(await call(app, 'GET', `/performers/${annaId}/check-blocking`, undefined, undefined, fromGermany))).toEqual({
      isBlocked: true,
      reason: 'country',
      message: BLOCKED_IN_COUNTRY_TEXT,
    });
    expectRefused(await call(app, 'POST', `/streaming/join/${annaId}`, undefined, undefined, fromGermany), BLOCKED_IN_COUNTRY_TEXT);
    expectRefused(await call(app, 'POST', `/streaming/private-chat/${annaId}`, german.token, undefined, fromGermany), BLOCKED_IN_COUNTRY_TEXT);
    expectRefused(await call(app, 'POST', `/member/send-tip-token/${annaId}`, german.token, { token: 5 }, fromGermany), BLOCKED_IN_COUNTRY_TEXT);
    const conversationWithAnna = { source: 'performer', sourceId: annaId };
    expectRefused(await call(app, 'POST', '/conversations', german.token, conversationWithAnna, fromGermany), BLOCKED_IN_COUNTRY_TEXT);

    expect(await searchNames(undefined, fromFrance)).toContain('anna');
    expect(await liveNames(undefined, fromFrance)).toContain('anna');
    expect((await call(app, 'GET', '/performers/anna/view', undefined, undefined, fromFrance)).statusCode).toBe(200);
    expect((await call(app, 'POST', `/streaming/join/${annaId}`, undefined, undefined, fromFrance)).statusCode).toBe(200);
    // the same member from another country reaches her again
    expect((await call(app, 'POST', `/member/send-tip-token/${annaId}`, german.token, { token: 5 }, fromFrance)).statusCode).toBe(200);
    const conversation = data<{ _id: string }>(await call(app, 'POST', '/conversations', german.token, conversationWithAnna, fromFrance));
    // …and back in Germany he cannot write in the conversation they already have
    const text = { text: 'Hallo' };
    expectRefused(await call(app, 'POST', `/messages/conversations/${conversation._id}`, german.token, text, fromGermany), BLOCKED_IN_COUNTRY_TEXT);
    expect((await call(app, 'POST', `/messages/conversations/${conversation._id}`, german.token, text, fromFrance)).statusCode).toBe(200);
  });

  it('cannot enter her public room over the socket either', async () => {
    const live = data(await call(app, 'POST', '/streaming/live', annaToken));
    await call(app, 'POST', '/performers/blocking/update', annaToken, { countries: ['DE'] });
    const open = (headers: Record<string, string>) =>
      new Promise<ReturnType<typeof connect>>((resolve, reject) => {
        const socket = connect(baseUrl(app), { path: '/socket.io', transports: ['websocket'], reconnection: false, extraHeaders: headers });
        socket.on('connect', () => resolve(socket));
        socket.on('connect_error', reject);
      });
    const german = await open(fromGermany);
    const french = await open(fromFrance);
    try {
      expect(await emitAck(german, 'public-stream/join', { conversationId: live.conversation._id })).toEqual({
        ok: false,
        conversationId: live.conversation._id,
        message: BLOCKED_IN_COUNTRY_TEXT,
      });
      expect(await emitAck(french, 'public-stream/join', { conversationId: live.conversation._id })).toEqual({
        ok: true,
        conversationId: live.conversation._id,
      });
    } finally {
      german.close();
      french.close();
    }
  });
});
