import type { Socket } from 'socket.io';
import type { ConversationRoomPayload, RoomAck } from '@platform/shared/contract';
import { conversationRoom, STREAM_EVENTS } from '@platform/shared/contract';
import type { AppContext } from '../../core/context';
import { isObjectId } from '../../db/ids';
import type { SocketAuth } from '../../realtime/realtime';
import { findConversation } from './conversations.repository';

type Ack = (result: RoomAck) => void;

/**
 * JOIN_ROOM / LEAVE_ROOM for private conversations: a participant's socket joins
 * `conversation:private:{id}` and then receives message_created/deleted_conversation_{id}.
 * Stream rooms (other conversation types) are left to the streaming feature's handlers.
 */
export function registerConversationSockets(ctx: AppContext) {
  ctx.realtime.io?.on('connection', (socket: Socket) => {
    // the payload comes from the client as it is: checked here, not trusted
    const handle = (join: boolean) => async (payload: Partial<ConversationRoomPayload> | null | undefined, ack?: unknown) => {
      const reply = typeof ack === 'function' ? (ack as Ack) : () => undefined;
      const auth = socket.data.auth as SocketAuth | undefined;
      const conversationId: unknown = payload?.conversationId;
      if (!isObjectId(conversationId)) return;
      try {
        const row = await findConversation(ctx.db, conversationId, { source: auth?.source ?? 'user', id: auth?.sourceId ?? '' });
        if (!row || row.type !== 'private') return;
        if (!auth || !row.is_participant) return reply({ ok: false, conversationId });
        const room = conversationRoom(row.type, row.id);
        if (join) await socket.join(room);
        else await socket.leave(room);
        reply({ ok: true, conversationId });
      } catch {
        reply({ ok: false, conversationId });
      }
    };
    socket.on(STREAM_EVENTS.joinRoom, handle(true));
    socket.on(STREAM_EVENTS.rejoinRoom, handle(true));
    socket.on(STREAM_EVENTS.leaveRoom, handle(false));
  });
}
