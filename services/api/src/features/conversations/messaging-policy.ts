import type { FastifyReply, FastifyRequest } from 'fastify';
import { guard, verifiedToken } from '../../core/auth';
import { forbiddenBecause, HttpError, notFound } from '../../core/errors';
import type { Queryable } from '../../db/db';
import { assertNotBlocked } from './conversations.service';
import { findMessagingAccount, type AccountRef, type MessagingAccount } from '../accounts/public-accounts.repository';

// Who may write to whom in private messages, checked when a conversation is opened and on every send:
// a member ↔ a performer, a studio ↔ its own performers; a suspended account neither sends nor receives, and a
// member a performer blocked (or who writes from a country she blocked) cannot write to her.

export const SENDER_SUSPENDED_TEXT = 'Your account is suspended, so you cannot send messages.';
export const RECIPIENT_SUSPENDED_TEXT = 'This account is suspended and cannot receive messages.';

/** Why the sender's role may not write to that account, by the sender's role. */
export const NOT_ALLOWED_TEXT = {
  user: 'Members can only message performers.',
  performer: 'Performers can only message members and their own studio.',
  studio: 'Studios can only message their own performers.',
} as const;

const isStudioOf = (studio: AccountRef, performer: MessagingAccount) => performer.studio_id === studio.id;

/** A member and a performer; a studio and one of its performers (either way round). */
function pairAllowed(me: AccountRef, meAccount: MessagingAccount, other: AccountRef, otherAccount: MessagingAccount) {
  const roles = new Set([me.source, other.source]);
  if (roles.has('user') && roles.has('performer')) return true;
  if (roles.has('studio') && roles.has('performer')) {
    return me.source === 'studio' ? isStudioOf(me, otherAccount) : isStudioOf(other, meAccount);
  }
  return false;
}

/**
 * Refuses (403 with the reason) when `me` may not write to `other`; 404 when `other` does not exist. The caller's
 * own account is read too: a performer's studio, and whether she was suspended after signing in.
 */
export async function assertMayWrite(db: Queryable, me: AccountRef, other: AccountRef, country: string | null) {
  const [meAccount, otherAccount] = await Promise.all([findMessagingAccount(db, me), findMessagingAccount(db, other)]);
  if (!meAccount || meAccount.suspended) throw forbiddenBecause(SENDER_SUSPENDED_TEXT);
  if (!otherAccount) throw notFound('Account not found');
  if (!pairAllowed(me, meAccount, other, otherAccount)) throw forbiddenBecause(NOT_ALLOWED_TEXT[me.source]);
  if (otherAccount.suspended) throw forbiddenBecause(RECIPIENT_SUSPENDED_TEXT);
  await assertNotBlocked(db, me, other, country);
}

const anyAccount = guard();

/**
 * preHandler of the routes that write messages: `guard()`, except that a genuine token of a suspended account gets
 * 403 with the reason instead of the bare `Forbidden resource`.
 */
export async function guardSender(req: FastifyRequest, reply: FastifyReply) {
  try {
    await anyAccount.call(req.server, req, reply);
  } catch (error) {
    const token = error instanceof HttpError && error.statusCode === 403 ? verifiedToken(req) : null;
    if (token && token.source !== 'admin') {
      const account = await findMessagingAccount(req.server.ctx.db, { source: token.source, id: token.sourceId });
      if (account?.suspended) throw forbiddenBecause(SENDER_SUSPENDED_TEXT);
    }
    throw error;
  }
}
