import { PATTERNS, type ValidationItem } from '@platform/shared/contract';

/** The subset of an ajv error that Fastify hands to its error handler. */
export interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

// The contract's named patterns: a failed one reads as a sentence, not a regex.
export { PATTERNS };

const PATTERN_TEXT: Record<string, string> = {
  [PATTERNS.username]: 'must contain only letters and digits, without special characters or spaces',
  [PATTERNS.objectId]: 'must be a valid id',
  [PATTERNS.date]: 'must be a date (YYYY-MM-DD)',
  [PATTERNS.time]: 'must be a time (HH:mm)',
  [PATTERNS.text]: 'should not be empty',
  '^[A-Za-z]{2}$': 'must be a two-letter country code (ISO 3166-1 alpha-2)',
};

const TYPE_RULE: Record<string, string> = {
  string: 'isString',
  integer: 'isInt',
  number: 'isNumber',
  boolean: 'isBoolean',
  array: 'isArray',
  object: 'isObject',
};

function propertyOf(error: AjvError): string {
  const base = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'required') {
    const missing = String(error.params.missingProperty ?? '');
    return base ? `${base}.${missing}` : missing;
  }
  return base;
}

/** One ajv error → one class-validator-style item `{property, constraints:{rule: text}}`, the error shape clients read. */
export function toValidationItem(error: AjvError): ValidationItem {
  const property = propertyOf(error) || 'body';
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return { property, constraints: { isNotEmpty: `${property} should not be empty` } };
    case 'type': {
      const type = String(Array.isArray(p.type) ? p.type[0] : p.type);
      const article = /^[aeiou]/.test(type) ? 'an' : 'a';
      return {
        property,
        constraints: { [TYPE_RULE[type] ?? 'type']: `${property} must be ${article} ${type === 'integer' ? 'integer number' : type}` },
      };
    }
    case 'format':
      if (p.format === 'email') return { property, constraints: { isEmail: `${property} must be an email` } };
      return { property, constraints: { [`is${String(p.format)}`]: `${property} must be a valid ${String(p.format)}` } };
    case 'minLength':
      return Number(p.limit) <= 1
        ? { property, constraints: { isNotEmpty: `${property} should not be empty` } }
        : { property, constraints: { minLength: `${property} must be longer than or equal to ${p.limit} characters` } };
    case 'maxLength':
      return { property, constraints: { maxLength: `${property} must be shorter than or equal to ${p.limit} characters` } };
    case 'pattern':
      return { property, constraints: { matches: `${property} ${PATTERN_TEXT[String(p.pattern)] ?? `must match ${p.pattern}`}` } };
    case 'enum':
      return {
        property,
        constraints: { isEnum: `${property} must be one of the following values: ${(p.allowedValues as unknown[]).join(', ')}` },
      };
    case 'minimum':
      return { property, constraints: { min: `${property} must not be less than ${p.limit}` } };
    case 'maximum':
      return { property, constraints: { max: `${property} must not be greater than ${p.limit}` } };
    case 'multipleOf':
      return { property, constraints: { isDivisibleBy: `${property} must be a multiple of ${p.multipleOf}` } };
    case 'minProperties':
      return { property, constraints: { minProperties: `${property} must contain at least ${p.limit} of its fields` } };
    case 'minItems':
      return { property, constraints: { arrayMinSize: `${property} must contain at least ${p.limit} elements` } };
    case 'maxItems':
      return { property, constraints: { arrayMaxSize: `${property} must contain no more than ${p.limit} elements` } };
    case 'additionalProperties':
      return {
        property: String(p.additionalProperty),
        constraints: { whitelistValidation: `property ${String(p.additionalProperty)} should not exist` },
      };
    default:
      return { property, constraints: { [error.keyword]: `${property} ${error.message ?? 'is invalid'}` } };
  }
}

/** Merges errors per property, keeping the order in which properties first failed. */
export function toValidationItems(errors: AjvError[]): ValidationItem[] {
  const byProperty = new Map<string, ValidationItem>();
  for (const error of errors) {
    const item = toValidationItem(error);
    const existing = byProperty.get(item.property);
    if (existing) Object.assign(existing.constraints, item.constraints);
    else byProperty.set(item.property, item);
  }
  return [...byProperty.values()];
}
