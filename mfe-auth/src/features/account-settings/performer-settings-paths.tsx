import { navigate } from '@platform/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A performer's business settings — prices, broadcast settings, opening hours, documents, blocking: what she needs to
 * go on air — are mfe-live's screens at /account/performer/<section>, reached by URL (a remote never imports another).
 * They were this remote's /account/settings/<section> before; those addresses still lead there.
 */
export const PERFORMER_BASE = '/account/performer';
export const PERFORMER_SECTIONS = ['prices', 'broadcast', 'hours', 'documents', 'blocking'] as const;
export type PerformerSection = (typeof PERFORMER_SECTIONS)[number];

/** /account/settings/<section>[…]?query#hash → /account/performer/<section>?query#hash, replacing the old entry in the history. */
export function MovedToPerformerSettings({ section }: { section: PerformerSection }) {
  const { search, hash } = useLocation();
  useEffect(() => navigate(`${PERFORMER_BASE}/${section}${search}${hash}`, { replace: true }), [section, search, hash]);
  return null;
}
