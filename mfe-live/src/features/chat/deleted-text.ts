import { MODERATOR_DELETED_TEXT, OWN_DELETED_TEXT } from '@platform/shared';
import type { Message } from '@platform/shared/contract';

/**
 * Text of a deleted message: the server's replacement text when it sent one; otherwise
 * 'Message deleted' for a sender's own deletion and the Russian moderator text for a moderator's.
 */
export function deletedText(deleted: Partial<Message> | null, original: Message, deletedBySender: boolean): string {
  const serverText = deleted?.text?.trim();
  if (serverText && serverText !== original.text) return serverText;
  return deletedBySender ? OWN_DELETED_TEXT : MODERATOR_DELETED_TEXT;
}

export { MODERATOR_DELETED_TEXT, OWN_DELETED_TEXT };
