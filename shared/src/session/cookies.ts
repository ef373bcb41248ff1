/** Minimal cookie helpers (no dependency): the session only needs read, write and delete. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** `Secure` whenever the site is served over HTTPS (production): the session token never travels in clear. */
const secureFlag = () => (typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '');

export function writeCookie(name: string, value: string, days: number): void {
  if (typeof document === 'undefined') return;
  const expires = new Date(Date.now() + days * 864e5).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; max-age=${days * 86400}; path=/; SameSite=Lax${secureFlag()}`;
}

export function deleteCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/; SameSite=Lax${secureFlag()}`;
}
