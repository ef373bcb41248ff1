import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, PHONE_MAX, useFocusTrap } from '@platform/shared';

/**
 * A modal dialog over the page (role="dialog", aria-modal, named by its title's id): the focus moves in and stays
 * (Tab cycles inside), Escape calls `onEscape` (leave it out where Escape must do nothing), and on close the focus
 * returns to what had it. On phones it is a full-width sheet at the bottom of the screen.
 */
export function ModalDialog({ labelledBy, onEscape, children }: { labelledBy: string; onEscape?: () => void; children: ReactNode }) {
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, { onEscape });
  return (
    <Backdrop>
      <Panel ref={dialog} role="dialog" aria-modal="true" aria-labelledby={labelledBy}>
        {children}
      </Panel>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.loader};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgba(16, 16, 24, 0.55);
  @media (max-width: ${PHONE_MAX}) {
    align-items: flex-end;
    padding: 0;
  }
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 480px;
  max-height: 100%;
  overflow-y: auto;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadow.popup};
  h2 {
    margin: 0 0 8px;
  }
  @media (max-width: ${PHONE_MAX}) {
    max-width: none;
    border-radius: ${({ theme }) => theme.radius.lg} ${({ theme }) => theme.radius.lg} 0 0;
  }
`;
