/** A count above 9999 is shown as '9999+'. */
export function formatCount(n: number | null | undefined): string {
  const value = typeof n === 'number' && Number.isFinite(n) ? n : 0;
  return value > 9999 ? '9999+' : String(value);
}
