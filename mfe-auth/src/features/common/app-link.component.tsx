import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { navigate } from '@platform/shared';

/** Paths this remote renders itself; anything else belongs to another remote and goes through the shell. */
export const OWN_PREFIXES = ['/auth', '/account/settings'];

export function ownsPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0];
  return OWN_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

interface Props {
  to: string;
  children: ReactNode;
  className?: string;
}

export function AppLink({ to, children, className }: Props) {
  if (ownsPath(to)) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={to}
      className={className}
      onClick={(e) => {
        // Let the shell route it (single-spa) instead of a full page load.
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
