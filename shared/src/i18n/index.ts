import sharedEn from './locales/en.json';
import { createTexts } from './register-texts';

export { i18n, LANGUAGES, LANGUAGE_STORAGE_KEY, currentLanguage, changeLanguage, textsReady, type InterfaceLanguage } from './i18n';
export { registerTexts, createTexts, translate, type Texts } from './register-texts';
export { translateMessage, MESSAGES_NAMESPACE } from './translate-message';
export { formatNumber, formatUsd } from './format';
export { translated, translatedSetting } from './translated';

/**
 * The shared UI kit's own texts (namespace 'shared'): 'shared:tokens' is the plural every remote uses.
 * dayjs's Russian month names (formatDate) come with the Russian texts.
 */
export const useSharedTexts = createTexts('shared', {
  en: sharedEn,
  ru: () => Promise.all([import('./locales/ru.json'), import('dayjs/locale/ru')]).then(([texts]) => texts),
});
