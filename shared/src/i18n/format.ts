import { currentLanguage } from './i18n';

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number in the interface language: 12,345 in English, 12 345 in Russian. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  const lng = currentLanguage();
  const key = `${lng}|${JSON.stringify(options ?? {})}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(lng, options)));
  return format.format(value);
}

/** A money amount in US dollars, in the interface language ($12.50 / 12,50 $). */
export function formatUsd(value: number): string {
  return formatNumber(value, { style: 'currency', currency: 'USD' });
}
