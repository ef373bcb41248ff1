import { useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button, formatNumber } from '@platform/shared';
import { useTexts } from '../../i18n';
import { celebrationMs, setTipSoundsMuted, tipScale, tipSoundsMuted } from './tip-sound';
import { useTipCelebrations } from './use-tip-celebrations';

/**
 * The room's tips on the stage, for everyone in it: a bubble per tip of its public chat that rises and fades, larger and longer for a larger tip (the chat
 * says the same in words, so this is hidden from screen readers; no movement for those who asked for less motion).
 */
export function TipEffects({ conversationId, tipSound }: { conversationId: string | null; tipSound: string }) {
  const { t } = useTexts();
  const items = useTipCelebrations(conversationId, tipSound);
  return (
    <Layer aria-hidden="true" data-testid="tip-celebrations">
      {items.map((tip) => (
        <Bubble key={tip.id} $scale={tipScale(tip.tokens)} $ms={celebrationMs(tip.tokens)} data-scale={tipScale(tip.tokens).toFixed(2)}>
          {t('tips.celebration', { name: tip.name, amount: formatNumber(tip.tokens), count: tip.tokens })}
        </Bubble>
      ))}
    </Layer>
  );
}

/** Tip sounds on or off for this viewer (kept in this browser for every room). */
export function TipSoundsSwitch() {
  const { t } = useTexts();
  const [muted, setMuted] = useState(tipSoundsMuted);
  return (
    <Button
      size="sm"
      aria-pressed={!muted}
      onClick={() => {
        setTipSoundsMuted(!muted);
        setMuted(!muted);
      }}
    >
      {t(muted ? 'tips.soundsOff' : 'tips.soundsOn')}
    </Button>
  );
}

const rise = keyframes`
  0% { opacity: 0; transform: translateY(20%) scale(0.9); }
  12% { opacity: 1; transform: translateY(0) scale(1); }
  80% { opacity: 1; }
  100% { opacity: 0; transform: translateY(-60%); }
`;

const Layer = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  align-items: center;
  gap: 6px;
  padding-bottom: 12%;
  pointer-events: none;
  overflow: hidden;
`;

const Bubble = styled.div<{ $scale: number; $ms: number }>`
  padding: ${({ $scale }) => 4 + 8 * $scale}px ${({ $scale }) => 10 + 14 * $scale}px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
  font-weight: 700;
  font-size: ${({ $scale }) => 14 + 18 * $scale}px;
  box-shadow: ${({ theme }) => theme.shadow.popup};
  animation: ${rise} ${({ $ms }) => $ms}ms ease-out forwards;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
