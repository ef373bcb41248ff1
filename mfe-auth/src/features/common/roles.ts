import type { Role } from '@platform/shared/contract';

export const ROLES: Role[] = ['user', 'performer', 'studio'];

export function isRole(value: unknown): value is Role {
  return value === 'user' || value === 'performer' || value === 'studio';
}
