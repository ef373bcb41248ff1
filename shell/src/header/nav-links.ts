import type { Role } from '@platform/shared/contract';

export interface NavLink {
  label: string;
  to: string;
}

/** Always in the header. */
export const FIXED_LINKS: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Performers', to: '/performers' },
];

/** Each signed-in role's own links: a member's favourites and a performer's own content are catalogue screens. */
export function roleLinks(role: Role): NavLink[] {
  switch (role) {
    case 'user':
      return [
        { label: 'Favorites', to: '/account/favorites' },
        { label: 'Tokens', to: '/account/tokens' },
        { label: 'Messages', to: '/account/messages' },
        { label: 'Transactions', to: '/account/transactions' },
        { label: 'Settings', to: '/account/settings' },
      ];
    case 'performer':
      return [
        { label: 'Go live', to: '/live' },
        { label: 'My content', to: '/account/content' },
        { label: 'Earnings', to: '/account/earnings' },
        { label: 'Messages', to: '/account/messages' },
        { label: 'Settings', to: '/account/settings' },
      ];
    // The studio's own screens (mfe-studio) and its payouts and payment details (mfe-wallet, which serves studios too).
    case 'studio':
      return [
        { label: 'Dashboard', to: '/studio/dashboard' },
        { label: 'Members', to: '/studio/members' },
        { label: 'Commissions', to: '/studio/commissions' },
        { label: 'Payout requests', to: '/studio/payout-requests' },
        { label: 'Payouts', to: '/account/payouts' },
        { label: 'Payment info', to: '/account/payment-info' },
        { label: 'Studio', to: '/studio/account-settings' },
      ];
    default:
      return [];
  }
}

export const SIGN_IN_LINKS: NavLink[] = [
  { label: 'Log in', to: '/auth/login/user' },
  { label: 'Sign up', to: '/auth/register/user' },
  { label: 'Performer login', to: '/auth/login/performer' },
  { label: 'Studio login', to: '/auth/login/studio' },
];
