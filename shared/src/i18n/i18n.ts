import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

/** The interface languages; the first is the default and the fallback. */
export const LANGUAGES = ['en', 'ru'] as const;
export type InterfaceLanguage = (typeof LANGUAGES)[number];
/** Where the choice is remembered (i18next-browser-languagedetector's default key). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/**
 * The one i18next instance of the page. @platform/shared is a Module Federation singleton, so every remote
 * gets this same instance; each remote adds its own namespace with `registerTexts`.
 * Initialised synchronously (resources are bundled, nothing is fetched), so the first render is translated.
 */
export const i18n: I18n = i18next.createInstance();

i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    initAsync: false,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    // 'ru-RU' from the browser is 'ru'
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    ns: [],
    resources: {},
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    detection: {
      // a choice made in the switcher wins; a first visit follows the browser
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
    react: { useSuspense: false, bindI18nStore: 'added' },
  });

/** The current interface language, one of LANGUAGES. */
export function currentLanguage(): InterfaceLanguage {
  // from the detected language itself ('ru-RU' → 'ru'): resolvedLanguage is fixed at init, before any remote
  // has added its texts, so it would say English for a Russian browser
  const lng = (i18n.language ?? '').toLowerCase().split('-')[0];
  return (LANGUAGES as readonly string[]).includes(lng) ? (lng as InterfaceLanguage) : 'en';
}

/** Switches every remote's texts at once and remembers the choice (localStorage). */
export async function changeLanguage(lng: InterfaceLanguage) {
  await i18n.changeLanguage(lng);
}

function syncDocumentLanguage() {
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage();
}
syncDocumentLanguage();
i18n.on('languageChanged', syncDocumentLanguage);
