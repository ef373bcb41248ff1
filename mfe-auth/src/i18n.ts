import { createTexts } from '@platform/shared';
import en from './locales/en.json';
/** This remote's texts (namespace 'auth'); importing this file registers them with the page's i18next. */
export const useTexts = createTexts('auth', { en, ru: () => import('./locales/ru.json') });
