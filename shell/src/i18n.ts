import { createTexts } from '@platform/shared';
import en from './locales/en.json';

/** The shell's texts (namespace 'shell'); importing this file registers them with the page's i18next. */
export const useTexts = createTexts('shell', { en, ru: () => import('./locales/ru.json') });
