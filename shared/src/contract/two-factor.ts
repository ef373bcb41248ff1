import { Type, type Static } from '@sinclair/typebox';

/** A TOTP code (6 digits) or a one-time recovery code. */
export const TwoFactorCode = Type.String({ minLength: 1, maxLength: 40 });
const Challenge = Type.String({ minLength: 1, maxLength: 200 });

/** POST /auth/two-factor/verify: the second step of a sign-in. */
export const TwoFactorVerifyRequest = Type.Object({ challenge: Challenge, code: TwoFactorCode });
export type TwoFactorVerifyRequest = Static<typeof TwoFactorVerifyRequest>;

/** GET /auth/two-factor: whether the caller's account signs in with a second factor. */
export const TwoFactorStatus = Type.Object({
  enabled: Type.Boolean(),
  /** The admin cannot turn it off. */
  required: Type.Boolean(),
  recoveryCodesLeft: Type.Integer({ minimum: 0 }),
});
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;

/** POST /auth/two-factor/enrol: signed in, or with the enrolment challenge an admin's sign-in answered. */
export const TwoFactorEnrolRequest = Type.Object({ challenge: Type.Optional(Challenge) });
export type TwoFactorEnrolRequest = Static<typeof TwoFactorEnrolRequest>;

/** Shown once: the secret, as an `otpauth://` link and a QR code (an SVG data URL) for an authenticator app. */
export const TwoFactorEnrolment = Type.Object({
  secret: Type.String(),
  otpauthUrl: Type.String(),
  qrCode: Type.String({ description: 'data:image/svg+xml;base64,…' }),
});
export type TwoFactorEnrolment = Static<typeof TwoFactorEnrolment>;

/** POST /auth/two-factor/confirm: the first code turns two-factor sign-in on. */
export const TwoFactorConfirmRequest = Type.Object({ code: TwoFactorCode, challenge: Type.Optional(Challenge) });
export type TwoFactorConfirmRequest = Static<typeof TwoFactorConfirmRequest>;

/** Ten one-time recovery codes, shown once; `token` when the enrolment finished a sign-in. */
export const TwoFactorRecoveryCodes = Type.Object({
  recoveryCodes: Type.Array(Type.String()),
  token: Type.Optional(Type.String()),
});
export type TwoFactorRecoveryCodes = Static<typeof TwoFactorRecoveryCodes>;

/** Disable, or regenerate the recovery codes: a current code is required. */
export const TwoFactorCodeRequest = Type.Object({ code: TwoFactorCode });
export type TwoFactorCodeRequest = Static<typeof TwoFactorCodeRequest>;

/** POST /admin/accounts/:id/two-factor/reset: whether the account had a second factor. */
export const TwoFactorResetResponse = Type.Object({ reset: Type.Boolean() });
export type TwoFactorResetResponse = Static<typeof TwoFactorResetResponse>;
