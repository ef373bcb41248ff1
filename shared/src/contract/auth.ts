export type Role = 'user' | 'performer' | 'studio';

export interface LoginRequest {
  username: string; // username or e-mail
  password: string;
  remember?: boolean;
}

export interface LoginResponse {
  token: string;
}

/** Payload signed into every token. */
export interface TokenPayload {
  authId: string;
  source: Role | 'admin';
  sourceId: string;
}

export interface UserRegisterRequest {
  username: string;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  gender?: Gender;
  country?: string;
}

/** Multipart fields sent with documentVerification and idVerification files. */
export interface PerformerRegisterFields {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  gender: Gender;
  country?: string;
  dateOfBirth?: string;
  studioId?: string;
}

export interface StudioRegisterFields {
  name: string;
  username: string;
  email: string;
  password: string;
  country?: string;
}

export interface ForgotPasswordRequest {
  email: string;
  type: Role;
}

export interface SendAuthCodeRequest {
  email: string;
}

/** POST /auth/code/send. `code` is present only when the API runs in development/sandbox mode. */
export interface SendAuthCodeResponse {
  email: string;
  sent: true;
  code?: string;
}

/** POST /auth/users/register, /auth/performers/register, /auth/studio/register. */
export interface RegisterResponse {
  _id: string;
  username: string;
  email: string;
  message: string;
}

/** POST /auth/users/forgot and /verification/resend-verification-email. */
export interface EmailSentResponse {
  email: string;
  sent: true;
}

/** POST /auth/password-change (token from the reset e-mail). */
export interface PasswordChangeRequest {
  token: string;
  password: string;
}

export interface UpdatePasswordRequest {
  password: string;
  source?: Role;
}

export interface ResendVerificationRequest {
  email: string;
  source?: Role;
}

export type Gender = 'female' | 'transgender' | 'male';
