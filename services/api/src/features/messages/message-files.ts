import fs from 'node:fs';
import path from 'node:path';
import type { Role } from '@platform/shared/contract';
import { badRequest, fieldError, HttpError } from '../../core/errors';
import { writeWebp } from '../../core/images';
import { UPLOADABLE_IMAGE_TYPES, type Storage } from '../../core/storage';
import { fileIsPlainText, TEXT_TYPE, type StreamedFile, type StreamedFileRule } from '../../core/upload-stream';
import type { Queryable } from '../../db/db';
import { newId } from '../../db/ids';

// The file of a private message: an image becomes a photo message with a WebP preview, a PDF, a text file or a ZIP
// archive a file message. Both live in private storage, served by GET /messages/{id}/file to the two parties only.

export const MESSAGE_FILE_FIELD = 'file';

const FILE_TYPES = ['application/pdf', TEXT_TYPE, 'application/zip'];
const TYPES_TEXT = 'an image (JPEG, PNG, WebP or GIF), a PDF, a plain-text file or a ZIP archive';

/** The `file` field of POST /messages/private/file: its size limit and the types it takes (sniffed from the content). */
export const messageFileRule = (maxBytes: number): StreamedFileRule => ({
  required: true,
  maxBytes,
  types: [...UPLOADABLE_IMAGE_TYPES, ...FILE_TYPES],
  typesText: TYPES_TEXT,
});

const EXTENSIONS: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'application/pdf': '.pdf',
  [TEXT_TYPE]: '.txt',
  'application/zip': '.zip',
};

/** Width of a photo message's WebP preview (never enlarged). */
export const MESSAGE_THUMBNAIL_WIDTH = 480;

/** The name shown and offered for download: no folders, no control characters, at most 200 characters. */
export function displayName(filename: string, mimeType: string) {
  const base = filename.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 200) || `file${EXTENSIONS[mimeType] ?? ''}`;
}

/** An upload checked and ready to be stored: a photo with its preview (in a temp file) or a plain file. */
export interface PreparedMessageFile {
  type: 'photo' | 'file';
  upload: StreamedFile;
  thumbnailTemp: string | null;
  name: string;
  /** Removes the preview's temp file if it was not stored. */
  cleanup(): Promise<void>;
}

/** Checks what the sniffing could only guess (text through to the end, an image sharp can read) and makes the preview. */
export async function prepareMessageFile(storage: Storage, upload: StreamedFile): Promise<PreparedMessageFile> {
  const name = displayName(upload.filename, upload.mimeType);
  if (upload.mimeType === TEXT_TYPE && !(await fileIsPlainText(upload.tempPath))) {
    throw fieldError(MESSAGE_FILE_FIELD, 'isFileType', `${MESSAGE_FILE_FIELD} must be ${TYPES_TEXT}`);
  }
  if (!UPLOADABLE_IMAGE_TYPES.includes(upload.mimeType)) {
    return { type: 'file', upload, thumbnailTemp: null, name, cleanup: async () => undefined };
  }
  const thumbnailTemp = path.join(storage.tempRoot, `${newId()}.webp`);
  const cleanup = () => fs.promises.rm(thumbnailTemp, { force: true });
  try {
    await writeWebp(upload.tempPath, thumbnailTemp, MESSAGE_THUMBNAIL_WIDTH, MESSAGE_FILE_FIELD);
  } catch (error) {
    await cleanup();
    if (error instanceof HttpError) throw error; // over the pixel limit: its own 400
    throw badRequest(`${MESSAGE_FILE_FIELD} could not be read as an image`);
  }
  return { type: 'photo', upload, thumbnailTemp, name, cleanup };
}

/** Moves the prepared files into private storage under the message's id and records them (in the message's transaction). */
export async function storeMessageFile(
  storage: Storage,
  db: Queryable,
  prepared: PreparedMessageFile,
  messageId: string,
  owner: { source: Role; id: string },
) {
  const file = await storage.adopt(db, {
    tempPath: prepared.upload.tempPath,
    relativePath: `messages/${messageId}${EXTENSIONS[prepared.upload.mimeType] ?? ''}`,
    kind: 'message-file',
    mimeType: prepared.upload.mimeType,
    originalName: prepared.name,
    visibility: 'private',
    owner,
  });
  const thumbnail = prepared.thumbnailTemp
    ? await storage.adopt(db, {
        tempPath: prepared.thumbnailTemp,
        relativePath: `messages/${messageId}-thumb.webp`,
        kind: 'message-thumbnail',
        mimeType: 'image/webp',
        originalName: `${prepared.name.replace(/\.[^.]*$/, '')}.webp`,
        visibility: 'private',
        owner,
      })
    : null;
  return { fileId: file.id, thumbnailFileId: thumbnail?.id };
}

/** The conversation's preview of a file message sent without a caption. */
export const filePreviewText = (prepared: PreparedMessageFile) => (prepared.type === 'photo' ? 'Photo' : `File: ${prepared.name}`);
