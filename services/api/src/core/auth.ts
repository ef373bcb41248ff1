import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '@platform/shared/contract';
import { findCredentials } from '../features/accounts/accounts.repository';
import type { AuthInfo } from './context';
import { forbidden } from './errors';

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Token from `Authorization` (with or without `Bearer `), else `?token=`, else the `token` cookie. */
export function tokenFromRequest(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header && header.trim()) return header.trim().replace(/^Bearer\s+/i, '') || null;
  const query = (req.query as Record<string, unknown> | undefined)?.token;
  if (typeof query === 'string' && query) return query;
  return cookieValue(req.headers.cookie, 'token');
}

/** Resolves the caller, or null: an unknown, inactive or deleted account counts as no account. */
export async function resolveAuth(req: FastifyRequest): Promise<AuthInfo | null> {
  const token = tokenFromRequest(req);
  if (!token) return null;
  const payload = req.server.ctx.tokens.verify(token);
  if (!payload || payload.source === 'admin') return null;
  const account = await findCredentials(req.server.ctx.db, payload.source, { id: payload.sourceId });
  if (!account || account.status === 'inactive') return null;
  const roles = account.roles;
  return { authId: payload.authId, source: payload.source, sourceId: payload.sourceId, roles, isAdmin: roles.includes('admin') };
}

export type Access = Role | 'admin';

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
