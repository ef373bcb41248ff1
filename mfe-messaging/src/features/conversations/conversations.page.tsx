import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { bus, Button, EmptyState, ErrorState, formatCount, LoadingState, useBusState } from '@platform/shared';
import type { Messaging } from '../messages/use-messaging';
import { ConversationItem } from './conversation-item.component';

/** The toast for a conversation or message load failure. */
export { LOAD_FAILED } from '../messages/load-failed';
import { LOAD_FAILED } from '../messages/load-failed';

export const SEARCH_DEBOUNCE_MS = 300;

/** The conversation list: search (debounced), searching / success / fail, its items, Load more. */
export function ConversationList({ messaging, openId }: { messaging: Messaging; openId: string | null }) {
  const { state, setQuery } = messaging;
  const { list } = state;
  const unread = useBusState(bus.unread);
  const [text, setText] = useState(messaging.q);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, setQuery]);

  return (
    <>
      <Search
        type="search"
        aria-label="Search conversations"
        placeholder="Search conversations"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {unread > 0 && <Unread>{formatCount(unread)} unread</Unread>}
      {list.status === 'searching' ? (
        <LoadingState text={list.q ? 'Searching…' : 'Loading…'} />
      ) : list.status === 'fail' ? (
        <ErrorState message={LOAD_FAILED} onRetry={messaging.retryList} />
      ) : list.items.length === 0 ? (
        <EmptyState title={list.q ? 'No conversations found' : 'No conversations yet'} />
      ) : (
        <>
          <List aria-label="Conversations">
            {list.items.map((c) => (
              <ConversationItem key={c._id} conversation={c} active={c._id === openId} />
            ))}
          </List>
          {list.fetched < list.total && (
            <More>
              <Button onClick={messaging.loadMoreList} busy={list.loadingMore} disabled={list.loadingMore}>
                Load more
              </Button>
            </More>
          )}
        </>
      )}
    </>
  );
}

const Search = styled.input`
  box-sizing: border-box;
  width: 100%;
  margin: 0 0 8px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  font: inherit;
`;

const Unread = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.primary};
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
