import type { RemoteAccess } from '@platform/shared/contract';
import { mayLoadRemote } from './role-gate';
import { resolveOwner } from './path-prefix';

// Which remote owns a path: the one with the LONGEST matching prefix, matched on whole segments.

export interface RouteOwner {
  name: string;
  routes: string[];
  /** Who may load it (registry `access`); absent = everyone. */
  access?: RemoteAccess;
}

export { matchesPrefix, normalizePath, resolveOwner } from './path-prefix';

/**
 * single-spa activity function for one app, bound to the live list of owners. A remote with an access rule
 * (the back office) is active only for an account the rule lets in, so its code is never fetched for anyone else.
 */
export function createActivityFunction(name: string, owners: () => RouteOwner[], enabled: (pathname: string) => boolean = () => true) {
  return (location: Location): boolean => {
    const current = owners();
    return enabled(location.pathname) && resolveOwner(location.pathname, current) === name && mayLoadRemote(name, current);
  };
}
