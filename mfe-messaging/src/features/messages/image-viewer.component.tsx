import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { useFocusTrap } from '@platform/shared';
import { useTexts } from '../../i18n';

/**
 * The full image over the page, a modal dialog named by its caption: the focus moves to Close and stays inside
 * (Tab cycles), Escape, the Close button or a click beside the image closes it, and the focus goes back to the
 * thumbnail that opened it.
 */
export function ImageViewer({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const { t } = useTexts();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(dialogRef, { onEscape: onClose });
  // Escape also closes when the focus left the dialog (a click on the picture puts it on the page's body).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <Overlay ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId}>
      {/* a click beside the picture closes it; keyboard users have Close and Escape */}
      <Backdrop role="presentation" title={t('viewer.closeImage')} onClick={onClose} />
      <Figure>
        <Full src={src} alt={alt} />
        <Caption id={titleId}>{alt}</Caption>
      </Figure>
      <Close type="button" onClick={onClose}>
        {t('viewer.close')}
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
  padding: 56px 16px 16px;
`;

const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  background: rgba(10, 10, 16, 0.85);
  cursor: zoom-out;
`;

const Figure = styled.figure`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  max-width: 100%;
  max-height: 100%;
  min-height: 0;
  margin: 0;
`;

const Full = styled.img`
  min-height: 0;
  max-width: 100%;
  max-height: calc(100dvh - 120px);
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/* white on the dark backdrop (well over 4.5:1) */
const Caption = styled.figcaption`
  max-width: 100%;
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  text-align: center;
`;

const Close = styled.button`
  position: absolute;
  top: 8px;
  right: 12px;
  min-height: 44px;
  padding: 6px 18px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;
`;
