import type { Role } from '@platform/shared/contract';
import type { AppContext } from './context';
import { bumpTokenVersion, findTokenVersion, revokeToken } from './sessions.repository';
import type { VerifiedToken } from './tokens';

/** A session token carrying the account's current token version. */
export async function issueToken(ctx: AppContext, source: Role, accountId: string, remember?: boolean) {
  const tokenVersion = await findTokenVersion(ctx.db, source, accountId);
  return ctx.tokens.sign({ authId: accountId, source, sourceId: accountId, tokenVersion }, remember);
}

/** Ends every session of the account (all its tokens, in every API process) and drops its open sockets here. */
export async function endAllSessions(ctx: AppContext, source: Role, accountId: string) {
  await bumpTokenVersion(ctx.db, source, accountId);
  ctx.sessions.forget(source, accountId);
  await ctx.realtime.disconnectAccount(source, accountId);
}

/** Ends the one session of this token (POST /auth/logout) and closes the sockets opened with it. */
export async function endSession(ctx: AppContext, token: VerifiedToken) {
  await revokeToken(ctx.db, token.jti, token.expiresAt);
  ctx.sessions.forget(token.source, token.sourceId);
  if (token.source !== 'admin') await ctx.realtime.disconnectAccount(token.source, token.sourceId, token.jti);
}
