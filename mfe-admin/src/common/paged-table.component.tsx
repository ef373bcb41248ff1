import type { UseQueryResult } from '@tanstack/react-query';
import { ResponsiveTable, type TableRow } from '@platform/shared';
import type { Paged } from '@platform/shared/contract';
import { PagedList } from './paged-list.component';

/** A paged list shown as one table, named as the list is: a row per item. */
export function PagedTable<T>({
  head,
  row,
  ...list
}: {
  query: UseQueryResult<Paged<T>>;
  label: string;
  empty: string;
  page: number;
  onPage(page: number): void;
  head: string[];
  row(item: T): TableRow;
}) {
  return <PagedList {...list}>{(items) => <ResponsiveTable label={list.label} head={head} rows={items.map(row)} />}</PagedList>;
}
