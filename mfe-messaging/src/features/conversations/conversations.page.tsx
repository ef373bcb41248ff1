import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { bus, Button, EmptyState, ErrorState, formatCount, LoadingState, useBusState } from '@platform/shared';
import { useTexts } from '../../i18n';
import type { Messaging } from '../messages/use-messaging';
import { ConversationItem } from './conversation-item.component';

/** The toast for a conversation or message load failure (English; the screen shows t('loadFailed')). */
export { LOAD_FAILED } from '../messages/load-failed';

export const SEARCH_DEBOUNCE_MS = 300;

/** The conversation list: search (debounced), searching / success / fail, its items, Load more. */
export function ConversationList({ messaging, openId }: { messaging: Messaging; openId: string | null }) {
  const { t } = useTexts();
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
      <Search type="search" aria-label={t('list.search')} placeholder={t('list.search')} value={text} onChange={(e) => setText(e.target.value)} />
      {unread > 0 && <Unread>{t('unread', { count: unread, value: formatCount(unread) })}</Unread>}
      {list.status === 'searching' ? (
        <LoadingState text={list.q ? t('list.searching') : t('list.loading')} />
      ) : list.status === 'fail' ? (
        <ErrorState message={t('loadFailed')} onRetry={messaging.retryList} />
      ) : list.items.length === 0 ? (
        <EmptyState title={list.q ? t('list.notFound') : t('list.none')} />
      ) : (
        <>
          <List aria-label={t('list.label')}>
            {list.items.map((c) => (
              <ConversationItem key={c._id} conversation={c} active={c._id === openId} />
            ))}
          </List>
          {list.fetched < list.total && (
            <More>
              <Button onClick={messaging.loadMoreList} busy={list.loadingMore} disabled={list.loadingMore}>
                {t('list.loadMore')}
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
  min-height: 44px;
  margin: 0 0 8px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
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
