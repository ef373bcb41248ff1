import type { ReactNode } from 'react';
import { bus, EmptyState, PlatformLink, SignInPrompt, useBusState } from '@platform/shared';
import type { Role } from '@platform/shared/contract';
import { useTexts } from '../i18n';

const SIGN_IN: Record<Role, string> = { user: '/auth/login/user', performer: '/auth/login/performer', studio: '/auth/login/studio' };

export type RoleGateChildren = ReactNode | ((role: Role) => ReactNode);

/**
 * Renders `children` for an account whose role is in `roles` (a function child receives the role);
 * anyone else is told which roles the screen is for. One role reuses the shared SignInPrompt texts.
 * `what` is already translated (the name of the screen's purpose: 'Buying tokens').
 */
export function RoleGate({ roles, what, children }: { roles: Role[]; what: string; children: RoleGateChildren }) {
  const { t } = useTexts();
  const auth = useBusState(bus.auth);
  if (auth.status === 'signed-in' && roles.includes(auth.role)) {
    return <>{typeof children === 'function' ? children(auth.role) : children}</>;
  }
  const current = auth.status === 'signed-in' ? auth.role : undefined;
  if (roles.length === 1) return <SignInPrompt needed={roles[0]} current={current} what={what} />;
  // 'members and performers', 'performers and studios' (the catalog has the pairs the wallet uses)
  const allowed = t(`roleGate.allowed.${[...roles].sort().join('_')}`);
  const role = (r: Role) => t(`shared:signIn.roles.${r}`);
  return (
    <EmptyState
      title={current ? t('shared:signIn.notForAccount') : t('shared:signIn.required')}
      description={current ? t('roleGate.signedInAs', { current: role(current), what, allowed }) : t('roleGate.pleaseSignIn', { what, allowed })}
      action={<PlatformLink to={SIGN_IN[roles[0]]}>{t('shared:signIn.signInAs', { role: role(roles[0]) })}</PlatformLink>}
    />
  );
}
