import type { Socket } from 'socket.io';
import type { AppContext } from '../../core/context';
import { isObjectId } from '../../db/ids';
import type { SocketAuth } from '../../realtime/realtime';
import { findConversation } from './conversations.repository';
import { conversationRoom } from './conversations.service';

type Ack = (result: { ok: boolean; conversationId?: string }) => void;

/**
 * JOIN_ROOM / LEAVE_ROOM for private conversations: a participant's socket joins
 * `conversation:private:{id}` and then receives message_created/deleted_conversation_{id}.
 * Stream rooms (other conversation types) are left to the streaming feature's handlers.
 */
export function registerConversationSockets(ctx: AppContext) {
  ctx.realtime.io?.on('connection', (socket: Socket) => {
    const handle = (join: boolean) => async (payload: unknown, ack?: unknown) => {
      const reply = typeof ack === 'function' ? (ack as Ack) : () => undefined;
      const auth = socket.data.auth as SocketAuth | undefined;
      const conversationId = (payload as { conversationId?: unknown } | null)?.conversationId;
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
    socket.on('JOIN_ROOM', handle(true));
    socket.on('REJOIN_ROOM', handle(true));
    socket.on('LEAVE_ROOM', handle(false));
  });
}
