import { LOADER_MAX_IMAGES } from '@platform/shared';

/** Warms the browser cache with up to 12 distinct image URLs while the loader is on screen. */
export function preloadImages(urls: Array<string | null | undefined>, max: number = LOADER_MAX_IMAGES): string[] {
  const unique = [...new Set(urls.filter((url): url is string => typeof url === 'string' && url.length > 0))].slice(0, max);
  for (const url of unique) {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
  }
  return unique;
}
