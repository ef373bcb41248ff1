import { Type, type Static } from '@sinclair/typebox';
import { ObjectId, StringEnum } from './envelope';

// Named patterns: the API's validation turns a failed one into a sentence rather than showing the regex.
export const PATTERNS = {
  username: '^[a-zA-Z0-9]+$',
  objectId: '^[0-9a-f]{24}$',
  date: '^\\d{4}-\\d{2}-\\d{2}',
  time: '^([01]\\d|2[0-3]):[0-5]\\d$',
  /** Some text besides spaces: a reason, a note. */
  text: '\\S',
} as const;

export const ROLES = ['user', 'performer', 'studio'] as const;
export const Role = StringEnum(ROLES);
export type Role = Static<typeof Role>;

// not `GENDERS`: '@platform/shared' has a browser constant of that name and re-exports this file's types
export const GENDER_VALUES = ['female', 'transgender', 'male'] as const;
export const Gender = StringEnum(GENDER_VALUES);
export type Gender = Static<typeof Gender>;

// Fields shared by the registration and profile forms of every role (`...Schema`: '@platform/shared' has UI components named `...Field`).
export const UsernameSchema = Type.String({ minLength: 3, maxLength: 40, pattern: PATTERNS.username });
export const EmailSchema = Type.String({ format: 'email', maxLength: 200 });
export const PasswordSchema = Type.String({ minLength: 6, maxLength: 100 });
export const NameSchema = Type.String({ maxLength: 100 });
/** A name that must be given (first and last name of a performer, a studio's name). */
export const RequiredNameSchema = Type.String({ minLength: 1, maxLength: 100 });
export const CountrySchema = Type.String({ maxLength: 100 });
/** What every account signs in and is reached with; spread into the registration requests. */
export const CredentialFields = { username: UsernameSchema, email: EmailSchema, password: PasswordSchema };
export const CitySchema = Type.String({ maxLength: 100 });
export const PhoneSchema = Type.String({ maxLength: 40 });
/** `YYYY-MM-DD`, possibly followed by a time (only the date is kept). */
export const DateSchema = Type.String({ pattern: PATTERNS.date, maxLength: 30 });

/** Query string of the links e-mailed with a one-time token (password reset, e-mail verification). */
export const TokenQuery = Type.Object({ token: Type.String({ minLength: 1 }) });
export type TokenQuery = Static<typeof TokenQuery>;

export const LoginRequest = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 200, description: 'Username or e-mail' }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
  remember: Type.Optional(Type.Boolean()),
});
export type LoginRequest = Static<typeof LoginRequest>;

/**
 * A sign-in's answer: the session `token`, or (an account with two-factor sign-in, and the admin always) no token but a
 * short-lived `challenge` to answer at POST /auth/two-factor/verify (or, with `enrolmentRequired`, to enrol first).
 */
export const LoginResponse = Type.Object({
  token: Type.Optional(Type.String()),
  twoFactorRequired: Type.Optional(Type.Boolean()),
  challenge: Type.Optional(Type.String()),
  enrolmentRequired: Type.Optional(Type.Boolean()),
});
export type LoginResponse = Static<typeof LoginResponse>;

/** Payload signed into every token (with the account's token version `ver` and a token id `jti`, which the API checks). */
export const TokenPayload = Type.Object({
  authId: Type.String(),
  source: StringEnum(['user', 'performer', 'studio', 'admin']),
  sourceId: Type.String(),
});
export type TokenPayload = Static<typeof TokenPayload>;

export const UserRegisterRequest = Type.Object({
  ...CredentialFields,
  firstName: Type.Optional(NameSchema),
  lastName: Type.Optional(NameSchema),
  gender: Type.Optional(Gender),
  country: Type.Optional(CountrySchema),
});
export type UserRegisterRequest = Static<typeof UserRegisterRequest>;

/** Multipart fields sent with documentVerification and idVerification files. */
export const PerformerRegisterFields = Type.Object(
  {
    ...CredentialFields,
    firstName: RequiredNameSchema,
    lastName: RequiredNameSchema,
    gender: Gender,
    country: Type.Optional(CountrySchema),
    dateOfBirth: Type.Optional(DateSchema),
    studioId: Type.Optional(ObjectId),
  },
  { description: 'Multipart fields sent with the documentVerification and idVerification files' },
);
export type PerformerRegisterFields = Static<typeof PerformerRegisterFields>;

export const StudioRegisterFields = Type.Object({
  name: RequiredNameSchema,
  ...CredentialFields,
  country: Type.Optional(CountrySchema),
});
export type StudioRegisterFields = Static<typeof StudioRegisterFields>;

export const ForgotPasswordRequest = Type.Object({
  email: EmailSchema,
  // the API fills in `user` when it is left out
  type: StringEnum(ROLES, { default: 'user' }),
});
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequest>;

export const SendAuthCodeRequest = Type.Object({
  email: EmailSchema,
});
export type SendAuthCodeRequest = Static<typeof SendAuthCodeRequest>;

/** POST /auth/code/send. The code itself only travels by e-mail. */
export const SendAuthCodeResponse = Type.Object({
  email: Type.String(),
  sent: Type.Literal(true),
});
export type SendAuthCodeResponse = Static<typeof SendAuthCodeResponse>;

/** POST /auth/users/register, /auth/performers/register, /auth/studio/register. */
export const RegisterResponse = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  email: Type.String(),
  message: Type.String(),
});
export type RegisterResponse = Static<typeof RegisterResponse>;

/** POST /auth/users/forgot and /verification/resend-verification-email: the same answer as POST /auth/code/send. */
export const EmailSentResponse = SendAuthCodeResponse;
export type EmailSentResponse = Static<typeof EmailSentResponse>;

/** POST /auth/password-change (token from the reset e-mail). */
export const PasswordChangeRequest = Type.Object({
  token: Type.String({ minLength: 1 }),
  password: PasswordSchema,
});
export type PasswordChangeRequest = Static<typeof PasswordChangeRequest>;

/** PUT /auth/users/me/password: the current password must be given again. */
export const UpdatePasswordRequest = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
  password: PasswordSchema,
  source: Type.Optional(Role),
});
export type UpdatePasswordRequest = Static<typeof UpdatePasswordRequest>;

/** PUT /auth/users/me/password answer: every earlier token of the account has ended, this one replaces the caller's. */
export const UpdatePasswordResponse = Type.Object({
  token: Type.String({ description: 'A new token for the caller; the one used for the request no longer works' }),
});
export type UpdatePasswordResponse = Static<typeof UpdatePasswordResponse>;

/** Without a token the e-mail names the account; with one the API uses the caller's account and both fields may be left out. */
export const ResendVerificationRequest = Type.Object({
  email: EmailSchema,
  source: Type.Optional(Role),
});
export type ResendVerificationRequest = Static<typeof ResendVerificationRequest>;
