import { createTexts } from '@platform/shared';
import en from '../../locales/tip-menu.en.json';

/**
 * The tip menu's and goal's texts (namespace 'liveTipMenu'): they come with this lazy chunk, so a room's first visit
 * does not carry them (the chat's lines about menu tips and goals are the room's own texts).
 */
export const useTipMenuTexts = createTexts('liveTipMenu', { en, ru: () => import('../../locales/tip-menu.ru.json') });
