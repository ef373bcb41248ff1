import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Storage } from '../core/storage';
import type { Db } from '../db/db';
import { newId } from '../db/ids';
import { storeDigitalFile, storePhoto, storePicture, storeTrailer, storeVideo, type FileServices } from '../features/content-assets/asset-files';
import { galleriesWithoutPhotos, insertGallery } from '../features/content-assets/galleries.repository';
import { insertPhoto } from '../features/content-assets/photos.repository';
import { insertVideo, videosWithoutFile } from '../features/content-assets/videos.repository';
import { insertPost } from '../features/content/posts.repository';
import { clipWithTrailer } from './content-clips';
import { PERFORMERS } from './demo-data';
import { paletteOf } from './performer-art';

// Demo content, generated once per data folder: every performer gets two 720p clips in her colours (content-clips.ts,
// with posters and trailers cut from them) and a photo gallery (drawn with sharp); the money seed's paid videos and galleries get
// their files; a few posts. Some free, some paid.

// Skipped once posts exist, and media once any video has a file (no schema_migrations row: that lists the demo seed only).
const SEED_LOCK = 727278;

const POSTS = [
  {
    slug: 'welcome-to-velvet-live',
    title: 'Welcome to Velvet Live',
    shortDescription: 'What you can do here, in one minute.',
    content: '<p>Watch performers live, tip them, book private shows and buy their videos, photo galleries and products.</p>',
    ru: {
      title: 'Добро пожаловать в Velvet Live',
      shortDescription: 'Что здесь можно делать — за одну минуту.',
      content: '<p>Смотрите моделей в прямом эфире, отправляйте им чаевые, заказывайте приватные шоу и покупайте их видео, фотогалереи и товары.</p>',
    },
  },
  {
    slug: 'how-tokens-work',
    title: 'How tokens work',
    shortDescription: 'Buy a package once, spend tokens anywhere on the site.',
    content: '<p>Tokens pay for tips, private and group shows, videos, galleries and products. Your balance never goes below zero.</p>',
    ru: {
      title: 'Как устроены токены',
      shortDescription: 'Купите пакет один раз и тратьте токены где угодно на сайте.',
      content: '<p>Токенами оплачиваются чаевые, приватные и групповые шоу, видео, галереи и товары. Баланс никогда не уходит в минус.</p>',
    },
  },
  {
    slug: 'new-videos-every-week',
    title: 'New videos every week',
    shortDescription: 'Performers now sell their own clips and photo sets.',
    content: '<p>Open a performer’s profile to see her videos and galleries. Free clips play right away; paid ones after you buy them.</p>',
    ru: {
      title: 'Новые видео каждую неделю',
      shortDescription: 'Модели теперь продают свои ролики и фотосеты.',
      content: '<p>Откройте профиль модели, чтобы увидеть её видео и галереи. Бесплатные ролики играют сразу, платные — после покупки.</p>',
    },
  },
];
const PAGES = [
  {
    slug: 'terms',
    title: 'Terms of service',
    shortDescription: 'The rules of the site.',
    content: '<p>All performers are 18 or older.</p>',
    ru: { title: 'Условия использования', shortDescription: 'Правила сайта.', content: '<p>Всем моделям 18 лет или больше.</p>' },
  },
  {
    slug: 'privacy',
    title: 'Privacy policy',
    shortDescription: 'What we keep and why.',
    content: '<p>We keep what the service needs.</p>',
    ru: {
      title: 'Политика конфиденциальности',
      shortDescription: 'Что мы храним и зачем.',
      content: '<p>Мы храним то, что нужно для работы сервиса.</p>',
    },
  },
];

const CLIP_TITLES = ['Hello from my room', 'Behind the scenes', 'Dance practice', 'Evening talk'];
const THEMES = ['webcam recordings', 'backstage', 'romantic', 'parties'];

export interface ContentSeedResult {
  videos: number;
  photos: number;
  ms: number;
}

/** Posts always (cheap); generated media only when asked (the API's SEED_MEDIA, off in test apps). */
export async function seedContent(db: Db, storage: Storage, options: { media: boolean }): Promise<ContentSeedResult | null> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if ((await tx.query('SELECT 1 FROM posts LIMIT 1')).rows.length) return;
    const start = Date.now() - 10 * 86_400_000;
    for (const [index, post] of POSTS.entries()) await insertPost(tx, { ...post, type: 'post', createdAt: new Date(start + index * 3 * 86_400_000) });
    for (const page of PAGES) await insertPost(tx, { ...page, type: 'page', createdAt: new Date(start) });
  });
  if (!options.media) return null;
  // generated once per data folder: a video with a file means it was done (or real content exists)
  if ((await db.query('SELECT 1 FROM videos WHERE file_id IS NOT NULL LIMIT 1')).rows.length) return null;
  const started = performance.now();
  const result = await seedMedia(db, storage);
  return { ...result, ms: Math.round(performance.now() - started) };
}

interface ClipJob {
  performerId: string;
  /** A row the money seed made (gets its file), or a new free/paid clip. */
  existingId?: string;
  title: string;
  index: number;
  token: number;
}

async function seedMedia(db: Db, storage: Storage): Promise<{ videos: number; photos: number }> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-media-'));
  const services: FileServices = { db, storage };
  try {
    const { rows: performers } = await db.query<{ id: string; username: string; name: string }>(
      'SELECT id, username, name FROM performers ORDER BY created_at',
    );
    const jobs: ClipJob[] = [];
    for (const [index, performer] of performers.entries()) {
      // two new clips each: the first free, the second paid for every other performer
      jobs.push({ performerId: performer.id, title: `${CLIP_TITLES[index % CLIP_TITLES.length]}`, index: index * 2, token: 0 });
      jobs.push({
        performerId: performer.id,
        title: CLIP_TITLES[(index + 1) % CLIP_TITLES.length],
        index: index * 2 + 1,
        token: index % 2 ? 0 : 20 + (index % 4) * 10,
      });
    }
    for (const [index, video] of (await videosWithoutFile(db)).entries()) {
      jobs.push({ performerId: video.performer_id, existingId: video.id, title: video.title, index: 100 + index, token: 0 });
    }
    // her clips in her own colours (the palette of her avatar and cover)
    const artIndex = (username: string, fallback: number) => {
      const index = PERFORMERS.findIndex((p) => p.username === username);
      return index >= 0 ? index : fallback;
    };
    const byId = new Map(performers.map((p, index) => [p.id, { ...p, artIndex: artIndex(p.username, index) }]));
    // two at a time: one ffmpeg per core on a 2-core machine
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        await seedClip(db, services, work, job, byId.get(job.performerId)!);
      }
    };
    const galleries = async () => {
      let photos = 0;
      for (const [index, performer] of performers.entries()) {
        const galleryId = newId();
        const paid = index % 3 === 0;
        await insertGallery(db, {
          id: galleryId,
          performerId: performer.id,
          name: paid ? 'Private photo set' : 'Snapshots',
          description: paid ? 'Full-size photos after purchase' : 'Free photos from my week',
          status: 'active',
          token: paid ? 25 : 0,
          isSale: paid,
          tags: ['photos'],
        });
        photos += await seedPhotos(db, services, work, galleryId, performer, index, 3);
      }
      for (const [index, gallery] of (await galleriesWithoutPhotos(db)).entries()) {
        const performer = performers.find((p) => p.id === gallery.performer_id)!;
        photos += await seedPhotos(db, services, work, gallery.id, performer, 40 + index, 4);
      }
      await seedProductFiles(db, services, work);
      return photos;
    };
    // ffmpeg runs in its own processes, sharp on libuv threads: clips and photos are made side by side
    const [photos] = await Promise.all([galleries(), worker(), worker()]);
    return { videos: jobs.length, photos };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

async function seedClip(db: Db, services: FileServices, work: string, job: ClipJob, performer: { username: string; name: string; artIndex: number }) {
  const id = job.existingId ?? newId();
  const performerName = performer.name || performer.username;
  const clip = path.join(work, `${id}.mp4`);
  const trailerFile = path.join(work, `${id}-trailer.mp4`);
  const palette = paletteOf({ index: performer.artIndex, username: performer.username });
  await clipWithTrailer({ index: job.index, title: job.title, performerName, palette }, clip, trailerFile, work);
  const owner = { source: 'performer' as const, id: job.performerId };
  const asUpload = (file: string, fieldname: string) => ({
    fieldname,
    filename: `${fieldname}.mp4`,
    tempPath: file,
    size: fs.statSync(file).size,
    mimeType: 'video/mp4',
  });
  const stored = await storeVideo(services, asUpload(clip, 'video'), id, owner);
  const trailer = await storeTrailer(services, asUpload(trailerFile, 'trailer'), id, owner);
  if (job.existingId) {
    await db.query(
      `UPDATE videos SET file_id = $2, duration = $3, width = $4, height = $5, poster_path = $6, trailer_path = $7, trailer_duration = $8,
         theme = $9, tags = $10::text[], actresses = $11::text[], updated_at = now() WHERE id = $1`,
      [
        id,
        stored.fileId,
        stored.duration,
        stored.width,
        stored.height,
        stored.posterPath,
        trailer.path,
        trailer.duration,
        THEMES[job.index % THEMES.length],
        ['demo'],
        performerName ? [performerName] : [],
      ],
    );
    return;
  }
  await insertVideo(db, {
    id,
    performerId: job.performerId,
    title: job.title,
    description: job.token ? 'The full clip after purchase; the trailer is free.' : 'A free clip.',
    status: 'active',
    token: job.token,
    isSale: job.token > 0,
    mediaType: job.index % 5 === 4 ? 'SHORT' : 'VIDEO',
    theme: THEMES[job.index % THEMES.length],
    tags: ['demo', job.token ? 'premium' : 'free'],
    // who appears in it: the media search's actress filter
    actresses: performerName ? [performerName] : [],
    fileId: stored.fileId,
    duration: stored.duration,
    width: stored.width,
    height: stored.height,
    posterPath: stored.posterPath,
    thumbnailPath: null,
    trailerPath: trailer.path,
    trailerDuration: trailer.duration,
  });
}

/** Photos drawn in the performer's colours: a gradient, circles of light and a caption. */
async function seedPhotos(
  db: Db,
  services: FileServices,
  work: string,
  galleryId: string,
  performer: { id: string; username: string; name: string },
  seed: number,
  count: number,
): Promise<number> {
  const palette = paletteOf({ index: PERFORMERS.findIndex((p) => p.username === performer.username) + seed, username: performer.username });
  for (let i = 0; i < count; i++) {
    const id = newId();
    const file = path.join(work, `${id}.jpg`);
    const circles = Array.from({ length: 9 }, (_, k) => {
      const x = (k * 97 + i * 61 + seed * 13) % 800;
      const y = (k * 53 + i * 37) % 600;
      return `<circle cx="${x}" cy="${y}" r="${30 + ((k * 17 + i * 7) % 70)}" fill="${k % 2 ? palette.glow : palette.accent}" fill-opacity="0.35"/>`;
    }).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.deep}"/><stop offset="0.6" stop-color="${palette.mid}"/><stop offset="1" stop-color="${palette.bright}"/></linearGradient></defs>
      <rect width="800" height="600" fill="url(#g)"/>${circles}
      <text x="40" y="560" font-family="sans-serif" font-size="42" fill="#fff">${performer.username} · ${i + 1}</text></svg>`;
    await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toFile(file);
    const stored = await storePhoto(
      services,
      { fieldname: 'photo', filename: `${performer.username}-${i + 1}.jpg`, tempPath: file, size: fs.statSync(file).size, mimeType: 'image/jpeg' },
      id,
      {
        source: 'performer',
        id: performer.id,
      },
    );
    await insertPhoto(db, {
      id,
      performerId: performer.id,
      galleryId,
      title: `${performer.username} ${i + 1}`,
      description: '',
      status: 'active',
      token: 0,
      isSale: false,
      mediaType: 'PHOTO',
      theme: '',
      tags: ['photos'],
      actresses: [],
      fileId: stored.fileId,
      smallPath: stored.smallPath,
      mediumPath: stored.mediumPath,
      width: stored.width,
      height: stored.height,
    });
  }
  return count;
}

/** The money seed's products get a picture, and the digital ones a file to download (a printable PNG sheet). */
async function seedProductFiles(db: Db, services: FileServices, work: string) {
  const { rows } = await db.query<{ id: string; performer_id: string; name: string; description: string; type: string }>(
    `SELECT id, performer_id, name, description, type FROM products WHERE image_path IS NULL ORDER BY created_at`,
  );
  for (const [index, product] of rows.entries()) {
    const owner = { source: 'performer' as const, id: product.performer_id };
    const palette = paletteOf({ index: index + 7, username: product.name });
    const sheet = (width: number, height: number, lines: string[]) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${palette.deep}"/>
      <rect x="24" y="24" width="${width - 48}" height="${height - 48}" rx="24" fill="${palette.mid}"/>
      ${lines.map((line, i) => `<text x="60" y="${120 + i * 70}" font-family="sans-serif" font-size="${i ? 34 : 52}" fill="#fff">${line}</text>`).join('')}</svg>`;
    const picture = path.join(work, `${product.id}.png`);
    await sharp(Buffer.from(sheet(960, 720, [product.name, product.description, product.type === 'digital' ? 'Download' : 'Shipped to you'])))
      .png()
      .toFile(picture);
    const imagePath = await storePicture(services, asPng(picture, 'image'), `products/images/${product.id}`, 960, owner);
    let fileId: string | null = null;
    if (product.type === 'digital') {
      const file = path.join(work, `${product.id}-file.png`);
      const lines = [product.name, ...Array.from({ length: 8 }, (_, i) => `${i + 1}. ${product.description}`)];
      await sharp(Buffer.from(sheet(1240, 1754, lines)))
        .png()
        .toFile(file);
      fileId = await storeDigitalFile(services, asPng(file, 'digitalFile'), product.id, owner);
    }
    await db.query('UPDATE products SET image_path = $2, digital_file_id = COALESCE($3, digital_file_id), updated_at = now() WHERE id = $1', [
      product.id,
      imagePath,
      fileId,
    ]);
  }
}

const asPng = (file: string, fieldname: string) => ({
  fieldname,
  filename: `${path.basename(file)}`,
  tempPath: file,
  size: fs.statSync(file).size,
  mimeType: 'image/png',
});
