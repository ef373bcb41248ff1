import type { ReactNode } from 'react';
import { bus, EmptyState, PlatformLink, SignInPrompt, useBusState } from '@platform/shared';
import type { Role } from '@platform/shared/contract';

const SINGULAR: Record<Role, string> = { user: 'member', performer: 'performer', studio: 'studio' };
const PLURAL: Record<Role, string> = { user: 'members', performer: 'performers', studio: 'studios' };
const SIGN_IN: Record<Role, string> = { user: '/auth/login/user', performer: '/auth/login/performer', studio: '/auth/login/studio' };

/**
 * Renders `children` for an account whose role is in `roles` (a function child receives the role);
 * anyone else is told which roles the screen is for. One role reuses the shared SignInPrompt texts.
 */
export function RoleGate({ roles, what, children }: { roles: Role[]; what: string; children: ReactNode | ((role: Role) => ReactNode) }) {
  const auth = useBusState(bus.auth);
  if (auth.status === 'signed-in' && roles.includes(auth.role)) {
    return <>{typeof children === 'function' ? children(auth.role) : children}</>;
  }
  const current = auth.status === 'signed-in' ? auth.role : undefined;
  if (roles.length === 1) return <SignInPrompt needed={roles[0]} current={current} what={what} />;
  const allowed = roles.map((r) => PLURAL[r]).join(' and ');
  return (
    <EmptyState
      title={current ? 'Not available for your account' : 'Sign in required'}
      description={
        current ? `You are signed in as a ${SINGULAR[current]}. ${what} is for ${allowed} only.` : `${what} is for ${allowed}. Please sign in first.`
      }
      action={<PlatformLink to={SIGN_IN[roles[0]]}>Sign in as a {SINGULAR[roles[0]]}</PlatformLink>}
    />
  );
}
