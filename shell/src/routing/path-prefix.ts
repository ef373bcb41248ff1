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

/** Which of `owners` owns a path: the one with the LONGEST matching prefix, matched on whole segments. */
export function resolveOwner(pathname: string, owners: ReadonlyArray<{ name: string; routes: string[] }>): string | null {
  let best: { name: string; length: number } | null = null;
  for (const owner of owners) {
    for (const route of owner.routes) {
      if (!matchesPrefix(pathname, route)) continue;
      const length = normalizePath(route).length;
      if (!best || length > best.length) best = { name: owner.name, length };
    }
  }
  return best ? best.name : null;
}
