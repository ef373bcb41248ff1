import { api } from '@platform/shared';
import type { ResendVerificationRequest } from '@platform/shared/contract';

/** POST /verification/resend-verification-email */
export function resendVerificationEmail(body: ResendVerificationRequest): Promise<unknown> {
  return api.post<unknown>('/verification/resend-verification-email', body).then((res) => res.data);
}
