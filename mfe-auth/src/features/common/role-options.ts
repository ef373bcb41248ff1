import type { Option } from '@platform/shared';
import { ROLES, ROLE_LABELS, isRole } from './roles';
import type { Role } from '@platform/shared/contract';

export const roleOptions: Option[] = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

/** `?type=performer` preselects the account kind (links from a role's login page carry it). */
export function roleFromQuery(search: URLSearchParams): Role {
  const type = search.get('type');
  return isRole(type) ? type : 'user';
}
