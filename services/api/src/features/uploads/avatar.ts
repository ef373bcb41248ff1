import type { FastifyRequest } from 'fastify';
import type { Role, UploadedFileResponse } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { validationError } from '../../core/errors';
import { readMultipart } from '../../core/multipart';
import { UPLOADABLE_IMAGE_TYPES } from '../../core/storage';
import { setAvatarPath } from '../accounts/accounts.repository';

/** Reads the `avatar` field of a multipart request, stores it publicly and points the account at it. */
export async function uploadAvatar(ctx: AppContext, req: FastifyRequest, owner: { source: Role; id: string }): Promise<UploadedFileResponse> {
  const { files, missing } = await readMultipart(req, {
    avatar: {
      required: true,
      maxBytes: ctx.config.avatarMaxBytes,
      types: UPLOADABLE_IMAGE_TYPES,
      typesText: 'an image (PNG, JPEG, GIF or WebP)',
    },
  });
  if (missing.length) throw validationError(missing);
  const file = files.avatar;
  return ctx.db.transaction(async (tx) => {
    const saved = await ctx.storage.save(tx, {
      buffer: file.buffer,
      mimeType: file.mimeType,
      originalName: file.filename,
      kind: 'avatars',
      owner,
    });
    await setAvatarPath(tx, owner.source, owner.id, saved.path);
    return { _id: saved.id, url: saved.url, mimeType: saved.mimeType, size: saved.size };
  });
}
