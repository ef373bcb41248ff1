import { useState } from 'react';
import { STREAM_EVENTS, useSocketEvent } from '@platform/shared';
import { useTexts } from '../../i18n';

/**
 * How many members spy on the private show, for its performer and its member (the server sends the count when the
 * page joins the show's room and on every change). Nothing while nobody spies.
 */
export function SpyCount({ conversationId }: { conversationId: string }) {
  const { t } = useTexts();
  const [spies, setSpies] = useState(0);
  useSocketEvent(STREAM_EVENTS.spyCount, (event) => {
    if (event?.conversationId === conversationId) setSpies(event.spies);
  });
  return (
    <p role="status" aria-live="polite">
      {spies > 0 ? t('spy.watching', { count: spies }) : null}
    </p>
  );
}
