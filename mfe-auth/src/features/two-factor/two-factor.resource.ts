import { api } from '@platform/shared';
import type { LoginResponse, TwoFactorEnrolment, TwoFactorRecoveryCodes, TwoFactorStatus } from '@platform/shared/contract';

/** The second step a sign-in still needs: a code for `challenge`, or (the admin's first sign-in) enrolling first. */
export interface TwoFactorStep {
  status: 'two-factor';
  challenge: string;
  enrolmentRequired: boolean;
}

export const twoFactorStepOf = (answer: LoginResponse | undefined): TwoFactorStep | null =>
  answer?.twoFactorRequired && answer.challenge
    ? { status: 'two-factor', challenge: answer.challenge, enrolmentRequired: !!answer.enrolmentRequired }
    : null;

const data = <T>(res: { data: T } | undefined): T => {
  if (!res?.data) throw { statusCode: 400, message: 'Bad request!' };
  return res.data;
};

/** POST /auth/two-factor/verify — a code from the app, or a recovery code → the session token. */
export const verifyTwoFactor = (challenge: string, code: string) =>
  api.post<LoginResponse>('/auth/two-factor/verify', { challenge, code }).then((res) => data(res).token ?? '');

/** POST /auth/two-factor/enrol — signed in, or with the admin's enrolment challenge: secret, otpauth link, QR code. */
export const enrolTwoFactor = (challenge?: string) =>
  api.post<TwoFactorEnrolment>('/auth/two-factor/enrol', challenge ? { challenge } : {}).then(data);

/** POST /auth/two-factor/confirm — the first code turns it on → ten recovery codes (and a token with a challenge). */
export const confirmTwoFactor = (code: string, challenge?: string) =>
  api.post<TwoFactorRecoveryCodes>('/auth/two-factor/confirm', challenge ? { code, challenge } : { code }).then(data);

export const getTwoFactorStatus = () => api.get<TwoFactorStatus>('/auth/two-factor').then(data);

export const renewRecoveryCodes = (code: string) => api.post<TwoFactorRecoveryCodes>('/auth/two-factor/recovery-codes', { code }).then(data);

export const disableTwoFactor = (code: string) => api.post<boolean>('/auth/two-factor/disable', { code }).then(data);
