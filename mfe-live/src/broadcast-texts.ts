import { useTranslation } from 'react-i18next';
import { registerTexts, translate } from '@platform/shared';
import en from './locales/broadcast.en.json';

/**
 * The broadcast's texts (namespace 'liveBroadcast': the performer's broadcast page, her camera and her stream's state,
 * a member's own camera), registered by the code that shows them: a watch room does not carry them. Importing this
 * file registers them.
 */
const NAMESPACE = 'liveBroadcast';
registerTexts(NAMESPACE, { en, ru: () => import('./locales/broadcast.ru.json') });

/** The broadcast's texts, then the rest of this remote's ('live'): its components use both. */
const NAMESPACES = [NAMESPACE, 'live'];

export function useBroadcastTexts() {
  return useTranslation(NAMESPACES, { nsMode: 'fallback' });
}

/** A broadcast text outside React (toasts, a publisher's errors): `broadcastText('publish.inUse')`. */
export function broadcastText(key: string, values: Record<string, unknown> = {}): string {
  return translate(key, { ...values, ns: NAMESPACES });
}
