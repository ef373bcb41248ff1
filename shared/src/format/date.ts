import dayjs from 'dayjs';
import { currentLanguage } from '../i18n/i18n';

export const DEFAULT_DATE_FORMAT = 'DD/MM/YYYY HH:mm:ss';

type DateInput = string | number | Date | null | undefined;

/** Formats a date with dayjs in the interface language (month names); an empty or invalid input renders as ''. */
export function formatDate(d: DateInput, fmt: string = DEFAULT_DATE_FORMAT): string {
  if (d === null || d === undefined || d === '') return '';
  const parsed = dayjs(d);
  return parsed.isValid() ? parsed.locale(currentLanguage()).format(fmt) : '';
}

/** Whole years between the birth date and now; 0 when unknown. */
export function ageFromBirthDate(d: DateInput, now: DateInput = new Date()): number {
  if (d === null || d === undefined || d === '') return 0;
  const birth = dayjs(d);
  if (!birth.isValid()) return 0;
  return Math.max(0, dayjs(now ?? new Date()).diff(birth, 'year'));
}
