import styled from 'styled-components';
import { formatCount } from '@platform/shared';
import type { PublicUser } from '@platform/shared/contract';

/** Who is watching: the count and the members (the performer herself is not listed). */
export function ViewersPanel({ total, members, selfId }: { total: number; members: PublicUser[]; selfId: string }) {
  const others = members.filter((m) => m._id !== selfId);
  return (
    <section aria-label="Viewers">
      <h2>
        Viewers: <output aria-label="Viewer count">{formatCount(total)}</output>
      </h2>
      {others.length > 0 && (
        <List aria-label="Viewer list">
          {others.map((m) => (
            <li key={m._id}>{m.displayName || m.username}</li>
          ))}
        </List>
      )}
    </section>
  );
}

const List = styled.ul`
  margin: 0;
  padding-left: 18px;
  max-height: 140px;
  overflow-y: auto;
`;
