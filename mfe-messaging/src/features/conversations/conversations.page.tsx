import { useEffect } from 'react';
import styled from 'styled-components';
import {
  bus,
  Button,
  EmptyState,
  ErrorState,
  formatCount,
  LoadingState,
  PageTitle,
  toast,
  useBusState,
  Page,
  PlatformLink,
  usePagedList,
} from '@platform/shared';
import { ConversationItem } from './conversation-item.component';
import { CONVERSATIONS_PAGE_SIZE, getTotalUnread, listConversations } from './conversations.resource';

/** The toast for a conversation or message load failure. */
export const LOAD_FAILED = 'Error occured, please try again later';

export function ConversationsPage() {
  const auth = useBusState(bus.auth);
  return (
    <Page>
      <PageTitle>Messages</PageTitle>
      {auth.status === 'signed-in' ? (
        <Conversations />
      ) : (
        <EmptyState
          title="Sign in required"
          description="Sign in to read and send messages."
          action={<PlatformLink to="/auth/login/user">Sign in</PlatformLink>}
        />
      )}
    </Page>
  );
}

function Conversations() {
  const list = usePagedList(listConversations, CONVERSATIONS_PAGE_SIZE, []);
  const unread = useBusState(bus.unread);

  useEffect(() => {
    if (list.error || list.moreError) toast.error(LOAD_FAILED);
  }, [list.error, list.moreError]);

  // The header shows the unread count from bus.unread; this page refreshes it.
  useEffect(() => {
    let current = true;
    getTotalUnread().then(
      (total) => current && bus.unread.set(total),
      (error: unknown) => console.warn('[mfe_messaging] unread total failed', error),
    );
    return () => {
      current = false;
    };
  }, []);

  if (list.status === 'loading') return <LoadingState />;
  if (list.status === 'error') return <ErrorState message={LOAD_FAILED} onRetry={list.retry} />;
  if (list.items.length === 0) return <EmptyState title="No conversations yet" />;
  return (
    <>
      {unread > 0 && <Unread>{formatCount(unread)} unread</Unread>}
      <List aria-label="Conversations">
        {list.items.map((c) => (
          <ConversationItem key={c._id} conversation={c} />
        ))}
      </List>
      {list.moreError ? (
        <ErrorState message={LOAD_FAILED} onRetry={list.loadMore} />
      ) : (
        list.hasMore && (
          <More>
            <Button onClick={list.loadMore} busy={list.loadingMore}>
              Load more
            </Button>
          </More>
        )
      )}
    </>
  );
}

const Unread = styled.p`
  margin: 0 0 8px;
  color: #ff0066;
  font-weight: 600;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin: 16px 0;
`;
