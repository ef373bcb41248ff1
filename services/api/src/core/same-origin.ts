import type { FastifyRequest } from 'fastify';
import { cookieValue } from './auth';
import { forbiddenBecause, HttpError } from './errors';
import { SESSION_COOKIE } from './session-cookie';

// A state-changing call must come from the site itself. A browser lets any page POST a form (form-encoded,
// multipart or text/plain) to any address with the visitor's cookies and no preflight; JSON needs a CORS preflight,
// which only the site's origins pass. So: JSON or multipart bodies only, and the browser's own word on where the
// request comes from (Origin, Sec-Fetch-Site) must name the site. Tools and servers (curl, the media server's
// callbacks, app.inject) send neither header: they pass when they sign in with the Authorization header, not a cookie.

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BODY_TYPES = new Set(['application/json', 'multipart/form-data']);

/** Routes whose body is something else by nature: the password-reset page (served by the API itself) posts an HTML form. */
const FORM_POST_ROUTES = new Set(['POST /auth/password-change']);

export const BODY_TYPE_MESSAGE = 'Send the request body as JSON (application/json) or as multipart/form-data.';
export const CROSS_SITE_MESSAGE = 'This request must come from the site itself.';
export const COOKIE_ONLY_MESSAGE = 'Send the session token in the Authorization header.';

const unsupportedBody = () => new HttpError(415, { statusCode: 415, message: BODY_TYPE_MESSAGE, error: 'Unsupported Media Type' });

const hasBody = (req: FastifyRequest) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

const mediaType = (req: FastifyRequest) => (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();

/** Whether an `Origin` header names the site: one of its configured origins, or the very host the request was sent to. */
function isSiteOrigin(origin: string, siteOrigins: ReadonlySet<string>, host: string | undefined): boolean {
  if (siteOrigins.has(origin)) return true;
  try {
    return !!host && new URL(origin).host === host;
  } catch {
    return false; // `null` (a sandboxed page, a file) and garbage
  }
}

/**
 * onRequest hook (before any body is read): refuses a state-changing call whose body is neither JSON nor multipart
 * (415) or that a browser says comes from another site (403), and a cookie-only call without the browser's headers.
 * `siteOrigins`: PUBLIC_SITE_URL's origin, CORS_ORIGINS and the public API URL's origin.
 */
export function sameOriginGuard(siteOrigins: readonly string[]) {
  const origins = new Set(siteOrigins.map((origin) => origin.replace(/\/$/, '')));
  return async function refuseCrossSite(req: FastifyRequest) {
    if (!STATE_CHANGING.has(req.method)) return;
    const formPost = FORM_POST_ROUTES.has(`${req.method} ${req.routeOptions.url ?? ''}`);
    if (!formPost && hasBody(req) && !BODY_TYPES.has(mediaType(req))) throw unsupportedBody();
    const fetchSite = req.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') throw forbiddenBecause(CROSS_SITE_MESSAGE);
    const origin = req.headers.origin;
    if (origin !== undefined) {
      if (!isSiteOrigin(origin, origins, req.headers.host)) throw forbiddenBecause(CROSS_SITE_MESSAGE);
      return;
    }
    // no Origin: not a browser's cross-origin call; a session cookie alone (no header) is still refused
    if (!req.headers.authorization && cookieValue(req.headers.cookie, SESSION_COOKIE)) throw forbiddenBecause(COOKIE_ONLY_MESSAGE);
  };
}
