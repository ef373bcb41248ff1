import type { MockApi } from '@platform/shared/mock';
import type { Message, PerformerDetails, StreamingStatus } from '@platform/shared/contract';

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
  extra?: Partial<PerformerDetails>;
}

/** Routes of Anna's room at /live/anna. */
export function mockAnnaRoom(
  api: MockApi,
  status: StreamingStatus,
  { conversationId = 'conv-pub', sessionId = 'sess-1', extra = {} }: RoomOptions = {},
) {
  api.get('/performers/anna/view', annaDetails(status, extra));
  api.get('/streaming/status/p1', {
    performerId: 'p1',
    streamingStatus: status,
    isStreaming: status !== 'offline',
    sessionId: status === 'public' ? sessionId : null,
    conversationId,
    streamingTitle: 'Friday fun',
  });
  api.post('/streaming/join/p1', { sessionId });
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
