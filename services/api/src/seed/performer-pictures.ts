import { avatarWebp, coverWebps } from '../core/images';
import type { Storage } from '../core/storage';
import type { Db } from '../db/db';
import { renderSeedFile } from './seed';

/**
 * Turns the seeded performers' SVG drawings into WebP pictures: avatar, cover and the cover's card-sized
 * thumbnail. Once per data folder (a drawing still in use is the sign), at a start that generates media:
 * drawing them takes seconds, which every throw-away test database would pay for nothing.
 */
export async function seedPerformerPictures(db: Db, storage: Storage): Promise<{ performers: number; ms: number } | null> {
  const { rows } = await db.query<{ id: string; username: string }>(
    `SELECT id, username FROM performers WHERE cover_thumbnail_path IS NULL AND cover_path = 'seed/covers/' || username || '.svg'`,
  );
  if (!rows.length) return null;
  const started = performance.now();
  for (const { id, username } of rows) {
    const paths = [`seed/avatars/${username}.webp`, `seed/covers/${username}.webp`, `seed/covers/${username}-card.webp`];
    const [avatarSvg, coverSvg] = await Promise.all([renderSeedFile(`seed/avatars/${username}.svg`), renderSeedFile(`seed/covers/${username}.svg`)]);
    if (!avatarSvg || !coverSvg) continue;
    // each drawing is rasterised once
    const [avatar, cover] = await Promise.all([avatarWebp(avatarSvg), coverWebps(coverSvg)]);
    const buffers = [avatar, cover.full, cover.thumbnail];
    await db.transaction(async (tx) => {
      const owner = { source: 'system' as const, id: null };
      const kinds = ['avatars', 'covers', 'covers'];
      const saved = [];
      for (const [i, relativePath] of paths.entries()) {
        saved.push(await storage.save(tx, { buffer: buffers[i], mimeType: 'image/webp', kind: kinds[i], path: relativePath, owner }));
      }
      await tx.query(`UPDATE performers SET avatar_path = $2, cover_path = $3, cover_thumbnail_path = $4 WHERE id = $1`, [
        id,
        saved[0].path,
        saved[1].path,
        saved[2].path,
      ]);
    });
  }
  return { performers: rows.length, ms: Math.round(performance.now() - started) };
}
