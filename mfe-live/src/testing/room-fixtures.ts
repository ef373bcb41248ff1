import type { MockApi } from '@platform/shared/mock';
import type { Message, PerformerDetails, StreamingRoomResponse, StreamingStatus } from '@platform/shared/contract';

export const annaDetails = (streamingStatus: StreamingStatus, extra: Partial<PerformerDetails> = {}) =>
  ({
    _id: 'p1',
    username: 'anna',
    name: 'Anna',
    avatar: '',
    streamingStatus,
    streamingTitle: 'Friday fun',
    aboutMe: 'Dancer from Madrid',
    privateCallPrice: 30,
    groupCallPrice: 15,
    isFavorite: false,
    ...extra,
  }) as PerformerDetails;

export interface RoomOptions {
  conversationId?: string;
  sessionId?: string;
  /** Her public show's video is published (the media server has it). */
  publishing?: boolean;
  /** She blocked the member who reads (no media id). */
  blocked?: boolean;
  extra?: Partial<PerformerDetails>;
}

/** GET /streaming/room/anna: her room's read. */
export const annaRoomRead = (
  status: StreamingStatus,
  { conversationId = 'conv-pub', sessionId = 'sess-1', publishing = false, blocked = false }: Omit<RoomOptions, 'extra'> = {},
): StreamingRoomResponse => ({
  performerId: 'p1',
  streamingStatus: status,
  sessionId: status === 'public' && !blocked ? sessionId : null,
  conversationId,
  publishing: status === 'public' && !blocked && publishing,
  blocked,
});

/** Routes of Anna's room at /live/anna. */
export function mockAnnaRoom(api: MockApi, status: StreamingStatus, { extra = {}, ...read }: RoomOptions = {}) {
  api.get('/performers/anna/view', annaDetails(status, extra));
  api.get('/streaming/room/anna', annaRoomRead(status, read));
  api.get('/messages/conversations/public/:id', { data: [], total: 0 });
  api.get('/messages/conversations/:id', { data: [], total: 0 });
}

export function message(over: Partial<Message> & { _id: string; senderId: string }): Message {
  const at = over.createdAt ?? new Date(Date.UTC(2026, 0, 1, 0, 0, Number(over._id.replace(/\D/g, '')) || 0)).toISOString();
  return {
    conversationId: 'conv-pub',
    type: 'text',
    text: '',
    senderSource: over.senderId.startsWith('p') ? 'performer' : 'user',
    senderInfo: { _id: over.senderId, username: over.senderId, displayName: '', avatar: '', isPerformer: over.senderId.startsWith('p') },
    isDeleted: false,
    createdAt: at,
    updatedAt: at,
    ...over,
  };
}
