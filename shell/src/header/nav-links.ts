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

/** Each signed-in role's own links. */
export function roleLinks(role: Role): NavLink[] {
  switch (role) {
    case 'user':
      return [
        { label: 'Tokens', to: '/account/tokens' },
        { label: 'Messages', to: '/account/messages' },
        { label: 'Favourites', to: '/account/favorites' },
      ];
    case 'performer':
      return [
        { label: 'Go live', to: '/live' },
        { label: 'Earnings', to: '/account/earnings' },
        { label: 'My content', to: '/account/content' },
      ];
    case 'studio':
      return [{ label: 'Studio', to: '/studio' }];
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
