import { useEffect, useRef } from 'react';
import styled from 'styled-components';

/** The full image over the page; Escape, the Close button or a click beside the image closes it. */
export function ImageViewer({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <Overlay role="dialog" aria-modal="true" aria-label={alt}>
      <Backdrop type="button" aria-label="Close image" tabIndex={-1} onClick={onClose} />
      <Full src={src} alt={alt} />
      <Close ref={closeRef} type="button" onClick={onClose}>
        Close
      </Close>
    </Overlay>
  );
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.loader};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
`;

const Backdrop = styled.button`
  position: absolute;
  inset: 0;
  border: 0;
  background: rgba(10, 10, 16, 0.85);
  cursor: zoom-out;
`;

const Full = styled.img`
  position: relative;
  max-width: 100%;
  max-height: 100%;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Close = styled.button`
  position: absolute;
  top: 12px;
  right: 12px;
  padding: 6px 14px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.white};
  font-weight: 600;
  cursor: pointer;
`;
