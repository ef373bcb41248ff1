import { useRef, useState } from 'react';
import { messageCreatedEvent, STREAM_EVENTS, useSocketEvent } from '@platform/shared';
import { liveText } from '../../i18n';
import { playTipSound } from './tip-sound';

export interface TipEntry {
  id: string;
  senderId: string;
  name: string;
  token: number;
  at: number;
  /** A tip arrives twice (the `tipped` event and the tip message of the room): merged into one entry. */
  seen: { event: boolean; message: boolean };
}

const SAME_TIP_WINDOW_MS = 10_000;
const MAX_FEED = 50;

function addTip(feed: TipEntry[], tip: Omit<TipEntry, 'seen' | 'id'> & { id?: string }, source: 'event' | 'message') {
  const twin = feed.find(
    (t) => !t.seen[source] && t.senderId === tip.senderId && t.token === tip.token && Math.abs(t.at - tip.at) < SAME_TIP_WINDOW_MS,
  );
  if (twin) return { feed: feed.map((t) => (t === twin ? { ...t, seen: { ...t.seen, [source]: true } } : t)), isNew: false };
  const entry: TipEntry = {
    id: tip.id ?? `${source}-${tip.senderId}-${tip.at}-${Math.random().toString(36).slice(2, 7)}`,
    senderId: tip.senderId,
    name: tip.name,
    token: tip.token,
    at: tip.at,
    seen: { event: source === 'event', message: source === 'message' },
  };
  return { feed: [entry, ...feed].slice(0, MAX_FEED), isNew: true };
}

/**
 * The performer's money during the current show: the tips feed (tip messages of the room and `tipped`
 * events, each tip once, with the tip sound) and the show's earnings (net of commission: tips +
 * RECEIVED_PAID_TOKEN). `showKey` changes when a new show starts, which resets both.
 */
export function useShowMoney(showKey: string | null, conversationId: string | null, tipSound: string) {
  const [feed, setFeed] = useState<TipEntry[]>([]);
  const [earnings, setEarnings] = useState(0);
  // Counts the shows: a new `showKey` starts an empty feed and zero earnings.
  const [show, setShow] = useState({ key: showKey, number: 0 });
  if (show.key !== showKey) {
    setShow({ key: showKey, number: show.number + 1 });
    setFeed([]);
    setEarnings(0);
  }
  // The latest feed (several tips can arrive before a render), tagged with the show it belongs to.
  const feedRef = useRef({ show: show.number, feed });

  const add = (tip: Omit<TipEntry, 'seen' | 'id'> & { id?: string }, source: 'event' | 'message') => {
    const latest = feedRef.current.show === show.number ? feedRef.current.feed : [];
    const { feed: next, isNew } = addTip(latest, tip, source);
    feedRef.current = { show: show.number, feed: next };
    setFeed(next);
    if (isNew) playTipSound(tipSound, tip.token);
  };

  useSocketEvent(showKey ? STREAM_EVENTS.tipped : null, (event) => {
    add(
      {
        senderId: event.senderInfo?._id ?? '',
        name: event.senderInfo?.displayName || event.senderInfo?.username || liveText('aMember'),
        token: Number(event.token) || 0,
        at: Date.now(),
      },
      'event',
    );
    setEarnings((sum) => sum + (Number(event.netPrice) || 0));
  });

  useSocketEvent(showKey ? STREAM_EVENTS.receivedPaidToken : null, (event) => setEarnings((sum) => sum + (Number(event.netPrice) || 0)));

  useSocketEvent(showKey && conversationId ? messageCreatedEvent(conversationId) : null, (message) => {
    if (message.type !== 'tip') return;
    add(
      {
        id: message._id,
        senderId: message.senderId,
        name: message.senderInfo?.displayName || message.senderInfo?.username || liveText('aMember'),
        token: Number(message.token) || 0,
        at: Date.now(),
      },
      'message',
    );
  });

  return { feed, earnings };
}
