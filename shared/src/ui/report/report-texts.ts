import { createTexts } from '../../i18n/register-texts';
import en from './locales/en.json';

/** The report dialog's texts (namespace 'report'): the reasons come from the contract's list. */
export const useReportTexts = createTexts('report', { en, ru: () => import('./locales/ru.json') });
