import { api } from '@platform/shared';
import type { SendAuthCodeResponse } from '@platform/shared/contract';

/** POST /auth/code/send — the API mails a sign-in code and answers with the e-mail only (never the code). */
export function sendAuthCode(email: string): Promise<SendAuthCodeResponse> {
  return api.post<SendAuthCodeResponse>('/auth/code/send', { email }).then((res) => res.data);
}
