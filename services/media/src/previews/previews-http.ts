import type http from 'node:http';
import type { PreviewStore } from './preview-store';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
};
/** Previews change every few seconds: caches may keep one briefly, never long. */
export const PREVIEW_CACHE_CONTROL = 'public, max-age=5';

/**
 * Serves `/{AppName}/previews/{id}.jpg` (`subPath` is what follows `/previews/`): the stream's latest
 * preview, or 404 while there is none (not live, no segment yet, or not a public show).
 */
export function servePreview(req: http.IncomingMessage, res: http.ServerResponse, subPath: string, store: PreviewStore): void {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS);
    return void res.end();
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...CORS, 'content-type': 'text/plain; charset=utf-8' });
    return void res.end('Method Not Allowed');
  }
  const streamId = /^([A-Za-z0-9_-]{1,128})\.jpg$/.exec(subPath)?.[1];
  const preview = streamId ? store.get(streamId) : undefined;
  if (!preview) {
    res.writeHead(404, { ...CORS, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    return void res.end('Not Found');
  }
  const etag = `"${preview.takenAt.toString(36)}"`;
  const headers = {
    ...CORS,
    'cache-control': PREVIEW_CACHE_CONTROL,
    etag,
    'last-modified': new Date(preview.takenAt).toUTCString(),
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    return void res.end();
  }
  res.writeHead(200, { ...headers, 'content-type': preview.contentType, 'content-length': preview.image.length });
  res.end(req.method === 'HEAD' ? undefined : preview.image);
}
