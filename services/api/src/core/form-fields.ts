import type { FastifyRequest } from 'fastify';
import type { Static, TObject } from '@sinclair/typebox';
import type { ValidationItem } from '@platform/shared/contract';
import { validationError } from './errors';
import { toValidationItems, type AjvError } from './validation';

/**
 * Validates a multipart form's text fields with the same ajv as JSON bodies (numbers and booleans are read from
 * their text), answering the same 400 shape; `extra` adds items such as missing files.
 */
export function validateFormFields<T extends TObject>(
  req: FastifyRequest,
  schema: T,
  fields: Record<string, unknown>,
  extra: ValidationItem[] = [],
): Static<T> {
  const validate = req.compileValidationSchema(schema);
  const values = { ...fields };
  const items = validate(values) ? [] : toValidationItems((validate.errors ?? []) as AjvError[]);
  if (items.length || extra.length) throw validationError([...items, ...extra]);
  return values as Static<T>;
}
