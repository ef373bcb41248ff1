import { COOKIE_DAYS } from '../constants';
import type { Role } from '../contract';
import { deleteCookie, readCookie, writeCookie } from './cookies';

export interface StoredSession {
  token: string;
  role: Role;
}

const ROLES: readonly Role[] = ['user', 'performer', 'studio'];
const isRole = (v: unknown): v is Role => typeof v === 'string' && (ROLES as readonly string[]).includes(v);

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled (privacy mode)
  }
}

/** Token and role: cookies `token`/`role` (365 days, SameSite=Lax, path /) mirrored in localStorage. */
export const session = {
  /** Cookie first, then localStorage; null unless both token and a known role are present. */
  get(): StoredSession | null {
    const fromCookie = { token: readCookie('token'), role: readCookie('role') };
    if (fromCookie.token && isRole(fromCookie.role)) return { token: fromCookie.token, role: fromCookie.role };
    const ls = storage();
    const token = ls?.getItem('token');
    const role = ls?.getItem('role');
    if (token && isRole(role)) return { token, role };
    return null;
  },
  set(token: string, role: Role): void {
    writeCookie('token', token, COOKIE_DAYS);
    writeCookie('role', role, COOKIE_DAYS);
    const ls = storage();
    ls?.setItem('token', token);
    ls?.setItem('role', role);
  },
  clear(): void {
    deleteCookie('token');
    deleteCookie('role');
    const ls = storage();
    ls?.removeItem('token');
    ls?.removeItem('role');
  },
  /** The bearer token alone (null when signed out). */
  token(): string | null {
    return session.get()?.token ?? null;
  },
};
