/**
 * The studio's screens, in the order its navigation shows them. `remote: 'wallet'` screens belong to
 * mfe-wallet (the studio's own earnings, payouts and payment details): they are reached through the URL,
 * never by importing that remote.
 */
export interface StudioSection {
  to: string;
  label: string;
  remote: 'studio' | 'wallet';
}

export const STUDIO_SECTIONS: StudioSection[] = [
  { to: '/studio/dashboard', label: 'Dashboard', remote: 'studio' },
  { to: '/studio/members', label: 'Members', remote: 'studio' },
  { to: '/studio/commissions', label: 'Commissions', remote: 'studio' },
  { to: '/studio/payout-requests', label: 'Payout requests', remote: 'studio' },
  { to: '/account/earnings', label: 'Earnings', remote: 'wallet' },
  { to: '/account/payouts', label: 'My payouts', remote: 'wallet' },
  { to: '/account/payment-info', label: 'Payment info', remote: 'wallet' },
  { to: '/studio/account-settings', label: 'Profile & documents', remote: 'studio' },
];
