import { useState } from 'react';
import { Button, getServerMessage, toast } from '@platform/shared';
import { useTexts } from '../../i18n';
import { setFavourite } from './watch.resource';

/** Favourite toggle: isFavorite flips when the server accepts. */
export function FavouriteButton({ performerId, initial }: { performerId: string; initial: boolean }) {
  const { t } = useTexts();
  const [favourite, setFavouriteState] = useState(initial);
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    setBusy(true);
    try {
      const result = await setFavourite(performerId, !favourite);
      if (result === 'missing') toast.error(t('room.favouritesUnavailable'));
      else setFavouriteState((f) => !f);
    } catch (error) {
      toast.error(getServerMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button aria-pressed={favourite} busy={busy} onClick={() => void toggle()}>
      {favourite ? t('room.favourited') : t('room.favourite')}
    </Button>
  );
}
