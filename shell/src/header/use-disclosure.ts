import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';

/**
 * A button that opens a panel (the header's menus). Focus moves into the panel when it opens; Escape closes it and
 * gives focus back to the button; choosing a link or button in it, a press outside or a history step closes it.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();

    const close = () => setOpen(false);
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    // The button toggles by itself; a press anywhere else outside the panel closes it.
    const closeOnPressOutside = (event: Event) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) close();
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnPressOutside);
    window.addEventListener('popstate', close);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnPressOutside);
      window.removeEventListener('popstate', close);
    };
  }, [open]);

  // A link or button in the panel is a choice (a page, Log out): the menu has done its job.
  const closeOnChoice = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a, button')) setOpen(false);
  };

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen((wasOpen) => !wasOpen),
  };
  // Always present so aria-controls points at it; its content exists only while open.
  const panelProps = { ref: panelRef, id: panelId, hidden: !open, onClick: closeOnChoice };
  return { open, buttonProps, panelProps };
}
