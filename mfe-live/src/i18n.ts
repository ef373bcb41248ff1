import { createTexts, translate } from '@platform/shared';
import en from './locales/en.json';

/** This remote's texts (namespace 'live'); importing this file registers them with the page's i18next. */
export const useTexts = createTexts('live', { en, ru: () => import('./locales/ru.json') });

/** A text of this remote outside React (toasts, messages built in hooks and media helpers): `liveText('chat.loadFailed')`. */
export function liveText(key: string, values: Record<string, unknown> = {}): string {
  return translate(`live:${key}`, values);
}

/** "10 tokens" / "10 токенов" outside React (the shared plural). */
export function tokensText(count: number): string {
  return translate('shared:tokens', { count });
}
