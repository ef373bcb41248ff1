import { messages } from './messages';

/** A rule returns the message when the value fails, otherwise undefined. */
export type Rule<V = Record<string, unknown>> = (value: unknown, values: V) => string | undefined;

const isEmpty = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[a-zA-Z0-9]+$/;
// Loose host check: optional scheme, dotted host or localhost, optional port/path.
const URL_PATTERN = /^(https?:\/\/)?((([\w-]+\.)+[a-z\d-]{2,})|localhost|(\d{1,3}\.){3}\d{1,3})(:\d+)?(\/[^\s]*)?$/i;

const toNumber = (v: unknown): number => (typeof v === 'number' ? v : Number(String(v).trim()));

// Only `required` fails on an empty value; the type rules check what was typed.
export const rules = {
  required: ((v) => (isEmpty(v) ? messages.required : undefined)) as Rule<unknown>,
  email: ((v) => (isEmpty(v) || EMAIL.test(String(v).trim()) ? undefined : messages.email)) as Rule<unknown>,
  number: ((v) => (isEmpty(v) || Number.isFinite(toNumber(v)) ? undefined : messages.number)) as Rule<unknown>,
  range(min: number, max: number): Rule<unknown> {
    return (v) => {
      if (isEmpty(v)) return undefined;
      const n = toNumber(v);
      if (!Number.isFinite(n)) return messages.number;
      return n < min || n > max ? messages.range(min, max) : undefined;
    };
  },
  username: ((v) => (isEmpty(v) || USERNAME.test(String(v)) ? undefined : messages.username)) as Rule<unknown>,
  url: ((v) => (isEmpty(v) || URL_PATTERN.test(String(v).trim()) ? undefined : messages.url)) as Rule<unknown>,
  maxLength(max: number): Rule<unknown> {
    return (v) => (typeof v === 'string' && v.trim().length > max ? messages.maxLength(max) : undefined);
  },
};
