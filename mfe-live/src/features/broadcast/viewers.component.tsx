import styled from 'styled-components';
import { formatCount } from '@platform/shared';
import type { PublicUser } from '@platform/shared/contract';
import { useBroadcastTexts } from '../../broadcast-texts';

/** Who is watching: the count and the members (the performer herself is not listed). */
export function ViewersPanel({ total, members, selfId }: { total: number; members: PublicUser[]; selfId: string }) {
  const { t } = useBroadcastTexts();
  const others = members.filter((m) => m._id !== selfId);
  return (
    <section aria-label={t('broadcast.viewers')}>
      <h2>
        {t('broadcast.viewersHeading')} <output aria-label={t('broadcast.viewerCount')}>{formatCount(total)}</output>
      </h2>
      {others.length > 0 && (
        <List aria-label={t('broadcast.viewerList')}>
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
