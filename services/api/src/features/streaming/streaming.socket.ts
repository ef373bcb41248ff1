import type { Socket } from 'socket.io';
import type { ConversationType, JoinedTheRoomEvent, PublicRoomChangedEvent, PublicUser } from '@platform/shared/contract';
import { STREAM_EVENTS, conversationRoom } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { isObjectId } from '../../db/ids';
import type { SocketAuth } from '../../realtime/realtime';
import { loadPublicAccounts, refKey, type AccountRef } from '../conversations/public-accounts.repository';
import { activeStream, participant, streamOfConversation, type StreamRow } from './streams.repository';
import { endShow, leaveShow } from './streaming.service';
import { streamingRuntime } from './streaming.runtime';

type Ack = (result: { ok: boolean; conversationId?: string; message?: string }) => void;

interface ConversationInfo {
  id: string;
  type: ConversationType;
  performer_id: string | null;
}

async function conversationInfo(ctx: AppContext, id: unknown) {
  if (!isObjectId(id)) return null;
  const { rows } = await ctx.db.query<ConversationInfo>('SELECT id, type, performer_id FROM conversations WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** Who is in a room: signed-in accounts (public form, the performer left out) and the number of anonymous sockets. */
async function roomMembers(ctx: AppContext, room: string, performerId: string | null) {
  const sockets = (await ctx.realtime.io?.in(room).fetchSockets()) ?? [];
  const refs = new Map<string, AccountRef>();
  let anonymous = 0;
  for (const s of sockets) {
    const auth = s.data.auth as SocketAuth | undefined;
    if (!auth) anonymous++;
    else if (!(auth.source === 'performer' && auth.sourceId === performerId)) refs.set(refKey(auth.source, auth.sourceId), { source: auth.source, id: auth.sourceId });
  }
  const accounts = await loadPublicAccounts(ctx.db, ctx.storage, [...refs.values()]);
  const members = [...refs.keys()].map((k) => accounts.get(k)).filter((m): m is PublicUser => !!m);
  return { total: members.length + anonymous, members, sockets };
}

/** Tells a public room its viewer count (`public-room-changed`) and keeps the performer's `watching` figure. */
export async function publicRoomChanged(ctx: AppContext, conversation: ConversationInfo) {
  const room = conversationRoom(conversation.type, conversation.id);
  const { total, members } = await roomMembers(ctx, room, conversation.performer_id);
  const event: PublicRoomChangedEvent = { conversationId: conversation.id, total, members };
  ctx.realtime.emitToRoom(room, STREAM_EVENTS.publicRoomChanged, event);
  if (conversation.performer_id) {
    await ctx.db.query(`UPDATE performers SET watching = $2 WHERE id = $1 AND streaming_status <> 'offline'`, [conversation.performer_id, total]);
  }
}

/** Records a signed-in viewer of a stream; the first visit counts towards its total. */
export async function registerViewer(ctx: AppContext, streamId: string, who: AccountRef) {
  const inserted = await ctx.db.query(
    `INSERT INTO stream_viewers (stream_id, source, source_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1`,
    [streamId, who.source, who.id],
  );
  if (inserted.rows.length) await ctx.db.query('UPDATE streams SET total_viewer = total_viewer + 1, updated_at = now() WHERE id = $1', [streamId]);
  else await ctx.db.query('UPDATE stream_viewers SET left_at = NULL WHERE stream_id = $1 AND source = $2 AND source_id = $3', [streamId, who.source, who.id]);
}

export async function unregisterViewer(ctx: AppContext, streamId: string, who: AccountRef) {
  await ctx.db.query('UPDATE stream_viewers SET left_at = now() WHERE stream_id = $1 AND source = $2 AND source_id = $3 AND left_at IS NULL', [
    streamId,
    who.source,
    who.id,
  ]);
}

const isShowRoom = (type: ConversationType) => type === 'stream_private' || type === 'stream_group';

/** May this account be in the room of a private or group show? */
async function showAccess(ctx: AppContext, stream: StreamRow, auth: SocketAuth | undefined): Promise<'performer' | 'member' | null> {
  if (!auth || stream.status !== 'active') return null;
  if (auth.source === 'performer' && auth.sourceId === stream.performer_id) return 'performer';
  if (auth.source !== 'user') return null;
  const member = await participant(ctx.db, stream.id, auth.sourceId);
  return member?.status === 'active' ? 'member' : null;
}

/**
 * Stream rooms over socket.io (xlive-contract "Realtime"): `public-stream/*` for public shows, JOIN_ROOM /
 * REJOIN_ROOM / LEAVE_ROOM for private and group shows (private conversations stay with the conversations
 * feature). A member whose sockets all left a show is taken out of it after a grace period.
 */
export function registerStreamingSockets(ctx: AppContext, graceTimers: Set<NodeJS.Timeout>) {
  const io = ctx.realtime.io;
  if (!io) return;
  const rt = () => streamingRuntime(ctx);

  const stillInRoom = async (room: string, auth: SocketAuth) =>
    ((await io.in(room).fetchSockets()) ?? []).some((s) => {
      const a = s.data.auth as SocketAuth | undefined;
      return a?.source === auth.source && a.sourceId === auth.sourceId;
    });

  const leaveShowRoom = async (conversation: ConversationInfo, auth: SocketAuth) => {
    const stream = await streamOfConversation(ctx.db, conversation.id);
    if (!stream || stream.status !== 'active') return;
    if (auth.source === 'performer' && auth.sourceId === stream.performer_id) {
      ctx.realtime.emitToRoom(conversationRoom(conversation.type, conversation.id), STREAM_EVENTS.modelLeftRoom, { conversationId: conversation.id });
      await endShow(ctx, stream, 'performer-left');
    } else if (auth.source === 'user') {
      await leaveShow(ctx, stream, auth.sourceId, 'member-left');
    }
  };

  io.on('connection', (socket: Socket) => {
    const auth = () => socket.data.auth as SocketAuth | undefined;
    const on = (event: string, handler: (conversation: ConversationInfo, reply: Ack) => Promise<void>) =>
      socket.on(event, async (payload: unknown, ack?: unknown) => {
        const reply: Ack = typeof ack === 'function' ? (ack as Ack) : () => undefined;
        const conversationId = (payload as { conversationId?: unknown } | null)?.conversationId;
        try {
          const conversation = await conversationInfo(ctx, conversationId);
          if (!conversation) {
            // JOIN_ROOM of an unknown id is answered here; private conversations belong to the conversations feature
            if (event.startsWith('public-stream/')) reply({ ok: false, conversationId: String(conversationId ?? ''), message: 'Conversation not found' });
            return;
          }
          await handler(conversation, reply);
        } catch (error) {
          rt().log(`socket ${event}: ${(error as Error).message}`);
          reply({ ok: false, conversationId: String(conversationId ?? '') });
        }
      });

    const joinPublic = async (conversation: ConversationInfo, reply: Ack) => {
      if (conversation.type !== 'stream_public') return reply({ ok: false, conversationId: conversation.id, message: 'Not a public stream room' });
      await socket.join(conversationRoom(conversation.type, conversation.id));
      const a = auth();
      const stream = conversation.performer_id ? await activeStream(ctx.db, conversation.performer_id, 'public') : null;
      if (stream && a && !(a.source === 'performer' && a.sourceId === conversation.performer_id)) {
        await registerViewer(ctx, stream.id, { source: a.source, id: a.sourceId });
      }
      // a viewer arriving while the performer already publishes starts playing at once
      if (stream?.is_streaming) socket.emit(STREAM_EVENTS.joinBroadcaster, { performerId: conversation.performer_id, conversationId: conversation.id });
      await publicRoomChanged(ctx, conversation);
      reply({ ok: true, conversationId: conversation.id });
    };
    on(STREAM_EVENTS.publicJoin, joinPublic);
    on(STREAM_EVENTS.publicRejoin, joinPublic);
    on(STREAM_EVENTS.publicLeave, async (conversation, reply) => {
      if (conversation.type !== 'stream_public') return reply({ ok: false, conversationId: conversation.id });
      await socket.leave(conversationRoom(conversation.type, conversation.id));
      const a = auth();
      const stream = conversation.performer_id ? await activeStream(ctx.db, conversation.performer_id, 'public') : null;
      if (stream && a) await unregisterViewer(ctx, stream.id, { source: a.source, id: a.sourceId });
      await publicRoomChanged(ctx, conversation);
      reply({ ok: true, conversationId: conversation.id });
    });
    on(STREAM_EVENTS.publicLive, async (conversation, reply) => {
      const a = auth();
      if (conversation.type !== 'stream_public' || a?.source !== 'performer' || a.sourceId !== conversation.performer_id) {
        return reply({ ok: false, conversationId: conversation.id, message: 'Forbidden resource' });
      }
      await socket.join(conversationRoom(conversation.type, conversation.id));
      await ctx.db.query(`UPDATE streams SET is_streaming = true, updated_at = now() WHERE performer_id = $1 AND type = 'public' AND status = 'active'`, [a.sourceId]);
      ctx.realtime.emitToRoom(conversationRoom(conversation.type, conversation.id), STREAM_EVENTS.joinBroadcaster, {
        performerId: a.sourceId,
        conversationId: conversation.id,
      });
      reply({ ok: true, conversationId: conversation.id });
    });

    const joinShow = async (conversation: ConversationInfo, reply: Ack) => {
      if (!isShowRoom(conversation.type)) return; // private conversations: conversations feature
      const stream = await streamOfConversation(ctx.db, conversation.id);
      const role = stream ? await showAccess(ctx, stream, auth()) : null;
      if (!stream || !role) return reply({ ok: false, conversationId: conversation.id, message: 'Forbidden resource' });
      const room = conversationRoom(conversation.type, conversation.id);
      await socket.join(room);
      if (role === 'performer') ctx.realtime.emitToRoom(room, STREAM_EVENTS.modelJoinRoom, { conversationId: conversation.id });
      const { total, members } = await roomMembers(ctx, room, stream.performer_id);
      const joined: JoinedTheRoomEvent = { conversationId: conversation.id, streamId: stream.session_id, total, members, streamList: stream.stream_ids };
      ctx.realtime.emitToRoom(room, STREAM_EVENTS.joinedTheRoom, joined);
      reply({ ok: true, conversationId: conversation.id });
    };
    on(STREAM_EVENTS.joinRoom, joinShow);
    on(STREAM_EVENTS.rejoinRoom, joinShow);
    on(STREAM_EVENTS.leaveRoom, async (conversation, reply) => {
      const a = auth();
      if (!isShowRoom(conversation.type)) return;
      await socket.leave(conversationRoom(conversation.type, conversation.id));
      if (a) await leaveShowRoom(conversation, a);
      reply({ ok: true, conversationId: conversation.id });
    });

    socket.on('disconnecting', () => {
      const a = auth();
      const rooms = [...socket.rooms].filter((r) => r.startsWith('conversation:stream_'));
      if (!rooms.length) return;
      const afterLeaving = async () => {
        for (const room of rooms) {
          const [, type, id] = room.split(':');
          const conversation = await conversationInfo(ctx, id);
          if (!conversation) continue;
          if (type === 'stream_public') await publicRoomChanged(ctx, conversation);
          else if (a) {
            const timer = setTimeout(() => {
              graceTimers.delete(timer);
              void (async () => {
                if (!(await stillInRoom(room, a))) await leaveShowRoom(conversation, a);
              })().catch((error: Error) => rt().log(`show room grace: ${error.message}`));
            }, rt().config.disconnectGraceMs);
            timer.unref?.();
            graceTimers.add(timer);
          }
        }
      };
      // the socket is out of its rooms only after this event
      setImmediate(() => void afterLeaving().catch((error: Error) => rt().log(`socket disconnect: ${error.message}`)));
    });
  });
}
