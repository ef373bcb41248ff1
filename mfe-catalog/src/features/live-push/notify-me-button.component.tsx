import styled from 'styled-components';
import { Button } from '@platform/shared';
import { useTexts } from '../../i18n';
import { useLivePush } from './use-live-push';

/**
 * "Notify me": a member asks for a browser notification when this performer goes live (on her profile, in her room);
 * pressed again, no more. For members only; what stands in the way (blocked, unsupported, offline) is said below it.
 */
export function NotifyMeButton({ performerId, name }: { performerId: string; name: string }) {
  const { t } = useTexts();
  const push = useLivePush();
  if (!push.member || !push.settings) return null;
  const on = push.settings.allFavourites || push.settings.performerIds.includes(performerId);
  return (
    <>
      <Button
        block
        aria-pressed={on}
        busy={push.busy}
        disabled={push.busy || (on && push.settings.allFavourites)}
        title={on && push.settings.allFavourites ? t('livePush.allOn') : undefined}
        aria-label={t(on ? 'livePush.stopFor' : 'livePush.notifyFor', { name })}
        onClick={() => push.switchFor(performerId, !on)}
      >
        {on ? t('livePush.notifying') : t('livePush.notifyMe')}
      </Button>
      {push.problem && <PushProblemText role="alert">{t(`livePush.errors.${push.problem}`)}</PushProblemText>}
    </>
  );
}

export const PushProblemText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
