import type { AssetStatus } from '@platform/shared/contract';
import type { StreamedFile } from '../../core/upload-stream';
import { parseTags } from './asset-access';
import { storePhoto, storePicture, storeTrailer, storeVideo, type FileServices } from './asset-files';
import type { NewCatalogueAsset } from './assets.repository';
import { insertPhoto } from './photos.repository';
import { insertVideo } from './videos.repository';

// A new video or photo from an upload: its files stored, its row inserted. The video and photo routes and the
// legacy media upload all add them this way.

const ownerOf = (performerId: string) => ({ source: 'performer' as const, id: performerId });

/** The fields an upload form may give a video or a photo (all texts; tags as in the form). */
export interface CatalogueFormFields {
  description?: string;
  status?: AssetStatus;
  token?: number;
  theme?: string;
  tags?: string | string[];
  actresses?: string | string[];
}

/** The upload's title, else its file name without the extension. */
export const titleOf = (title: string | undefined, file: StreamedFile) => title?.trim() || file.filename.replace(/\.[^.]+$/, '').slice(0, 200);

/** The row fields of a new video or photo: what the form says, else the defaults (active; on sale when priced). */
export function catalogueFields(fields: CatalogueFormFields, title: string, isSale: boolean | undefined) {
  const token = fields.token ?? 0;
  return {
    title,
    description: fields.description ?? '',
    status: fields.status ?? 'active',
    token,
    isSale: isSale ?? token > 0,
    theme: fields.theme ?? '',
    tags: parseTags(fields.tags) ?? [],
    actresses: parseTags(fields.actresses) ?? [],
  };
}

/** The columns a change of a kind on sale sets from its form or body (undefined ones stay as they are). */
export const saleChanges = (fields: Omit<CatalogueFormFields, 'theme' | 'actresses'>, isSale: boolean | undefined) => ({
  description: fields.description,
  status: fields.status,
  token: fields.token,
  is_sale: isSale,
  tags: parseTags(fields.tags),
});

type NewFields = Omit<NewCatalogueAsset, 'fileId' | 'width' | 'height' | 'mediaType' | 'performerId'>;

/** A video's optional trailer (public) and thumbnail (a 640 px picture). */
export async function storeVideoExtras(
  ctx: FileServices,
  files: { trailer?: StreamedFile; thumbnail?: StreamedFile },
  id: string,
  performerId: string,
) {
  const trailer = files.trailer ? await storeTrailer(ctx, files.trailer, id, ownerOf(performerId)) : null;
  const thumbnail = files.thumbnail ? await storePicture(ctx, files.thumbnail, `videos/thumbnails/${id}`, 640, ownerOf(performerId)) : null;
  return { trailer, thumbnail };
}

export async function addVideo(
  ctx: FileServices,
  performerId: string,
  video: StreamedFile,
  extras: { trailer?: StreamedFile; thumbnail?: StreamedFile },
  fields: NewFields & { mediaType: string },
): Promise<void> {
  const stored = await storeVideo(ctx, video, fields.id, ownerOf(performerId));
  const { trailer, thumbnail } = await storeVideoExtras(ctx, extras, fields.id, performerId);
  await insertVideo(ctx.db, {
    ...fields,
    performerId,
    fileId: stored.fileId,
    duration: stored.duration,
    width: stored.width,
    height: stored.height,
    posterPath: stored.posterPath,
    thumbnailPath: thumbnail,
    trailerPath: trailer?.path ?? null,
    trailerDuration: trailer?.duration ?? null,
  });
}

export async function addPhoto(
  ctx: FileServices,
  performerId: string,
  file: StreamedFile,
  fields: NewFields & { galleryId: string | null },
): Promise<void> {
  const stored = await storePhoto(ctx, file, fields.id, ownerOf(performerId));
  await insertPhoto(ctx.db, {
    ...fields,
    performerId,
    mediaType: stored.mediaType,
    fileId: stored.fileId,
    smallPath: stored.smallPath,
    mediumPath: stored.mediumPath,
    width: stored.width,
    height: stored.height,
  });
}
