// What the API takes for a menu item's name or a goal's title, and for a price or a target (shared/contract/tip-menu.ts),
// checked before sending: the form says which field is wrong instead of the server's 400.

// The contract's limits (shared/contract/tip-menu.ts, which browsers take only types from).
export const TIP_MENU_MAX_ITEMS = 30;
export const TIP_MENU_NAME_MAX = 60;
export const TIP_MENU_MAX_PRICE = 100_000;
export const TIP_GOAL_TITLE_MAX = 80;
export const TIP_GOAL_MAX_TARGET = 1_000_000;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

/** A name or a title: 1 to `max` characters once trimmed, not only spaces, no control characters (line breaks, tabs). */
export function isLine(text: string, max: number): boolean {
  const value = text.trim();
  return value.length > 0 && [...value].length <= max && !CONTROL.test(value);
}

/** A whole number of tokens from 1 to `max` typed in a field, or null. */
export function amountOf(text: string, max: number): number | null {
  const value = text.trim();
  if (!/^\d{1,7}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
}
