import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from '../bus';

/**
 * A link to a path that another remote may own: the shell performs the navigation (single-spa then
 * mounts the owner). Modified clicks keep the browser's behaviour (new tab, etc.).
 */
export function PlatformLink({ to, onClick, children, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
