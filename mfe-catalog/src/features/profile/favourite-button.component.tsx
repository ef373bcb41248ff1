import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { bus, Button, getServerMessage, performerKeys, useBusState } from '@platform/shared';
import type { PerformerDetails } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { favorite, unfavorite } from '../favorites/favorites.resource';

/**
 * Adds her to (or takes her out of) the member's favourites; the profile's primary action while she is offline.
 * A visitor is offered the sign-in page; performers and studios have no favourites.
 */
export function FavouriteButton({ performer, primary }: { performer: PerformerDetails; primary: boolean }) {
  const { t } = useTexts();
  const auth = useBusState(bus.auth);
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => (performer.isFavorite ? unfavorite(performer._id) : favorite(performer._id)),
    onSuccess: ({ isFavorite }) => {
      queryClient.setQueryData<PerformerDetails>(performerKeys.details(performer.username), (old) => old && { ...old, isFavorite });
    },
  });
  if (auth.status !== 'signed-in') {
    return <Link to="/auth/login/user">{t('profile.signInToFavourite')}</Link>;
  }
  if (auth.role !== 'user') return null;
  return (
    <>
      <Button
        block
        variant={primary ? 'primary' : 'default'}
        aria-pressed={performer.isFavorite}
        busy={toggle.isPending}
        onClick={() => toggle.mutate()}
      >
        {performer.isFavorite ? t('profile.favourited') : t('profile.favourite')}
      </Button>
      {toggle.isError && <p role="alert">{`${t('profile.favouriteFailed')}: ${getServerMessage(toggle.error)}`}</p>}
    </>
  );
}
