import type { Storage } from '../core/storage';
import { hashPassword } from '../core/passwords';
import { ConfigError } from '../core/secrets';
import type { Db, Queryable } from '../db/db';
import { newId } from '../db/ids';
import { avatarSvg, bannerSvg, ensureSeedFiles, faviconSvg, logoSvg, tipSoundWav } from './assets';
import { avatarWebp, coverWebps } from '../core/images';
import { performerAvatarSvg, performerCoverSvg, type PerformerArtInput } from './performer-art';
import { seedSocial } from './social-seed';
import { BANNERS, CATEGORIES, DEMO_PASSWORD, MENUS, PERFORMERS, PRIVATE_SETTINGS, PUBLIC_SETTINGS, SITE_NAME, STUDIO, USERS } from './demo-data';
import { seedMoney } from './money-seed';
import { seedContent } from './content-seed';
import { seedPerformerPictures } from './performer-pictures';
import { ADMIN_USERNAME } from './admin-password';
import { UNSET_PASSWORD_HASH } from './admin-password.repository';

const SEED_ID = 'seed_001_demo';
const SEED_LOCK = 727275;

const displayNames = new Map<string, string>([
  ...PERFORMERS.map((p) => [p.username, `${p.firstName} ${p.lastName}`] as [string, string]),
  ...USERS.map((u) => [u.username, `${u.firstName} ${u.lastName}`] as [string, string]),
  [STUDIO.username, STUDIO.name],
]);

/** Each seeded performer's drawing input, by username. */
const performerArt = new Map<string, PerformerArtInput>(PERFORMERS.map((p, index) => [p.username, { ...p, index }]));

/** Content of a generated seed file by its path (also used to restore missing files). */
export async function renderSeedFile(relativePath: string): Promise<Buffer | null> {
  let match = /^seed\/avatars\/([a-z0-9]+)\.svg$/.exec(relativePath);
  if (match && !performerArt.has(match[1])) return Buffer.from(avatarSvg(displayNames.get(match[1]) ?? match[1], match[1]));
  // a performer's drawings: SVG, and after the first start with media WebP (her cover also card-sized)
  match = /^seed\/(avatars|covers)\/([a-z0-9]+)(-card)?\.(svg|webp)$/.exec(relativePath);
  if (match) {
    const [, folder, username, card, extension] = match;
    const art = performerArt.get(username);
    if (!art || (card && (folder === 'avatars' || extension === 'svg'))) return null;
    const svg = Buffer.from(folder === 'avatars' ? performerAvatarSvg(art) : performerCoverSvg(art));
    if (extension === 'svg') return svg;
    if (folder === 'avatars') return avatarWebp(svg);
    const webps = await coverWebps(svg);
    return card ? webps.thumbnail : webps.full;
  }
  match = /^seed\/banners\/([a-z0-9]+)\.svg$/.exec(relativePath);
  if (match) {
    const banner = BANNERS.find((b) => b.key === match![1]);
    // artwork only: the site writes the banner's title and text over it, in the visitor's language
    return banner ? Buffer.from(bannerSvg('', '', banner.key)) : null;
  }
  if (relativePath === 'seed/site/logo.svg') return Buffer.from(logoSvg(SITE_NAME));
  if (relativePath === 'seed/site/favicon.svg') return Buffer.from(faviconSvg());
  if (relativePath === 'seed/site/tip.wav') return tipSoundWav();
  return null;
}

async function seedFile(tx: Queryable, storage: Storage, relativePath: string, kind: string) {
  const buffer = (await renderSeedFile(relativePath))!;
  const mimeType = relativePath.endsWith('.svg') ? 'image/svg+xml' : relativePath.endsWith('.webp') ? 'image/webp' : 'audio/wav';
  return storage.save(tx, { buffer, mimeType, kind, path: relativePath, owner: { source: 'system', id: null } });
}

export interface SeedOptions {
  /** NODE_ENV=production: the demo data (accounts sharing the published password demo1234) is refused. */
  production: boolean;
  /** Generate demo videos and photos (ffmpeg, sharp) once per data folder (the app passes its SEED_MEDIA). */
  media?: boolean;
}

export const PRODUCTION_SEED_REFUSED =
  'Refusing to seed demo data with NODE_ENV=production: the demo accounts share the published password demo1234. Set SEED=0.';

/**
 * Seeds the demo site once (recorded like a migration); restores generated files on every start. The admin gets no
 * usable password here: the first start gives it a random one and prints it once (seed/admin-password.ts).
 */
export async function seed(db: Db, storage: Storage, options: SeedOptions = { production: process.env.NODE_ENV === 'production' }): Promise<boolean> {
  if (options.production) throw new ConfigError(PRODUCTION_SEED_REFUSED);
  const seeded = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const { rows } = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [SEED_ID]);
    if (rows.length) return false;
    await seedData(tx, storage);
    await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [SEED_ID]);
    return true;
  });
  await seedSocial(db);
  await seedMoney(db);
  const pictures = options.media ? await seedPerformerPictures(db, storage) : null;
  const content = await seedContent(db, storage, { media: options.media ?? false });
  if (pictures && process.env.NODE_ENV !== 'test')
    console.info(`Seed: drew ${pictures.performers} performers' pictures (WebP, with card thumbnails) in ${(pictures.ms / 1000).toFixed(1)} s`);
  // tells how long the generated media add to a first start (jest runs stay quiet)
  if (content && process.env.NODE_ENV !== 'test') {
    console.info(
      `Seed: generated ${content.videos} videos (with posters and trailers) and ${content.photos} photos in ${(content.ms / 1000).toFixed(1)} s`,
    );
  }
  await ensureSeedFiles(db, storage, renderSeedFile);
  return seeded;
}

async function seedData(tx: Queryable, storage: Storage) {
  // One hash for every demo account (same password): keeps first start fast.
  const hash = await hashPassword(DEMO_PASSWORD);

  for (const [key, value] of Object.entries(PUBLIC_SETTINGS)) {
    await tx.query(`INSERT INTO settings (key, value, public, grp) VALUES ($1, $2::jsonb, true, 'general') ON CONFLICT (key) DO NOTHING`, [
      key,
      JSON.stringify(value),
    ]);
  }
  for (const [key, value] of Object.entries(PRIVATE_SETTINGS)) {
    await tx.query(`INSERT INTO settings (key, value, public, grp) VALUES ($1, $2::jsonb, false, 'commission') ON CONFLICT (key) DO NOTHING`, [
      key,
      JSON.stringify(value),
    ]);
  }
  for (const file of ['logo.svg', 'favicon.svg', 'tip.wav']) await seedFile(tx, storage, `seed/site/${file}`, 'site');

  for (const [index, menu] of MENUS.entries()) {
    await tx.query(`INSERT INTO menus (id, title, path, section, ordering, translations) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`, [
      newId(),
      menu.title,
      menu.path,
      menu.section,
      index,
      JSON.stringify({ ru: { title: menu.ru } }),
    ]);
  }

  for (const [index, banner] of BANNERS.entries()) {
    const file = await seedFile(tx, storage, `seed/banners/${banner.key}.svg`, 'banners');
    await tx.query(
      `INSERT INTO banners (id, title, description, href, position, ordering, file_id, translations) VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
      [newId(), banner.title, banner.description, banner.href, banner.position, index, file.id, JSON.stringify({ ru: banner.ru })],
    );
  }

  const categoryIds = new Map<string, string>();
  for (const [index, category] of CATEGORIES.entries()) {
    const id = newId();
    categoryIds.set(category.slug, id);
    await tx.query(`INSERT INTO performer_categories (id, name, slug, ordering, description, translations) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`, [
      id,
      category.name,
      category.slug,
      index,
      category.description,
      JSON.stringify({ ru: category.ru }),
    ]);
  }

  const studioId = newId();
  const studioAvatar = await seedFile(tx, storage, `seed/avatars/${STUDIO.username}.svg`, 'avatars');
  await tx.query(
    `INSERT INTO studios (id, username, email, password_hash, name, phone, country, city, address, languages, timezone, avatar_path, email_verified)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::text[], $11, $12, true)`,
    [
      studioId,
      STUDIO.username,
      `${STUDIO.username}@demo.local`,
      hash,
      STUDIO.name,
      STUDIO.phone,
      STUDIO.country,
      STUDIO.city,
      STUDIO.address,
      STUDIO.languages,
      STUDIO.timezone,
      studioAvatar.path,
    ],
  );

  for (const user of USERS) {
    const avatar = await seedFile(tx, storage, `seed/avatars/${user.username}.svg`, 'avatars');
    await tx.query(
      `INSERT INTO users (id, username, email, password_hash, first_name, last_name, display_name, gender, country, city, roles, balance,
         avatar_path, email_verified)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::text[], $12, $13, true)`,
      [
        newId(),
        user.username,
        `${user.username}@demo.local`,
        user.username === ADMIN_USERNAME ? UNSET_PASSWORD_HASH : hash,
        user.firstName,
        user.lastName,
        user.displayName,
        user.gender,
        user.country,
        user.city,
        user.roles,
        user.balance,
        avatar.path,
      ],
    );
  }

  const week = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
  // Older first so that the default sort (newest first) shows the list in a stable, varied order.
  const start = Date.now() - PERFORMERS.length * 86_400_000;
  let drawingMs = 0;
  for (const [index, performer] of PERFORMERS.entries()) {
    const drawing = performance.now();
    // SVG drawings first (instant); the first start with media makes them WebP pictures (performer-pictures.ts)
    const avatar = await seedFile(tx, storage, `seed/avatars/${performer.username}.svg`, 'avatars');
    const cover = await seedFile(tx, storage, `seed/covers/${performer.username}.svg`, 'covers');
    drawingMs += performance.now() - drawing;
    const live = performer.streamingStatus !== 'offline';
    const schedule = Object.fromEntries(week.map((day, i) => [day, { start: '18:00', end: '23:00', closed: (i + index) % 7 === 0 }]));
    await tx.query(
      `INSERT INTO performers (id, username, email, password_hash, name, first_name, last_name, gender, country, city, date_of_birth,
         avatar_path, verified, email_verified, studio_id, about_me, bio, languages, tags, category_ids, schedule, timezone, height, weight,
         eyes, hair, ethnicity, streaming_status, streaming_title, is_online, last_streaming_time, offline_at, private_call_price,
         group_call_price, views, favorites, created_at, updated_at, cover_path)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, true, $14, $15, $16, $17::text[], $18::text[], $19::text[], $20::jsonb,
         $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $36, $37)`,
      [
        newId(new Date(start + index * 86_400_000)),
        performer.username,
        `${performer.username}@demo.local`,
        hash,
        `${performer.firstName} ${performer.lastName}`,
        performer.firstName,
        performer.lastName,
        performer.gender,
        performer.country,
        performer.city,
        performer.dateOfBirth,
        avatar.path,
        performer.verified,
        performer.studio ? studioId : null,
        performer.aboutMe,
        performer.bio,
        performer.languages,
        performer.tags,
        performer.categories.map((slug) => categoryIds.get(slug)!),
        JSON.stringify(schedule),
        'UTC',
        performer.height,
        performer.weight,
        performer.eyes,
        performer.hair,
        performer.ethnicity,
        performer.streamingStatus,
        performer.streamingTitle ?? '',
        live,
        live ? new Date() : new Date(start + index * 3_600_000),
        live ? null : new Date(start + index * 3_600_000 + 7_200_000),
        performer.privateCallPrice,
        performer.groupCallPrice,
        performer.views,
        performer.favorites,
        new Date(start + index * 86_400_000),
        cover.path,
      ],
    );
  }
  // the demo performers let members spy on their private shows (at the price their prices leave: see migration 871)
  await tx.query('UPDATE performers SET allow_spy = verified');
  // Drawn, not downloaded: tells how long the pictures add to a first start (jest runs stay quiet).
  if (process.env.NODE_ENV !== 'test')
    console.info(`Seed: drew ${PERFORMERS.length * 2} performer pictures (avatars and cover photos) in ${Math.round(drawingMs)} ms`);
}
