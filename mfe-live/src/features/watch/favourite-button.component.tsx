import { useState } from 'react';
import { Button, getServerMessage, toast } from '@platform/shared';
import { setFavourite } from './watch.resource';

export const FAVOURITES_UNAVAILABLE = 'Favourites are not available right now. Please try again later.';

/** Favourite toggle: isFavorite flips when the server accepts. */
export function FavouriteButton({ performerId, initial }: { performerId: string; initial: boolean }) {
  const [favourite, setFavouriteState] = useState(initial);
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    setBusy(true);
    try {
      const result = await setFavourite(performerId, !favourite);
      if (result === 'missing') toast.error(FAVOURITES_UNAVAILABLE);
      else setFavouriteState((f) => !f);
    } catch (error) {
      toast.error(getServerMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button aria-pressed={favourite} busy={busy} onClick={() => void toggle()}>
      {favourite ? '♥ Favourite' : '♡ Favourite'}
    </Button>
  );
}
