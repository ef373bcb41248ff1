import { STREAM_MESSAGE_DELETE_DELAY_MS } from '@platform/shared';
import type { Message } from '@platform/shared/contract';
import { deleteMessageCall } from './chat.resource';

export type DeleteOutcome =
  | { status: 'skipped' } // already deleted (or a deletion is running)
  | { status: 'deleted'; message: Message | null }; // null: the server answered 404, which counts as deleted

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** messageId must be a string. */
export function checkMessageId(messageId: unknown): string {
  if (messageId === undefined || messageId === null || messageId === '') throw new Error('messageId not provided');
  if (typeof messageId !== 'string') throw new Error('messageId must be a string');
  return messageId;
}

/**
 * Stream message deletion: an id already deleted is skipped; a 100 ms delay precedes
 * the call; a 404 counts as already deleted. Any other error is thrown, so the caller can let the
 * moderator retry.
 */
export async function deleteStreamMessage(messageId: unknown, isDone: (id: string) => boolean): Promise<DeleteOutcome> {
  const id = checkMessageId(messageId);
  if (isDone(id)) return { status: 'skipped' };
  await wait(STREAM_MESSAGE_DELETE_DELAY_MS);
  if (isDone(id)) return { status: 'skipped' };
  return { status: 'deleted', message: await deleteMessageCall(id) };
}
