import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { createTestApp, fields, multipart, type Part } from '../../../test/helpers';
import { balance, call, data, expectLedgerConsistent, idOf, newMember, tokenFor } from '../money/money.test-helpers';
import { makeTestJpeg, makeTestVideo } from './content.test-helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
let anna: string;
let annaToken: string;
let bellaToken: string;
let video: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  ({ app, close } = await createTestApp({ videoMaxBytes: 2 * 1024 * 1024, imageMaxBytes: 1024 * 1024 }));
  anna = await idOf(app, 'performer', 'anna');
  annaToken = await tokenFor(app, 'performer', 'anna');
  bellaToken = await tokenFor(app, 'performer', 'bella');
  [video, jpeg] = await Promise.all([makeTestVideo(), makeTestJpeg()]);
}, 60_000);
afterAll(() => close());

const filePart = (name: string, content: Buffer, filename: string, contentType: string): Part => ({ name, file: { filename, contentType, content } });

const upload = (url: string, token: string, parts: Part[], method: 'POST' | 'PUT' = 'POST') => {
  const form = multipart(parts);
  return app.inject({ method, url, payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${token}` } });
};

/** A signed link as the API gives it (behind the /api prefix) → the path on the API itself. */
const apiPath = (url: string) => url.replace(/^\/api/, '');

const uploadVideo = (token: string, values: Record<string, string>, extra: Part[] = []) =>
  upload('/performer/performer-assets/videos/upload', token, [...fields(values), filePart('video', video, 'clip.mp4', 'video/mp4'), ...extra]);

describe('videos', () => {
  it('uploads a video: poster at /uploads/previews/{name}.jpg, duration read by ffmpeg, file private', async () => {
    const res = await uploadVideo(annaToken, { title: 'Paid clip', token: '25', isSaleVideo: 'true', tags: 'dance, salsa' }, [
      filePart('trailer', video, 'trailer.mp4', 'video/mp4'),
    ]);
    expect(res.statusCode).toBe(200);
    const body = data(res);
    expect(body).toMatchObject({ title: 'Paid clip', token: 25, isSaleVideo: true, tags: ['dance', 'salsa'], status: 'active', isBought: false });
    expect(body.poster).toBe(`/uploads/previews/${body._id}.jpg`);
    expect(body.video.duration).toBeGreaterThan(1.5);
    expect(body.video.duration).toBeLessThan(2.5);
    expect(body.trailer.url).toMatch(/^\/uploads\/trailers\//);
    const poster = await app.inject({ method: 'GET', url: body.poster });
    expect(poster.statusCode).toBe(200);
    expect((await sharp(poster.rawPayload).metadata()).format).toBe('jpeg');
    // the owner gets a link to her own file; the original is not under /uploads
    expect(body.video.url).toMatch(/^\/api\/files\/protected\//);
    const { rows } = await app.ctx.db.query<{ visibility: string; path: string }>(
      'SELECT f.visibility, f.path FROM videos v JOIN files f ON f.id = v.file_id WHERE v.id = $1',
      [body._id],
    );
    expect(rows[0].visibility).toBe('private');
    expect((await app.inject({ method: 'GET', url: `/uploads/${rows[0].path}` })).statusCode).toBe(404);
  });

  it('accepts webm, refuses a file that is not a video (400) and a too large one (413 with the spec text)', async () => {
    const webm = await makeTestVideo(1, 'webm');
    const ok = await upload('/performer/performer-assets/videos/upload', annaToken, [
      ...fields({ title: 'WebM' }),
      filePart('video', webm, 'a.webm', 'video/webm'),
    ]);
    expect(ok.statusCode).toBe(200);
    expect(data(ok).poster).toMatch(/^\/uploads\/previews\/.*\.jpg$/);

    const notVideo = await upload('/performer/performer-assets/videos/upload', annaToken, [
      ...fields({ title: 'x' }),
      filePart('video', jpeg, 'a.mp4', 'video/mp4'),
    ]);
    expect(notVideo.statusCode).toBe(400);
    expect(notVideo.json().message[0].constraints.isFileType).toBe('video must be a video (MP4, WebM or MOV)');

    const huge = Buffer.concat([video, Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await upload('/performer/performer-assets/videos/upload', annaToken, [
      ...fields({ title: 'x' }),
      filePart('video', huge, 'a.mp4', 'video/mp4'),
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      statusCode: 413,
      message: 'Request Entity Too Large',
      detail: 'video is too large: the maximum file size is 2 MB',
    });
    // nothing of the refused uploads stays behind
    expect(fs.readdirSync(app.ctx.storage.tempRoot)).toEqual([]);
  });

  it('only the owner manages a video: 403 for another performer, 404 when unknown', async () => {
    const id = data(await uploadVideo(annaToken, { title: 'Mine' }))._id;
    expect((await call(app, 'GET', `/performer/performer-assets/videos/${id}/view`, bellaToken)).statusCode).toBe(403);
    expect((await upload(`/performer/performer-assets/videos/${id}`, bellaToken, fields({ title: 'Stolen' }), 'PUT')).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'DELETE', url: `/performer/performer-assets/videos/${id}`, headers: { authorization: `Bearer ${bellaToken}` } }))
        .statusCode,
    ).toBe(403);
    expect((await call(app, 'GET', `/performer/performer-assets/videos/${'0'.repeat(24)}/view`, annaToken)).statusCode).toBe(404);
    const member = await newMember(app, 0);
    expect((await call(app, 'GET', `/performer/performer-assets/videos/${id}/view`, member.token)).statusCode).toBe(403);

    const updated = await upload(
      `/performer/performer-assets/videos/${id}`,
      annaToken,
      fields({ title: 'Renamed', token: '10', isSaleVideo: 'true' }),
      'PUT',
    );
    expect(updated.statusCode).toBe(200);
    expect(data(updated)).toMatchObject({ title: 'Renamed', token: 10, isSaleVideo: true });
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/performer/performer-assets/videos/${id}`,
      headers: { authorization: `Bearer ${annaToken}` },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await call(app, 'GET', `/user/performer-assets/videos/${id}`)).statusCode).toBe(404);
  });

  it('buying a video: balances move by the commission split, isBought right after, idempotent, the link is the buyer’s only', async () => {
    const id = data(await uploadVideo(annaToken, { title: 'For sale', token: '40', isSaleVideo: 'true' }))._id;
    const buyer = await newMember(app, 100);
    const other = await newMember(app, 100);
    const before = data(await call(app, 'GET', `/user/performer-assets/videos/${id}`, buyer.token));
    expect(before.isBought).toBe(false);
    expect(before.video.url).toBeUndefined();

    const annaBefore = await balance(app, 'performer', anna);
    const key = { 'idempotency-key': `buy-${id}` };
    const first = await call(app, 'POST', `/purchase-items/video/${id}`, buyer.token, undefined, key);
    expect(first.statusCode).toBe(200);
    const again = await call(app, 'POST', `/purchase-items/video/${id}`, buyer.token, undefined, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await balance(app, 'user', buyer.id)).toBe(60);
    const earned = (await balance(app, 'performer', anna)) - annaBefore;
    expect(earned).toBeGreaterThan(0);
    expect(earned).toBeLessThan(40);
    await expectLedgerConsistent(app);

    const after = data(await call(app, 'GET', `/user/performer-assets/videos/${id}`, buyer.token));
    expect(after.isBought).toBe(true);
    const listed = data(await call(app, 'GET', `/user/performer-assets/videos/search?performerId=${anna}&limit=200`, buyer.token)).data.find(
      (v: { _id: string }) => v._id === id,
    );
    expect(listed.isBought).toBe(true);
    expect(data(await call(app, 'GET', `/user/performer-assets/videos/${id}`, other.token)).isBought).toBe(false);

    const link = apiPath(after.video.url);
    const mine = await app.inject({ method: 'GET', url: link, headers: { authorization: `Bearer ${buyer.token}` } });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(video)).toBe(true);
    // a copied link: refused for another member, and without a session
    expect((await app.inject({ method: 'GET', url: link, headers: { authorization: `Bearer ${other.token}` } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: link })).statusCode).toBe(403);
    // a tampered link
    expect(
      (
        await app.inject({
          method: 'GET',
          url: link.replace(/viewer=[^&]+/, `viewer=user%3A${other.id}`),
          headers: { authorization: `Bearer ${other.token}` },
        })
      ).statusCode,
    ).toBe(403);

    // HTTP Range → 206 with the bytes asked for
    const range = await app.inject({ method: 'GET', url: link, headers: { authorization: `Bearer ${buyer.token}`, range: 'bytes=100-199' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(range.rawPayload.equals(video.subarray(100, 200))).toBe(true);
    expect(
      (await app.inject({ method: 'GET', url: link, headers: { authorization: `Bearer ${buyer.token}`, range: `bytes=${video.length}-` } }))
        .statusCode,
    ).toBe(416);
  });

  it('a signed link stops working after it expires', async () => {
    const fileRow = await app.ctx.db.query<{ file_id: string }>('SELECT file_id FROM videos WHERE file_id IS NOT NULL LIMIT 1');
    const buyer = await newMember(app, 0);
    const old = app.ctx.signedFiles.url(fileRow.rows[0].file_id, `user:${buyer.id}`, { now: Date.now() - 2 * 3600_000 });
    const res = await app.inject({ method: 'GET', url: apiPath(old.url), headers: { authorization: `Bearer ${buyer.token}` } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/expired/);
    const fresh = app.ctx.signedFiles.url(fileRow.rows[0].file_id, `user:${buyer.id}`);
    expect((await app.inject({ method: 'GET', url: apiPath(fresh.url), headers: { authorization: `Bearer ${buyer.token}` } })).statusCode).toBe(200);
  });

  it('a free video gives everyone a link; not enough tokens answers the ledger’s message', async () => {
    const free = data(await uploadVideo(annaToken, { title: 'Free clip' }));
    const anonymous = data(await call(app, 'GET', `/user/performer-assets/videos/${free._id}`));
    expect(anonymous.video.url).toContain('viewer=public');
    expect((await app.inject({ method: 'GET', url: apiPath(anonymous.video.url) })).statusCode).toBe(200);

    const paid = data(await uploadVideo(annaToken, { title: 'Pricey', token: '500', isSaleVideo: 'true' }));
    const poor = await newMember(app, 10);
    const refused = await call(app, 'POST', `/purchase-items/video/${paid._id}`, poor.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('You do not have enough tokens');
    expect(await balance(app, 'user', poor.id)).toBe(10);
  });

  it('lists: owner list has every status; unknown sortBy is a 400', async () => {
    await uploadVideo(annaToken, { title: 'Draft one', status: 'draft' });
    const own = data(await call(app, 'GET', '/performer/performer-assets/videos/search?status=draft', annaToken));
    expect(own.data.map((v: { title: string }) => v.title)).toContain('Draft one');
    const publicList = data(await call(app, 'GET', `/user/performer-assets/videos/search?performerId=${anna}&limit=200`));
    expect(publicList.data.map((v: { title: string }) => v.title)).not.toContain('Draft one');
    expect((await call(app, 'GET', '/user/performer-assets/videos/search?sortBy=nope')).statusCode).toBe(400);
    expect((await uploadVideo(annaToken, { title: 'Duet', actresses: 'Zelda Moon' })).statusCode).toBe(200);
    const titlesWith = async (actress: string) =>
      data(await call(app, 'GET', `/user/performer-assets/videos/search?limit=200&actress=${encodeURIComponent(actress)}`)).data.map(
        (v: { title: string }) => v.title,
      );
    expect(await titlesWith('zelda')).toEqual(['Duet']);
    expect(await titlesWith('anna')).toContain('Duet');
    expect(await titlesWith('nobody at all')).toEqual([]);
    const byViews = await call(app, 'GET', '/user/performer-assets/videos/search?sortBy=views&sort=desc');
    expect(byViews.statusCode).toBe(200);
    const viewed = await call(app, 'POST', `/user/performer-assets/videos/${publicList.data[0]._id}/inc-view`);
    expect(data(viewed).views).toBe(publicList.data[0].views + 1);
  });
});

describe('photos and galleries', () => {
  it('uploads photos into a paid gallery: two WebP thumbnails exist; full size only for the gallery’s buyer', async () => {
    const gallery = data(await call(app, 'POST', '/performer/performer-assets/galleries', annaToken, { name: 'Beach', token: 30, isSale: true }));
    expect(gallery).toMatchObject({ name: 'Beach', token: 30, isSale: true, numOfItems: 0, coverPhoto: null });
    const res = await upload('/performer/performer-assets/photos/upload', annaToken, [
      ...fields({ title: 'Sunset', galleryId: gallery._id }),
      filePart('photo', jpeg, 'sunset.jpg', 'image/jpeg'),
    ]);
    expect(res.statusCode).toBe(200);
    const photo = data(res);
    expect(photo.photo.thumbnails).toHaveLength(2);
    const widths = [];
    for (const url of photo.photo.thumbnails) {
      const thumb = await app.inject({ method: 'GET', url });
      expect(thumb.statusCode).toBe(200);
      const meta = await sharp(thumb.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      widths.push(meta.width);
    }
    expect(widths).toEqual([320, 960]);
    expect(photo.photo).toMatchObject({ width: 1200, height: 800 });

    const viewedGallery = data(await call(app, 'GET', `/user/performer-assets/galleries/${gallery._id}/view`));
    expect(viewedGallery.numOfItems).toBe(1);
    expect(viewedGallery.coverPhoto.thumbnails).toEqual(photo.photo.thumbnails);

    const buyer = await newMember(app, 100);
    const beforeBuy = data(await call(app, 'GET', `/user/performer-assets/photos/${gallery._id}/search`, buyer.token));
    expect(beforeBuy.data[0].photo.url).toBeUndefined();
    expect((await call(app, 'POST', `/purchase-items/gallery/${gallery._id}`, buyer.token)).statusCode).toBe(200);
    expect(data(await call(app, 'GET', `/user/performer-assets/galleries/${gallery._id}/view`, buyer.token)).isBought).toBe(true);
    const afterBuy = data(await call(app, 'GET', `/user/performer-assets/photos/${gallery._id}/search`, buyer.token)).data[0];
    expect(afterBuy.isBought).toBe(true);
    const full = await app.inject({ method: 'GET', url: apiPath(afterBuy.photo.url), headers: { authorization: `Bearer ${buyer.token}` } });
    expect(full.statusCode).toBe(200);
    expect(full.rawPayload.equals(jpeg)).toBe(true);
    expect(data(await call(app, 'GET', '/purchased-items/user/galleries', buyer.token)).data[0]._id).toBe(gallery._id);

    expect((await call(app, 'PUT', `/performer/performer-assets/galleries/${gallery._id}`, bellaToken, { name: 'Mine now' })).statusCode).toBe(403);
    expect(
      (
        await upload('/performer/performer-assets/photos/upload', bellaToken, [
          ...fields({ galleryId: gallery._id }),
          filePart('photo', jpeg, 'x.jpg', 'image/jpeg'),
        ])
      ).statusCode,
    ).toBe(400);
  });

  it('refuses a photo that is not an image and one over the image limit', async () => {
    const text = await upload('/performer/performer-assets/photos/upload', annaToken, [
      filePart('photo', Buffer.from('hello'), 'a.png', 'image/png'),
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json().message[0].constraints.isFileType).toBe('photo must be an image (PNG, JPEG, GIF or WebP)');
    const big = await upload('/performer/performer-assets/photos/upload', annaToken, [
      filePart('photo', Buffer.concat([jpeg, Buffer.alloc(1024 * 1024)]), 'a.jpg', 'image/jpeg'),
    ]);
    expect(big.statusCode).toBe(413);
  });
});

describe('products', () => {
  it('a digital product: download link only for its buyer; the purchase makes an order the performer sees', async () => {
    const created = await upload('/performer/performer-assets/products', annaToken, [
      ...fields({ name: 'E-book', token: '20', type: 'digital' }),
      filePart('image', jpeg, 'cover.jpg', 'image/jpeg'),
      filePart('digitalFile', Buffer.from('%PDF-1.4 the book'), 'book.pdf', 'application/pdf'),
    ]);
    expect(created.statusCode).toBe(200);
    const product = data(created);
    expect(product).toMatchObject({ name: 'E-book', type: 'digital', token: 20, publish: true, isBought: false });
    expect(product.image).toMatch(/\.webp$/);

    const buyer = await newMember(app, 50);
    expect((await call(app, 'GET', `/user/performer-assets/products/${product._id}/download-link`, buyer.token)).statusCode).toBe(403);
    expect((await call(app, 'POST', `/purchase-items/product/${product._id}`, buyer.token)).statusCode).toBe(200);
    const listed = data(await call(app, 'GET', `/user/performer-assets/products/search?performerId=${anna}&limit=200`, buyer.token)).data.find(
      (p: { _id: string }) => p._id === product._id,
    );
    expect(listed.isBought).toBe(true);
    expect(data(await call(app, 'GET', `/user/performer-assets/products/${product._id}/view`, buyer.token))).toMatchObject({
      _id: product._id,
      isBought: true,
    });
    expect(data(await call(app, 'GET', `/user/performer-assets/products/${product._id}/view`))).toMatchObject({ name: 'E-book', isBought: false });
    expect((await call(app, 'GET', '/user/performer-assets/products/0123456789abcdef01234567/view')).statusCode).toBe(404);
    const link = data(await call(app, 'GET', `/user/performer-assets/products/${product._id}/download-link`, buyer.token));
    const file = await app.inject({ method: 'GET', url: apiPath(link.downloadLink), headers: { authorization: `Bearer ${buyer.token}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('book.pdf');
    expect(file.body).toBe('%PDF-1.4 the book');

    const orders = data(await call(app, 'GET', '/orders/search', annaToken)).data;
    const order = orders.find((o: { productId: string }) => o.productId === product._id);
    expect(order).toMatchObject({ name: 'E-book', totalPrice: 20 });
    expect((await call(app, 'PUT', `/orders/${order._id}/update`, annaToken, { shippingCode: 'N/A' })).statusCode).toBe(200);
  });
});
