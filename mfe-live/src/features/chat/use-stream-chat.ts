import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { getServerMessage, messageCreatedEvent, messageDeletedEvent, toast, useSocketEvent, useSocketReconnected } from '@platform/shared';
import type { Message } from '@platform/shared/contract';
import { liveText } from '../../i18n';
import { loadMissedStreamMessages, loadStreamMessages, sendStreamMessage, type ChatKind } from './chat.resource';
import { deleteStreamMessage } from './delete-message';
import { deletedText } from './deleted-text';

/** The spec's text, Russian in both languages (locales: chat.deleteFailed). */
export const DELETE_FAILED = 'Не удалось удалить сообщение';
export const LOAD_FAILED = 'Error occured, please try again later';

type LoadStatus = 'loading' | 'ready' | 'error';

/** Messages of one stream conversation: first page, live additions and deletions, what a socket drop missed, send and delete. */
export function useStreamChat(kind: ChatKind, conversationId: string | null, meId: string | null) {
  const [messages, setMessages] = useState<Message[]>([]);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());
  const [attempt, setAttempt] = useState(0);
  const messagesRef = useRef(messages);
  const shownRef = useRef({ kind, conversationId, status });
  useLayoutEffect(() => {
    messagesRef.current = messages;
    shownRef.current = { kind, conversationId, status };
  });
  // Deletions this client started: their socket echo must not be read as someone else's.
  const mine = useRef(new Set<string>());

  // Another conversation: its messages start empty, and (when there is one) its first page is loading.
  const [shown, setShown] = useState({ kind, conversationId, attempt });
  if (shown.kind !== kind || shown.conversationId !== conversationId || shown.attempt !== attempt) {
    setShown({ kind, conversationId, attempt });
    if (shown.conversationId !== conversationId) setMessages([]);
    if (conversationId) setStatus('loading');
  }

  useEffect(() => {
    if (!conversationId) return;
    let current = true;
    loadStreamMessages(kind, conversationId).then(
      (page) => {
        if (!current) return;
        setMessages((live) => merge(page, live));
        setStatus('ready');
      },
      () => {
        if (!current) return;
        setStatus('error');
        toast.error(liveText('chat.loadFailed'));
      },
    );
    return () => {
      current = false;
    };
  }, [kind, conversationId, attempt]);

  useSocketEvent(conversationId ? messageCreatedEvent(conversationId) : null, (message) => setMessages((list) => merge(list, [message])));

  // Back from a socket drop: the messages sent meanwhile never reached this page (the room is re-joined by
  // useRoomMembership). A chat whose first page failed loads it again instead.
  useSocketReconnected(() => {
    const asked = shownRef.current;
    if (!asked.conversationId) return;
    if (asked.status === 'error') {
      setAttempt((n) => n + 1);
      return;
    }
    const lastId = messagesRef.current.at(-1)?._id ?? null;
    loadMissedStreamMessages(asked.kind, asked.conversationId, lastId).then(
      (missed) => {
        const now = shownRef.current;
        if (now.kind === asked.kind && now.conversationId === asked.conversationId) setMessages((list) => merge(list, missed));
      },
      (error: unknown) => console.warn('[mfe_live] catching up the chat after a reconnect failed', getServerMessage(error)),
    );
  });

  useSocketEvent(conversationId ? messageDeletedEvent(conversationId) : null, (deleted) => {
    // Our own deletion: we know who deleted it. Someone else's: without a server text, a message of
    // ours deleted by someone else was a moderator's doing; others' messages are taken as self-deleted.
    const byMe = mine.current.has(deleted._id);
    setMessages((list) =>
      list.map((m) =>
        m._id === deleted._id && !m.isDeleted
          ? { ...m, isDeleted: true, text: deletedText(deleted, m, byMe ? m.senderId === meId : m.senderId !== meId) }
          : m,
      ),
    );
  });

  const send = useCallback(
    async (text: string) => {
      if (!conversationId) return;
      const sent = await sendStreamMessage(kind, conversationId, text);
      setMessages((list) => merge(list, [sent]));
    },
    [kind, conversationId],
  );

  const remove = useCallback(
    async (message: Message) => {
      if (deleting.has(message._id)) return;
      setDeleting((s) => new Set(s).add(message._id));
      mine.current.add(message._id);
      try {
        const done = (id: string) => !!messagesRef.current.find((m) => m._id === id)?.isDeleted;
        const outcome = await deleteStreamMessage(message._id, done);
        if (outcome.status === 'deleted') {
          const bySender = message.senderId === meId;
          setMessages((list) =>
            list.map((m) => (m._id === message._id ? { ...m, isDeleted: true, text: deletedText(outcome.message, m, bySender) } : m)),
          );
        }
      } catch (error) {
        // Kept as is, so the moderator can try again.
        mine.current.delete(message._id);
        console.error('Deleting a stream message failed', getServerMessage(error));
        toast.error(liveText('chat.deleteFailed'));
      } finally {
        setDeleting((s) => {
          const next = new Set(s);
          next.delete(message._id);
          return next;
        });
      }
    },
    [deleting, meId],
  );

  return { messages, status, deleting, send, remove, reload: () => setAttempt((n) => n + 1) };
}

/** Adds or replaces messages by id, keeping time order (a socket echo of our own send is not doubled). */
function merge(list: Message[], incoming: Message[]): Message[] {
  const byId = new Map(list.map((m) => [m._id, m]));
  for (const m of incoming) {
    const existing = byId.get(m._id);
    // A deleted copy never comes back to life through a late "created" echo.
    byId.set(m._id, existing?.isDeleted ? existing : m);
  }
  return [...byId.values()].sort((a, b) => (Date.parse(a.createdAt) || 0) - (Date.parse(b.createdAt) || 0));
}
