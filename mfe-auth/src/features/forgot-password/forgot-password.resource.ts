import { api } from '@platform/shared';
import type { ForgotPasswordRequest } from '@platform/shared/contract';

/** POST /auth/users/forgot — one endpoint for every role, told apart by `type`. */
export function forgotPassword(body: ForgotPasswordRequest): Promise<unknown> {
  return api.post<unknown>('/auth/users/forgot', body).then((res) => res.data);
}
