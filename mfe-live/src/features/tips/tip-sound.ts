/** Plays the site's tip sound (settings `tipSound`). Browsers may refuse autoplay: that is fine. */
export function playTipSound(url: string | null | undefined): void {
  if (!url) return;
  try {
    const audio = new Audio(url);
    audio.play().catch(() => undefined);
  } catch {
    // no audio support (or refused synchronously): the feed still shows the tip
  }
}
