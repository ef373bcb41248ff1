// Plain path matching with no imports: the shell's entry uses it before the shared modules are negotiated.

export function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

/** '/' matches only the home page; '/live' matches '/live' and '/live/x' but not '/lively'. */
export function matchesPrefix(pathname: string, prefix: string): boolean {
  const path = normalizePath(pathname);
  const base = normalizePath(prefix);
  if (base === '/') return path === '/';
  return path === base || path.startsWith(`${base}/`);
}
