import { createTexts } from '@platform/shared';
import en from './locales/en.json';

/** This remote's texts (namespace 'wallet'); importing this file registers them with the page's i18next. */
export const useTexts = createTexts('wallet', { en, ru: () => import('./locales/ru.json') });
