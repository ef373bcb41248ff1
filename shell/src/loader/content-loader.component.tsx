import { useTexts } from '../i18n';
import styled from 'styled-components';
import { Spinner } from '@platform/shared';
import type { LoaderController } from './loader-controller';
import { useLoaderFlag } from './use-loader-flag';

// Transparent and inside the content area: the header and the theme background stay as they are.
const Indicator = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding-top: 96px;
  pointer-events: none;
`;

/** Shown over the app slot when a section change takes longer than CONTENT_LOADER_DELAY_MS. */
export function ContentLoader({ controller }: { controller: LoaderController }) {
  const { t } = useTexts();
  const visible = useLoaderFlag(controller.contentVisible$, () => controller.contentVisible);
  if (!visible) return null;
  return (
    <Indicator role="progressbar" aria-label={t('loader.section')} aria-busy="true">
      <Spinner size={40} label={t('loader.loading')} />
    </Indicator>
  );
}
