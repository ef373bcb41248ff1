/** Token amounts are whole numbers and shown exactly (a ledger figure is never rounded to '9999+'). */
export const tokens = (n: number | null | undefined): string => `${typeof n === 'number' && Number.isFinite(n) ? n : 0} tokens`;

/** Real money (token package prices), in the currency the sandbox gateway charges. */
export const money = (n: number): string => `${n.toFixed(2)} USD`;

/** 'stream_private' → 'Stream private'. */
export const humanize = (s: string | null | undefined): string => {
  const text = (s ?? '').replace(/[_-]+/g, ' ').trim();
  return text ? text[0].toUpperCase() + text.slice(1) : '';
};
