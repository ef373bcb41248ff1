import { createTexts } from '@platform/shared';
import en from './locales/en.json';

/** This remote's namespace of texts. */
export const WALLET_TEXTS = 'wallet';

/** This remote's texts (namespace 'wallet'); importing this file registers them with the page's i18next. */
export const useTexts = createTexts(WALLET_TEXTS, { en, ru: () => import('./locales/ru.json') });
