import type { ReactNode } from 'react';
import { bus, useBusState } from '../bus';
import type { Role } from '../contract';
import { SignInPrompt } from './sign-in-prompt.component';

/** Renders `children` only for an account of `role`; anyone else is told why and where to sign in. */
export function RequireRole({ role, what, children }: { role: Role; what: string; children: ReactNode }) {
  const auth = useBusState(bus.auth);
  if (auth.status === 'signed-in' && auth.role === role) return <>{children}</>;
  return <SignInPrompt needed={role} current={auth.status === 'signed-in' ? auth.role : undefined} what={what} />;
}
