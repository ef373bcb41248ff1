import type { ApiErrorBody, ValidationItem } from '@platform/shared/contract';

const ERROR_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export const errorName = (status: number) => ERROR_NAMES[status] ?? 'Error';

/** An error with the reference platform's body: `{statusCode, message, error?}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ApiErrorBody,
  ) {
    super(typeof body.message === 'string' ? body.message : errorName(statusCode));
  }
}

export const badRequest = (message: string) => new HttpError(400, { statusCode: 400, message, error: 'Bad Request' });

/** 400 naming one field, in the validation-item shape the client reads (first item's first constraint). */
export const fieldError = (property: string, rule: string, text: string) => validationError([{ property, constraints: { [rule]: text } }]);

export const validationError = (items: Array<ValidationItem | string>) =>
  new HttpError(400, { statusCode: 400, message: items, error: 'Bad Request' });

// The reference answers every missing/bad token and wrong role with exactly this body.
export const forbidden = () => new HttpError(403, { statusCode: 403, message: 'Forbidden resource' });

/** 403 with a message saying why (a block, a private show), unlike the reference's bare `forbidden()`. */
export const forbiddenBecause = (message: string) => new HttpError(403, { statusCode: 403, message, error: 'Forbidden' });

export const notFound = (message = 'Not found') => new HttpError(404, { statusCode: 404, message, error: 'Not Found' });

export const gone = (message: string) => new HttpError(410, { statusCode: 410, message, error: 'Gone' });

export const tooLarge = (message: string) => new HttpError(413, { statusCode: 413, message, error: 'Payload Too Large' });
