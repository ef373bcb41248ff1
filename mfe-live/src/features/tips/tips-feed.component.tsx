import styled from 'styled-components';
import { formatDate } from '@platform/shared';
import type { TipEntry } from './use-show-money';

/** The performer's live tips list, newest first. */
export function TipsFeed({ feed }: { feed: TipEntry[] }) {
  return (
    <section aria-label="Tips">
      <h2>Tips</h2>
      {feed.length === 0 ? (
        <Muted>No tips yet in this show.</Muted>
      ) : (
        <List aria-label="Tips received">
          {feed.map((tip) => (
            <li key={tip.id}>
              <strong>{tip.name}</strong> tipped <strong>{tip.token}</strong> tokens <time>{formatDate(tip.at, 'HH:mm:ss')}</time>
            </li>
          ))}
        </List>
      )}
    </section>
  );
}

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  max-height: 200px;
  overflow-y: auto;
  li {
    padding: 4px 0;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
