import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button.component';
import { Spinner } from './spinner.component';

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

export function LoadingState({ text = 'Loading…' }: { text?: string }) {
  return (
    <Center aria-busy="true">
      <Spinner size={32} />
      <span>{text}</span>
    </Center>
  );
}

export function EmptyState({ title = 'Nothing here yet', description, action }: { title?: ReactNode; description?: ReactNode; action?: ReactNode }) {
  return (
    <Center>
      <Title>{title}</Title>
      {description && <span>{description}</span>}
      {action}
    </Center>
  );
}

export function ErrorState({
  message = 'Something went wrong. Please try again.',
  onRetry,
  retryLabel = 'Retry',
}: {
  message?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <Center role="alert">
      <Title>{message}</Title>
      {onRetry && (
        <Button variant="primary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Center>
  );
}
