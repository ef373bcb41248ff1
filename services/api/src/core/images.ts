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
