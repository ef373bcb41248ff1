import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie the API reads a session token from (core/auth.ts) and sets on every answer that issues one. */
export const SESSION_COOKIE = 'token';

/** https as the browser saw it: the request itself, or the edge's X-Forwarded-Proto in front of it. */
function overHttps(req: FastifyRequest): boolean {
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https' || req.protocol === 'https';
}

function cookie(req: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const parts = [`${SESSION_COOKIE}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`];
  if (overHttps(req)) parts.push('Secure');
  return parts.join('; ');
}

/**
 * Sets the session cookie for a token this answer issues: HttpOnly (page script never reads it), SameSite=Lax, Secure
 * over https, and kept as long as the token is valid (a "remember me" token a year, else 30 days).
 */
export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  const verified = req.server.ctx.tokens.verify(token);
  const maxAge = verified ? Math.max(0, Math.floor((verified.expiresAt.getTime() - Date.now()) / 1000)) : 0;
  reply.header('set-cookie', cookie(req, token, maxAge));
}

/** Removes the session cookie (sign out, sign out everywhere). */
export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', cookie(req, '', 0));
}
