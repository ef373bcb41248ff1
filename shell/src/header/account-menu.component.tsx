import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BRAND_COLORS, theme } from '@platform/shared';
import { PHONE } from './header-media';
import { useDisclosure } from './use-disclosure';

const Wrap = styled.div`
  position: relative;
  ${PHONE} {
    display: none;
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 2px 6px;
  border: 0;
  border-radius: 6px;
  background: none;
  font: inherit;
  color: inherit;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${theme.colors.primaryTint};
  }
`;

// Drops down under the button, right-aligned with it, over the page: opening it never moves the content.
const Panel = styled.div`
  position: absolute;
  top: calc(100% + 8px);
  right: 0;
  z-index: 900;
  min-width: 200px;
  padding: 6px 0;
  background: ${BRAND_COLORS.white};
  border: 1px solid ${theme.colors.border};
  border-radius: 8px;
  box-shadow: ${theme.shadow.popup};
  nav {
    display: flex;
    flex-direction: column;
  }
  a {
    padding: 10px 16px;
    color: ${theme.colors.text};
    text-decoration: none;
    font-weight: 500;
    white-space: nowrap;
  }
  a:hover,
  a:focus-visible {
    color: ${theme.colors.primary};
    background: ${theme.colors.primaryTint};
  }
  &[hidden] {
    display: none;
  }
`;

/**
 * The desktop header's account button (avatar and name) and the menu of the role's own pages it opens, so the bar
 * keeps one row at 1280 px whatever the role (a studio has seven such pages). The phone has them in its Menu.
 */
export function AccountMenu({ label, button, children }: { label: string; button: ReactNode; children: ReactNode }) {
  const { open, buttonProps, panelProps } = useDisclosure();
  return (
    <Wrap>
      <Toggle {...buttonProps} aria-haspopup="true">
        {button}
        <span aria-hidden="true">▾</span>
      </Toggle>
      <Panel {...panelProps}>{open ? <nav aria-label={label}>{children}</nav> : null}</Panel>
    </Wrap>
  );
}
