import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { Dialog } from '@platform/shared';
import { useTexts } from '../../i18n';

/**
 * The full image over the page, a modal dialog named by its caption: the focus moves to Close and stays inside
 * (Tab cycles), Escape, the Close button or a click beside the image closes it, and the focus goes back to the
 * thumbnail that opened it.
 */
export function ImageViewer({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const { t } = useTexts();
  const titleId = useId();
  // Escape also closes when the focus left the dialog (a click on the picture puts it on the page's body).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    // a click beside the picture closes it; keyboard users have Close and Escape
    <Dialog variant="bare" labelledBy={titleId} onEscape={onClose} onBackdrop={onClose} backdropTitle={t('viewer.closeImage')}>
      <Figure>
        <Full src={src} alt={alt} />
        <Caption id={titleId}>{alt}</Caption>
      </Figure>
      <Close type="button" onClick={onClose}>
        {t('viewer.close')}
      </Close>
    </Dialog>
  );
}

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
