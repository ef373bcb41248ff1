import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { countProfileView } from './profile.resource';

/**
 * Visits whose view was counted, as `${visit}:${performerId}`. A module-level Set rather than sessionStorage: a
 * reload is a new visit and counts again (sessionStorage would keep it for the whole tab), while a re-render or
 * React StrictMode's double effect (mount, unmount, mount) finds the key and counts nothing.
 */
const counted = new Set<string>();

/** Forgets the counted visits (tests). */
export function resetCountedViews(): void {
  counted.clear();
}

let mounts = 0;
const nextMountId = () => `mount-${(mounts += 1)}`;

/**
 * Counts one view of her profile per page visit (POST /performers/:id/inc-view). A visit is the history entry
 * (`location.key`): Back to an entry already counted counts nothing, a new navigation to her counts again. Entries
 * react-router did not create (the first page load, the shell's links through single-spa) all read the key
 * 'default'; for those the visit is this mount of the page, whose id survives StrictMode's double effects.
 */
export function useProfileView(performerId: string | undefined): void {
  const { key } = useLocation();
  const [mountId] = useState(nextMountId);
  const visit = key === 'default' ? mountId : key;
  useEffect(() => {
    if (!performerId) return;
    const id = `${visit}:${performerId}`;
    if (counted.has(id)) return;
    counted.add(id);
    // A view that failed to count is not worth an error on screen, nor a second try.
    countProfileView(performerId).catch(() => undefined);
  }, [visit, performerId]);
}
