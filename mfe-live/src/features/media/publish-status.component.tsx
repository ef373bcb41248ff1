import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@platform/shared';
import { useBroadcastTexts } from '../../broadcast-texts';
import type { PublishState } from './publish';

/** Connecting longer than this is told plainly: the video is not reaching the media server. */
export const PUBLISH_STALLED_MS = 10_000;
/** English text of publish.stalled (tests look for it). */
export const PUBLISH_STALLED_TEXT =
  'Your video is not reaching the media server. We keep trying; check your connection, or Finish and go live again.';

// decoration only: the words say the same
const { warning, brandSuccess, error } = theme.colors;
const COLOURS: Record<PublishState, string> = { connecting: warning, live: brandSuccess, reconnecting: warning, failed: error };

interface Props {
  /** From `startPublish`'s `onState`. */
  state: PublishState;
  /** Players the media server counts (null: not known). */
  viewers?: number | null;
}

/** True once `on` has held for `ms` without a break. */
function useHeldFor(on: boolean, ms: number): boolean {
  const [held, setHeld] = useState(false);
  // a new period starts from zero
  const [wasOn, setWasOn] = useState(on);
  if (wasOn !== on) {
    setWasOn(on);
    setHeld(false);
  }
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setHeld(true), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  return on && held;
}

/**
 * The performer's outgoing stream at a glance (the broadcast page owns the state); a stream still connecting
 * after 10 s says so instead of spinning on.
 */
export function PublishStatus({ state, viewers }: Props) {
  const { t } = useBroadcastTexts();
  const stalled = useHeldFor(state === 'connecting', PUBLISH_STALLED_MS);
  return (
    <>
      <Line role="status" aria-label={t('publish.streamStatus')} data-state={state}>
        <Dot style={{ background: COLOURS[state] }} aria-hidden />
        <span>{t(`publish.${state}`)}</span>
        {typeof viewers === 'number' && state === 'live' && <span>{t('publish.players', { count: viewers })}</span>}
      </Line>
      {stalled && <Stalled role="alert">{t('publish.stalled')}</Stalled>}
    </>
  );
}

const Stalled = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.error};
`;

const Line = styled.p`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0;
`;

const Dot = styled.span`
  width: 10px;
  height: 10px;
  border-radius: 50%;
`;
