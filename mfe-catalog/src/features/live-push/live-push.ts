import { api, payload } from '@platform/shared';
import type { PushAlertSettings } from '@platform/shared/contract';

/** The site's service worker (the shell serves it from the root: its scope is the whole site). */
const SERVICE_WORKER_URL = '/sw.js';

/** Why this browser could not turn notifications on: each has its own text (livePush.errors.*). */
export type PushProblem = 'unsupported' | 'denied' | 'unavailable' | 'notSetUp';

export class PushSetupError extends Error {
  constructor(readonly problem: PushProblem) {
    super(problem);
  }
}

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

export const getPushSettings = async () => payload(await api.get<PushAlertSettings>('/alerts/push'));

/** The install's VAPID public key (URL-safe base64) as PushManager wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/**
 * This browser subscribed to the site's pushes (asks the member's permission the first time, registers the service
 * worker) and the subscription saved for the member. Throws a PushSetupError saying what stands in the way.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushAlertSettings> {
  if (!pushSupported()) throw new PushSetupError('unsupported');
  if (!publicKey) throw new PushSetupError('notSetUp');
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError('denied');
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  const registration = await navigator.serviceWorker.ready;
  let subscription: PushSubscription;
  try {
    subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  } catch {
    // the browser's push service could not be reached (or refused): nothing was subscribed
    throw new PushSetupError('unavailable');
  }
  return payload(await api.post<PushAlertSettings>('/alerts/push/subscriptions', subscription.toJSON()));
}

export const setPushForPerformer = async (performerId: string, on: boolean) =>
  payload(await api.put<PushAlertSettings>(`/alerts/push/performers/${encodeURIComponent(performerId)}`, { on }));

export const setPushForAll = async (on: boolean) => payload(await api.put<PushAlertSettings>('/alerts/push/all', { on }));
