import styled from 'styled-components';
import { EmptyState } from './states.component';
import type { Role } from '../contract';
import { PlatformLink } from './platform-link.component';

const SIGN_IN_PAGES: Record<Role, string> = {
  user: '/auth/login/user',
  performer: '/auth/login/performer',
  studio: '/auth/login/studio',
};

const ROLE_NAMES: Record<Role, string> = { user: 'member', performer: 'performer', studio: 'studio' };

/**
 * What a visitor sees on a screen meant for another role: why, and where to sign in.
 * `current` is the role she is signed in with, if any.
 */
export function SignInPrompt({ needed, current, what }: { needed: Role; current?: Role; what: string }) {
  const description = current
    ? `You are signed in as a ${ROLE_NAMES[current]}. ${what} is for ${ROLE_NAMES[needed]}s only.`
    : `${what} is for ${ROLE_NAMES[needed]}s. Please sign in first.`;
  return (
    <EmptyState
      title={current ? 'Not available for your account' : 'Sign in required'}
      description={description}
      action={<SignInLink to={SIGN_IN_PAGES[needed]}>Sign in as a {ROLE_NAMES[needed]}</SignInLink>}
    />
  );
}

const SignInLink = styled(PlatformLink)`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;
