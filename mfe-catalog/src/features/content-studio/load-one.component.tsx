import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, ErrorState, getServerMessage, isNotFound, LoadingState } from '@platform/shared';
import { ButtonLink } from './studio-ui';

/** The item an edit form starts from, in its states: loading, not found (or not hers), error with Retry. */
export function LoadOne<T>({
  query,
  noun,
  backTo,
  children,
}: {
  query: UseQueryResult<T>;
  noun: string;
  backTo: string;
  children(item: T): ReactNode;
}) {
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError) {
    if (isNotFound(query.error)) {
      return <EmptyState title={`This ${noun} was not found`} action={<ButtonLink to={backTo}>Back to the list</ButtonLink>} />;
    }
    return <ErrorState message={getServerMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  return <LoadingState />;
}
