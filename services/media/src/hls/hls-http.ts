import { readFile } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { HLS_SAFE_ID, hlsStreamDir, playlistName } from './hls-muxer';

export interface HlsHttpContext {
  hlsDir: string;
  /**
   * Token check for `?token=` by this player (`playerOf`): true when the stream needs none (secureOption off and
   * not a paid show), or the token is this player's own.
   */
  checkToken(token: string | null, streamId: string, player: string): boolean;
  /** Whose play token `?token=` is, if anyone's. */
  subscriberOf(token: string | null, streamId: string, player: string): string | undefined;
  viewers: HlsViewers;
}

/**
 * Counts HLS viewers as distinct clients that fetched a stream's playlist in the last few seconds, and
 * which of them came with a subscriber's play token (hls.js fetches a live playlist every segment).
 */
export class HlsViewers {
  private readonly seen = new Map<string, Map<string, { at: number; subscriberId?: string }>>();
  constructor(private readonly windowMs = 10_000) {}

  touch(streamId: string, client: string, now = Date.now(), subscriberId?: string): void {
    let clients = this.seen.get(streamId);
    if (!clients) this.seen.set(streamId, (clients = new Map()));
    clients.set(client, { at: now, subscriberId });
  }

  private recent(streamId: string, now: number) {
    const clients = this.seen.get(streamId);
    if (!clients) return [];
    for (const [client, { at }] of clients) if (now - at > this.windowMs) clients.delete(client);
    return [...clients.values()];
  }

  count(streamId: string, now = Date.now()): number {
    return this.recent(streamId, now).length;
  }

  subscribers(streamId: string, now = Date.now()): string[] {
    return [...new Set(this.recent(streamId, now).flatMap((c) => (c.subscriberId ? [c.subscriberId] : [])))];
  }

  forget(streamId: string): void {
    this.seen.delete(streamId);
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who fetches: the browser's address and user agent. Behind the edge (a loopback peer) the address is the
 * first of X-Forwarded-For, which the edge sets.
 */
export function playerOf(req: http.IncomingMessage): string {
  const peer = req.socket.remoteAddress ?? '';
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  const address = LOOPBACK.has(peer) && first ? first : peer;
  return `${address}|${req.headers['user-agent'] ?? ''}`;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-allow-headers': 'Range, Content-Type',
};

function fail(res: http.ServerResponse, status: number, message: string) {
  res.writeHead(status, { ...CORS, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(message);
}

/** Appends the viewer's token to segment URIs so every segment request carries it. */
function withToken(playlist: string, token: string): string {
  const query = `token=${encodeURIComponent(token)}`;
  return playlist
    .split('\n')
    .map((line) => (line && !line.startsWith('#') ? `${line}${line.includes('?') ? '&' : '?'}${query}` : line))
    .join('\n');
}

/**
 * Serves `/{AppName}/streams/{id}.m3u8` and `/{AppName}/streams/{id}/seg_{session}_{n}.ts` from the HLS folder:
 * playlists never cached, CORS open (hls.js fetches from the page's origin or another).
 */
export async function serveHls(req: http.IncomingMessage, res: http.ServerResponse, subPath: string, url: URL, ctx: HlsHttpContext): Promise<void> {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS);
    return void res.end();
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return fail(res, 405, 'Method Not Allowed');

  const playlist = /^([A-Za-z0-9_-]{1,128})\.m3u8$/.exec(subPath);
  const segment = /^([A-Za-z0-9_-]{1,128})\/(seg_\d+_\d+\.ts)$/.exec(subPath);
  const streamId = playlist?.[1] ?? segment?.[1];
  if (!streamId || !HLS_SAFE_ID.test(streamId)) return fail(res, 404, 'Not Found');

  const token = url.searchParams.get('token');
  const player = playerOf(req);
  if (!ctx.checkToken(token, streamId, player)) return fail(res, 403, 'unauthorized_access');

  const dir = hlsStreamDir(ctx.hlsDir, streamId);
  const file = playlist ? path.join(dir, playlistName(streamId)) : path.join(dir, segment![2]);
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    return fail(res, 404, 'Not Found');
  }
  if (playlist) {
    ctx.viewers.touch(streamId, `${player}|${token ?? ''}`, Date.now(), ctx.subscriberOf(token, streamId, player));
    const text = token ? withToken(body.toString('utf8'), token) : body.toString('utf8');
    res.writeHead(200, {
      ...CORS,
      'content-type': 'application/vnd.apple.mpegurl',
      'cache-control': 'no-cache, no-store, must-revalidate',
      'content-length': Buffer.byteLength(text),
    });
    return void res.end(req.method === 'HEAD' ? undefined : text);
  }
  res.writeHead(200, {
    ...CORS,
    'content-type': 'video/mp2t',
    // Segment names carry the session start time, so a name is never reused.
    'cache-control': 'public, max-age=60',
    'content-length': body.length,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
