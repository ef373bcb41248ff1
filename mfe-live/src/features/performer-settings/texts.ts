import { createTexts } from '@platform/shared';
import en from '../../locales/performer-settings.en.json';

/**
 * The texts of a performer's business settings (namespace 'performerSettings'). They come with the settings chunk,
 * not with the remote's entry: the watch room's first visit does not download them.
 */
export const useTexts = createTexts('performerSettings', { en, ru: () => import('../../locales/performer-settings.ru.json') });
