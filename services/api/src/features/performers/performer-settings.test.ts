import type { FastifyInstance } from 'fastify';
import { bearer, multipart, pdfPart, fields, type Part, useTestApp } from '../../../test/helpers';
import { call, data, tokenFor } from '../money/money.test-helpers';
import { BROADCAST_SETTING_EMPTY } from './performer-settings.routes';

// The settings a performer changes herself: prices, delivery, status text, documents.

let app: FastifyInstance;
let anna: string;

useTestApp(async (started) => {
  ({ app } = started);
  anna = await tokenFor(app, 'performer', 'anna');
});

const me = async () => data(await call(app, 'GET', '/performers/me', anna));
const upload = (url: string, parts: Part[], token = anna) => {
  const form = multipart(parts);
  return app.inject({ method: 'POST', url, headers: { ...bearer(token), ...form.headers }, payload: form.payload });
};

describe('POST /performers/default-price/update', () => {
  it('sets her private and group prices (15–50 in steps of 5), shown on her profile', async () => {
    const res = await call(app, 'POST', '/performers/default-price/update', anna, { privateCallPrice: 45, groupCallPrice: 15 });
    expect(res.statusCode).toBe(200);
    expect(data(res)).toMatchObject({ privateCallPrice: 45, groupCallPrice: 15 });
    expect(data(await call(app, 'GET', '/performers/anna/view'))).toMatchObject({ privateCallPrice: 45, groupCallPrice: 15 });
    // one of the two is enough
    expect(data(await call(app, 'POST', '/performers/default-price/update', anna, { groupCallPrice: 50 }))).toMatchObject({
      privateCallPrice: 45,
      groupCallPrice: 50,
    });
  });

  it('refuses other prices with a clear message and changes nothing', async () => {
    const cases: Array<[object, Record<string, string>]> = [
      [{ privateCallPrice: 10 }, { min: 'privateCallPrice must not be less than 15' }],
      [{ privateCallPrice: 55 }, { max: 'privateCallPrice must not be greater than 50' }],
      [{ groupCallPrice: 17 }, { isDivisibleBy: 'groupCallPrice must be a multiple of 5' }],
    ];
    for (const [body, constraints] of cases) {
      const res = await call(app, 'POST', '/performers/default-price/update', anna, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual([{ property: Object.keys(body)[0], constraints }]);
    }
    expect((await call(app, 'POST', '/performers/default-price/update', anna, {})).statusCode).toBe(400);
    expect(await me()).toMatchObject({ privateCallPrice: 45, groupCallPrice: 50 });
    const member = await tokenFor(app, 'user', 'member');
    expect((await call(app, 'POST', '/performers/default-price/update', member, { privateCallPrice: 20 })).statusCode).toBe(403);
  });
});

describe('POST /performers/broadcast-setting/update', () => {
  it('keeps her delivery options over the site ones, and her group show size', async () => {
    expect((await me()).broadcastSetting).toEqual({ optionForBroadcast: 'hls', optionForPrivate: 'hls', optionForGroup: 'hls' });
    const res = await call(app, 'POST', '/performers/broadcast-setting/update', anna, { optionForPrivate: 'webrtc', maxParticipantsAllowed: 8 });
    expect(res.statusCode).toBe(200);
    expect(data(res)).toMatchObject({
      broadcastSetting: { optionForBroadcast: 'hls', optionForPrivate: 'webrtc', optionForGroup: 'hls' },
      maxParticipantsAllowed: 8,
    });
    expect((await me()).broadcastSetting.optionForPrivate).toBe('webrtc');
  });

  it('refuses unknown options and the platform-wide secureOption', async () => {
    const bad = await call(app, 'POST', '/performers/broadcast-setting/update', anna, { optionForBroadcast: 'rtmp' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual([
      { property: 'optionForBroadcast', constraints: { isEnum: 'optionForBroadcast must be one of the following values: hls, webrtc' } },
    ]);
    const secure = await call(app, 'POST', '/performers/broadcast-setting/update', anna, { secureOption: true });
    expect(secure.statusCode).toBe(400);
    expect(secure.json().message).toBe(BROADCAST_SETTING_EMPTY);
    expect((await me()).broadcastSetting.optionForPrivate).toBe('webrtc');
  });
});

describe('POST /performers/streaming-status/update', () => {
  it('sets her status text, shown in the search and on her profile', async () => {
    expect(data(await call(app, 'POST', '/performers/streaming-status/update', anna, { status: '  Back at 9 pm!  ' })).statusMessage).toBe(
      'Back at 9 pm!',
    );
    const found = data(await call(app, 'GET', '/performers/search?q=anna')).data.find((p: { username: string }) => p.username === 'anna');
    expect(found.statusMessage).toBe('Back at 9 pm!');
    expect(data(await call(app, 'GET', '/performers/anna/view')).statusMessage).toBe('Back at 9 pm!');
    expect((await call(app, 'POST', '/performers/streaming-status/update', anna, { status: 'x'.repeat(101) })).statusCode).toBe(400);
    expect(data(await call(app, 'POST', '/performers/streaming-status/update', anna, { status: '' })).statusMessage).toBe('');
  });
});

describe('performer documents', () => {
  it('stores documents and the release form privately and points her profile at them', async () => {
    const doc = await upload('/performers/documents/upload', [pdfPart('file')]);
    expect(doc.statusCode).toBe(200);
    expect(data(doc)).toMatchObject({ type: 'documentVerification', mimeType: 'application/pdf', originalName: 'file.pdf' });
    expect(data(doc)).not.toHaveProperty('url');
    const id = await upload('/performers/documents/upload', [...fields({ type: 'idVerification' }), pdfPart('file')]);
    expect(data(id).type).toBe('idVerification');
    const release = await upload('/performers/release-form/upload', [pdfPart('file')]);
    expect(data(release).type).toBe('releaseForm');

    expect(await me()).toMatchObject({ documentVerification: data(doc)._id, idVerification: data(id)._id, releaseForm: data(release)._id });
    // never on her public profile
    expect(JSON.stringify(data(await call(app, 'GET', '/performers/anna/view')))).not.toContain(data(release)._id);
  });

  it('refuses a wrong type, a missing file and other files clearly', async () => {
    const badType = await upload('/performers/documents/upload', [...fields({ type: 'passport' }), pdfPart('file')]);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message[0].constraints.isEnum).toBe(
      'type must be one of the following values: documentVerification, idVerification, releaseForm',
    );
    const releaseOnly = await upload('/performers/release-form/upload', [...fields({ type: 'idVerification' }), pdfPart('file')]);
    expect(releaseOnly.statusCode).toBe(400);
    expect((await upload('/performers/documents/upload', fields({ type: 'idVerification' }))).statusCode).toBe(400);
    const text = await upload('/performers/documents/upload', [
      { name: 'file', file: { filename: 'a.txt', contentType: 'text/plain', content: Buffer.from('hello there') } },
    ]);
    expect(text.statusCode).toBe(400);
    const member = await tokenFor(app, 'user', 'member');
    expect((await upload('/performers/release-form/upload', [pdfPart('file')], member)).statusCode).toBe(403);
  });
});

describe('GET /streaming/webrtc/config?performerId=', () => {
  it("answers that performer's delivery options over the site's", async () => {
    const annaId = (await me())._id;
    await call(app, 'POST', '/performers/broadcast-setting/update', anna, { optionForGroup: 'webrtc' });
    const site = data(await call(app, 'GET', '/streaming/webrtc/config'));
    const hers = data(await call(app, 'GET', `/streaming/webrtc/config?performerId=${annaId}`));
    expect(site.optionForGroup).toBe('hls');
    expect(hers).toMatchObject({ optionForGroup: 'webrtc', optionForBroadcast: site.optionForBroadcast });
  });
});
