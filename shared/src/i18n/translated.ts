import type { Translations } from '../contract';
import { currentLanguage } from './i18n';

/**
 * A content text (banner, category…) in the interface language: its translation when the API has one, else the
 * default English field. Call it while rendering under useTranslation, so a language switch renders it again.
 */
export function translated<T extends { translations?: Translations }>(item: T, field: keyof T & string): string {
  const text = item.translations?.[currentLanguage()]?.[field];
  if (text) return text;
  const fallback = item[field];
  return typeof fallback === 'string' ? fallback : '';
}

/** A site setting in the interface language: `<key>Ru` for Russian when the admin filled it, else `<key>`. */
export function translatedSetting(values: Record<string, unknown>, key: string): string {
  const language = currentLanguage();
  const own = language === 'en' ? undefined : values[`${key}${language[0].toUpperCase()}${language.slice(1)}`];
  if (typeof own === 'string' && own) return own;
  const fallback = values[key];
  return typeof fallback === 'string' ? fallback : '';
}
