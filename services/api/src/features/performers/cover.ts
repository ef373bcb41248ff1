import type { FastifyRequest } from 'fastify';
import type { UploadedFileResponse } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { badRequest, HttpError, validationError } from '../../core/errors';
import { coverWebps } from '../../core/images';
import { readMultipart } from '../../core/multipart';
import { UPLOADABLE_IMAGE_TYPES } from '../../core/storage';
import { setCoverPaths } from './performers.repository';

/**
 * Reads the `cover` field of a multipart request and makes it her cover: stored as a wide WebP picture and a
 * card-sized WebP thumbnail (the upload itself is not kept).
 */
export async function uploadCover(ctx: AppContext, req: FastifyRequest, performerId: string): Promise<UploadedFileResponse> {
  const { files, missing } = await readMultipart(req, {
    cover: {
      required: true,
      maxBytes: ctx.config.avatarMaxBytes,
      types: UPLOADABLE_IMAGE_TYPES,
      typesText: 'an image (PNG, JPEG, GIF or WebP)',
    },
  });
  if (missing.length) throw validationError(missing);
  let webps: { full: Buffer; thumbnail: Buffer };
  try {
    webps = await coverWebps(files.cover.buffer);
  } catch (error) {
    if (error instanceof HttpError) throw error; // over the pixel limit: its own 400
    throw badRequest('The cover photo could not be read as an image.');
  }
  const owner = { source: 'performer' as const, id: performerId };
  return ctx.db.transaction(async (tx) => {
    const full = await ctx.storage.save(tx, {
      buffer: webps.full,
      mimeType: 'image/webp',
      originalName: files.cover.filename,
      kind: 'covers',
      owner,
    });
    const thumbnail = await ctx.storage.save(tx, { buffer: webps.thumbnail, mimeType: 'image/webp', kind: 'covers', owner });
    await setCoverPaths(tx, performerId, full.path, thumbnail.path);
    return { _id: full.id, url: full.url, mimeType: full.mimeType, size: full.size };
  });
}
