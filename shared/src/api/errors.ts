import { TIMEOUT_MESSAGE } from '../constants';
import { translateMessage } from '../i18n/translate-message';
import type { ValidationItem } from '../contract';

/** What the client throws: the server's JSON body, or one of the fixed shapes (413, 403, timeout, network). */
export interface ApiError {
  statusCode?: number;
  message: string | Array<ValidationItem | string>;
  error?: string;
  code?: string;
  [key: string]: unknown;
}

export const FORBIDDEN_MESSAGE = 'Нет доступа';
export const TOO_LARGE_MESSAGE = 'Request Entity Too Large';
export const FALLBACK_MESSAGE = 'Bad request!';

export const tooLargeError = (): ApiError => ({ statusCode: 413, message: TOO_LARGE_MESSAGE });
export const forbiddenError = (): ApiError => ({ statusCode: 403, message: FORBIDDEN_MESSAGE });
export const timeoutError = (): ApiError => ({ message: TIMEOUT_MESSAGE, code: 'TIMEOUT' });
export const networkError = (message?: string): ApiError => ({ message: message || 'Network Error', code: 'NETWORK' });

/**
 * The first validation item's first constraint, otherwise the error text, otherwise
 * 'Bad request!' — in the interface language when it is a known message. Accepts a thrown body, an axios-like error ({response: {data}}), an Error or a string.
 */
export function getServerMessage(error: unknown): string {
  return translateMessage(serverMessageOf(error));
}

function serverMessageOf(error: unknown): string {
  if (typeof error === 'string') return error || FALLBACK_MESSAGE;
  if (!error || typeof error !== 'object') return FALLBACK_MESSAGE;
  const wrapped = (error as { response?: { data?: unknown } }).response?.data;
  const body = (wrapped && typeof wrapped === 'object' ? wrapped : error) as { message?: unknown };
  const { message } = body;
  if (Array.isArray(message) && message.length > 0) {
    const first = message[0] as ValidationItem | string;
    if (typeof first === 'string' && first) return first;
    if (first && typeof first === 'object' && first.constraints) {
      const constraint = Object.values(first.constraints)[0];
      if (typeof constraint === 'string' && constraint) return constraint;
    }
  }
  if (typeof message === 'string' && message) return message;
  return FALLBACK_MESSAGE;
}

/** Type guard for what the client throws. */
export function isApiError(e: unknown): e is ApiError {
  return !!e && typeof e === 'object' && 'message' in e;
}
