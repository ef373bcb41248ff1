import path from 'node:path';
import { badRequest, HttpError } from '../../core/errors';
import { extractPoster, probeVideo } from '../../core/ffmpeg';
import { runImageJob } from '../../core/image-queue';
import { writeThumbnails, writeWebp } from '../../core/images';
import type { Storage, Visibility } from '../../core/storage';
import type { StreamedFile } from '../../core/upload-stream';
import type { Queryable } from '../../db/db.types';
import { newId } from '../../db/ids';

// Turning uploads (already streamed to temp files) into stored content files: originals go to private storage,
// the pictures derived from them (poster, WebP thumbnails) and trailers to public storage.

const EXTENSION: Record<string, string> = {
  'video/mp4': '.mp4',
  'video/webm': '.webm',
  'video/quicktime': '.mov',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'application/pdf': '.pdf',
  'application/zip': '.zip',
};

export const extensionOf = (mimeType: string) => EXTENSION[mimeType] ?? '';

export interface FileServices {
  db: Queryable;
  storage: Storage;
}

type Owner = { source: 'performer' | 'system'; id: string | null };

const tempFile = (storage: Storage, extension: string) => path.join(storage.tempRoot, `${newId()}${extension}`);

/** Keeps an uploaded file as it came (its type, name and extension) at `relativeBase` plus that extension. */
const adoptUpload = (services: FileServices, file: StreamedFile, relativeBase: string, kind: string, visibility: Visibility, owner: Owner) =>
  services.storage.adopt(services.db, {
    tempPath: file.tempPath,
    relativePath: `${relativeBase}${extensionOf(file.mimeType)}`,
    kind,
    mimeType: file.mimeType,
    originalName: file.filename,
    visibility,
    owner,
  });

export interface StoredVideo {
  fileId: string;
  duration: number;
  width: number | null;
  height: number | null;
  posterPath: string;
}

/** The video itself (private) and its poster at `previews/{name}.jpg` (public); 400 when ffmpeg cannot read it. */
export async function storeVideo(services: FileServices, file: StreamedFile, assetId: string, owner: Owner): Promise<StoredVideo> {
  const probe = await probeVideo(file.tempPath);
  if (!probe) throw badRequest(`${file.fieldname} is not a playable video (MP4, WebM or MOV)`);
  const posterTemp = tempFile(services.storage, '.jpg');
  try {
    // a frame is decoded like a picture: it waits in the same queue
    await runImageJob(() => extractPoster(file.tempPath, posterTemp, probe.duration));
  } catch {
    throw badRequest(`${file.fieldname} is not a playable video: no frame could be read`);
  }
  const poster = await services.storage.adopt(services.db, {
    tempPath: posterTemp,
    relativePath: `previews/${assetId}.jpg`,
    kind: 'video-poster',
    mimeType: 'image/jpeg',
    owner,
  });
  const original = await adoptUpload(services, file, `videos/${assetId}`, 'video', 'private', owner);
  return { fileId: original.id, duration: probe.duration, width: probe.width, height: probe.height, posterPath: poster.path };
}

/** A trailer is a public preview clip. */
export async function storeTrailer(services: FileServices, file: StreamedFile, assetId: string, owner: Owner) {
  const probe = await probeVideo(file.tempPath);
  if (!probe) throw badRequest('trailer is not a playable video (MP4, WebM or MOV)');
  const stored = await adoptUpload(services, file, `trailers/${assetId}-${newId().slice(-6)}`, 'video-trailer', 'public', owner);
  return { path: stored.path, duration: probe.duration };
}

/** An uploaded picture shown instead of the poster (WebP, public). */
export async function storePicture(services: FileServices, file: StreamedFile, relativeBase: string, width: number, owner: Owner) {
  const output = tempFile(services.storage, '.webp');
  await convert(() => writeWebp(file.tempPath, output, width, file.fieldname), file.fieldname);
  const stored = await services.storage.adopt(services.db, {
    tempPath: output,
    relativePath: `${relativeBase}-${newId().slice(-6)}.webp`,
    kind: 'picture',
    mimeType: 'image/webp',
    owner,
  });
  return stored.path;
}

export interface StoredPhoto {
  fileId: string;
  smallPath: string;
  mediumPath: string;
  width: number | null;
  height: number | null;
  mediaType: 'PHOTO' | 'GIF';
}

/** The full-size photo (private) and its two WebP thumbnails (public). */
export async function storePhoto(services: FileServices, file: StreamedFile, assetId: string, owner: Owner): Promise<StoredPhoto> {
  const small = tempFile(services.storage, '.webp');
  const medium = tempFile(services.storage, '.webp');
  const size = await convert(() => writeThumbnails(file.tempPath, { small, medium }, file.fieldname), file.fieldname);
  const version = newId().slice(-6); // a replaced photo gets new thumbnail names, so no cache shows the old one
  const adoptThumb = (temp: string, name: string) =>
    services.storage.adopt(services.db, {
      tempPath: temp,
      relativePath: `photos/thumbs/${assetId}-${version}-${name}.webp`,
      kind: 'photo-thumbnail',
      mimeType: 'image/webp',
      owner,
    });
  const [smallFile, mediumFile] = [await adoptThumb(small, 'small'), await adoptThumb(medium, 'medium')];
  const original = await adoptUpload(services, file, `photos/${assetId}-${version}`, 'photo', 'private', owner);
  return {
    fileId: original.id,
    smallPath: smallFile.path,
    mediumPath: mediumFile.path,
    width: size.width,
    height: size.height,
    mediaType: file.mimeType === 'image/gif' ? 'GIF' : 'PHOTO',
  };
}

/** A digital product's file: private, only ever handed out as a signed download link. */
export async function storeDigitalFile(services: FileServices, file: StreamedFile, assetId: string, owner: Owner) {
  const stored = await adoptUpload(services, file, `products/${assetId}-${newId().slice(-6)}`, 'product-file', 'private', owner);
  return stored.id;
}

/** sharp refuses a file that only looks like an image: a 400 naming the field, and no temp file left behind. */
async function convert<T>(run: () => Promise<T>, field: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError) throw error; // over the pixel limit: its own 400
    throw badRequest(`${field} could not be read as an image`);
  }
}
