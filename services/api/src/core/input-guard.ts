import { badRequest } from './errors';

// PostgreSQL text cannot hold NUL, and an unpaired UTF-16 surrogate cannot be encoded as UTF-8: both would reach the
// database as a 500. One hook refuses them for every route, before validation.
const NUL = '\u0000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const MAX_DEPTH = 64;

/** Where in `value` the first string (or key) with a NUL or a lone surrogate is, as `body.items[2].name`; null when clean. */
export function findBadText(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) || LONE_SURROGATE.test(value) ? where : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findBadText(value[i], `${where}[${i}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (findBadText(key, where) !== null) return `${where} (a field name)`;
    const found = findBadText(item, `${where}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Where the first non-finite number is (`limit=1e309` coerces to Infinity and slips past `maximum`); null when none. */
export function findNonFinite(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : where;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findNonFinite(item, `${where}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/** After validation: throws the 400 for a number too large to be one (JSON's 1e309 parses to Infinity too). */
export function refuseNonFinite(req: { params?: unknown; query?: unknown; body?: unknown }): void {
  const found = findNonFinite(req.params, 'path') ?? findNonFinite(req.query, 'query') ?? findNonFinite(req.body, 'body');
  if (found) throw badRequest(`${found} must be a finite number.`);
}

/** Throws the 400 for a request whose path, query or JSON body carries such text. */
export function refuseBadText(req: { params?: unknown; query?: unknown; body?: unknown }): void {
  const found = findBadText(req.params, 'path') ?? findBadText(req.query, 'query') ?? findBadText(req.body, 'body');
  if (found) throw badRequest(`${found} contains a NUL character or an unpaired surrogate, which text cannot hold.`);
}
