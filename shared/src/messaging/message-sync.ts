import { translate } from '../i18n';
import { bus, type AuthState } from '../bus';
import { startSignedInSync } from '../bus/helpers';
import { NOTIFICATION_MS } from '../constants';
import type { Message, TotalUnread } from '../contract';
import { getSocket, onSocketReconnected } from '../socket';
import { conversationPath, getTotalUnread } from './conversations.resource';
import { MESSAGING_EVENTS } from '../contract/events';

// Page-wide like the balance sync: started once, whichever copy of the module is asked.
interface MessageSyncState {
  stop: (() => void) | null;
  /** Unread figures the socket pushed: a refetch answer older than the last push is dropped. */
  pushes: number;
}
declare global {
  var __PLATFORM_MESSAGE_SYNC__: MessageSyncState | undefined;
}
const state: MessageSyncState = (globalThis.__PLATFORM_MESSAGE_SYNC__ ??= { stop: null, pushes: 0 });

export const SENT_A_PHOTO = 'Sent a photo';
export const SENT_A_FILE = 'Sent a file';

/** What a notification says about a message: its text, else what was sent. */
export function messagePreview(message: Pick<Message, 'type' | 'text'>): string {
  const text = message.text?.trim();
  if (text) return text;
  if (message.type === 'photo') return SENT_A_PHOTO;
  if (message.type === 'file') return SENT_A_FILE;
  return '';
}

/** Whether the page shows that conversation now (its route, trailing slash allowed). */
export function isViewingConversation(conversationId: string, pathname: string = window.location.pathname): boolean {
  return pathname.replace(/\/+$/, '') === conversationPath(conversationId);
}

const meOf = (auth: AuthState): string | null => (auth.status === 'signed-in' ? auth.user._id : null);

function onCreated(message: Message | undefined): void {
  const me = meOf(bus.auth.value());
  if (!message || typeof message !== 'object' || !message.conversationId || !me) return;
  if (message.senderId === me) return; // my own message, sent from another tab
  if (isViewingConversation(message.conversationId)) return; // the open thread shows it
  const sender = message.senderInfo;
  bus.notify.publish({
    type: 'info',
    title: sender?.displayName || sender?.username || translate('shared:newMessage'),
    text: messagePreview(message) || undefined,
    duration: NOTIFICATION_MS,
    href: conversationPath(message.conversationId),
  });
}

function onUnread(event: Partial<TotalUnread> | undefined): void {
  const total = event?.total;
  if (typeof total === 'number' && Number.isFinite(total) && total >= 0) {
    state.pushes += 1;
    bus.unread.set(total);
  }
}

/** Unread counts pushed while the socket was away are lost: asks the server for the total. */
async function refetchUnread(): Promise<void> {
  const since = state.pushes;
  try {
    const total = await getTotalUnread();
    if (state.pushes === since && bus.auth.value().status === 'signed-in') bus.unread.set(total);
  } catch (error) {
    console.warn('[shared] unread refetch after reconnect failed', error);
  }
}

/**
 * While someone is signed in: `nofify_read_messages_in_conversation` {total} → bus.unread (the header's badge),
 * and a new message from someone else → a notification (sender's name, the text or 'Sent a photo' / 'Sent a
 * file', a link to the conversation) unless that conversation is open; after a socket drop, the unread total
 * is asked again. The shell calls it once at start;
 * calling it again is harmless. Returns a function that stops it.
 */
export function startMessageSync(): () => void {
  return startSignedInSync(state, 'stop', () => {
    const socket = getSocket();
    socket.on(MESSAGING_EVENTS.unread, onUnread);
    socket.on(MESSAGING_EVENTS.created, onCreated);
    const stopReconnected = onSocketReconnected(() => void refetchUnread());
    return () => {
      socket.off(MESSAGING_EVENTS.unread, onUnread);
      socket.off(MESSAGING_EVENTS.created, onCreated);
      stopReconnected();
    };
  });
}
