/**
 * The studio's in-page section nav: its screens in order, with the wallet's screens a studio uses between them.
 * `remote: 'wallet'` screens belong to mfe-wallet (the studio's own earnings, payouts and payment details): they are
 * reached through the URL, never by importing that remote. The header's links to the studio's screens are this
 * remote's `platform.menu` (package.json), which a test keeps in this order; the wallet declares its own.
 */
export interface StudioSection {
  to: string;
  /** Its name in the navigation: `studio:sections.<key>`. */
  key: 'dashboard' | 'members' | 'commissions' | 'payoutRequests' | 'earnings' | 'payouts' | 'paymentInfo' | 'accountSettings';
  remote: 'studio' | 'wallet';
}

export const STUDIO_SECTIONS: StudioSection[] = [
  { to: '/studio/dashboard', key: 'dashboard', remote: 'studio' },
  { to: '/studio/members', key: 'members', remote: 'studio' },
  { to: '/studio/commissions', key: 'commissions', remote: 'studio' },
  { to: '/studio/payout-requests', key: 'payoutRequests', remote: 'studio' },
  { to: '/account/earnings', key: 'earnings', remote: 'wallet' },
  { to: '/account/payouts', key: 'payouts', remote: 'wallet' },
  { to: '/account/payment-info', key: 'paymentInfo', remote: 'wallet' },
  { to: '/studio/account-settings', key: 'accountSettings', remote: 'studio' },
];
