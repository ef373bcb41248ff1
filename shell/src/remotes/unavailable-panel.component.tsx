import { useState } from 'react';
import { useTexts } from '../i18n';
import styled from 'styled-components';
import { theme } from '@platform/shared';
import { PrimaryButton } from '../layout/layout-parts';

const Panel = styled.section`
  margin: 24px auto;
  max-width: 560px;
  padding: 24px;
  border: 1px solid ${theme.colors.primaryBorder};
  border-radius: 12px;
  background: ${theme.colors.primaryTint};
  text-align: center;
`;

const RetryButton = styled(PrimaryButton)`
  margin-top: 8px;
  padding: 8px 20px;
`;

export interface UnavailablePanelProps {
  label: string;
  onRetry: () => Promise<void>;
}

/** Shown inside a remote's own slot when its code cannot be loaded; the rest of the page keeps working. */
export function UnavailablePanel({ label, onRetry }: UnavailablePanelProps) {
  const [retrying, setRetrying] = useState(false);
  const { t } = useTexts();
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Panel role="alert" aria-live="polite">
      <h2>{t('unavailable.title', { label: t(`unavailable.remotes.${label.toLowerCase()}`, { defaultValue: label }) })}</h2>
      <p>{t('unavailable.text')}</p>
      <RetryButton type="button" onClick={() => void retry()} disabled={retrying}>
        {retrying ? t('unavailable.retrying') : t('unavailable.retry')}
      </RetryButton>
    </Panel>
  );
}
