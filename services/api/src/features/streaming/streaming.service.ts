import crypto from 'node:crypto';
import type {
  PrivateChatAcceptedEvent,
  PrivateChatRejectedEvent,
  PrivateChatRequestEvent,
  ShowEndedEvent,
  ShowEndedReason,
  ShowMemberLeftEvent,
  StreamConversationResponse,
  StreamingStatus,
} from '@platform/shared/contract';
import { SHOW_ENDED_MEMBER_LOW_BALANCE, SHOW_ENDED_PERFORMER_LOW_BALANCE, STREAM_EVENTS, conversationRoom } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { badRequest, forbidden, notFound } from '../../core/errors';
import { newId } from '../../db/ids';
import { loadPublicAccounts, refKey } from '../conversations/public-accounts.repository';
import { InsufficientFundsError } from '../money/ledger.repository';
import type { BillingStop } from './show-billing';
import { addParticipant, createShowConversation, findOrCreatePublicConversation } from './stream-conversations.repository';
import {
  activeStream,
  findStream,
  openStreamsOfPerformer,
  showStreamId,
  streamOfConversation,
  type StreamRow,
} from './streams.repository';
import { conversationView, requirePerformer, setStreamingStatus, streamingRuntime } from './streaming.runtime';

type EndReason = ShowEndedReason;

const MEMBER_TEXT: Record<EndReason, string> = {
  'insufficient-balance': SHOW_ENDED_MEMBER_LOW_BALANCE,
  finished: 'The performer has ended the show.',
  'member-left': 'You have left the show.',
  'performer-left': 'The performer has left the show.',
  rejected: 'The performer has ended the private show.',
  stale: 'The show was interrupted and has been closed.',
  'billing-failed': 'The show was stopped because the next minute could not be billed.',
  'max-duration': 'The show has reached its maximum length.',
};
const PERFORMER_TEXT: Record<EndReason, string> = {
  'insufficient-balance': SHOW_ENDED_PERFORMER_LOW_BALANCE,
  finished: 'The show has ended.',
  'member-left': 'The member has left the show.',
  'performer-left': 'You have left the show.',
  rejected: 'You have ended the private show.',
  stale: 'The show was interrupted and has been closed.',
  'billing-failed': 'The show was stopped because the next minute could not be billed.',
  'max-duration': 'The show has reached its maximum length.',
};

const roomOf = (stream: StreamRow) => conversationRoom(`stream_${stream.type}`, stream.conversation_id ?? '');

/** Best effort: the broadcast record on the media server (webhooks, names). The show goes on without it. */
async function createBroadcast(ctx: AppContext, stream: StreamRow, streamId: string, name: string) {
  const rt = streamingRuntime(ctx);
  try {
    await rt.media.createBroadcast({
      streamId,
      name,
      listenerHookURL: rt.webhookUrl(),
      metaData: JSON.stringify({ streamId: stream.id, performerId: stream.performer_id, type: stream.type }),
      category: stream.type,
    });
  } catch (error) {
    rt.log(`media: broadcast ${streamId} not created (${(error as Error).message})`);
  }
}

/** The performer's status follows her running shows: private > group > public > offline. */
export async function refreshPerformerStatus(ctx: AppContext, performerId: string, force = false) {
  const { rows } = await ctx.db.query<{ type: StreamRow['type'] }>(`SELECT type FROM streams WHERE performer_id = $1 AND status = 'active'`, [performerId]);
  const types = new Set(rows.map((r) => r.type));
  const status: StreamingStatus = types.has('private') ? 'private' : types.has('group') ? 'group' : types.has('public') ? 'public' : 'offline';
  await setStreamingStatus(ctx, performerId, status, force);
  return status;
}

const userBalance = async (ctx: AppContext, userId: string) => {
  const { rows } = await ctx.db.query<{ balance: number }>('SELECT balance FROM users WHERE id = $1', [userId]);
  if (!rows[0]) throw notFound('Member not found');
  return rows[0].balance;
};

const response = async (ctx: AppContext, stream: StreamRow, me: { source: 'user' | 'performer'; id: string }): Promise<StreamConversationResponse> => ({
  conversation: await conversationView(ctx, stream.conversation_id!, me),
  sessionId: stream.session_id,
});

/** POST /streaming/live: opens (or returns) the performer's public show and its chat. */
export async function goLive(ctx: AppContext, performerId: string, title?: string): Promise<StreamConversationResponse> {
  const performer = await requirePerformer(ctx.db, performerId);
  const { stream, created } = await ctx.db.transaction(async (tx) => {
    let row = await activeStream(tx, performerId, 'public');
    let isNew = false;
    if (!row) {
      const sessionId = crypto.randomBytes(12).toString('hex');
      const inserted = await tx.query(
        `INSERT INTO streams (id, performer_id, type, session_id, status, stream_ids, started_at)
         VALUES ($1, $2, 'public', $3, 'active', ARRAY[$3], now()) ON CONFLICT DO NOTHING RETURNING id`,
        [newId(), performerId, sessionId],
      );
      isNew = inserted.rows.length > 0;
      row = (await activeStream(tx, performerId, 'public'))!;
    }
    const conversationId = await findOrCreatePublicConversation(tx, performerId, performer.username, row.id);
    await tx.query('UPDATE streams SET conversation_id = $2, updated_at = now() WHERE id = $1', [row.id, conversationId]);
    if (title !== undefined) await tx.query('UPDATE performers SET streaming_title = $2 WHERE id = $1', [performerId, title.trim()]);
    return { stream: { ...row, conversation_id: conversationId }, created: isNew };
  });
  if (created) await createBroadcast(ctx, stream, stream.session_id, `${performer.username} live`);
  await refreshPerformerStatus(ctx, performerId, created);
  return response(ctx, stream, { source: 'performer', id: performerId });
}

/** GET /streaming/finish: ends every show of the performer. */
export async function finishAll(ctx: AppContext, performerId: string) {
  const streams = await openStreamsOfPerformer(ctx.db, performerId);
  for (const stream of streams) {
    if (stream.type === 'public') {
      const { rows } = await ctx.db.query<StreamRow>(
        `UPDATE streams SET status = 'ended', ended_at = now(), end_reason = 'finished', is_streaming = false, updated_at = now()
         WHERE id = $1 AND status = 'active' RETURNING *`,
        [stream.id],
      );
      if (!rows[0]) continue;
      await ctx.db.query(
        `UPDATE performers SET total_stream_time = total_stream_time + GREATEST(0, extract(epoch FROM now() - $2::timestamptz))::int WHERE id = $1`,
        [performerId, stream.started_at ?? stream.created_at],
      );
      await ctx.db.query(`UPDATE stream_viewers SET left_at = now() WHERE stream_id = $1 AND left_at IS NULL`, [stream.id]);
      ctx.realtime.emitToRoom(roomOf(stream), STREAM_EVENTS.modelLeft, { performerId, conversationId: stream.conversation_id });
    } else if (stream.status === 'requested') {
      await rejectRequest(ctx, stream);
    } else {
      await endShow(ctx, stream, 'finished');
    }
  }
  await refreshPerformerStatus(ctx, performerId);
  return { success: true };
}

/** Ends a private or group show for everybody in it. */
export async function endShow(ctx: AppContext, stream: StreamRow, reason: EndReason) {
  const { rows } = await ctx.db.query<StreamRow>(
    `UPDATE streams SET status = 'ended', ended_at = now(), end_reason = $2, is_streaming = false, updated_at = now()
     WHERE id = $1 AND status = 'active' RETURNING *`,
    [stream.id, reason],
  );
  if (!rows[0]) return false;
  const members = await ctx.db.query<{ user_id: string }>(
    `UPDATE show_participants SET status = 'ended', ended_at = now(), end_reason = $2 WHERE stream_id = $1 AND status = 'active' RETURNING user_id`,
    [stream.id, reason],
  );
  await streamingRuntime(ctx).billing.stop(stream.id);
  const conversationId = stream.conversation_id ?? '';
  const notify = (source: 'user' | 'performer', id: string, text: string) =>
    ctx.realtime.emitToAccount(source, id, STREAM_EVENTS.showEnded, { conversationId, reason, message: text } satisfies ShowEndedEvent);
  for (const member of members.rows) notify('user', member.user_id, MEMBER_TEXT[reason]);
  if (stream.type === 'private' && stream.user_id && !members.rows.some((m) => m.user_id === stream.user_id)) notify('user', stream.user_id, MEMBER_TEXT[reason]);
  notify('performer', stream.performer_id, PERFORMER_TEXT[reason]);
  ctx.realtime.emitToRoom(roomOf(stream), STREAM_EVENTS.modelLeft, { performerId: stream.performer_id, conversationId });
  await refreshPerformerStatus(ctx, stream.performer_id);
  return true;
}

/** A member leaves a show: a private show ends for both; in a group show only the member is out. */
export async function leaveShow(ctx: AppContext, stream: StreamRow, userId: string, reason: EndReason) {
  if (stream.type === 'private') return endShow(ctx, stream, reason);
  const { rows } = await ctx.db.query(
    `UPDATE show_participants SET status = 'ended', ended_at = now(), end_reason = $3 WHERE stream_id = $1 AND user_id = $2 AND status = 'active' RETURNING 1`,
    [stream.id, userId, reason],
  );
  await streamingRuntime(ctx).billing.stop(stream.id, userId);
  if (!rows.length) return false;
  const conversationId = stream.conversation_id ?? '';
  ctx.realtime.emitToAccount('user', userId, STREAM_EVENTS.showEnded, { conversationId, reason, message: MEMBER_TEXT[reason] } satisfies ShowEndedEvent);
  const left: ShowMemberLeftEvent = { conversationId, userId, reason, message: PERFORMER_TEXT[reason] };
  ctx.realtime.emitToAccount('performer', stream.performer_id, STREAM_EVENTS.showMemberLeft, left);
  return true;
}

/** What billing calls when a member is out of a show. */
export async function stopForBilling(ctx: AppContext, streamId: string, userId: string, reason: BillingStop) {
  const stream = await findStream(ctx.db, streamId);
  if (!stream || stream.status !== 'active') {
    await ctx.db.query(`UPDATE show_participants SET status = 'ended', ended_at = now(), end_reason = $3 WHERE stream_id = $1 AND user_id = $2 AND status = 'active'`, [
      streamId,
      userId,
      reason,
    ]);
    return;
  }
  await leaveShow(ctx, stream, userId, reason);
}

/** POST /streaming/group-chat: opens (or returns) the performer's group show. */
export async function startGroup(ctx: AppContext, performerId: string): Promise<StreamConversationResponse> {
  const performer = await requirePerformer(ctx.db, performerId);
  const { stream, created } = await ctx.db.transaction(async (tx) => {
    const existing = await activeStream(tx, performerId, 'group');
    if (existing) return { stream: existing, created: false };
    const id = newId();
    const sessionId = showStreamId('group', id, performerId);
    const inserted = await tx.query(
      `INSERT INTO streams (id, performer_id, type, session_id, status, stream_ids, price, started_at)
       VALUES ($1, $2, 'group', $3, 'active', ARRAY[$3], $4, now()) ON CONFLICT DO NOTHING RETURNING id`,
      [id, performerId, sessionId, performer.group_call_price],
    );
    if (!inserted.rows.length) return { stream: (await activeStream(tx, performerId, 'group'))!, created: false };
    const conversationId = await createShowConversation(tx, 'stream_group', `${performer.username} group show`, id, performerId);
    await tx.query('UPDATE streams SET conversation_id = $2 WHERE id = $1', [id, conversationId]);
    return { stream: (await findStream(tx, id))!, created: true };
  });
  if (created) await createBroadcast(ctx, stream, stream.session_id, `${performer.username} group show`);
  await refreshPerformerStatus(ctx, performerId, created);
  return response(ctx, stream, { source: 'performer', id: performerId });
}

const lowBalance = (kind: 'private' | 'group', price: number, balance: number) =>
  badRequest(
    kind === 'private'
      ? `You do not have enough tokens for a private show: it costs ${price} tokens per minute and your balance is ${balance} tokens.`
      : `You do not have enough tokens to join the group show: it costs ${price} tokens per minute and your balance is ${balance} tokens.`,
  );

/** GET /streaming/group-chat/{performerId}: a member joins the running group show (first minute billed now). */
export async function joinGroup(ctx: AppContext, userId: string, performerId: string): Promise<StreamConversationResponse> {
  const performer = await requirePerformer(ctx.db, performerId);
  const stream = await activeStream(ctx.db, performerId, 'group');
  if (!stream) throw badRequest('The performer is not in a group show');
  const me = { source: 'user' as const, id: userId };
  const { rows: current } = await ctx.db.query<{ status: string }>('SELECT status FROM show_participants WHERE stream_id = $1 AND user_id = $2', [stream.id, userId]);
  if (current[0]?.status === 'active') return response(ctx, stream, me);
  const price = performer.group_call_price;
  const balance = await userBalance(ctx, userId);
  if (balance < price) throw lowBalance('group', price, balance);
  const { rows: count } = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM show_participants WHERE stream_id = $1 AND status = 'active'`, [stream.id]);
  if (count[0].n >= performer.max_participants_allowed) throw badRequest('This group show is full');
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO show_participants (stream_id, user_id, status, joined_at, next_charge_at) VALUES ($1, $2, 'active', now(), now())
       ON CONFLICT (stream_id, user_id) DO UPDATE SET status = 'active', joined_at = now(), next_charge_at = now(), ended_at = NULL, end_reason = NULL`,
      [stream.id, userId],
    );
    await addParticipant(tx, stream.conversation_id!, me);
    await tx.query(`UPDATE streams SET stream_ids = array_append(array_remove(stream_ids, $2), $2), updated_at = now() WHERE id = $1`, [
      stream.id,
      showStreamId('group', stream.id, userId),
    ]);
  });
  try {
    await streamingRuntime(ctx).billing.start(stream.id, userId);
  } catch (error) {
    await ctx.db.query(`UPDATE show_participants SET status = 'ended', ended_at = now(), end_reason = 'insufficient-balance' WHERE stream_id = $1 AND user_id = $2`, [
      stream.id,
      userId,
    ]);
    if (error instanceof InsufficientFundsError) throw lowBalance('group', price, await userBalance(ctx, userId));
    throw error;
  }
  return response(ctx, stream, me);
}

/** POST /streaming/private-chat/{performerId}: a member asks for a private show. */
export async function requestPrivate(ctx: AppContext, userId: string, performerId: string): Promise<StreamConversationResponse> {
  const performer = await requirePerformer(ctx.db, performerId);
  if (performer.streaming_status === 'offline') throw badRequest('The performer is not live');
  if (performer.streaming_status === 'private') throw badRequest('The performer is in a private show right now');
  const price = performer.private_call_price;
  const balance = await userBalance(ctx, userId);
  if (balance < price) throw lowBalance('private', price, balance);
  const stream = await ctx.db.transaction(async (tx) => {
    const { rows: open } = await tx.query<StreamRow>(
      `SELECT * FROM streams WHERE performer_id = $1 AND user_id = $2 AND type = 'private' AND status IN ('requested', 'active')`,
      [performerId, userId],
    );
    if (open[0]) return open[0];
    const id = newId();
    const sessionId = showStreamId('private', id, performerId);
    await tx.query(
      `INSERT INTO streams (id, performer_id, type, session_id, user_id, status, stream_ids, price)
       VALUES ($1, $2, 'private', $3, $4, 'requested', ARRAY[$3, $5], $6)`,
      [id, performerId, sessionId, userId, showStreamId('private', id, userId), price],
    );
    const conversationId = await createShowConversation(tx, 'stream_private', `Private show with ${performer.username}`, id, performerId, userId);
    await tx.query('UPDATE streams SET conversation_id = $2 WHERE id = $1', [id, conversationId]);
    return (await findStream(tx, id))!;
  });
  const accounts = await loadPublicAccounts(ctx.db, ctx.storage, [{ source: 'user', id: userId }]);
  const request: PrivateChatRequestEvent = { user: accounts.get(refKey('user', userId))!, conversationId: stream.conversation_id!, streamId: stream.id };
  ctx.realtime.emitToAccount('performer', performerId, STREAM_EVENTS.privateChatRequest, request);
  return response(ctx, stream, { source: 'user', id: userId });
}

/** The private show of a conversation, as its performer: 404 unknown, 403 someone else's. */
async function privateStreamFor(ctx: AppContext, performerId: string, conversationId: string) {
  const stream = await streamOfConversation(ctx.db, conversationId);
  if (!stream || stream.type !== 'private') throw notFound('Private chat request not found');
  if (stream.performer_id !== performerId) throw forbidden();
  return stream;
}

/** POST /streaming/private-chat/accept/{conversationId}: the show starts and the first minute is billed. */
export async function acceptPrivate(ctx: AppContext, performerId: string, conversationId: string): Promise<StreamConversationResponse> {
  const stream = await privateStreamFor(ctx, performerId, conversationId);
  const me = { source: 'performer' as const, id: performerId };
  if (stream.status === 'active') return response(ctx, stream, me);
  if (stream.status !== 'requested') throw badRequest('This private chat request is no longer pending');
  const busy = await activeStream(ctx.db, performerId, 'private');
  if (busy) throw badRequest('You are already in a private show; finish it first');
  const performer = await requirePerformer(ctx.db, performerId);
  const userId = stream.user_id!;
  const accepted = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<StreamRow>(
      `UPDATE streams SET status = 'active', started_at = now(), price = $2, updated_at = now() WHERE id = $1 AND status = 'requested' RETURNING *`,
      [stream.id, performer.private_call_price],
    );
    if (!rows[0]) return null;
    await tx.query(
      `INSERT INTO show_participants (stream_id, user_id, status, joined_at, next_charge_at) VALUES ($1, $2, 'active', now(), now()) ON CONFLICT DO NOTHING`,
      [stream.id, userId],
    );
    return rows[0];
  });
  if (!accepted) throw badRequest('This private chat request is no longer pending');
  try {
    await streamingRuntime(ctx).billing.start(stream.id, userId);
  } catch (error) {
    await endShow(ctx, accepted, 'insufficient-balance');
    if (error instanceof InsufficientFundsError) throw badRequest("The member's balance is too low for a private show.");
    throw error;
  }
  await refreshPerformerStatus(ctx, performerId, true);
  await createBroadcast(ctx, accepted, accepted.session_id, `Private show of ${performer.username}`);
  const event: PrivateChatAcceptedEvent = { conversationId, sessionId: accepted.session_id };
  ctx.realtime.emitToAccount('user', userId, STREAM_EVENTS.privateChatAccepted, event);
  return response(ctx, accepted, me);
}

async function rejectRequest(ctx: AppContext, stream: StreamRow) {
  const { rows } = await ctx.db.query(
    `UPDATE streams SET status = 'rejected', ended_at = now(), end_reason = 'rejected', updated_at = now() WHERE id = $1 AND status = 'requested' RETURNING 1`,
    [stream.id],
  );
  if (rows.length && stream.user_id) {
    const event: PrivateChatRejectedEvent = { conversationId: stream.conversation_id ?? '' };
    ctx.realtime.emitToAccount('user', stream.user_id, STREAM_EVENTS.privateChatRejected, event);
  }
  return rows.length > 0;
}

/** PUT /streaming/private-chat/reject/{conversationId}: declines a request (or ends a running private show). */
export async function rejectPrivate(ctx: AppContext, performerId: string, conversationId: string) {
  const stream = await privateStreamFor(ctx, performerId, conversationId);
  if (stream.status === 'requested' && (await rejectRequest(ctx, stream))) return { success: true };
  if (stream.status === 'active') {
    await endShow(ctx, stream, 'rejected');
    ctx.realtime.emitToAccount('user', stream.user_id!, STREAM_EVENTS.privateChatRejected, { conversationId } satisfies PrivateChatRejectedEvent);
    return { success: true };
  }
  throw badRequest('This private chat request is no longer pending');
}
