import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '@platform/shared/contract';
import type { Queryable } from '../db/db';
import type { AuthInfo } from './context';
import { forbidden, HttpError } from './errors';
import { SESSION_COOKIE } from './session-cookie';
import { findSessionAccount } from './sessions.repository';
import type { VerifiedToken } from './tokens';

/** Methods whose requests may sign in with the cookie: reads only, never a call that changes something. */
const COOKIE_METHODS = new Set(['GET', 'HEAD']);

export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null; // a malformed %-escape: no such cookie
    }
  }
  return null;
}

/**
 * Token from `Authorization` (with or without `Bearer `); for GET and HEAD (files and pictures) also the session
 * cookie. Never from the URL, and a cookie alone never authorizes a call that changes something.
 */
export function tokenFromRequest(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header && header.trim()) return header.trim().replace(/^Bearer\s+/i, '') || null;
  return COOKIE_METHODS.has(req.method) ? cookieValue(req.headers.cookie, SESSION_COOKIE) : null;
}

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** 401: the token is genuine but its session was ended (logout, sign out everywhere, password change or reset). */
export const sessionEnded = () => new HttpError(401, { statusCode: 401, message: SESSION_ENDED_MESSAGE, error: 'Unauthorized' });

/** A verified token checked against the server: `open` (with the account), `ended`, or `none` (no such active account). */
export type SessionState = { state: 'open'; roles: string[] } | { state: 'ended' } | { state: 'none' };

/** One indexed query per call: the account's status, roles and token version, and whether the token id was revoked. */
export async function checkSession(db: Queryable, token: VerifiedToken): Promise<SessionState> {
  if (token.source === 'admin') return { state: 'none' };
  const account = await findSessionAccount(db, token.source, token.sourceId, token.jti);
  if (!account || account.status === 'inactive') return { state: 'none' };
  if (account.revoked || token.tokenVersion !== account.token_version) return { state: 'ended' };
  return { state: 'open', roles: account.roles };
}

/** The request's verified token (signature, algorithm and expiry only), or null. */
export function verifiedToken(req: FastifyRequest): VerifiedToken | null {
  const token = tokenFromRequest(req);
  return token ? req.server.ctx.tokens.verify(token) : null;
}

/**
 * Resolves the caller, or null: no token, a forged or expired one, or an unknown, inactive or deleted account
 * counts as no account. A genuine token whose session was ended is refused with 401.
 */
export async function resolveAuth(req: FastifyRequest): Promise<AuthInfo | null> {
  const token = verifiedToken(req);
  if (!token) return null;
  const { ctx } = req.server;
  // kept ~2 s per token in this process; sign-out, password changes and suspensions forget it at once (session-cache.ts)
  const session = token.source === 'admin' ? await checkSession(ctx.db, token) : await ctx.sessions.check(token, () => checkSession(ctx.db, token));
  if (session.state === 'ended') throw sessionEnded();
  if (session.state === 'none') return null;
  const roles = session.roles;
  return { authId: token.authId, source: token.source as Role, sourceId: token.sourceId, roles, isAdmin: roles.includes('admin') };
}

export type Access = Role | 'admin';

/**
 * A signed-in route's options: `guard` for `access` (one kind of account, several, or `[]` for any account) and the
 * route's schema.
 */
export function guarded<S extends object>(access: Access | Access[], schema: S) {
  return { preHandler: guard(...[access].flat()), schema };
}

/** A back office route's options: an admin's session only, listed under `admin` in the API docs. */
export function adminOnly<S extends object>(summary: string, schema: S) {
  return guarded('admin', { tags: ['admin'], summary, ...schema });
}

/** preHandler: 403 `Forbidden resource` unless the caller holds a valid token of one of `allowed` (any role when empty). */
export function guard(...allowed: Access[]): preHandlerAsyncHookHandler {
  return async function guardHandler(req: FastifyRequest, _reply: FastifyReply) {
    const auth = await resolveAuth(req);
    if (!auth) throw forbidden();
    const ok = allowed.length === 0 || allowed.some((access) => (access === 'admin' ? auth.isAdmin : access === auth.source));
    if (!ok) throw forbidden();
    req.auth = auth;
  };
}

/** preHandler for public routes that behave differently for a signed-in caller. */
export const optionalAuth: preHandlerAsyncHookHandler = async function optionalAuthHandler(req) {
  req.auth = await resolveAuth(req);
};
