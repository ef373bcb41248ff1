import { useTexts } from '../../i18n';
import { PushProblemText } from './notify-me-button.component';
import { useLivePush } from './use-live-push';

/** On the member's favourites page: a browser notification whenever any favourite goes live, on or off. */
export function AllFavouritesPush() {
  const { t } = useTexts();
  const push = useLivePush();
  if (!push.member || !push.settings) return null;
  return (
    <div>
      <label>
        <input type="checkbox" checked={push.settings.allFavourites} disabled={push.busy} onChange={(e) => push.switchAll(e.target.checked)} />{' '}
        {t('livePush.allFavourites')}
      </label>
      {push.problem && <PushProblemText role="alert">{t(`livePush.errors.${push.problem}`)}</PushProblemText>}
    </div>
  );
}
