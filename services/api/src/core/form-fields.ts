import type { FastifyRequest } from 'fastify';
import type { Static, TObject } from '@sinclair/typebox';
import type { ValidationItem } from '@platform/shared/contract';
import { validationError } from './errors';
import { refuseBadText, refuseNonFinite } from './input-guard';
import { toValidationItems, type AjvError } from './validation';

/**
 * Validates a multipart form's text fields with the same ajv as JSON bodies (numbers and booleans are read from
 * their text), answering the same 400 shape; `extra` adds items such as missing files. A form is read inside the
 * route, after the app's hooks: so the same guards as for a JSON body run here (NUL, `1e309`).
 */
export function validateFormFields<T extends TObject>(
  req: FastifyRequest,
  schema: T,
  fields: Record<string, unknown>,
  extra: ValidationItem[] = [],
): Static<T> {
  refuseBadText({ body: fields });
  const validate = req.compileValidationSchema(schema);
  const values = { ...fields };
  const items = validate(values) ? [] : toValidationItems((validate.errors ?? []) as AjvError[]);
  if (items.length || extra.length) throw validationError([...items, ...extra]);
  refuseNonFinite({ body: values });
  return values as Static<T>;
}
