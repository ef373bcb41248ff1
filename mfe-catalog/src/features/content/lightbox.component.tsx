import { useCallback, useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { PHONE_MAX, useFocusTrap } from '@platform/shared';
import { useTexts } from '../../i18n';

export interface LightboxItem {
  key: string;
  /** The full-size picture when the viewer may see it, else the largest public thumbnail. */
  src: string | null;
  alt: string;
  /** Shown under the picture (e.g. why it is locked). */
  note?: ReactNode;
}

/**
 * A modal picture viewer: Escape closes, ← and → move, Tab stays inside; focus goes to Close on opening and back
 * to whatever opened it on closing.
 */
export function Lightbox({
  items,
  index,
  onIndex,
  onClose,
}: {
  items: LightboxItem[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTexts();
  const dialog = useRef<HTMLDivElement>(null);
  const item = items[index];
  // Focus moves to Close (the first control), Tab stays inside, Escape closes, focus returns to the opener.
  // The callback is stable so that moving between photos does not restart the trap.
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });
  const escape = useCallback(() => latestClose.current(), []);
  useFocusTrap(dialog, { active: !!item, onEscape: escape });
  // after the trap has noted the opener: Close is where focus starts (a layout-free DOM has no "first visible" control)
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
  }, []);

  const go = (step: number) => {
    const next = index + step;
    if (next >= 0 && next < items.length) onIndex(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };

  if (!item) return null;
  return (
    <Backdrop onClick={(e) => e.target === e.currentTarget && onClose()}>
      <Dialog
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={t('lightbox.label', { n: index + 1, total: items.length })}
        onKeyDown={onKeyDown}
      >
        <Top>
          <span>
            {index + 1} / {items.length}
          </span>
          <button ref={close} type="button" onClick={onClose}>
            {t('shared:close')}
          </button>
        </Top>
        <Picture>{item.src ? <img src={item.src} alt={item.alt} /> : <span>{item.alt}</span>}</Picture>
        {item.note && <Note>{item.note}</Note>}
        <Nav>
          <button type="button" onClick={() => go(-1)} disabled={index === 0}>
            {t('lightbox.previous')}
          </button>
          <button type="button" onClick={() => go(1)} disabled={index === items.length - 1}>
            {t('lightbox.next')}
          </button>
        </Nav>
      </Dialog>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 8px;
  background: ${({ theme }) => theme.colors.backdropDark};
`;

const Dialog = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: 100%;
  max-width: 1000px;
  max-height: 100%;
  color: ${({ theme }) => theme.colors.white};
  button {
    font: inherit;
    padding: 8px 14px;
    border: 1px solid ${({ theme }) => theme.colors.borderOnDark};
    border-radius: 8px;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  @media (max-width: ${PHONE_MAX}) {
    button {
      min-height: 44px;
      min-width: 44px;
    }
  }
  button:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
`;

const Picture = styled.div`
  display: flex;
  justify-content: center;
  min-height: 0;
  img {
    max-width: 100%;
    max-height: 75vh;
    height: auto;
    object-fit: contain;
  }
`;

const Note = styled.div`
  text-align: center;
`;

const Nav = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
`;
