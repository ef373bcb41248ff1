import type { FavouriteLiveEvent } from '@platform/shared/contract';
import { ALERT_EVENTS, bus, getSocket, translate } from '@platform/shared';
import '../i18n';

/** Long enough to notice and click while reading another page. */
const ALERT_MS = 12_000;

const roomOf = (username: string) => `/live/${encodeURIComponent(username)}`;

function onFavouriteLive(event: FavouriteLiveEvent | undefined): void {
  if (!event || typeof event.username !== 'string' || !event.username) return;
  const href = roomOf(event.username);
  if (window.location.pathname.replace(/\/+$/, '') === href) return; // already in her room
  bus.notify.publish({
    type: 'info',
    title: translate('shell:liveAlert.title', { name: event.name || event.username }),
    text: translate('shell:liveAlert.text'),
    duration: ALERT_MS,
    href,
  });
}

/**
 * While a member is signed in, a favourite of his going live shows a notification on whatever page he has open (the
 * server sends `favourite-live` to his tabs, at most once an hour per performer); a click opens her room. Returns a stop.
 */
export function startLiveAlerts(): () => void {
  let listening = false;
  const stopAuth = bus.auth.subscribe((auth) => {
    const member = auth.status === 'signed-in' && auth.role === 'user';
    if (member === listening) return;
    listening = member;
    if (member) getSocket().on(ALERT_EVENTS.favouriteLive, onFavouriteLive);
    else getSocket().off(ALERT_EVENTS.favouriteLive, onFavouriteLive);
  });
  return () => {
    stopAuth();
    if (listening) getSocket().off(ALERT_EVENTS.favouriteLive, onFavouriteLive);
  };
}
