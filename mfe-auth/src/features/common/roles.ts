import type { Role } from '@platform/shared/contract';

export const ROLES: Role[] = ['user', 'performer', 'studio'];

/** What each account kind is called on screen. */
export const ROLE_LABELS: Record<Role, string> = {
  user: 'Member',
  performer: 'Performer',
  studio: 'Studio',
};

export function isRole(value: unknown): value is Role {
  return value === 'user' || value === 'performer' || value === 'studio';
}
