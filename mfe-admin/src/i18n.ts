import { createTexts } from '@platform/shared';
import en from './locales/en.json';

/** This remote's texts (namespace 'admin'); importing this file registers them with the page's i18next. */
export const useTexts = createTexts('admin', { en, ru: () => import('./locales/ru.json') });
