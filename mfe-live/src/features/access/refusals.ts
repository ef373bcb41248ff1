import type { ApiError } from '@platform/shared';
import { liveText } from '../../i18n';

export const isForbidden = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { statusCode?: unknown }).statusCode === 403;

/** The known refusals: BLOCKED_BY_PERFORMER_TEXT and UNVERIFIED_PERFORMER_TEXT of @platform/shared, translated. */
export type Refusal = 'blocked' | 'unverified';

/**
 * The shared client turns every 403 into one fixed text (and a toast unless the call is quiet). For calls
 * whose only 403 is one known refusal (a member the performer blocked, an unverified performer), the
 * caller's error display shows that refusal in words instead (in the interface language).
 */
export async function withRefusal<T>(call: Promise<T>, refusal: Refusal): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isForbidden(error)) throw { statusCode: 403, message: liveText(`refusals.${refusal}`) } satisfies ApiError;
    throw error;
  }
}
