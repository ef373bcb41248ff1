/** Where a viewer's choice to hear tips or not is kept (this browser, every room). */
const MUTED_KEY = 'live:tip-sounds-muted';

/** How big a tip feels, 0 for 1 token to 1 for 500 and more: each tenfold tip one step up (logarithmic). */
export function tipScale(tokens: number): number {
  if (!Number.isFinite(tokens) || tokens <= 1) return 0;
  return Math.min(1, Math.log10(tokens) / Math.log10(500));
}

/** A quiet sound for 1 token, the full volume from 500. */
export const tipVolume = (tokens: number) => 0.15 + 0.85 * tipScale(tokens);

/** How long a tip's animation stays: 2 s for 1 token, 6 s from 500. */
export const celebrationMs = (tokens: number) => Math.round(2000 + 4000 * tipScale(tokens));

export function tipSoundsMuted(): boolean {
  try {
    return window.localStorage.getItem(MUTED_KEY) === '1';
  } catch {
    return false;
  }
}

export function setTipSoundsMuted(muted: boolean): void {
  try {
    if (muted) window.localStorage.setItem(MUTED_KEY, '1');
    else window.localStorage.removeItem(MUTED_KEY);
  } catch {
    // storage refused: the choice lasts as long as the page
  }
}

/** Plays the site's tip sound (settings `tipSound`) at the tip's volume, unless muted. Browsers may refuse autoplay: that is fine. */
export function playTipSound(url: string | null | undefined, tokens: number): void {
  if (!url || tipSoundsMuted()) return;
  try {
    const audio = new Audio(url);
    audio.volume = tipVolume(tokens);
    audio.play().catch(() => undefined);
  } catch {
    // no audio support (or refused synchronously): the feed still shows the tip
  }
}
