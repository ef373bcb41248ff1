import sharp, { type SharpInput, type SharpOptions } from 'sharp';
import { badRequest, fieldError } from './errors';
import { runImageJob } from './image-queue';

/**
 * The largest picture (width × height) any upload may have. A few hundred KB of PNG can claim 14000×14000 pixels
 * (a decompression bomb: 600 MB once decoded), so the size is read from the header first and sharp refuses
 * anything larger itself (`limitInputPixels`) should a header lie.
 */
export const MAX_IMAGE_MEGAPIXELS = 40;
export const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

/** Every sharp of the API opens its input through this, with the pixel limit. */
const open = (input: SharpInput, options: SharpOptions = {}) => sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, ...options });

export interface ImageSize {
  width: number;
  height: number;
}

/** The 400 of a picture over the pixel limit, naming the upload's field. */
export const imageTooLarge = (field: string) =>
  fieldError(field, 'isImageSize', `The image is too large: at most ${MAX_IMAGE_MEGAPIXELS} megapixels`);

/**
 * A picture's size from its header only (nothing is decoded): 400 when it is over the pixel limit or not a picture
 * sharp reads. Call it before any decoding work; the jobs below call it themselves.
 */
export async function checkImageSize(input: string | Buffer, field: string): Promise<ImageSize> {
  let size: ImageSize;
  try {
    // the header only, so no pixel limit is needed here: the check is ours, with a clearer answer
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    size = { width: meta.width ?? 0, height: meta.height ?? 0 };
  } catch {
    throw badRequest(`${field} could not be read as an image`);
  }
  if (size.width * size.height > MAX_IMAGE_PIXELS) throw imageTooLarge(field);
  return size;
}

/** The two public thumbnail widths of a photo: cards, and the viewer's preview. */
export const THUMBNAIL_WIDTHS = { small: 320, medium: 960 } as const;

export interface ImageThumbnails {
  width: number | null;
  height: number | null;
}

/** Writes the two WebP thumbnails of an image file (never enlarged; the first frame of a GIF) and returns its size. */
export async function writeThumbnails(input: string, outputs: { small: string; medium: string }, field = 'photo'): Promise<ImageThumbnails> {
  const size = await checkImageSize(input, field);
  const resize = (width: number, output: string) =>
    open(input).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toFile(output);
  await runImageJob(async () => {
    // one after the other: a second decode of the same picture would double the job's memory
    await resize(THUMBNAIL_WIDTHS.small, outputs.small);
    await resize(THUMBNAIL_WIDTHS.medium, outputs.medium);
  });
  return { width: size.width || null, height: size.height || null };
}

/** One WebP picture at most `width` wide (product images, uploaded video thumbnails, message pictures). */
export async function writeWebp(input: string, output: string, width: number, field = 'image'): Promise<void> {
  await checkImageSize(input, field);
  await runImageJob(() => open(input).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toFile(output));
}

/** A performer's cover: the wide picture her profile shows and the thumbnail her catalogue card shows. */
export const COVER_WIDTHS = { full: 1600, thumbnail: 480 } as const;

/** Both WebP versions of a cover, from any image sharp reads (an upload, or a drawn SVG: drawn once, then scaled). */
export async function coverWebps(input: Buffer, field = 'cover'): Promise<{ full: Buffer; thumbnail: Buffer }> {
  await checkImageSize(input, field);
  return runImageJob(async () => {
    const { data, info } = await open(input).rotate().raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const resize = (width: number) => open(data, raw).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    const full = await resize(COVER_WIDTHS.full);
    const thumbnail = await resize(COVER_WIDTHS.thumbnail);
    return { full, thumbnail };
  });
}

/** A drawn avatar as WebP. */
export function avatarWebp(input: Buffer): Promise<Buffer> {
  return runImageJob(() => open(input).webp({ quality: 85 }).toBuffer());
}
