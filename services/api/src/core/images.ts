import sharp from 'sharp';

/** The two public thumbnail widths of a photo: cards, and the viewer's preview. */
export const THUMBNAIL_WIDTHS = { small: 320, medium: 960 } as const;

export interface ImageThumbnails {
  width: number | null;
  height: number | null;
}

/** Writes the two WebP thumbnails of an image file (never enlarged; the first frame of a GIF) and returns its size. */
export async function writeThumbnails(input: string, outputs: { small: string; medium: string }): Promise<ImageThumbnails> {
  const meta = await sharp(input).metadata();
  const resize = (width: number, output: string) =>
    sharp(input).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toFile(output);
  await Promise.all([resize(THUMBNAIL_WIDTHS.small, outputs.small), resize(THUMBNAIL_WIDTHS.medium, outputs.medium)]);
  return { width: meta.width ?? null, height: meta.height ?? null };
}

/** One WebP picture at most `width` wide (product images, uploaded video thumbnails). */
export async function writeWebp(input: string, output: string, width: number): Promise<void> {
  await sharp(input).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toFile(output);
}

/** A performer's cover: the wide picture her profile shows and the thumbnail her catalogue card shows. */
export const COVER_WIDTHS = { full: 1600, thumbnail: 480 } as const;

/** Both WebP versions of a cover, from any image sharp reads (an upload, or a drawn SVG: drawn once, then scaled). */
export async function coverWebps(input: Buffer): Promise<{ full: Buffer; thumbnail: Buffer }> {
  const { data, info } = await sharp(input).rotate().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const resize = (width: number) => sharp(data, raw).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  const [full, thumbnail] = await Promise.all([resize(COVER_WIDTHS.full), resize(COVER_WIDTHS.thumbnail)]);
  return { full, thumbnail };
}

/** A drawn avatar as WebP. */
export function avatarWebp(input: Buffer): Promise<Buffer> {
  return sharp(input).webp({ quality: 85 }).toBuffer();
}
