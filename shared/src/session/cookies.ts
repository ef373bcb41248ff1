/** `Secure` whenever the site is served over HTTPS (production), as the cookie being removed was written. */
const secureFlag = () => (typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '');

/** Removes a cookie page script wrote (an HttpOnly cookie is the server's to remove: this leaves it alone). */
export function deleteCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/; SameSite=Lax${secureFlag()}`;
}
