import type { ApiError } from '@platform/shared';

export const isForbidden = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { statusCode?: unknown }).statusCode === 403;

/**
 * The shared client turns every 403 into one fixed text (and a toast unless the call is quiet). For calls
 * whose only 403 is one known refusal (a member the performer blocked, an unverified performer), the
 * caller's error display shows that refusal in words instead.
 */
export async function withRefusal<T>(call: Promise<T>, forbiddenText: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isForbidden(error)) throw { statusCode: 403, message: forbiddenText } satisfies ApiError;
    throw error;
  }
}
