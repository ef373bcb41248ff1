import type http from 'node:http';

export interface SecurityOptions {
  /** NODE_ENV=production: HSTS, and no loopback development servers in the policy. */
  production: boolean;
  /** More origins scripts may call (an external media server or API), e.g. `wss://media.example.com`. */
  extraConnectSources?: string[];
  /**
   * Development only: the remote dev servers a developer points the shell at (the localStorage override), e.g.
   * `http://127.0.0.1:3002`; each may serve scripts and its live-reload socket. None unless named.
   */
  devRemoteOrigins?: string[];
}

/** A dev server's origin exactly (scheme, host, port), or null for anything else (paths, wildcards, other schemes). */
export function devOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return value.replace(/\/+$/, '') === url.origin ? url.origin : null;
  } catch {
    return null;
  }
}

const socketOf = (origin: string) => origin.replace(/^http/, 'ws');

/**
 * Everything else the browser may use, off; camera and microphone for this origin only (the broadcast and a
 * member's own camera in a private show), fullscreen for the players.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'fullscreen=(self)',
  'display-capture=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'ambient-light-sensor=()',
  'screen-wake-lock=()',
  'xr-spatial-tracking=()',
  'publickey-credentials-get=()',
  'browsing-topics=()',
].join(', ');

/**
 * The Content-Security-Policy the whole site works under: scripts only from this origin (no inline script, no
 * eval), styles also inline (styled-components writes <style> elements), video from blob: (hls.js feeds MSE),
 * calls to this origin (API, socket.io and the media server's WebSocket sit behind the edge), never framed.
 */
export function contentSecurityPolicy(options: SecurityOptions): string {
  const dev = options.production ? [] : (options.devRemoteOrigins ?? []).map(devOrigin).filter((o): o is string => !!o);
  // 'self' covers this origin's own WebSocket (socket.io, the media server's signalling) in CSP Level 3 browsers
  const connect = ["'self'", ...dev.flatMap((origin) => [origin, socketOf(origin)]), ...(options.extraConnectSources ?? [])];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...dev],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': connect,
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Headers every answer of the edge carries (static files and what the API and media server answer through it). */
export function securityHeaders(options: SecurityOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(options.production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export function applyHeaders(res: http.ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/** The largest body the API takes: JSON and forms 1 MiB; uploads up to 5 files of 10 MiB plus their fields. */
export const MAX_JSON_BODY = 1024 * 1024;
export const MAX_UPLOAD_BODY = 52 * 1024 * 1024;

/** The body limit for a request, by its content type. */
export function bodyLimitFor(req: http.IncomingMessage): number {
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  return type.startsWith('multipart/') ? MAX_UPLOAD_BODY : MAX_JSON_BODY;
}

export function sendTooLarge(res: http.ServerResponse): void {
  res.statusCode = 413;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Connection', 'close');
  res.end(JSON.stringify({ statusCode: 413, message: 'The request body is too large', error: 'Payload Too Large' }));
}
