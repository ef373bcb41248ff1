import { useTranslation } from 'react-i18next';
import { addNamespace, i18n, type TextsLoader } from './i18n';

/**
 * One remote's strings, a JSON file per language with the same keys (a test compares them): English bundled,
 * Russian fetched when the page is in Russian — `{ en, ru: () => import('./locales/ru.json') }`.
 */
export interface Texts {
  en: Record<string, unknown>;
  ru: TextsLoader;
}

/**
 * Adds a remote's (or the shell's) strings under its own namespace. Called where the remote's `useTexts` hook is
 * defined, so importing any component of the remote registers them (in the page and in unit tests alike).
 */
export function registerTexts(namespace: string, { en, ru }: Texts) {
  addNamespace(namespace, en, { ru });
}

/**
 * `registerTexts` plus a hook bound to that namespace: `const { t } = useTexts()`.
 * Keys of the shared namespace are reachable as `t('shared:…')`.
 */
export function createTexts(namespace: string, texts: Texts) {
  registerTexts(namespace, texts);
  return function useTexts() {
    return useTranslation(namespace);
  };
}

/** Translates outside React (toasts, confirm texts built in handlers): `translate('auth:signedOut')`. */
export function translate(key: string, options: Record<string, unknown> = {}): string {
  return i18n.t(key, options) as string;
}
