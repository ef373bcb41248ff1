import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { BRAND_COLORS, theme } from '@platform/shared';
import { DESKTOP } from './header-media';
import { useTexts } from '../i18n';

const MenuButton = styled.button`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 1px solid ${theme.colors.primary};
  border-radius: 6px;
  background: ${BRAND_COLORS.white};
  color: ${theme.colors.primary};
  cursor: pointer;

  ${DESKTOP} {
    display: none;
  }
`;

/** Three bars drawn in CSS: no icon font or glyph that a phone might lack. */
const Bars = styled.span`
  width: 20px;
  height: 2px;
  background: currentColor;
  box-shadow:
    0 -6px 0 currentColor,
    0 6px 0 currentColor;
`;

// Drops down over the page below the bar, so opening it never moves the content.
const Panel = styled.div`
  position: absolute;
  top: calc(100% + 3px);
  left: 0;
  right: 0;
  z-index: 900;
  display: flex;
  flex-direction: column;
  max-height: calc(100vh - 64px);
  overflow-y: auto;
  background: ${BRAND_COLORS.white};
  border-bottom: 3px solid ${BRAND_COLORS.primary};
  box-shadow: 0 8px 28px rgba(16, 16, 24, 0.16);

  &[hidden] {
    display: none;
  }
  ${DESKTOP} {
    display: none;
  }
`;

/**
 * The phone header's "Menu" button and the panel it opens (a disclosure). Focus moves into the panel when it
 * opens; Escape closes it and gives focus back to the button; choosing a link or button in it, a click outside
 * or a history step closes it.
 */
export function PhoneMenu({ children }: { children: ReactNode }) {
  const { t } = useTexts();
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

  return (
    <>
      <MenuButton
        ref={buttonRef}
        type="button"
        aria-label={t('nav.menu')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <Bars aria-hidden="true" />
      </MenuButton>
      {/* Always present so aria-controls points at it; its content exists only while open, so a closed menu
          adds no second copy of the header's texts. */}
      <Panel ref={panelRef} id={panelId} hidden={!open} onClick={closeOnChoice}>
        {open ? children : null}
      </Panel>
    </>
  );
}
