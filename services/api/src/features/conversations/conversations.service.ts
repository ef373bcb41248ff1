import type { Conversation, Role } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { forbidden, notFound } from '../../core/errors';
import type { Queryable } from '../../db/db';
import { assertViewerAllowed } from '../performer-blocking/viewer-access';
import { toConversation, type ConversationRow } from './conversations.mapper';
import { findConversation } from './conversations.repository';
import { loadPublicAccounts, type AccountRef } from '../accounts/public-accounts.repository';

export const callerRef = (auth: { source: Role; sourceId: string }): AccountRef => ({ source: auth.source, id: auth.sourceId });

/** The conversation if the caller takes part in it: 404 when it does not exist, 403 when the caller is not a participant. */
export async function participantConversation(db: Queryable, id: string, me: AccountRef) {
  const row = await findConversation(db, id, me);
  if (!row) throw notFound('Conversation not found');
  // stream conversations get their own (room-based) access rules with the streaming feature
  if (!row.is_participant) throw forbidden();
  return row;
}

/**
 * 403 when the performer `other` blocked the caller (a member) or the country he writes from: he can neither start a
 * conversation with her nor write in an existing one. Reading stays open; the performer may still write.
 */
export async function assertNotBlocked(db: Queryable, me: AccountRef, other: AccountRef, country: string | null) {
  if (me.source !== 'user' && !country) return;
  if (other.source === 'performer') await assertViewerAllowed(db, other.id, { userId: me.source === 'user' ? me.id : null, country });
}

/** Rows → contract shape, with the other parties' public forms loaded in one query. */
export async function toConversations(ctx: AppContext, rows: ConversationRow[], me: AccountRef): Promise<Conversation[]> {
  const refs = rows.flatMap((row) => row.recipients.map((r) => ({ source: r.source, id: r.sourceId })));
  const accounts = await loadPublicAccounts(ctx.db, ctx.storage, refs);
  return rows.map((row) => toConversation(row, me, accounts));
}
