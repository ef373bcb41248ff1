import { getServerMessage } from '../api/errors';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button.component';
import { Spinner } from './spinner.component';
import { useSharedTexts } from '../i18n';

const Center = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 48px 16px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

export function LoadingState({ text }: { text?: string }) {
  const { t } = useSharedTexts();
  return (
    <Center aria-busy="true">
      <Spinner size={32} />
      <span>{text ?? t('loadingText')}</span>
    </Center>
  );
}

export function EmptyState({ title, description, action }: { title?: ReactNode; description?: ReactNode; action?: ReactNode }) {
  const { t } = useSharedTexts();
  return (
    <Center>
      <Title>{title ?? t('nothingHere')}</Title>
      {description && <span>{description}</span>}
      {action}
    </Center>
  );
}

export function ErrorState({ message, onRetry, retryLabel }: { message?: ReactNode; onRetry?: () => void; retryLabel?: string }) {
  const { t } = useSharedTexts();
  return (
    <Center role="alert">
      <Title>{message ?? t('somethingWrong')}</Title>
      {onRetry && (
        <Button variant="primary" onClick={onRetry}>
          {retryLabel ?? t('retry')}
        </Button>
      )}
    </Center>
  );
}

/** A failed query: the server's message (translated when known) and a Retry that asks again. */
export function QueryError({ query, retryLabel }: { query: { error: unknown; refetch: () => Promise<unknown> }; retryLabel?: string }) {
  return <ErrorState message={getServerMessage(query.error)} onRetry={() => void query.refetch()} retryLabel={retryLabel} />;
}
