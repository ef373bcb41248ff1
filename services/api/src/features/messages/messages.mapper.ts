import type { Message, MessageFile, MessageType, PublicUser, Role } from '@platform/shared/contract';
import { iso } from '../../core/http';
import type { Visibility } from '../../core/storage';
import { refKey } from '../accounts/public-accounts.repository';
import type { MessageDetails } from './messages.repository';

export interface MessageRow {
  id: string;
  conversation_id: string;
  type: MessageType;
  text: string;
  sender_source: Role;
  sender_id: string;
  // joined from files for photo and file messages
  file_path: string | null;
  file_visibility: Visibility | null;
  file_name: string | null;
  file_size: number | null;
  file_mime_type: string | null;
  thumbnail_path: string | null;
  token: number | null;
  details: MessageDetails | null;
  is_deleted: boolean;
  created_at: Date;
  updated_at: Date;
}

/** Where a message's attachment is served (signed links for one party): the file, and its WebP preview when it has one. */
export interface MessageFileUrls {
  file(messageId: string): string;
  thumbnail(messageId: string): string;
}

/** The attachment of a photo or file message that is not deleted, or null (also without links: no party to sign them for). */
function attachment(row: MessageRow, urls: MessageFileUrls | null): MessageFile | null {
  if (row.is_deleted || !row.file_path || !urls) return null;
  const file: MessageFile = {
    url: urls.file(row.id),
    name: row.file_name ?? '',
    size: Number(row.file_size ?? 0),
    mimeType: row.file_mime_type ?? 'application/octet-stream',
  };
  if (row.thumbnail_path) file.thumbnailUrl = urls.thumbnail(row.id);
  return file;
}

export function toMessage(row: MessageRow, accounts: Map<string, PublicUser>, urls: MessageFileUrls | null): Message {
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
  const file = attachment(row, urls);
  if (file) {
    message.file = file;
    if (row.type === 'photo') message.imageUrl = file.url;
  }
  if (row.token !== null) message.token = row.token;
  if (row.details?.tipItem) message.tipItem = row.details.tipItem;
  if (row.details?.goalReached) message.goalReached = row.details.goalReached;
  return message;
}
