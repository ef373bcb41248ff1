import type { Role } from '../contract';

/** Login endpoints (user login really is /auth/code/login). */
export const LOGIN_PATHS: Record<Role, string> = {
  user: '/auth/code/login',
  performer: '/auth/performers/login',
  studio: '/auth/studio/login',
};
