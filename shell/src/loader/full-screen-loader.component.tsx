import { pageOverlay } from '@platform/shared';
import { useTexts } from '../i18n';
import styled, { keyframes } from 'styled-components';
import type { LoaderController } from './loader-controller';
import { useLoaderFlag } from './use-loader-flag';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Overlay = styled.div`
  ${pageOverlay}
  background: ${({ theme }) => theme.colors.background};
`;

const Spinner = styled.div`
  width: 48px;
  height: 48px;
  border: 4px solid ${({ theme }) => theme.colors.primarySoft};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** The first page load only; moving between sections uses the in-content loader. */
export function FullScreenLoader({ controller }: { controller: LoaderController }) {
  const visible = useLoaderFlag(controller.visible$, () => controller.visible);
  const { t } = useTexts();
  if (!visible) return null;
  return (
    <Overlay role="progressbar" aria-label={t('loader.loading')} aria-busy="true">
      <Spinner />
    </Overlay>
  );
}
