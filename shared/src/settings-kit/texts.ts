import { createTexts } from '@platform/shared';
import en from './locales/en.json';

/** The kit's own texts (namespace 'settingsKit'), in the chunk of the remote that renders a kit component. */
export const useKitTexts = createTexts('settingsKit', { en, ru: () => import('./locales/ru.json') });
