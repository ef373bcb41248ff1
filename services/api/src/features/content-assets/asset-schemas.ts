import { Type } from '@sinclair/typebox';
import { AssetStatus, ObjectId } from '@platform/shared/contract';
import { UPLOADABLE_IMAGE_TYPES } from '../../core/storage';
import { IMAGE_TYPES_TEXT, VIDEO_TYPES, VIDEO_TYPES_TEXT, type StreamedFileRule } from '../../core/upload-stream';
import type { AppConfig } from '../../config';
import type { CachePolicy } from '../../core/read-cache';

// Request pieces every content route shares.

export const IdParams = Type.Object({ id: ObjectId });

/** Filters of a public asset list: one performer, tags (comma-separated), a theme. */
export const publicFilters = {
  performerId: Type.Optional(ObjectId),
  tags: Type.Optional(Type.String({ maxLength: 1000 })),
  theme: Type.Optional(Type.String({ maxLength: 60 })),
};

/** The owner's list may also filter by status. */
export const ownerFilters = {
  status: Type.Optional(AssetStatus),
  tags: Type.Optional(Type.String({ maxLength: 1000 })),
};

/** Default page size of the asset lists (the media search has its own, 120). */
export const ASSET_PAGE = { defaultLimit: 12, maxLimit: 200 } as const;

/** Visitors' public lists: the client keeps a search 60 s (SPEC §7); a member's answer (isBought, links) is his own. */
export const MEDIA_CACHE: CachePolicy = { tag: 'media', maxAge: 60, staleWhileRevalidate: 60, perAccount: true };

export const fileRules = (config: AppConfig) => ({
  video: { maxBytes: config.videoMaxBytes, types: VIDEO_TYPES, typesText: VIDEO_TYPES_TEXT } satisfies StreamedFileRule,
  image: { maxBytes: config.imageMaxBytes, types: UPLOADABLE_IMAGE_TYPES, typesText: IMAGE_TYPES_TEXT } satisfies StreamedFileRule,
  digital: {
    maxBytes: config.productFileMaxBytes,
    types: [...UPLOADABLE_IMAGE_TYPES, ...VIDEO_TYPES, 'application/pdf', 'application/zip'],
    typesText: 'an image, a video, a PDF or a ZIP archive',
  } satisfies StreamedFileRule,
});

export const MULTIPART = ['multipart/form-data'];
