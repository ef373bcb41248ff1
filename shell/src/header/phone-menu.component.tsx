import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BRAND_COLORS, theme } from '@platform/shared';
import { DESKTOP } from './header-media';
import { useTexts } from '../i18n';
import { useDisclosure } from './use-disclosure';

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
  box-shadow: ${theme.shadow.popup};

  &[hidden] {
    display: none;
  }
  ${DESKTOP} {
    display: none;
  }
`;

/** The phone header's "Menu" button and the panel it opens (useDisclosure: focus, Escape, press outside). */
export function PhoneMenu({ children }: { children: ReactNode }) {
  const { t } = useTexts();
  const { open, buttonProps, panelProps } = useDisclosure();
  return (
    <>
      <MenuButton {...buttonProps} aria-label={t('nav.menu')}>
        <Bars aria-hidden="true" />
      </MenuButton>
      {/* a closed menu adds no second copy of the header's texts */}
      <Panel {...panelProps}>{open ? children : null}</Panel>
    </>
  );
}
