import type { Message, MessageType, PublicUser, Role } from '@platform/shared/contract';
import { iso } from '../../core/http';
import { refKey } from '../conversations/public-accounts.repository';

export interface MessageRow {
  id: string;
  conversation_id: string;
  type: MessageType;
  text: string;
  sender_source: Role;
  sender_id: string;
  file_path: string | null; // joined from files for photo messages
  token: number | null;
  is_deleted: boolean;
  created_at: Date;
  updated_at: Date;
}

export function toMessage(row: MessageRow, accounts: Map<string, PublicUser>, fileUrl: (path: string | null) => string | null): Message {
  const message: Message = {
    _id: row.id,
    conversationId: row.conversation_id,
    type: row.type,
    text: row.text,
    senderId: row.sender_id,
    senderSource: row.sender_source,
    senderInfo: accounts.get(refKey(row.sender_source, row.sender_id)) ?? null,
    isDeleted: row.is_deleted,
    createdAt: iso(row.created_at) ?? '',
    updatedAt: iso(row.updated_at) ?? '',
  };
  const imageUrl = row.is_deleted ? null : fileUrl(row.file_path);
  if (imageUrl) message.imageUrl = imageUrl;
  if (row.token !== null) message.token = row.token;
  return message;
}
