import { translate } from '@platform/shared';

/**
 * Token amounts are whole numbers, shown exactly (a ledger figure is never rounded to '9999+' nor grouped:
 * '1500 tokens'), with the shared plural ('1 token', '5 токенов').
 */
export const tokens = (n: number | null | undefined): string =>
  translate('shared:tokens', { count: typeof n === 'number' && Number.isFinite(n) ? n : 0, formatParams: { count: { useGrouping: false } } });

export const percent = (n: number | null | undefined): string => `${typeof n === 'number' && Number.isFinite(n) ? n : 0}%`;
