import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, ErrorState, LoadingState, MESSAGES_PATH, PHONE_MAX, type UploadOptions } from '@platform/shared';
import { useTexts } from '../../i18n';
import { conversationTitle } from '../conversations/conversation-item.component';
import { BlockMember } from './block-member.component';
import { Composer } from './composer.component';
import { ImageViewer } from './image-viewer.component';
import { MessageItem } from './message-item.component';
import { conversationQuery } from './messaging.query';
import type { Messaging } from './use-messaging';

/** How close to the bottom (px) still counts as "at the bottom": a new message then scrolls into view. */
const NEAR_BOTTOM_PX = 80;

/**
 * Where the message list's scroll goes after the messages changed: older ones prepended keep what was on screen
 * in place (the view must not jump), a new one at the bottom is shown when the reader was at the bottom or sent it.
 */
export function restoredScrollTop(before: { scrollTop: number; scrollHeight: number }, scrollHeight: number): number {
  return before.scrollTop + (scrollHeight - before.scrollHeight);
}

export function Thread({ conversationId, messaging }: { conversationId: string; messaging: Messaging }) {
  const { t } = useTexts();
  const { state, me } = messaging;
  const { thread } = state;
  const listed = state.list.items.find((c) => c._id === conversationId);
  const details = useQuery(conversationQuery(conversationId));
  const conversation = details.data ?? listed;
  const title = conversation ? conversationTitle(conversation) : t('conversation');
  const [viewing, setViewing] = useState<{ src: string; alt: string } | null>(null);

  const scrollRef = useRef<HTMLDivElement>(null);
  // Taken just before older messages are asked for: restored once they are in the DOM.
  const beforePrepend = useRef<{ scrollTop: number; scrollHeight: number } | null>(null);
  const lastIdRef = useRef<string | null>(null);
  // Whether the reader is at the bottom, as of her last scroll (measured before a new message changes the height).
  const atBottomRef = useRef(true);
  const onScroll = () => {
    const el = scrollRef.current;
    if (el) atBottomRef.current = el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_BOTTOM_PX;
  };
  const firstIdRef = useRef<string | null>(null);

  const messages = thread.status === 'success' && thread.conversationId === conversationId ? thread.messages : [];
  const firstId = messages[0]?._id ?? null;
  const lastId = messages[messages.length - 1]?._id ?? null;
  const lastSender = messages[messages.length - 1]?.senderId ?? null;

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const previousFirst = firstIdRef.current;
    const previousLast = lastIdRef.current;
    firstIdRef.current = firstId;
    lastIdRef.current = lastId;
    const saved = beforePrepend.current;
    if (saved && firstId !== previousFirst) {
      beforePrepend.current = null;
      el.scrollTop = restoredScrollTop(saved, el.scrollHeight);
      return;
    }
    if (lastId && lastId !== previousLast) {
      // the first page, my own message, or the reader was at the bottom (before it came): show the newest
      if (previousLast === null || lastSender === me || atBottomRef.current) {
        el.scrollTop = el.scrollHeight;
        atBottomRef.current = true;
      }
    }
  }, [firstId, lastId, lastSender, me]);

  const loadOlder = () => {
    const el = scrollRef.current;
    if (el) beforePrepend.current = { scrollTop: el.scrollTop, scrollHeight: el.scrollHeight };
    messaging.loadOlder();
  };

  const openImage = useCallback((src: string, alt: string) => setViewing({ src, alt }), []);
  const closeImage = useCallback(() => setViewing(null), []);

  return (
    <Pane aria-label={t('thread.label', { name: title })}>
      <Header>
        {/* phones only (one pane at a time): back to the list, the address loses the conversation */}
        <Back to={MESSAGES_PATH} aria-label={t('thread.back')}>
          <span aria-hidden="true">←</span>
          <BackText>{t('thread.backShort')}</BackText>
        </Back>
        <Avatar
          src={conversation?.recipientInfo?.avatar}
          kind={conversation?.recipientInfo?.isPerformer ? 'performer' : 'user'}
          alt={t('avatar', { name: title })}
          size={36}
        />
        <Name>{title}</Name>
        <BlockMember member={conversation?.recipientInfo} />
      </Header>
      <Scroll ref={scrollRef} data-testid="message-scroll" onScroll={onScroll}>
        {thread.status === 'loading' && <LoadingState />}
        {thread.status === 'fail' && <ErrorState message={t('loadFailed')} onRetry={messaging.retryThread} />}
        {thread.status === 'success' && (
          <>
            {thread.fetched < thread.total && (
              <Older>
                <Button size="sm" onClick={loadOlder} busy={thread.loadingOlder} disabled={thread.loadingOlder}>
                  {t('thread.loadOlder')}
                </Button>
              </Older>
            )}
            {/* a log: a screen reader reads each new message (sent or received) as it arrives */}
            <div role="log" aria-live="polite" aria-label={t('thread.history')}>
              {messages.length === 0 ? (
                <Empty>{t('thread.empty')}</Empty>
              ) : (
                <Messages aria-label={t('thread.messages')}>
                  {messages.map((m) => (
                    <MessageItem key={m._id} message={m} mine={m.senderId === me} onOpenImage={openImage} onDelete={messaging.remove} />
                  ))}
                </Messages>
              )}
            </div>
          </>
        )}
      </Scroll>
      <Composer
        key={conversationId}
        onSend={(text) => messaging.send(conversationId, text)}
        onAttach={(file: File, options: UploadOptions) => messaging.sendAttachment(conversationId, file, options)}
      />
      {viewing && <ImageViewer src={viewing.src} alt={viewing.alt} onClose={closeImage} />}
    </Pane>
  );
}

const Pane = styled.section`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  min-width: 0;
`;

const Header = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 8px 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
  @media (max-width: ${PHONE_MAX}) {
    /* the name keeps its room: Block (and its confirm step) go to a line of their own when it would not */
    flex-wrap: wrap;
    gap: 4px 8px;
    padding: 4px 8px;
    h2 {
      flex: 1 1 96px;
    }
    [role='alertdialog'] {
      flex-basis: 100%;
    }
  }
`;

/** Only on a phone, where the list and the conversation are not side by side: a 44 px target. */
const Back = styled(Link)`
  display: none;
  flex: none;
  align-items: center;
  gap: 4px;
  min-height: 44px;
  padding: 0 8px 0 0;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  > span:first-child {
    font-size: 22px;
    line-height: 1;
  }
  @media (max-width: ${PHONE_MAX}) {
    display: inline-flex;
  }
`;

const BackText = styled.span`
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Name = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Scroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overflow-x: hidden;
  padding: 8px 12px;
  overscroll-behavior: contain;
`;

const Older = styled.div`
  display: flex;
  justify-content: center;
  margin: 4px 0 8px;
`;

const Messages = styled.ul`
  margin: 0;
  padding: 0;
`;

const Empty = styled.p`
  margin: 24px 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
