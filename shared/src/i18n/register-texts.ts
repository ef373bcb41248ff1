import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';

/** One remote's strings: a JSON object per language, with the same keys (a test compares them). */
export interface Texts {
  en: Record<string, unknown>;
  ru: Record<string, unknown>;
}

/**
 * Adds a remote's (or the shell's) strings under its own namespace. Called where the remote's `useTexts` hook is
 * defined, so importing any component of the remote registers them (in the page and in unit tests alike).
 */
export function registerTexts(namespace: string, texts: Texts) {
  for (const [lng, resources] of Object.entries(texts)) i18n.addResourceBundle(lng, namespace, resources, true, true);
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
