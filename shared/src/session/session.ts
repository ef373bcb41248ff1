import type { Role } from '../contract';
import { deleteCookie } from './cookies';

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

/** Where the session lives while localStorage is unavailable: this page only. */
let inMemory: StoredSession | null = null;

/** Cookies earlier versions wrote from page script; the session cookie is now the server's (HttpOnly) alone. */
const LEGACY_COOKIES = ['token', 'role'];

/**
 * Token and role in localStorage, read by the API client for the `Authorization` header (the only credential a call
 * that changes something accepts). Page script never writes the session cookie: the API sets it, HttpOnly, on sign-in
 * (pictures and files it serves are read with it) and removes it on sign-out.
 */
export const session = {
  /** null unless both a token and a known role are stored. */
  get(): StoredSession | null {
    const ls = storage();
    const token = ls?.getItem('token');
    const role = ls?.getItem('role');
    if (token && isRole(role)) return { token, role };
    return inMemory;
  },
  set(token: string, role: Role): void {
    const ls = storage();
    ls?.setItem('token', token);
    ls?.setItem('role', role);
    inMemory = ls ? null : { token, role };
  },
  clear(): void {
    for (const name of LEGACY_COOKIES) deleteCookie(name);
    const ls = storage();
    ls?.removeItem('token');
    ls?.removeItem('role');
    inMemory = null;
  },
  /** The bearer token alone (null when signed out). */
  token(): string | null {
    return session.get()?.token ?? null;
  },
};
