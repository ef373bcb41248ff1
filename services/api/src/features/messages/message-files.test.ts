import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bearer, json, multipart, PDF, record, sleep, until, type Part, type SocketOpener } from '../../../test/helpers';
import { idOf } from '../money/money.test-helpers';
import { messageLinkSubject } from './messages.service';
import { useMessagingTestApp } from './messages.test-helpers';

let app: FastifyInstance;
let sockets: SocketOpener;
let tokens: Record<string, string>;
const auth = (name: string) => bearer(tokens[name]);
let conversationId: string;
let photo: Buffer;
const LIMIT = 64 * 1024;

useMessagingTestApp(
  async (chat) => {
    ({ app, sockets, tokens } = chat);
    conversationId = chat.conversationWith.anna;
    photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 40, b: 90 } } })
      .png()
      .toBuffer();
  },
  { messageFileMaxBytes: LIMIT },
);

const upload = (who: string, file: Part['file'] | null, values: Record<string, string>) => {
  const parts: Part[] = Object.entries(values).map(([name, value]) => ({ name, value }));
  if (file) parts.push({ name: 'file', file });
  const form = multipart(parts);
  return app.inject({ method: 'POST', url: '/messages/private/file', headers: { ...auth(who), ...form.headers }, payload: form.payload });
};
const send = (who: string, file: Part['file'] | null, extra: Record<string, string> = {}) => upload(who, file, { conversationId, ...extra });
// attachment URLs carry the public API prefix; the test app is reached without it
const fetchFile = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: url.replace(/^\/api/, ''), headers });
const messageCount = async () =>
  json(await app.inject({ method: 'GET', url: `/messages/conversations/${conversationId}`, headers: auth('member') })).data.total;
/** A message as one party is served it (its attachment links are signed for her). */
const viewOf = async (who: string, id: string) =>
  json(await app.inject({ method: 'GET', url: `/messages/conversations/${conversationId}?limit=200`, headers: auth(who) })).data.data.find(
    (m: any) => m._id === id,
  );
const signedLink = (id: string) => new RegExp(`^/api/messages/${id}/file\\?viewer=[^&]+&expires=\\d+&signature=[\\w-]+$`);
const unread = async (who: string) => json(await app.inject({ method: 'GET', url: '/messages/total-unread', headers: auth(who) })).data.total;

describe('POST /messages/private/file', () => {
  it('an image (named anything) becomes a photo message with a WebP preview, delivered like a text message', async () => {
    const annaSocket = await sockets.open(tokens.anna);
    const memberOtherTab = await sockets.open(tokens.member);
    const created = record(annaSocket, 'message_created');
    const ownTab = record(memberOtherTab, 'message_created');
    const unreadEvents = record(annaSocket, 'nofify_read_messages_in_conversation');
    const before = await unread('anna');

    const res = await send('member', { filename: 'holiday.jpg', contentType: 'application/octet-stream', content: photo }, { text: '  Look!  ' });
    expect(res.statusCode).toBe(200);
    const message = json(res).data;
    const url = message.file.url;
    expect(url).toMatch(signedLink(message._id));
    expect(message).toMatchObject({
      conversationId,
      type: 'photo',
      text: 'Look!',
      imageUrl: url,
      file: { url, thumbnailUrl: `${url}&size=thumb`, name: 'holiday.jpg', size: photo.length, mimeType: 'image/png' },
      isDeleted: false,
    });
    await until(() => created.length === 1 && ownTab.length === 1 && unreadEvents.length === 1);
    // anna gets the same message with links signed for her
    const forAnna = created[0];
    expect(forAnna.file.url).toMatch(signedLink(message._id));
    expect(forAnna.file.url).not.toBe(url);
    expect({ ...forAnna, file: undefined, imageUrl: undefined }).toEqual({ ...message, file: undefined, imageUrl: undefined });
    expect(ownTab).toEqual([message]);
    expect(unreadEvents).toEqual([{ total: before + 1 }]);
    expect(await unread('anna')).toBe(before + 1);
    const conversation = json(await app.inject({ method: 'GET', url: `/conversations/${conversationId}`, headers: auth('anna') })).data;
    expect(conversation.lastMessage).toBe('Look!');

    const full = await fetchFile(forAnna.file.url, auth('anna'));
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/png');
    expect(full.rawPayload.equals(photo)).toBe(true);
    const thumb = await fetchFile(message.file.thumbnailUrl, auth('member'));
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480, height: 320 });
  });

  it('a PDF, a text file and a ZIP (detected by content) become file messages; a file without caption previews its name', async () => {
    const text = Buffer.from('Plan for Friday:\n- salsa\n- café ☕\n');
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(60, 1)]);
    for (const [file, mimeType] of [
      [{ filename: 'contract.exe', contentType: 'application/x-msdownload', content: PDF }, 'application/pdf'],
      [{ filename: 'plan.txt', contentType: 'text/plain', content: text }, 'text/plain'],
      [{ filename: 'photos.zip', contentType: 'application/zip', content: zip }, 'application/zip'],
    ] as const) {
      const res = await send('member', file);
      expect(res.statusCode).toBe(200);
      const message = json(res).data;
      expect(message).toMatchObject({ type: 'file', text: '', file: { name: file.filename, size: file.content.length, mimeType } });
      expect(message.imageUrl).toBeUndefined();
      expect(message.file.thumbnailUrl).toBeUndefined();
      const served = await fetchFile((await viewOf('anna', message._id)).file.url, auth('anna'));
      expect(served.rawPayload.equals(file.content)).toBe(true);
      const conversation = json(await app.inject({ method: 'GET', url: `/conversations/${conversationId}`, headers: auth('anna') })).data;
      expect(conversation.lastMessage).toBe(`File: ${file.filename}`);
      if (mimeType === 'text/plain') {
        expect(served.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(served.headers['content-security-policy']).toContain('sandbox');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
      }
    }
  });

  it('refuses other types (whatever the name says), unreadable images and text that turns binary, storing nothing', async () => {
    const count = await messageCount();
    const typeText = 'file must be an image (JPEG, PNG, WebP or GIF), a PDF, a plain-text file or a ZIP archive';
    const exe = Buffer.concat([Buffer.from('MZ\u0090\u0000'), Buffer.alloc(200)]);
    const refusedType = await send('member', { filename: 'cute.png', contentType: 'image/png', content: exe });
    expect(refusedType.statusCode).toBe(400);
    expect(json(refusedType).message).toEqual([{ property: 'file', constraints: { isFileType: typeText } }]);
    const lateBinary = Buffer.concat([Buffer.from('a'.repeat(2000)), Buffer.from([0, 1, 2, 3])]);
    const refusedText = await send('member', { filename: 'notes.txt', contentType: 'text/plain', content: lateBinary });
    expect(json(refusedText).message).toEqual([{ property: 'file', constraints: { isFileType: typeText } }]);
    const brokenPng = Buffer.concat([photo.subarray(0, 40), Buffer.alloc(100)]);
    const refusedImage = await send('member', { filename: 'broken.png', contentType: 'image/png', content: brokenPng });
    expect(refusedImage.statusCode).toBe(400);
    expect(json(refusedImage).message).toBe('file could not be read as an image');
    expect(await messageCount()).toBe(count);
  });

  it('answers 413 with the limit above MESSAGE_FILE_MAX_BYTES', async () => {
    const count = await messageCount();
    const res = await send('member', { filename: 'big.txt', contentType: 'text/plain', content: Buffer.alloc(LIMIT + 1, 'a') });
    expect(res.statusCode).toBe(413);
    expect(json(res)).toEqual({
      statusCode: 413,
      message: 'Request Entity Too Large',
      error: 'Payload Too Large',
      detail: 'file is too large: the maximum file size is 64 KB',
    });
    expect(await messageCount()).toBe(count);
  });

  it('answers 400 for a missing file or conversationId, 403 for a stranger, 404 for an unknown conversation', async () => {
    const missingFile = await send('member', null);
    expect(json(missingFile).message).toEqual([{ property: 'file', constraints: { isNotEmpty: 'file file is required' } }]);
    const missingId = await upload('member', { filename: 'a.pdf', contentType: 'application/pdf', content: PDF }, {});
    expect(missingId.statusCode).toBe(400);
    expect(json(missingId).message[0].property).toBe('conversationId');
    const pdf = { filename: 'a.pdf', contentType: 'application/pdf', content: PDF };
    expect((await send('bella', pdf)).statusCode).toBe(403);
    expect((await upload('member', pdf, { conversationId: '0123456789abcdef01234567' })).statusCode).toBe(404);
    const notMultipart = await app.inject({ method: 'POST', url: '/messages/private/file', headers: auth('member'), payload: { conversationId } });
    expect(notMultipart.statusCode).toBe(400);
  });
});

describe('GET /messages/{id}/file', () => {
  let message: any;
  let forMember: any;
  beforeAll(async () => {
    message = json(await send('anna', { filename: 'Menu – Friday.pdf', contentType: 'application/pdf', content: PDF })).data;
    forMember = await viewOf('member', message._id);
  });

  it('serves the two parties by bearer token or by the session cookie, with ranges and a named download', async () => {
    const byCookie = await fetchFile(forMember.file.url, { cookie: `token=${tokens.member}` });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.headers['content-type']).toBe('application/pdf');
    expect(byCookie.headers['cache-control']).toBe('private, no-store');
    expect(byCookie.rawPayload.equals(PDF)).toBe(true);
    const range = await fetchFile(message.file.url, { ...auth('anna'), range: 'bytes=0-7' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-7/${PDF.length}`);
    expect(range.rawPayload.toString()).toBe('%PDF-1.4');
    const download = await fetchFile(`${forMember.file.url}&download=1`, auth('member'));
    expect(download.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('Menu – Friday.pdf')}`);
  });

  it('no longer opens with the session token in the URL', async () => {
    for (const url of [`/messages/${message._id}/file?token=${tokens.member}`, `${forMember.file.url.split('?')[0]}?token=${tokens.member}`]) {
      const res = await fetchFile(url);
      expect(res.statusCode).toBe(400);
    }
    // nor does a signed link whose only credential is ?token=
    const res = await fetchFile(`${forMember.file.url}&token=${tokens.member}`);
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe('Sign in to see the files of your conversations.');
  });

  it("opens a party's link for that party only: not for the other party, nor a third account", async () => {
    const annaLink = message.file.url;
    expect((await fetchFile(annaLink, auth('anna'))).statusCode).toBe(200);
    for (const [link, who] of [
      [annaLink, 'member'],
      [forMember.file.url, 'anna'],
      [annaLink, 'bella'],
      [forMember.file.url, 'bella'],
    ]) {
      const res = await fetchFile(link, auth(who));
      expect(res.statusCode).toBe(403);
      expect(json(res).message).toBe('This link was made for another account.');
    }
    // a link made for bella (who is no party) would still not open: the conversation is checked too
    const { query } = app.ctx.signedFiles.query(messageLinkSubject(message._id), `performer:${await idOf(app, 'performer', 'bella')}`);
    const stranger = await fetchFile(`/messages/${message._id}/file?${query}`, auth('bella'));
    expect(stranger.statusCode).toBe(403);
    expect(json(stranger).message).not.toMatch(/link/);
  });

  it('refuses a link that expired or was tampered with; the messages served again carry a fresh one', async () => {
    const memberId = forMember.file.url.match(/viewer=user%3A(\w+)/)[1];
    const { query } = app.ctx.signedFiles.query(messageLinkSubject(message._id), `user:${memberId}`, Date.now() - 31 * 60 * 1000);
    const expired = await fetchFile(`/messages/${message._id}/file?${query}`, auth('member'));
    expect(expired.statusCode).toBe(403);
    expect(json(expired).message).toBe('This link has expired. Open the conversation again to get a new one.');
    const later = forMember.file.url.replace(/expires=(\d+)/, (_: string, n: string) => `expires=${Number(n) + 3600}`);
    const tampered = await fetchFile(later, auth('member'));
    expect(json(tampered).message).toBe('This link is not valid.');
    const fresh = await viewOf('member', message._id);
    expect((await fetchFile(fresh.file.url, auth('member'))).statusCode).toBe(200);
  });

  it('refuses everyone else with 403 (signed out, another performer, a forged cookie) and answers 404 once deleted', async () => {
    const signedOut = await fetchFile(forMember.file.url);
    expect(signedOut.statusCode).toBe(403);
    expect(json(signedOut).message).toBe('Sign in to see the files of your conversations.');
    expect((await fetchFile(forMember.file.url, auth('bella'))).statusCode).toBe(403);
    expect((await fetchFile(forMember.file.url, { cookie: `token=${tokens.member}x` })).statusCode).toBe(403);
    const { query } = app.ctx.signedFiles.query(
      messageLinkSubject('0123456789abcdef01234567'),
      forMember.file.url.match(/viewer=([^&]+)/)[1].replace('%3A', ':'),
    );
    expect((await fetchFile(`/messages/0123456789abcdef01234567/file?${query}`, auth('member'))).statusCode).toBe(404);

    const memberSocket = await sockets.open(tokens.member);
    const annaOtherTab = await sockets.open(tokens.anna);
    const deletedForMember = record(memberSocket, 'message_deleted');
    const deletedForAnna = record(annaOtherTab, 'message_deleted');
    const deleted = json(await app.inject({ method: 'DELETE', url: `/messages/${message._id}`, headers: auth('anna') })).data;
    expect(deleted).toMatchObject({ isDeleted: true, text: 'Message deleted' });
    expect(deleted.file).toBeUndefined();
    await until(() => deletedForMember.length === 1 && deletedForAnna.length === 1);
    expect(deletedForMember).toEqual([deleted]);
    expect(deletedForAnna).toEqual([deleted]);
    const gone = await fetchFile(forMember.file.url, auth('member'));
    expect(gone.statusCode).toBe(404);
    expect(json(gone).message).toBe('This message was deleted');
    await sleep(50);
  });
});
