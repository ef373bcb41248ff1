import type { Option } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { ROLES, isRole } from './roles';

/** The account kinds as picker options: the value stays the role, the label is what the account kind is called on screen. */
export function useRoleOptions(): Option[] {
  const { t } = useTexts();
  return ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }));
}

/** `?type=performer` preselects the account kind (links from a role's login page carry it). */
export function roleFromQuery(search: URLSearchParams): Role {
  const type = search.get('type');
  return isRole(type) ? type : 'user';
}
