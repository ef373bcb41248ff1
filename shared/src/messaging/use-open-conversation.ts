import { useCallback, useState } from 'react';
import { bus, navigate } from '../bus';
import { getServerMessage } from '../api/errors';
import type { CreateConversationRequest } from '../contract';
import { conversationPath, openConversation } from './conversations.resource';

export const MEMBER_SIGN_IN_PATH = '/auth/login/user';

/**
 * A "Message" button's action: a signed-out visitor is sent to sign in; someone signed in gets the conversation
 * (found or created) opened at /account/messages/{id}; a refusal (e.g. a block) is kept in `error` in the server's words.
 */
export function useOpenConversation(target: CreateConversationRequest) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { source, sourceId } = target;

  const open = useCallback(async () => {
    if (bus.auth.value().status !== 'signed-in') {
      navigate(MEMBER_SIGN_IN_PATH);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const conversation = await openConversation({ source, sourceId });
      navigate(conversationPath(conversation._id));
    } catch (e) {
      setError(getServerMessage(e));
    } finally {
      setBusy(false);
    }
  }, [source, sourceId]);

  return { open, busy, error };
}
