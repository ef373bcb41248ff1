import { useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { PHONE_MAX } from './responsive-table.component';
import { Card } from './card.component';

/**
 * A modal dialog over the page (role="dialog", aria-modal, named by its title's id): the focus moves in and stays
 * (Tab cycles inside), Escape calls `onEscape` (leave it out where Escape must do nothing), a click on the
 * backdrop calls `onBackdrop` (when given), and on close the focus returns to what had it.
 *
 * `panel` (the default) shows the children on a card, a full-width sheet at the bottom of a phone's screen;
 * `bare` lays them out on a dark backdrop (a picture shown full size).
 */
export function Dialog({
  labelledBy,
  onEscape,
  onBackdrop,
  backdropTitle,
  variant = 'panel',
  children,
}: {
  labelledBy: string;
  onEscape?: () => void;
  onBackdrop?: () => void;
  /** The backdrop's tooltip, where a click on it closes the dialog. */
  backdropTitle?: string;
  variant?: 'panel' | 'bare';
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, { onEscape });
  return (
    <Overlay ref={dialog} role="dialog" aria-modal="true" aria-labelledby={labelledBy} $variant={variant}>
      <Backdrop role="presentation" title={backdropTitle} onClick={onBackdrop} $variant={variant} $closes={!!onBackdrop} />
      {variant === 'panel' ? <Panel>{children}</Panel> : children}
    </Overlay>
  );
}

type Variant = { $variant: 'panel' | 'bare' };

/** A layer over the whole page, its content centred (dialogs, the first load's spinner). */
export const pageOverlay = css`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.loader};
  display: flex;
  align-items: center;
  justify-content: center;
`;

const Overlay = styled.div<Variant>`
  ${pageOverlay}
  padding: ${({ $variant }) => ($variant === 'bare' ? '56px 16px 16px' : '16px')};
  ${({ $variant }) =>
    $variant === 'panel' &&
    css`
      @media (max-width: ${PHONE_MAX}) {
        align-items: flex-end;
        padding: 0;
      }
    `}
`;

const Backdrop = styled.div<Variant & { $closes: boolean }>`
  position: absolute;
  inset: 0;
  background: ${({ theme, $variant }) => ($variant === 'bare' ? theme.colors.backdropDark : theme.colors.backdrop)};
  cursor: ${({ $closes }) => ($closes ? 'zoom-out' : 'default')};
`;

const Panel = styled(Card)`
  position: relative;
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

/** A dialog's buttons in a row; on a phone each a full-width 44 px touch target. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  @media (max-width: ${PHONE_MAX}) {
    button {
      flex: 1 1 100%;
      min-height: 44px;
    }
  }
`;
