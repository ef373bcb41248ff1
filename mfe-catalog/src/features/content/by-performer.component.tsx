import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AssetPerformer } from '@platform/shared/contract';
import { useTexts } from '../../i18n';

/** "By <her profile link> · " at the head of an item's meta line; nothing for an item without a performer. */
export function ByPerformer({ performer }: { performer: AssetPerformer | null }) {
  const { t } = useTexts();
  if (!performer) return null;
  return (
    <>
      <Trans
        t={t}
        i18nKey="byPerformer"
        components={{ link: <Link to={`/profile/${encodeURIComponent(performer.username)}`}>{performer.name || performer.username}</Link> }}
      />{' '}
      ·{' '}
    </>
  );
}
