/** Token amounts are whole numbers, shown exactly (a ledger figure is never rounded to '9999+'). */
export const tokens = (n: number | null | undefined): string => `${typeof n === 'number' && Number.isFinite(n) ? n : 0} tokens`;

export const percent = (n: number | null | undefined): string => `${typeof n === 'number' && Number.isFinite(n) ? n : 0}%`;

/** 'stream_private' → 'Stream private'. */
export const humanize = (s: string | null | undefined): string => {
  const text = (s ?? '').replace(/[_-]+/g, ' ').trim();
  return text ? text[0].toUpperCase() + text.slice(1) : '';
};
