import styled from 'styled-components';
import { EmptyState } from './states.component';
import type { Role } from '../contract';
import { PlatformLink } from './platform-link.component';
import { useSharedTexts } from '../i18n';

const SIGN_IN_PAGES: Record<Role, string> = {
  user: '/auth/login/user',
  performer: '/auth/login/performer',
  studio: '/auth/login/studio',
};

/**
 * What a visitor sees on a screen meant for another role: why, and where to sign in.
 * `current` is the role she is signed in with, if any.
 */
export function SignInPrompt({ needed, current, what }: { needed: Role; current?: Role; what: string }) {
  const { t } = useSharedTexts();
  const role = (r: Role) => t(`signIn.roles.${r}`);
  const description = current
    ? t('signIn.signedInAs', { current: role(current), what, needed: role(needed) })
    : t('signIn.pleaseSignIn', { what, needed: role(needed) });
  return (
    <EmptyState
      title={current ? t('signIn.notForAccount') : t('signIn.required')}
      description={description}
      action={<SignInLink to={SIGN_IN_PAGES[needed]}>{t('signIn.signInAs', { role: role(needed) })}</SignInLink>}
    />
  );
}

const SignInLink = styled(PlatformLink)`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;
