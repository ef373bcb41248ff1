import styled from 'styled-components';
import { theme } from '@platform/shared';
import type { RegistryPreview } from '@platform/shared/contract';
import { useTexts } from '../i18n';

const Banner = styled.div`
  position: fixed;
  left: 12px;
  bottom: 12px;
  z-index: 1100;
  display: flex;
  gap: 12px;
  align-items: center;
  max-width: calc(100vw - 24px);
  padding: 8px 12px;
  border-radius: 6px;
  background: ${theme.colors.text};
  color: ${theme.colors.warning};
  font: 600 13px/1.4 sans-serif;
  a {
    color: inherit;
  }
`;

/**
 * This browser runs a release by a signed preview link (the edge said so in the registry it sent): the banner names it
 * and leaves the preview by the edge's own page (a full page load, so every remote comes back from the registry).
 * Its own chunk (preview-banner.lazy.tsx): a page that previews nothing does not download it.
 */
export default function PreviewBanner({ preview }: { preview: RegistryPreview }) {
  const { t } = useTexts();
  return (
    <Banner role="region" aria-label={t('preview.label')}>
      <span>{t('preview.text', { remote: preview.remote, version: preview.version })}</span>
      <a href="/_deploy/preview/leave">{t('preview.leave')}</a>
    </Banner>
  );
}
