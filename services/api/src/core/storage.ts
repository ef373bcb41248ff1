import fs from 'node:fs';
import path from 'node:path';
import type { Role } from '@platform/shared/contract';
import type { Queryable } from '../db/db';
import { newId } from '../db/ids';

export type Visibility = 'public' | 'private';

export interface StoredFile {
  id: string;
  path: string;
  url: string | null; // public files only
  mimeType: string;
  size: number;
  originalName: string;
}

export interface SaveFileInput {
  buffer: Buffer;
  kind: string;
  mimeType: string;
  originalName?: string;
  visibility?: Visibility;
  owner?: { source: Role | 'system'; id: string | null };
  /** Fixed relative path (seed assets); default `<kind>/<id><ext>`. */
  path?: string;
}

/** A file already written to disk (a streamed upload, a generated poster) to move into storage and record. */
export interface AdoptFileInput {
  tempPath: string;
  relativePath: string;
  kind: string;
  mimeType: string;
  originalName?: string;
  visibility?: Visibility;
  owner?: { source: Role | 'system'; id: string | null };
}

export interface Storage {
  readonly publicRoot: string;
  readonly privateRoot: string;
  /** Scratch space for uploads being received (inside the private root, so on the same disk as their destination). */
  readonly tempRoot: string;
  save(db: Queryable, input: SaveFileInput): Promise<StoredFile>;
  /** Moves a file already on disk to its place (a rename, no copy in memory) and records it in `files`. */
  adopt(db: Queryable, input: AdoptFileInput): Promise<StoredFile>;
  url(relativePath: string | null | undefined): string | null;
  absolutePath(relativePath: string, visibility?: Visibility): string;
}

const EXTENSIONS: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'image/svg+xml': '.svg',
  'application/pdf': '.pdf',
};

/** Detects the real type from the first bytes: the client-sent mimetype is not trusted. */
export function sniffMimeType(buffer: Buffer): string | null {
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'image/jpeg';
  if (buffer.length >= 6 && /^GIF8[79]a$/.test(buffer.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (buffer.length >= 12 && buffer.subarray(0, 4).toString('latin1') === 'RIFF' && buffer.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  if (buffer.length >= 5 && buffer.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

/** Raster images only for user uploads: an uploaded SVG served from our origin could carry script. */
export const UPLOADABLE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const DOCUMENT_TYPES = [...UPLOADABLE_IMAGE_TYPES, 'application/pdf'];

export function createStorage(dataDir: string, uploadsUrl: string): Storage {
  const publicRoot = path.join(dataDir, 'uploads');
  const privateRoot = path.join(dataDir, 'private');
  fs.mkdirSync(publicRoot, { recursive: true });
  fs.mkdirSync(privateRoot, { recursive: true });
  const absolutePath = (relativePath: string, visibility: Visibility = 'public') => {
    const root = visibility === 'public' ? publicRoot : privateRoot;
    const full = path.resolve(root, relativePath);
    if (!full.startsWith(root + path.sep)) throw new Error(`Path escapes storage root: ${relativePath}`);
    return full;
  };
  const url = (relativePath: string | null | undefined) => (relativePath ? `${uploadsUrl}/${relativePath}` : null);
  const tempRoot = path.join(privateRoot, 'tmp');
  fs.mkdirSync(tempRoot, { recursive: true });
  /** Records a file that is now on disk, and answers it as stored. */
  const record = async (
    db: Queryable,
    stored: { id: string; visibility: Visibility; relativePath: string; size: number },
    input: Pick<SaveFileInput, 'owner' | 'kind' | 'originalName' | 'mimeType'>,
  ): Promise<StoredFile> => {
    const { id, visibility, relativePath, size } = stored;
    await db.query(
      `INSERT INTO files (id, owner_source, owner_id, kind, visibility, path, original_name, mime_type, size)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        input.owner?.source ?? null,
        input.owner?.id ?? null,
        input.kind,
        visibility,
        relativePath,
        input.originalName ?? '',
        input.mimeType,
        size,
      ],
    );
    return {
      id,
      path: relativePath,
      url: visibility === 'public' ? url(relativePath) : null,
      mimeType: input.mimeType,
      size,
      originalName: input.originalName ?? '',
    };
  };
  return {
    publicRoot,
    privateRoot,
    tempRoot,
    url,
    absolutePath,
    async save(db, input) {
      const id = newId();
      const visibility = input.visibility ?? 'public';
      const relativePath = input.path ?? `${input.kind}/${id}${EXTENSIONS[input.mimeType] ?? ''}`;
      const full = absolutePath(relativePath, visibility);
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      await fs.promises.writeFile(full, input.buffer);
      return record(db, { id, visibility, relativePath, size: input.buffer.length }, input);
    },
    async adopt(db, input) {
      const id = newId();
      const visibility = input.visibility ?? 'public';
      const full = absolutePath(input.relativePath, visibility);
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      await fs.promises.rename(input.tempPath, full);
      const { size } = await fs.promises.stat(full);
      return record(db, { id, visibility, relativePath: input.relativePath, size }, input);
    },
  };
}
