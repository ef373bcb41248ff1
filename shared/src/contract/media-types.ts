// The legacy media service's types and video categories, kept free of TypeBox so the browser takes them from
// `@platform/shared` (constants.ts) without pulling the schemas and TypeBox into every page.

/** Media types of the legacy media service: videos are VIDEO, SHORT, CUT, STREAM or OTHER; photos PHOTO or GIF. */
export const MEDIA_ITEM_TYPES = ['VIDEO', 'PHOTO', 'GIF', 'SHORT', 'CUT', 'STREAM', 'OTHER'] as const;

/** Video categories the catalogue offers (a media item's `theme`). */
export const MEDIA_THEMES = [
  'UHD Video',
  'webcam recordings',
  'beauties',
  'cosplay',
  'stars',
  'jokes',
  'romantic',
  'striptease',
  'tattooed',
  'parties',
  'backstage',
  'casting',
  'erotic',
  'leaks',
  'blonde',
  'brunette',
  'redhead',
  'Asian',
  'Latin',
  'mulatto',
  'amateur',
  'first-person',
  'other',
] as const;
