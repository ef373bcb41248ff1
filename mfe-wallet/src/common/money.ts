import { currentLanguage, formatNumber, translate } from '@platform/shared';
// Registers the 'wallet' texts these helpers read (also when a helper is used before any component rendered).
import '../i18n';

const finite = (n: number | null | undefined): number => (typeof n === 'number' && Number.isFinite(n) ? n : 0);

/**
 * Ledger figures are whole numbers and shown exactly (never rounded to '9999+'). English keeps the plain digits it
 * always showed ('1200 tokens'); other languages group digits their own way ('1 200 токенов').
 */
const grouping = (): Intl.NumberFormatOptions => ({ useGrouping: currentLanguage() !== 'en' });

/** "N tokens" in the interface language, with the shared plural ('shared:tokens'): "1 token", "5 токенов". */
export const tokens = (n: number | null | undefined): string => translate('shared:tokens', { count: finite(n), formatParams: { count: grouping() } });

/** Real money (token package prices), in the currency the sandbox gateway charges: "9.99 USD" / "9,99 USD". */
export const money = (n: number): string =>
  translate('wallet:money.usd', { amount: formatNumber(finite(n), { minimumFractionDigits: 2, maximumFractionDigits: 2, ...grouping() }) });

/** 'stream_private' → 'Stream private'. */
export const humanize = (s: string | null | undefined): string => {
  const text = (s ?? '').replace(/[_-]+/g, ' ').trim();
  return text ? text[0].toUpperCase() + text.slice(1) : '';
};

/**
 * A server value (status, purchase type, refund source, product kind) in the interface language: the catalog's
 * `values.<group>.<value>`, else the value humanized ('Sale video'), as it always read in English.
 */
export const valueLabel = (group: 'status' | 'type' | 'source' | 'productKind', value: string | null | undefined): string => {
  const v = value ?? '';
  if (!/^\w+$/.test(v)) return humanize(v);
  return translate(`wallet:values.${group}.${v}`, { defaultValue: humanize(v) });
};
