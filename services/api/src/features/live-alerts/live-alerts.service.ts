import webpush from 'web-push';
import { ALERT_EVENTS, type FavouriteLiveEvent } from '@platform/shared/contract';
import type { Db } from '../../db/db';
import type { VapidKeys } from '../../core/secrets';
import type { Realtime } from '../../realtime/realtime';
import { claimAlertRecipients, deleteSubscription, subscriptionsOf } from './live-alerts.repository';

// Declared here, so core/ names no feature.
declare module '../../core/context' {
  interface AppContext {
    /** Tells a performer's fans that she has gone live. */
    alerts: LiveAlerts;
  }
}

/** What a service worker receives: it writes the notification in its browser's language (shell/public/sw.js). */
export interface LivePushMessage extends FavouriteLiveEvent {
  kind: 'favourite-live';
  /** Her room, opened by a click on the notification. */
  url: string;
}

/** Tells a performer's fans that she has gone live: open tabs by socket, and browsers that asked for it by Web Push. */
export interface LiveAlerts {
  /** The install's VAPID public key ('' when Web Push is not set up). */
  readonly publicKey: string;
  /** She has just gone live: alerts each fan due one (at most one an hour); pushes are sent in the background. */
  wentLive(performer: FavouriteLiveEvent): Promise<void>;
  /** Resolves once every push started so far is done (tests, shutdown). */
  idle(): Promise<void>;
}

// A notification about a show is worth little after a few minutes: the push service drops it then.
const PUSH_TTL_SECONDS = 600;
const PUSH_TIMEOUT_MS = 10_000;

export function createLiveAlerts(deps: {
  db: Db;
  realtime: Pick<Realtime, 'emitToAccount'>;
  vapid: VapidKeys | null;
  /** mailto: or https: contact the push services may use (the VAPID subject). */
  subject: string;
  log: (line: string) => void;
}): LiveAlerts {
  const pending = new Set<Promise<void>>();
  const options = deps.vapid ? { vapidDetails: { subject: deps.subject, ...deps.vapid }, TTL: PUSH_TTL_SECONDS, urgency: 'high' as const } : null;

  async function push(userIds: string[], message: LivePushMessage) {
    if (!options) return;
    const body = JSON.stringify(message);
    for (const subscription of await subscriptionsOf(deps.db, userIds)) {
      const host = new URL(subscription.endpoint).host;
      try {
        // web-push signs and encrypts; fetch sends (web-push's own sender speaks https only, and has no timeout)
        const request = webpush.generateRequestDetails(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          body,
          options,
        );
        const res = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ?? undefined,
          redirect: 'error',
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        });
        await res.body?.cancel();
        // 404 / 410: the browser unsubscribed or the subscription expired; it is dropped
        if (res.status === 404 || res.status === 410) await deleteSubscription(deps.db, subscription.endpoint);
        else if (!res.ok) deps.log(`live alerts: push to ${host} refused (${res.status})`);
      } catch (error) {
        deps.log(`live alerts: push to ${host} failed (${(error as Error).message})`);
      }
    }
  }

  return {
    publicKey: deps.vapid?.publicKey ?? '',
    async wentLive(performer) {
      const recipients = await claimAlertRecipients(deps.db, performer.performerId);
      for (const { userId } of recipients) deps.realtime.emitToAccount('user', userId, ALERT_EVENTS.favouriteLive, performer);
      const pushTo = recipients.filter((r) => r.push).map((r) => r.userId);
      if (!pushTo.length) return;
      const message: LivePushMessage = { kind: 'favourite-live', ...performer, url: `/live/${encodeURIComponent(performer.username)}` };
      const sending = push(pushTo, message).catch((error: Error) => deps.log(`live alerts: pushes not sent (${error.message})`));
      pending.add(sending);
      void sending.finally(() => pending.delete(sending));
    },
    async idle() {
      await Promise.all(pending);
    },
  };
}

/** The VAPID subject: the address the site's mail comes from. */
export function vapidSubject(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
}
