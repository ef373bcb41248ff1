import { bus, isAdmin, type AuthState } from '@platform/shared';
import type { RemoteAccess } from '@platform/shared/contract';
import type { RouteOwner } from './owner';

const ACCESS_RULES: Record<RemoteAccess, (auth: AuthState) => boolean> = { admin: isAdmin };

/** Whether this account may load the remote's code: a remote without `access` is for everyone. */
export function mayLoad(owner: Pick<RouteOwner, 'access'> | undefined, auth: AuthState = bus.auth.value()): boolean {
  if (!owner) return false;
  return owner.access === undefined || ACCESS_RULES[owner.access](auth);
}

/** The same by container name, against the live list of owners. */
export const mayLoadRemote = (name: string, owners: RouteOwner[], auth?: AuthState) =>
  mayLoad(
    owners.find((owner) => owner.name === name),
    auth,
  );
