/**
 * Starts fetching the remote that owns a link's page as soon as a person shows the intent to follow it — the pointer
 * on the link, a touch, keyboard focus — instead of after the click: a person rests on a link for a few hundred ms
 * before clicking, about what a remote's first load takes. Each remote is fetched at most once this way; a failed
 * fetch is left to the normal load after the click (which shows the retry panel when it fails too).
 */
export function prefetchOnIntent(
  root: Document,
  ownerOf: (pathname: string) => string | null,
  prefetch: (remote: string) => Promise<unknown>,
): () => void {
  const started = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = new URL(link.href, root.location.href);
    if (url.origin !== root.location.origin) return;
    const remote = ownerOf(url.pathname);
    if (!remote || started.has(remote)) return;
    started.add(remote);
    prefetch(remote).catch(() => undefined);
  };
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  events.forEach((type) => root.addEventListener(type, onIntent, { passive: true }));
  return () => events.forEach((type) => root.removeEventListener(type, onIntent));
}
