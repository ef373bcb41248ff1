import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, ErrorState, getServerMessage, isNotFound, LoadingState } from '@platform/shared';
import { ButtonLink } from './studio-ui';
import { useTexts } from '../../i18n';

/** The item an edit form starts from, in its states: loading, not found (or not hers), error with Retry. */
export function LoadOne<T>({
  query,
  noun,
  backTo,
  children,
}: {
  query: UseQueryResult<T>;
  /** What it is: "This video was not found". */
  noun: 'video' | 'photo' | 'gallery' | 'product';
  backTo: string;
  children(item: T): ReactNode;
}) {
  const { t } = useTexts();
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError) {
    if (isNotFound(query.error)) {
      return <EmptyState title={t(`studio.notFound.${noun}`)} action={<ButtonLink to={backTo}>{t('studio.backToList')}</ButtonLink>} />;
    }
    return <ErrorState message={getServerMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  return <LoadingState />;
}
