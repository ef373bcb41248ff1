import type { Socket } from 'socket.io';
import type {
  BroadcasterEvent,
  ConversationRoomPayload,
  ConversationType,
  JoinedTheRoomEvent,
  ModelRoomEvent,
  PublicRoomChangedEvent,
  PublicUser,
  RoomAck,
  SpyCountEvent,
} from '@platform/shared/contract';
import { STREAM_EVENTS, conversationRoom } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { isObjectId } from '../../db/ids';
import type { SocketAuth } from '../../realtime/realtime';
import { loadPublicAccounts, refKey, type AccountRef } from '../accounts/public-accounts.repository';
import { handshakeCountry } from '../../core/geo';
import { BLOCK_MESSAGES } from '../performer-blocking/viewer-access';
import { showBlockReason } from './stream-access';
import { conversationRow, type StreamConversationRow } from '../conversations/stream-conversations.repository';
import { setWatching } from './performer-streaming.repository';
import { activeSpyCount, participant, setMemberAway } from './stream-participants.repository';
import { registerViewer, unregisterViewer } from './stream-viewers.repository';
import { activeStream, setPublicStreamPublishing, streamOfConversation, type StreamRow } from './streams.repository';
import { endShow, leaveShow } from './streaming.service';

type Ack = (result: RoomAck) => void;

type ConversationInfo = StreamConversationRow;

const conversationInfo = async (ctx: AppContext, id: unknown) => (isObjectId(id) ? conversationRow(ctx.db, id) : null);

/** Who is in a room: signed-in accounts (public form, the performer left out) and the number of anonymous sockets. */
async function roomMembers(ctx: AppContext, room: string, performerId: string | null) {
  const sockets = (await ctx.realtime.io?.in(room).fetchSockets()) ?? [];
  const refs = new Map<string, AccountRef>();
  let anonymous = 0;
  for (const s of sockets) {
    const auth = s.data.auth as SocketAuth | undefined;
    if (!auth) anonymous++;
    else if (!(auth.source === 'performer' && auth.sourceId === performerId))
      refs.set(refKey(auth.source, auth.sourceId), { source: auth.source, id: auth.sourceId });
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
    await setWatching(ctx.db, conversation.performer_id, total);
  }
}

/** A public room's viewer count is told at most once per this many ms (the first change at once, a burst once more). */
const ROOM_COUNT_INTERVAL_MS = 250;

/**
 * `publicRoomChanged`, coalesced per room: each count asks every API process for the room's sockets and is sent to
 * every viewer, so a burst of joins — a dead process's viewers all coming back at once — would cost joins × viewers
 * events. The first change is told at once (its caller waits for it); changes within the interval after it are
 * told once, together, when it ends.
 */
function roomCountCoalescer(ctx: AppContext, timers: Set<NodeJS.Timeout>, log: (message: string) => void) {
  const lastCount = new Map<string, number>();
  const pending = new Set<string>();
  return async (conversation: ConversationInfo) => {
    if (pending.has(conversation.id)) return;
    const wait = (lastCount.get(conversation.id) ?? 0) + ROOM_COUNT_INTERVAL_MS - Date.now();
    if (wait <= 0) {
      lastCount.set(conversation.id, Date.now());
      return publicRoomChanged(ctx, conversation);
    }
    pending.add(conversation.id);
    const timer = setTimeout(() => {
      timers.delete(timer);
      pending.delete(conversation.id);
      lastCount.set(conversation.id, Date.now());
      void publicRoomChanged(ctx, conversation).catch((error: Error) => log(`room count: ${error.message}`));
    }, wait);
    timer.unref?.();
    timers.add(timer);
  };
}

const isShowRoom = (type: ConversationType) => type === 'stream_private' || type === 'stream_group';

/** May this account be in the room of a private or group show (a spy in its spies' room)? */
async function showAccess(ctx: AppContext, stream: StreamRow, auth: SocketAuth | undefined): Promise<'performer' | 'member' | 'spy' | null> {
  if (!auth || stream.status !== 'active') return null;
  if (auth.source === 'performer' && auth.sourceId === stream.performer_id) return 'performer';
  if (auth.source !== 'user') return null;
  const member = await participant(ctx.db, stream.id, auth.sourceId);
  return member?.status === 'active' ? member.role : null;
}

/**
 * Spies of a private show wait in a room of their own: they hear nothing of the show's chat or members, and the
 * show's parties do not see them among the members (only their number, `spy-count`).
 */
const spiesRoom = (room: string) => `${room}:spies`;

/**
 * Stream rooms over socket.io: `public-stream/*` for public shows, JOIN_ROOM /
 * REJOIN_ROOM / LEAVE_ROOM for private and group shows (private conversations stay with the conversations
 * feature). A member whose sockets all left a show is taken out of it after a grace period.
 */
export function registerStreamingSockets(ctx: AppContext, graceTimers: Set<NodeJS.Timeout>) {
  const io = ctx.realtime.io;
  if (!io) return;
  const roomCountChanged = roomCountCoalescer(ctx, graceTimers, (message) => ctx.streaming.log(message));

  const stillInRoom = async (room: string, auth: SocketAuth) =>
    ((await io.in(room).fetchSockets()) ?? []).some((s) => {
      const a = s.data.auth as SocketAuth | undefined;
      return a?.source === auth.source && a.sourceId === auth.sourceId;
    });

  const leaveShowRoom = async (conversation: ConversationInfo, auth: SocketAuth) => {
    const stream = await streamOfConversation(ctx.db, conversation.id);
    if (!stream || stream.status !== 'active') return;
    if (auth.source === 'performer' && auth.sourceId === stream.performer_id) {
      ctx.realtime.emitToRoom(conversationRoom(conversation.type, conversation.id), STREAM_EVENTS.modelLeftRoom, {
        conversationId: conversation.id,
      } satisfies ModelRoomEvent);
      await endShow(ctx, stream, 'performer-left');
    } else if (auth.source === 'user') {
      await leaveShow(ctx, stream, auth.sourceId, 'member-left');
    }
  };

  // his page left the show (no socket of his in its room): the minutes that come due wait for him
  const markAwayIfGone = async (conversation: ConversationInfo, room: string, auth: SocketAuth) => {
    if (auth.source !== 'user' || (await stillInRoom(room, auth))) return;
    const stream = await streamOfConversation(ctx.db, conversation.id);
    if (stream?.status === 'active') await setMemberAway(ctx.db, stream.id, auth.sourceId, true);
  };

  io.on('connection', (socket: Socket) => {
    const auth = () => socket.data.auth as SocketAuth | undefined;
    // the visitor's country, as for HTTP requests (trusted header, else the client address through the IP database)
    let country: string | null | undefined;
    const socketCountry = () => (country === undefined ? (country = handshakeCountry(ctx.config, socket.request)) : country);
    const on = (event: string, handler: (conversation: ConversationInfo, reply: Ack) => Promise<void>) =>
      // the payload comes from the client as it is: checked here, not trusted
      socket.on(event, async (payload: Partial<ConversationRoomPayload> | null | undefined, ack?: unknown) => {
        const reply: Ack = typeof ack === 'function' ? (ack as Ack) : () => undefined;
        const conversationId: unknown = payload?.conversationId;
        try {
          const conversation = await conversationInfo(ctx, conversationId);
          if (!conversation) {
            // JOIN_ROOM of an unknown id is answered here; private conversations belong to the conversations feature
            if (event.startsWith('public-stream/'))
              reply({ ok: false, conversationId: String(conversationId ?? ''), message: 'Conversation not found' });
            return;
          }
          await handler(conversation, reply);
        } catch (error) {
          ctx.streaming.log(`socket ${event}: ${(error as Error).message}`);
          reply({ ok: false, conversationId: String(conversationId ?? '') });
        }
      });

    const joinPublic = async (conversation: ConversationInfo, reply: Ack) => {
      if (conversation.type !== 'stream_public') return reply({ ok: false, conversationId: conversation.id, message: 'Not a public stream room' });
      const a = auth();
      // a member she blocked, or a visitor from a country she blocked, stays out of her room: no chat, no broadcaster events
      const blocked = conversation.performer_id ? await showBlockReason(ctx.db, conversation.performer_id, a, socketCountry()) : null;
      if (blocked) return reply({ ok: false, conversationId: conversation.id, message: BLOCK_MESSAGES[blocked] });
      await socket.join(conversationRoom(conversation.type, conversation.id));
      const stream = conversation.performer_id ? await activeStream(ctx.db, conversation.performer_id, 'public') : null;
      if (stream && a && !(a.source === 'performer' && a.sourceId === conversation.performer_id)) {
        await registerViewer(ctx.db, stream.id, { source: a.source, id: a.sourceId });
      }
      // a viewer arriving while the performer already publishes starts playing at once
      if (stream?.is_streaming) {
        socket.emit(STREAM_EVENTS.joinBroadcaster, { performerId: stream.performer_id, conversationId: conversation.id } satisfies BroadcasterEvent);
      }
      await roomCountChanged(conversation);
      reply({ ok: true, conversationId: conversation.id });
    };
    on(STREAM_EVENTS.publicJoin, joinPublic);
    on(STREAM_EVENTS.publicRejoin, joinPublic);
    on(STREAM_EVENTS.publicLeave, async (conversation, reply) => {
      if (conversation.type !== 'stream_public') return reply({ ok: false, conversationId: conversation.id });
      await socket.leave(conversationRoom(conversation.type, conversation.id));
      const a = auth();
      const stream = conversation.performer_id ? await activeStream(ctx.db, conversation.performer_id, 'public') : null;
      if (stream && a) await unregisterViewer(ctx.db, stream.id, { source: a.source, id: a.sourceId });
      await roomCountChanged(conversation);
      reply({ ok: true, conversationId: conversation.id });
    });
    on(STREAM_EVENTS.publicLive, async (conversation, reply) => {
      const a = auth();
      if (conversation.type !== 'stream_public' || a?.source !== 'performer' || a.sourceId !== conversation.performer_id) {
        return reply({ ok: false, conversationId: conversation.id, message: 'Forbidden resource' });
      }
      await socket.join(conversationRoom(conversation.type, conversation.id));
      await setPublicStreamPublishing(ctx.db, a.sourceId);
      ctx.realtime.emitToRoom(conversationRoom(conversation.type, conversation.id), STREAM_EVENTS.joinBroadcaster, {
        performerId: a.sourceId,
        conversationId: conversation.id,
      } satisfies BroadcasterEvent);
      reply({ ok: true, conversationId: conversation.id });
    });

    const joinShow = async (conversation: ConversationInfo, reply: Ack) => {
      if (!isShowRoom(conversation.type)) return; // private conversations: conversations feature
      const stream = await streamOfConversation(ctx.db, conversation.id);
      const role = stream ? await showAccess(ctx, stream, auth()) : null;
      if (!stream || !role) return reply({ ok: false, conversationId: conversation.id, message: 'Forbidden resource' });
      const blocked = await showBlockReason(ctx.db, stream.performer_id, auth(), socketCountry());
      if (blocked) return reply({ ok: false, conversationId: conversation.id, message: BLOCK_MESSAGES[blocked] });
      const room = conversationRoom(conversation.type, conversation.id);
      const member = role === 'performer' ? undefined : auth();
      if (role === 'spy') {
        await socket.join(spiesRoom(room));
        await setMemberAway(ctx.db, stream.id, member!.sourceId, false);
        return reply({ ok: true, conversationId: conversation.id });
      }
      await socket.join(room);
      if (member) await setMemberAway(ctx.db, stream.id, member.sourceId, false);
      if (role === 'performer')
        ctx.realtime.emitToRoom(room, STREAM_EVENTS.modelJoinRoom, { conversationId: conversation.id } satisfies ModelRoomEvent);
      const { total, members } = await roomMembers(ctx, room, stream.performer_id);
      const joined: JoinedTheRoomEvent = {
        conversationId: conversation.id,
        streamId: stream.session_id,
        total,
        members,
        streamList: stream.stream_ids,
      };
      ctx.realtime.emitToRoom(room, STREAM_EVENTS.joinedTheRoom, joined);
      // a page that (re)joins a private show learns how many spy on it (later changes come to the room)
      if (stream.type === 'private') {
        const spies: SpyCountEvent = { conversationId: conversation.id, spies: await activeSpyCount(ctx.db, stream.id) };
        socket.emit(STREAM_EVENTS.spyCount, spies);
      }
      reply({ ok: true, conversationId: conversation.id });
    };
    on(STREAM_EVENTS.joinRoom, joinShow);
    on(STREAM_EVENTS.rejoinRoom, joinShow);
    on(STREAM_EVENTS.leaveRoom, async (conversation, reply) => {
      const a = auth();
      if (!isShowRoom(conversation.type)) return;
      const room = conversationRoom(conversation.type, conversation.id);
      await Promise.all([socket.leave(room), socket.leave(spiesRoom(room))]);
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
          if (type === 'stream_public') await roomCountChanged(conversation);
          else if (a) {
            await markAwayIfGone(conversation, room, a);
            const timer = setTimeout(() => {
              graceTimers.delete(timer);
              void (async () => {
                if (!(await stillInRoom(room, a))) await leaveShowRoom(conversation, a);
              })().catch((error: Error) => ctx.streaming.log(`show room grace: ${error.message}`));
            }, ctx.streaming.config.disconnectGraceMs);
            timer.unref?.();
            graceTimers.add(timer);
          }
        }
      };
      // the socket is out of its rooms only after this event
      setImmediate(() => void afterLeaving().catch((error: Error) => ctx.streaming.log(`socket disconnect: ${error.message}`)));
    });
  });
}
