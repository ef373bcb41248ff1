import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface LightboxItem {
  key: string;
  /** The full-size picture when the viewer may see it, else the largest public thumbnail. */
  src: string | null;
  alt: string;
  /** Shown under the picture (e.g. why it is locked). */
  note?: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

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
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const item = items[index];

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    close.current?.focus();
    return () => opener?.focus?.();
  }, []);

  const go = (step: number) => {
    const next = index + step;
    if (next >= 0 && next < items.length) onIndex(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'Tab' && dialog.current) {
      const focusable = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.current.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.current.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  if (!item) return null;
  return (
    <Backdrop onClick={(e) => e.target === e.currentTarget && onClose()}>
      <Dialog ref={dialog} role="dialog" aria-modal="true" aria-label={`Photo ${index + 1} of ${items.length}`} onKeyDown={onKeyDown}>
        <Top>
          <span>
            {index + 1} / {items.length}
          </span>
          <button ref={close} type="button" onClick={onClose}>
            Close
          </button>
        </Top>
        <Picture>{item.src ? <img src={item.src} alt={item.alt} /> : <span>{item.alt}</span>}</Picture>
        {item.note && <Note>{item.note}</Note>}
        <Nav>
          <button type="button" onClick={() => go(-1)} disabled={index === 0}>
            ← Previous
          </button>
          <button type="button" onClick={() => go(1)} disabled={index === items.length - 1}>
            Next →
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
  background: rgba(0, 0, 0, 0.85);
`;

const Dialog = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: 100%;
  max-width: 1000px;
  max-height: 100%;
  color: #fff;
  button {
    font: inherit;
    padding: 8px 14px;
    border: 1px solid rgba(255, 255, 255, 0.4);
    border-radius: 8px;
    background: transparent;
    color: inherit;
    cursor: pointer;
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
