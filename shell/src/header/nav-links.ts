import type { Role } from '@platform/shared/contract';

export interface NavLink {
  /** The link's text: a key of the shell's texts (src/locales). */
  label: string;
  to: string;
}

/** Always in the header. */
export const FIXED_LINKS: NavLink[] = [
  { label: 'nav.links.home', to: '/' },
  { label: 'nav.links.performers', to: '/performers' },
  { label: 'nav.links.photos', to: '/photos' },
];

// A member's and a performer's inbox and settings are the same screens (mfe-messaging, mfe-auth).
const MESSAGES_LINK: NavLink = { label: 'nav.links.messages', to: '/account/messages' };
const SETTINGS_LINK: NavLink = { label: 'nav.links.settings', to: '/account/settings' };

/** Each signed-in role's own links: a member's favourites and a performer's own content are catalogue screens. */
const ROLE_LINKS: Partial<Record<Role, NavLink[]>> = {
  user: [
    { label: 'nav.links.favorites', to: '/account/favorites' },
    { label: 'nav.links.tokens', to: '/account/tokens' },
    MESSAGES_LINK,
    { label: 'nav.links.transactions', to: '/account/transactions' },
    SETTINGS_LINK,
  ],
  performer: [
    { label: 'nav.links.goLive', to: '/live' },
    { label: 'nav.links.myContent', to: '/account/content' },
    { label: 'nav.links.earnings', to: '/account/earnings' },
    MESSAGES_LINK,
    SETTINGS_LINK,
  ],
  // The studio's own screens (mfe-studio) and its payouts and payment details (mfe-wallet, which serves studios too).
  studio: [
    { label: 'nav.links.dashboard', to: '/studio/dashboard' },
    { label: 'nav.links.members', to: '/studio/members' },
    { label: 'nav.links.commissions', to: '/studio/commissions' },
    { label: 'nav.links.payoutRequests', to: '/studio/payout-requests' },
    { label: 'nav.links.payouts', to: '/account/payouts' },
    { label: 'nav.links.paymentInfo', to: '/account/payment-info' },
    { label: 'nav.links.studio', to: '/studio/account-settings' },
  ],
};

export function roleLinks(role: Role): NavLink[] {
  return ROLE_LINKS[role] ?? [];
}

/** The admin's way into the back office (mfe-admin), beside his member links. */
export const ADMIN_LINK: NavLink = { label: 'nav.links.admin', to: '/admin' };

export const SIGN_IN_LINKS: NavLink[] = [
  { label: 'nav.links.logIn', to: '/auth/login/user' },
  { label: 'nav.links.signUp', to: '/auth/register/user' },
  { label: 'nav.links.performerLogin', to: '/auth/login/performer' },
  { label: 'nav.links.studioLogin', to: '/auth/login/studio' },
];
