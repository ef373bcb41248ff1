import { PATTERNS } from '../../core/validation';
import { MAX_TOKENS } from './sales.service';

export const idParams = (...names: string[]) => ({
  type: 'object',
  required: names,
  properties: Object.fromEntries(names.map((name) => [name, { type: 'string', pattern: PATTERNS.objectId }])),
});

/** A token amount: a whole number from 1 to MAX_TOKENS (negative, zero, fractional and huge amounts are 400s). */
export const tokenAmount = { type: 'integer', minimum: 1, maximum: MAX_TOKENS };

export const dateQuery = { type: 'string', pattern: PATTERNS.date, maxLength: 40 };

/** The Idempotency-Key header, documented for OpenAPI (checked by idempotencyScope). */
export const idempotencyHeaders = {
  type: 'object',
  properties: { 'idempotency-key': { type: 'string', minLength: 1, maxLength: 200 } },
};
