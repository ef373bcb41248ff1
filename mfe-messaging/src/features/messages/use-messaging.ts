import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { bus, MESSAGING_EVENTS, toast, useBusState, useSocketEvent, useSocketReconnected, type UploadOptions } from '@platform/shared';
import type { Conversation, Message } from '@platform/shared/contract';
import {
  CONVERSATIONS_PAGE_SIZE,
  deleteMessage,
  listConversations,
  listMessages,
  readAll,
  sendFile,
  sendMessage,
} from '../conversations/conversations.resource';
import { earliestLinkExpiry, linkRenewalDelay } from './link-renewal';
import { loadFailedText } from './load-failed';
import { conversationQuery } from './messaging.query';
import { initialMessagingState, messagingReducer } from './messaging.reducer';

const nowIso = () => new Date().toISOString();
/** The largest page the API answers (GET /messages/conversations/{id}: limit ≤ 200). */
const MAX_PAGE = 200;

/**
 * The messages screen's state: the conversation list (with its search) and the open conversation's thread,
 * kept by the pure reducer; this hook fetches, listens to the account's socket events and reads.
 */
export function useMessaging(openId: string | null) {
  const auth = useBusState(bus.auth);
  const me = auth.status === 'signed-in' ? auth.user._id : null;
  const client = useQueryClient();
  const [state, dispatch] = useReducer(messagingReducer, undefined, initialMessagingState);
  const [q, setQuery] = useState('');
  const [listAttempt, setListAttempt] = useState(0);
  const [threadAttempt, setThreadAttempt] = useState(0);

  // A new search or another conversation: back to searching / loading while their first page is asked.
  if (state.list.q !== q) dispatch({ type: 'listRequested', q });
  if (state.thread.conversationId !== openId) dispatch({ type: 'threadRequested', conversationId: openId });

  const stateRef = useRef(state);
  const openRef = useRef(openId);
  useLayoutEffect(() => {
    stateRef.current = state;
    openRef.current = openId;
  });

  /** read-all: the conversation's unseen count becomes 0 and the header's badge the server's total. */
  const read = useCallback((conversationId: string) => {
    readAll(conversationId).then(
      (total) => {
        bus.unread.set(total);
        dispatch({ type: 'conversationRead', conversationId });
      },
      (error: unknown) => console.warn('[mfe_messaging] read-all failed', error),
    );
  }, []);

  // The list's first page (again for every search and retry).
  useEffect(() => {
    let current = true;
    listConversations(0, CONVERSATIONS_PAGE_SIZE, q).then(
      (page) => {
        if (!current) return;
        dispatch({ type: 'listLoaded', q, page, more: false });
        if (openRef.current) dispatch({ type: 'conversationRead', conversationId: openRef.current }); // it was read on open
      },
      () => {
        if (!current) return;
        dispatch({ type: 'listFailed', q, more: false });
        toast.error(loadFailedText());
      },
    );
    return () => {
      current = false;
    };
  }, [q, listAttempt]);

  // The open conversation: its details (placed at the top of the list if absent), its newest messages, and a read.
  useEffect(() => {
    if (!openId) return;
    let current = true;
    client.fetchQuery(conversationQuery(openId)).then(
      (conversation) => current && dispatch({ type: 'conversationOpened', conversation }),
      (error: unknown) => console.warn('[mfe_messaging] conversation failed', error),
    );
    listMessages(openId, 0).then(
      (page) => current && dispatch({ type: 'threadLoaded', conversationId: openId, page, older: false }),
      () => {
        if (!current) return;
        dispatch({ type: 'threadFailed', conversationId: openId, older: false });
        toast.error(loadFailedText());
      },
    );
    read(openId);
    return () => {
      current = false;
    };
  }, [openId, threadAttempt, client, read]);

  useSocketEvent(MESSAGING_EVENTS.created, (message) => {
    if (!message?._id || !message.conversationId) return;
    const add = (conversation?: Conversation) => dispatch({ type: 'messageAdded', message, me, now: nowIso(), conversation });
    const s = stateRef.current;
    if (message.conversationId === openRef.current) {
      add();
      if (message.senderId !== me) read(message.conversationId); // arrived in the open conversation: read
      return;
    }
    const listed = s.list.items.some((c) => c._id === message.conversationId);
    if (listed || s.seen.includes(message._id)) return add();
    // A conversation the list does not hold yet: its details first, then to the top.
    client.fetchQuery(conversationQuery(message.conversationId)).then(
      (conversation) => add(conversation),
      () => add(),
    );
  });
  useSocketEvent(MESSAGING_EVENTS.deleted, (message) => {
    if (message?._id) dispatch({ type: 'messageDeleted', message });
  });
  useSocketEvent(MESSAGING_EVENTS.unread, (event) => {
    // Another tab (or this one) read a conversation.
    if (event?.conversationId) dispatch({ type: 'conversationRead', conversationId: event.conversationId });
  });

  // Back from a socket drop: messages, deletions and reads of that time never arrived. The list's first page and
  // the open conversation's newest page are asked again and merged; the open one is read again.
  useSocketReconnected(() => {
    const { list } = stateRef.current;
    listConversations(0, CONVERSATIONS_PAGE_SIZE, list.q).then(
      (page) => dispatch({ type: 'listRefreshed', q: list.q, page }),
      (error: unknown) => console.warn('[mfe_messaging] list refresh after reconnect failed', error),
    );
    const conversationId = openRef.current;
    if (!conversationId) return;
    listMessages(conversationId, 0).then(
      (page) => {
        dispatch({ type: 'threadCaughtUp', conversationId, page });
        read(conversationId);
      },
      (error: unknown) => console.warn('[mfe_messaging] thread catch-up after reconnect failed', error),
    );
  });

  // Attachment links are signed for me and expire: shortly before the first one does, the messages held are asked
  // again and merged, which brings fresh links (an open thread never shows a picture that stopped loading).
  const firstExpiry = earliestLinkExpiry(state.thread.messages);
  useEffect(() => {
    if (firstExpiry === null) return;
    const timer = setTimeout(() => {
      const { thread } = stateRef.current;
      const conversationId = thread.conversationId;
      if (!conversationId || thread.status !== 'success') return;
      for (let offset = 0; offset < Math.max(thread.fetched, 1); offset += MAX_PAGE) {
        listMessages(conversationId, offset, MAX_PAGE).then(
          (page) => dispatch({ type: 'threadCaughtUp', conversationId, page }),
          (error: unknown) => console.warn('[mfe_messaging] renewing attachment links failed', error),
        );
      }
    }, linkRenewalDelay(firstExpiry));
    return () => clearTimeout(timer);
  }, [firstExpiry]);

  const loadMoreList = useCallback(() => {
    const { list } = stateRef.current;
    if (list.status !== 'success' || list.loadingMore) return;
    dispatch({ type: 'listMoreRequested' });
    listConversations(list.fetched, CONVERSATIONS_PAGE_SIZE, list.q).then(
      (page) => dispatch({ type: 'listLoaded', q: list.q, page, more: true }),
      () => {
        dispatch({ type: 'listFailed', q: list.q, more: true });
        toast.error(loadFailedText());
      },
    );
  }, []);

  const loadOlder = useCallback(() => {
    const { thread } = stateRef.current;
    const conversationId = thread.conversationId;
    if (!conversationId || thread.status !== 'success' || thread.loadingOlder) return;
    dispatch({ type: 'olderRequested' });
    listMessages(conversationId, thread.fetched).then(
      (page) => dispatch({ type: 'threadLoaded', conversationId, page, older: true }),
      () => {
        dispatch({ type: 'threadFailed', conversationId, older: true });
        toast.error(loadFailedText());
      },
    );
  }, []);

  const added = useCallback((message: Message) => dispatch({ type: 'messageAdded', message, me, now: nowIso() }), [me]);

  /** Sends the text; a refusal is thrown (the composer shows it and keeps the text). */
  const send = useCallback(async (conversationId: string, text: string) => added(await sendMessage(conversationId, text)), [added]);

  /** Sends a file with its progress; a refusal is thrown, an abort rejects like axios does. */
  const sendAttachment = useCallback(
    async (conversationId: string, file: File, options: UploadOptions) => added(await sendFile(conversationId, file, '', options)),
    [added],
  );

  /** Deletes my message: its text becomes 'Message deleted' here (the socket tells the other side). */
  const remove = useCallback(async (messageId: string) => {
    const message = await deleteMessage(messageId);
    dispatch({ type: 'messageDeleted', message: { ...message, _id: message?._id ?? messageId } });
  }, []);

  return {
    state,
    me,
    q,
    setQuery,
    loadMoreList,
    loadOlder,
    retryList: () => {
      dispatch({ type: 'listRequested', q });
      setListAttempt((n) => n + 1);
    },
    retryThread: () => {
      dispatch({ type: 'threadRequested', conversationId: openId });
      setThreadAttempt((n) => n + 1);
    },
    send,
    sendAttachment,
    remove,
  };
}

export type Messaging = ReturnType<typeof useMessaging>;
