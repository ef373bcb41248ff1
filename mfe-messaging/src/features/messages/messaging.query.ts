import { queryOptions } from '@tanstack/react-query';
import { getConversation } from '../conversations/conversations.resource';

export const messagingKeys = {
  all: ['messaging'] as const,
  conversation: (id: string) => ['messaging', 'conversation', id] as const,
};

/** One conversation's details (the thread's header; a conversation new to the list), reused for half a minute. */
export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: messagingKeys.conversation(id),
    queryFn: () => getConversation(id),
    staleTime: 30_000,
  });
