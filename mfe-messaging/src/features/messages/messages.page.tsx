import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { bus, EmptyState, getTotalUnread, Page, PageTitle, PHONE_MAX, PlatformLink, useBusState } from '@platform/shared';
import { useTexts } from '../../i18n';
import { ConversationList } from '../conversations/conversations.page';
import { Thread } from './thread.component';
import { useMessaging } from './use-messaging';

/**
 * /account/messages and /account/messages/:conversationId: the list beside the open conversation on a wide
 * screen; on a phone (≤ 640 px) one pane at a time — the list, or the conversation with a back link. The open
 * conversation is in the address, so a refresh keeps the pane.
 */
export function MessagesPage() {
  const { t } = useTexts();
  const auth = useBusState(bus.auth);
  const { conversationId } = useParams();
  return (
    <MessagesMain $open={!!conversationId}>
      <Title $open={!!conversationId}>
        <PageTitle>{t('page.title')}</PageTitle>
      </Title>
      {auth.status === 'signed-in' ? (
        <Messages key={auth.user._id} openId={conversationId ?? null} />
      ) : (
        <EmptyState
          title={t('page.signInRequired')}
          description={t('page.signInDescription')}
          action={<PlatformLink to="/auth/login/user">{t('page.signIn')}</PlatformLink>}
        />
      )}
    </MessagesMain>
  );
}

function Messages({ openId }: { openId: string | null }) {
  const { t } = useTexts();
  const messaging = useMessaging(openId);

  // The header shows the unread count from bus.unread; this page refreshes it (when a conversation opens
  // with the page, its read-all answers the total, newer than this would be).
  const [askTotal] = useState(openId === null);
  useEffect(() => {
    if (!askTotal) return;
    let current = true;
    getTotalUnread().then(
      (total) => current && bus.unread.set(total),
      (error: unknown) => console.warn('[mfe_messaging] unread total failed', error),
    );
    return () => {
      current = false;
    };
  }, [askTotal]);

  return (
    <Layout $open={!!openId}>
      <ListPane aria-label={t('page.conversationList')}>
        <ConversationList messaging={messaging} openId={openId} />
      </ListPane>
      <ThreadPane>{openId ? <Thread conversationId={openId} messaging={messaging} /> : <Pick>{t('page.pick')}</Pick>}</ThreadPane>
    </Layout>
  );
}

/** The shell's phone breakpoint (its compact header), the same as the shared ResponsiveTable's. */
const PHONE = `@media (max-width: ${PHONE_MAX})`;

/** On a phone the shell's content column already has its margin: an open conversation uses the whole width. */
const MessagesMain = styled(Page)<{ $open: boolean }>`
  ${PHONE} {
    padding: ${({ $open }) => ($open ? '0' : '8px 0')};
  }
`;

/** On a phone the open conversation takes the whole screen: the page title gives it the room. */
const Title = styled.div<{ $open: boolean }>`
  ${PHONE} {
    display: ${({ $open }) => ($open ? 'none' : 'block')};
  }
`;

const Layout = styled.div<{ $open: boolean }>`
  display: grid;
  grid-template-columns: minmax(260px, 340px) minmax(0, 1fr);
  gap: 16px;
  height: calc(100dvh - 200px);
  min-height: 420px;
  min-width: 0;
  ${PHONE} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
    /* the composer stays at the bottom of the screen: the thread fills what the shell's header (about 60 px)
       and its content margin (16 px) leave; the messages scroll inside */
    height: ${({ $open }) => ($open ? 'calc(100dvh - 84px)' : 'auto')};
    min-height: ${({ $open }) => ($open ? '320px' : '0')};
    & > :first-child {
      display: ${({ $open }) => ($open ? 'none' : 'block')};
    }
    & > :last-child {
      display: ${({ $open }) => ($open ? 'flex' : 'none')};
    }
  }
`;

const ListPane = styled.nav`
  min-width: 0;
  min-height: 0;
  overflow-y: auto;
`;

const ThreadPane = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  > * {
    flex: 1;
  }
`;

const Pick = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  margin: 0;
  padding: 24px;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
