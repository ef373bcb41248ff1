import type { FastifyInstance } from 'fastify';
import type { EncoderSettings, EncoderStartResponse } from '@platform/shared/contract';
import { call, data, newMember } from '../money/money.test-helpers';
import { keepAccounts, resetPerformers, useStreamingTestApp } from '../streaming/streaming.test-helpers';

jest.setTimeout(60_000);

const SECRET = 'stub-secret';
let app: FastifyInstance;
const t: Record<string, string> = {};
const ids: Record<string, string> = {};

useStreamingTestApp({ MEDIA_SECRET: SECRET, RTMP_PORT: '19350' }, async (started) => {
  ({ app } = started);
  await keepAccounts(app, 'performer', ['anna', 'bella', 'nina'], t, ids);
  await resetPerformers(app, [ids.anna, ids.bella]);
});
afterEach(async () => {
  await call(app, 'GET', '/streaming/finish', t.anna);
});

const settings = async (who: string) => data<EncoderSettings>(await call(app, 'GET', '/streaming/encoder', t[who]));
const start = (kind: string, key: string, secret = SECRET) =>
  call(app, 'POST', '/streaming/encoder/start', undefined, { kind, key }, { 'x-media-secret': secret });

describe('encoder keys', () => {
  it('shows each performer her own WHIP token and RTMP key, the same on every read, to her only', async () => {
    const anna = await settings('anna');
    expect(anna).toEqual({
      whipPath: '/WebRTCAppEE/whip',
      whipToken: expect.stringMatching(/^whip_[A-Za-z0-9_-]{32}$/),
      rtmpUrl: 'rtmp://127.0.0.1:19350/live',
      rtmpKey: expect.stringMatching(/^rtmp_[A-Za-z0-9_-]{32}$/),
    });
    expect(await settings('anna')).toEqual(anna);
    const bella = await settings('bella');
    expect(bella.rtmpKey).not.toBe(anna.rtmpKey);

    expect((await call(app, 'GET', '/streaming/encoder')).statusCode).toBe(403);
    const member = await newMember(app, 0);
    expect((await call(app, 'GET', '/streaming/encoder', member.token)).statusCode).toBe(403);
    // the database keeps a hash and a sealed copy, never the key
    const { rows } = await app.ctx.db.query<Record<string, string>>('SELECT * FROM encoder_keys WHERE performer_id = $1', [ids.anna]);
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toContain(anna.rtmpKey.slice(5));
  });

  it('starts her public show for the media server with a right key, and refuses a wrong, revoked or cross-kind one', async () => {
    const { rtmpKey, whipToken } = await settings('anna');
    const res = await start('rtmp', rtmpKey);
    expect(res.statusCode).toBe(200);
    const show = data<EncoderStartResponse>(res);
    expect(show).toEqual({ streamId: expect.any(String), streamName: 'anna live', publishToken: expect.any(String), performerId: ids.anna });
    const status = await app.ctx.db.query<{ streaming_status: string }>('SELECT streaming_status FROM performers WHERE id = $1', [ids.anna]);
    expect(status.rows[0].streaming_status).toBe('public');
    // the WHIP token starts the same running show (resumed, like Go live again)
    expect(data<EncoderStartResponse>(await start('whip', whipToken)).streamId).toBe(show.streamId);

    expect((await start('rtmp', whipToken)).statusCode).toBe(401);
    expect((await start('rtmp', `${rtmpKey}x`)).statusCode).toBe(401);
    expect((await start('rtmp', rtmpKey, 'wrong-secret')).statusCode).toBe(403);
    expect((await call(app, 'POST', '/streaming/encoder/start', undefined, { kind: 'rtmp', key: rtmpKey })).statusCode).toBe(403);
  });

  it('a performer who is not verified yet has keys, but her encoder cannot take her live (403, as Go live)', async () => {
    const { rtmpKey } = await settings('nina');
    expect((await start('rtmp', rtmpKey)).statusCode).toBe(403);
  });

  it('a new key revokes the old one at once and leaves the other kind alone', async () => {
    const before = await settings('anna');
    const res = await call(app, 'POST', '/streaming/encoder/rtmp/rotate', t.anna);
    expect(res.statusCode).toBe(200);
    const after = data<EncoderSettings>(res);
    expect(after.rtmpKey).not.toBe(before.rtmpKey);
    expect(after.whipToken).toBe(before.whipToken);
    expect((await start('rtmp', before.rtmpKey)).statusCode).toBe(401);
    expect((await start('rtmp', after.rtmpKey)).statusCode).toBe(200);
    expect((await call(app, 'POST', '/streaming/encoder/other/rotate', t.anna)).statusCode).toBe(400);
  });
});
