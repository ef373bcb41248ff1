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

export interface SendAuthCodeResponse {
  code: string;
  email: string;
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
