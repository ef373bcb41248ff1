import crypto from 'node:crypto';

/**
 * Who a signed link was made for: `user:{id}` / `performer:{id}` (only that account may open it) or `public`
 * (free content: anyone holding the link until it expires).
 */
export type LinkViewer = string;

export const PUBLIC_VIEWER: LinkViewer = 'public';

export const viewerOf = (auth: { source: string; sourceId: string } | null | undefined): LinkViewer | null =>
  auth ? `${auth.source}:${auth.sourceId}` : null;

export interface SignedLinkQuery {
  viewer: string;
  expires: number;
  signature: string;
}

export type LinkCheck = 'ok' | 'expired' | 'bad-signature' | 'other-viewer';

export interface SignedFiles {
  /** A link (through the public API prefix) to a private file for one viewer, valid for the configured time (downloads: shorter). */
  url(fileId: string, viewer: LinkViewer, options?: { download?: boolean; now?: number }): { url: string; expiresAt: Date };
  /** Checks a link's signature and expiry, and that the caller is the viewer it was made for. */
  check(fileId: string, query: SignedLinkQuery, caller: LinkViewer | null, now?: number): LinkCheck;
  /**
   * The same signed query for a resource another route serves, named by `subject` (e.g. `message-file:{id}`, never a bare
   * file id, so such a link cannot open a protected file); `check(subject, …)` checks it.
   */
  query(subject: string, viewer: LinkViewer, now?: number): { query: URLSearchParams; expiresAt: Date };
  /** The route's path (without the API prefix), for tests and the route itself. */
  readonly routePath: string;
}

const ROUTE_PATH = '/files/protected';

/**
 * HMAC-SHA256 links to protected files (bought videos, full-size gallery photos, digital products). The key is
 * derived from the API's secret for this purpose only, so a link signature can never pass as a session token.
 */
export function createSignedFiles(secret: string, options: { ttlSeconds: number; downloadTtlSeconds: number; apiPrefix: string }): SignedFiles {
  const key = crypto.createHmac('sha256', secret).update('signed-file-links/v1').digest();
  const prefix = options.apiPrefix.replace(/\/$/, '');
  const sign = (fileId: string, viewer: string, expires: number) =>
    crypto.createHmac('sha256', key).update(`${fileId}\n${viewer}\n${expires}`).digest('base64url');
  return {
    routePath: ROUTE_PATH,
    url(fileId, viewer, { download = false, now = Date.now() } = {}) {
      // a player keeps asking for ranges while it plays; a download link is used once, right after it is asked for
      const expires = Math.floor(now / 1000) + (download ? options.downloadTtlSeconds : options.ttlSeconds);
      const query = new URLSearchParams({ viewer, expires: String(expires), signature: sign(fileId, viewer, expires) });
      if (download) query.set('download', '1');
      return { url: `${prefix}${ROUTE_PATH}/${fileId}?${query}`, expiresAt: new Date(expires * 1000) };
    },
    query(subject, viewer, now = Date.now()) {
      const expires = Math.floor(now / 1000) + options.ttlSeconds;
      const query = new URLSearchParams({ viewer, expires: String(expires), signature: sign(subject, viewer, expires) });
      return { query, expiresAt: new Date(expires * 1000) };
    },
    check(fileId, query, caller, now = Date.now()) {
      const expected = Buffer.from(sign(fileId, query.viewer, query.expires));
      const given = Buffer.from(query.signature);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return 'bad-signature';
      if (query.expires * 1000 < now) return 'expired';
      if (query.viewer !== PUBLIC_VIEWER && query.viewer !== caller) return 'other-viewer';
      return 'ok';
    },
  };
}
