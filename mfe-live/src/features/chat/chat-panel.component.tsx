import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans } from 'react-i18next';
import styled from 'styled-components';
import { Button, getServerMessage, OWN_DELETED_TEXT, PlatformLink, ReportButton, Spinner, toast } from '@platform/shared';
import type { Message } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import type { ChatKind } from './chat.resource';
import { useStreamChat } from './use-stream-chat';

export interface ChatPanelProps {
  kind: ChatKind;
  conversationId: string | null;
  /** The signed-in account's id; null for a visitor (read-only chat). */
  meId: string | null;
  /** The performer moderates her rooms: she may delete anyone's message. */
  canModerate?: boolean;
  /** Defaults to "Chat" in the interface language. */
  title?: string;
}

type T = ReturnType<typeof useTexts>['t'];

const senderName = (m: Message, t: T) => m.senderInfo?.displayName || m.senderInfo?.username || t('chat.someone');

/** The text the API stores for a tip message (always English): "Tipped 10 tokens". */
const storedTipText = (n: number) => `tipped ${n} ${n === 1 ? 'token' : 'tokens'}`;

/**
 * "tipped 10 tokens": the API stores "Tipped 10 tokens" as the tip message's text, so the text is added
 * only when it says something else (a note of the member's own).
 */
function tipLine(m: Pick<Message, 'token' | 'text' | 'tipItem'>, t: T) {
  const count = m.token ?? 0;
  const tokens = t('shared:tokens', { count });
  // a tip for an item of her tip menu: "tipped 50 tokens for Dance"
  if (m.tipItem) return t('chat.tippedFor', { tokens, item: m.tipItem });
  const line = t('chat.tipped', { tokens });
  const note = (m.text ?? '').trim();
  return note && note.toLowerCase() !== storedTipText(count) ? t('chat.tipWithNote', { line, note }) : line;
}

/** A line of the room that is not said in words of its own: a tip, her goal reached ("reached the goal …"). */
function eventLine(m: Message, t: T) {
  if (m.isDeleted) return null;
  if (m.type === 'tip') return tipLine(m, t);
  if (m.type === 'notify' && m.goalReached) {
    return t('chat.goalReached', { title: m.goalReached.title, tokens: t('shared:tokens', { count: m.goalReached.target }) });
  }
  return null;
}

/** A deleted message's text: "Message deleted" is the client's (and the API's) own text, shown in the interface language. */
const deletedOrText = (m: Message, t: T) => (m.isDeleted && m.text === OWN_DELETED_TEXT ? t('chat.ownDeleted') : m.text);

/**
 * A stream chat: messages (tips highlighted), a send box and Delete for own messages or as moderator. The list
 * sits in a live region (role="log", polite once the first page is in), so a screen reader reads the messages
 * that arrive afterwards, one by one, and not the history.
 */
export function ChatPanel({ kind, conversationId, meId, canModerate = false, title }: ChatPanelProps) {
  const { t } = useTexts();
  const heading = title ?? t('chat.title');
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

  // The log speaks (aria-live polite) only once the history is in, so a screen reader reads the messages that
  // arrive afterwards and not the whole first page; another conversation is quiet again until its page is in.
  const [politeFor, setPoliteFor] = useState<string | null>(null);
  useEffect(() => {
    if (chat.status !== 'ready' || !conversationId) return;
    const timer = setTimeout(() => setPoliteFor(conversationId), 0);
    return () => clearTimeout(timer);
  }, [chat.status, conversationId]);
  const polite = !!conversationId && politeFor === conversationId && chat.status === 'ready';

  return (
    <Panel aria-label={heading}>
      <h2>{heading}</h2>
      {!conversationId && <Muted>{t('chat.opensWhenShowStarts')}</Muted>}
      {conversationId && chat.status === 'loading' && <Spinner label={t('chat.loading')} />}
      {conversationId && chat.status === 'error' && (
        <Button size="sm" onClick={chat.reload}>
          {t('chat.reload')}
        </Button>
      )}
      <div role="log" aria-live={polite ? 'polite' : 'off'} aria-relevant="additions">
        {/* it scrolls on its own: focusable, so keys can scroll it */}
        <List ref={list} aria-label={t('chat.messages')} tabIndex={0}>
          {chat.messages.map((m) => {
            const mayDelete = !m.isDeleted && !!meId && (canModerate || m.senderId === meId) && m.type !== 'tip';
            const name = senderName(m, t);
            const event = eventLine(m, t);
            return (
              <Item key={m._id} $tip={event !== null} aria-label={t('chat.messageFrom', { name })}>
                <strong>{name}</strong> {event !== null ? <span>{event}</span> : <Text $deleted={m.isDeleted}>{deletedOrText(m, t)}</Text>}
                {mayDelete && (
                  <Button
                    variant="link"
                    size="sm"
                    aria-label={t('chat.delete')}
                    title={t('chat.deleteTitle', { name })}
                    busy={chat.deleting.has(m._id)}
                    onClick={() => void chat.remove(m)}
                  >
                    {t('chat.delete')}
                  </Button>
                )}
                {event === null && !m.isDeleted && m.senderId !== meId && (
                  <ReportButton targetType="chat-line" targetId={m._id} what={t('chat.messageFrom', { name })} />
                )}
              </Item>
            );
          })}
        </List>
      </div>
      {meId ? (
        <SendForm onSubmit={(e) => void submit(e)} aria-label={t('chat.sendForm')}>
          <input
            aria-label={t('chat.message')}
            placeholder={t('chat.placeholder')}
            value={text}
            maxLength={500}
            disabled={!conversationId}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" variant="primary" busy={sending} disabled={!conversationId || !text.trim()}>
            {t('chat.send')}
          </Button>
        </SendForm>
      ) : (
        <Muted>
          <Trans t={t} i18nKey="chat.signInToChat" components={{ login: <PlatformLink to="/auth/login/user" /> }} />
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
  @media (max-width: 640px) {
    height: 40vh;
    min-height: 200px;
  }
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
  background: ${({ $tip, theme }) => ($tip ? theme.colors.primarySoft : 'transparent')};
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
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: 999px;
  }
  @media (max-width: 640px) {
    input,
    button {
      min-height: 44px;
    }
    /* 16 px: iOS does not zoom the page into a smaller field */
    input {
      font-size: 16px;
    }
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;
