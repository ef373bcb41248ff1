import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, getServerMessage, PlatformLink, Spinner, toast } from '@platform/shared';
import type { Message } from '@platform/shared/contract';
import type { ChatKind } from './chat.resource';
import { useStreamChat } from './use-stream-chat';

export interface ChatPanelProps {
  kind: ChatKind;
  conversationId: string | null;
  /** The signed-in account's id; null for a visitor (read-only chat). */
  meId: string | null;
  /** The performer moderates her rooms: she may delete anyone's message. */
  canModerate?: boolean;
  title?: string;
}

const senderName = (m: Message) => m.senderInfo?.displayName || m.senderInfo?.username || 'Someone';

const tokens = (n: number) => `${n} ${n === 1 ? 'token' : 'tokens'}`;

/**
 * "tipped 10 tokens": the API stores "Tipped 10 tokens" as the tip message's text, so the text is added
 * only when it says something else (a note of the member's own).
 */
function tipLine(m: Pick<Message, 'token' | 'text'>) {
  const line = `tipped ${tokens(m.token ?? 0)}`;
  const note = (m.text ?? '').trim();
  return note && note.toLowerCase() !== line.toLowerCase() ? `${line} — ${note}` : line;
}

/** A stream chat: messages (tips highlighted), a send box and Delete for own messages or as moderator. */
export function ChatPanel({ kind, conversationId, meId, canModerate = false, title = 'Chat' }: ChatPanelProps) {
  const chat = useStreamChat(kind, conversationId, meId);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const el = list.current;
    if (el && typeof el.scrollTo === 'function') el.scrollTo({ top: el.scrollHeight });
  }, [chat.messages.length]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value || sending) return;
    setSending(true);
    try {
      await chat.send(value);
      setText('');
    } catch (error) {
      toast.error(getServerMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Panel aria-label={title}>
      <h2>{title}</h2>
      {!conversationId && <Muted>The chat opens when the show starts.</Muted>}
      {conversationId && chat.status === 'loading' && <Spinner label="Loading messages" />}
      {conversationId && chat.status === 'error' && (
        <Button size="sm" onClick={chat.reload}>
          Reload chat
        </Button>
      )}
      <List ref={list} aria-label="Messages" aria-live="polite">
        {chat.messages.map((m) => {
          const mayDelete = !m.isDeleted && !!meId && (canModerate || m.senderId === meId) && m.type !== 'tip';
          return (
            <Item key={m._id} $tip={m.type === 'tip'} aria-label={`Message from ${senderName(m)}`}>
              <strong>{senderName(m)}</strong>{' '}
              {m.type === 'tip' && !m.isDeleted ? <span>{tipLine(m)}</span> : <Text $deleted={m.isDeleted}>{m.text}</Text>}
              {mayDelete && (
                <Button
                  variant="link"
                  size="sm"
                  aria-label="Delete"
                  title={`Delete this message from ${senderName(m)}`}
                  busy={chat.deleting.has(m._id)}
                  onClick={() => void chat.remove(m)}
                >
                  Delete
                </Button>
              )}
            </Item>
          );
        })}
      </List>
      {meId ? (
        <SendForm onSubmit={submit} aria-label="Send a message">
          <input
            aria-label="Message"
            placeholder="Say something…"
            value={text}
            maxLength={500}
            disabled={!conversationId}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" variant="primary" busy={sending} disabled={!conversationId || !text.trim()}>
            Send
          </Button>
        </SendForm>
      ) : (
        <Muted>
          <PlatformLink to="/auth/login/user">Sign in</PlatformLink> to chat.
        </Muted>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  padding: 12px;
  h2 {
    font-size: 16px;
    margin: 0;
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  height: 280px;
  overflow-y: auto;
`;

// Delete sits at the right end of its line, apart from the message text.
const Item = styled.li<{ $tip: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 6px;
  padding: 4px 6px;
  & > button:last-child {
    margin-left: auto;
  }
  border-radius: 6px;
  background: ${({ $tip }) => ($tip ? '#fff0f6' : 'transparent')};
  word-break: break-word;
`;

const Text = styled.span<{ $deleted: boolean }>`
  font-style: ${({ $deleted }) => ($deleted ? 'italic' : 'normal')};
  color: ${({ $deleted, theme }) => ($deleted ? theme.colors.textMuted : 'inherit')};
`;

const SendForm = styled.form`
  display: flex;
  gap: 8px;
  input {
    flex: 1;
    min-width: 0;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;
