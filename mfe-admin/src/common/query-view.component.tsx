import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadingState, QueryError } from '@platform/shared';
import { useTexts } from '../i18n';

/** A query's answer once it is there: till then Loading…, or the server's error with Retry. */
export function QueryView<T>({ query, children }: { query: UseQueryResult<T>; children(data: T): ReactNode }) {
  const { t } = useTexts();
  if (query.isError) return <QueryError query={query} />;
  if (query.data === undefined) return <LoadingState text={t('loading')} />;
  return children(query.data);
}
