import i18next, { type i18n as I18n, type LanguageDetectorModule } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

/** The interface languages; the first is the default and the fallback. */
export const LANGUAGES = ['en', 'ru'] as const;
export type InterfaceLanguage = (typeof LANGUAGES)[number];
/** Where the choice is remembered (the key i18next's own browser detector uses). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/**
 * A choice made in the switcher wins; a first visit follows the browser's languages in order. Two lookups, so
 * written here rather than taking i18next-browser-languagedetector (4 KB compressed on every page, for eight
 * sources we do not use).
 */
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const stored = readStoredLanguage();
    if (stored) return stored;
    return typeof navigator === 'undefined' ? undefined : [...(navigator.languages ?? []), navigator.language].filter(Boolean);
  },
  cacheUserLanguage(lng) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    } catch {
      // storage refused (private mode, quota): the choice lasts for this page only
    }
  },
};

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** A language's texts of one namespace, fetched when that language is needed (`import('./locales/ru.json')`). */
export type TextsLoader = () => Promise<Record<string, unknown> | { default: Record<string, unknown> }>;
/** Namespace → language → loader, filled by `registerTexts`. */
const loaders = new Map<string, Partial<Record<InterfaceLanguage, TextsLoader>>>();

/**
 * The one i18next instance of the page. @platform/shared is a Module Federation singleton, so every remote
 * gets this same instance; each remote adds its own namespace with `registerTexts`.
 * English is bundled (initialised synchronously, so an English first render is translated at once); another
 * language's texts are fetched with the code that needs them (`partialBundledLanguages` + a backend of import()s),
 * so nobody downloads a language they do not read. `textsReady()` waits for them before a remote mounts.
 */
export const i18n: I18n = i18next.createInstance();

void i18n
  .use(languageDetector)
  .use(
    resourcesToBackend((lng: string, ns: string) => {
      const load = loaders.get(ns)?.[lng as InterfaceLanguage];
      return load ? load() : Promise.resolve({});
    }),
  )
  .use(initReactI18next)
  .init({
    initAsync: false,
    partialBundledLanguages: true,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    // 'ru-RU' from the browser is 'ru'
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    ns: [],
    resources: {},
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    react: { useSuspense: false, bindI18nStore: 'added' },
  });

/** The current interface language, one of LANGUAGES. */
export function currentLanguage(): InterfaceLanguage {
  // from the detected language itself ('ru-RU' → 'ru'): resolvedLanguage is fixed at init, before any remote
  // has added its texts, so it would say English for a Russian browser
  const lng = (i18n.language ?? '').toLowerCase().split('-')[0];
  return (LANGUAGES as readonly string[]).includes(lng) ? (lng as InterfaceLanguage) : 'en';
}

/** Adds a namespace: its English texts now, the other languages' loaders for when they are needed. */
export function addNamespace(namespace: string, en: Record<string, unknown>, others: Partial<Record<InterfaceLanguage, TextsLoader>>) {
  i18n.addResourceBundle('en', namespace, en, true, true);
  loaders.set(namespace, others);
  // starts fetching at once when the page is not in English (and adds the namespace to those changeLanguage loads)
  void i18n.loadNamespaces(namespace);
}

/** Resolves once every registered namespace has its texts in the current language (at once in English). */
export function textsReady(): Promise<void> {
  return i18n.loadNamespaces([...loaders.keys()]);
}

/** Switches every remote's texts at once (after fetching the new language's) and remembers the choice. */
export async function changeLanguage(lng: InterfaceLanguage) {
  await i18n.changeLanguage(lng);
}

function syncDocumentLanguage() {
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage();
}
syncDocumentLanguage();
i18n.on('languageChanged', syncDocumentLanguage);
