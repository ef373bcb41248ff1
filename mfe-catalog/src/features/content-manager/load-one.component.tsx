import { Fragment, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { EmptyState, ErrorState, getServerMessage, isNotFound, LoadingState } from '@platform/shared';
import type { managerKeys } from './manager.keys';
import { ButtonLink } from './manager-ui';
import { useTexts } from '../../i18n';

/**
 * The item of an edit page (/…/:id/edit) its form starts from, in its states: loading, not found (or not hers),
 * error with Retry. The form is started afresh for each item.
 */
export function LoadOne<T extends { _id: string }>({
  itemQuery,
  noun,
  backTo,
  children,
}: {
  itemQuery(id: string): UseQueryOptions<T, Error, T, ReturnType<typeof managerKeys.one>>;
  /** What it is: "This video was not found". */
  noun: 'video' | 'photo' | 'gallery' | 'product';
  backTo: string;
  /** `backToList` is for once it is saved. */
  children(item: T, backToList: () => void): ReactNode;
}) {
  const { t } = useTexts();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useQuery(itemQuery(id));
  if (query.data) return <Fragment key={query.data._id}>{children(query.data, () => void navigate(backTo))}</Fragment>;
  if (query.isError) {
    if (isNotFound(query.error)) {
      return <EmptyState title={t(`manager.notFound.${noun}`)} action={<ButtonLink to={backTo}>{t('manager.backToList')}</ButtonLink>} />;
    }
    return <ErrorState message={getServerMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  return <LoadingState />;
}
