import type http from 'node:http';

export interface SecurityOptions {
  /** NODE_ENV=production: HSTS, and no loopback development servers in the policy. */
  production: boolean;
  /** More origins scripts may call (an external media server or API), e.g. `wss://media.example.com`. */
  extraConnectSources?: string[];
}

// A remote's standalone dev server (the localStorage override) runs on any loopback port in development.
const LOOPBACK_DEV = ['http://127.0.0.1:*', 'http://localhost:*', 'ws://127.0.0.1:*', 'ws://localhost:*'];

/**
 * The Content-Security-Policy the whole site works under: scripts only from this origin (no inline script, no
 * eval), styles also inline (styled-components writes <style> elements), video from blob: (hls.js feeds MSE),
 * calls to this origin (API, socket.io and the media server's WebSocket sit behind the edge), never framed.
 */
export function contentSecurityPolicy(options: SecurityOptions): string {
  const dev = options.production ? [] : LOOPBACK_DEV;
  const connect = ["'self'", ...dev, ...(options.extraConnectSources ?? [])];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...dev.filter((s) => s.startsWith('http'))],
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
