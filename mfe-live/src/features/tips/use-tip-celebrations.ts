import { useEffect, useRef, useState } from 'react';
import { messageCreatedEvent, useSocketEvent } from '@platform/shared';
import { liveText } from '../../i18n';
import { celebrationMs, playTipSound } from './tip-sound';

export interface Celebration {
  id: string;
  name: string;
  tokens: number;
}

/** At most this many tips on the stage at once: a burst shows its latest ones. */
const MAX_ON_STAGE = 4;

/**
 * The room's tips as everyone in it sees and hears them: each tip message of the public chat puts an animation on
 * the stage for a time that grows with the tip and plays the site's tip sound at a volume that grows with it too.
 */
export function useTipCelebrations(conversationId: string | null, tipSound: string): Celebration[] {
  const [onStage, setOnStage] = useState<Celebration[]>([]);
  const timers = useRef(new Set<number>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  useSocketEvent(conversationId ? messageCreatedEvent(conversationId) : null, (message) => {
    if (message.type !== 'tip') return;
    const tokens = Number(message.token) || 0;
    const tip = { id: message._id, name: message.senderInfo?.displayName || message.senderInfo?.username || liveText('aMember'), tokens };
    setOnStage((list) => [...list.filter((c) => c.id !== tip.id), tip].slice(-MAX_ON_STAGE));
    playTipSound(tipSound, tokens);
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      setOnStage((list) => list.filter((c) => c.id !== tip.id));
    }, celebrationMs(tokens));
    timers.current.add(timer);
  });
  return onStage;
}
