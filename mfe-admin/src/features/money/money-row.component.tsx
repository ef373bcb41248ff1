import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, type ButtonVariant, type TableRow } from '@platform/shared';
import type { Paged } from '@platform/shared/contract';
import { PagedTable } from '../../common/paged-table.component';
import { ReasonDialog } from '../../common/reason-dialog.component';
import { useTexts } from '../../i18n';
import { Actions, Muted } from './money-page.component';

type MoneyList = 'payouts' | 'refunds' | 'orders';

/** The status filter's choices: every status, then each one by its name in that list. */
export function useStatusOptions(list: MoneyList, statuses: readonly string[]) {
  const { t } = useTexts();
  return [{ value: '', label: t('money.every') }, ...statuses.map((status) => ({ value: status, label: t(`money.${list}.statuses.${status}`) }))];
}

/** A cell's value with a note under it, when there is one (the admin's note, the member's words). */
export function WithNote({ text, note }: { text: string; note?: string }) {
  return (
    <span>
      {text}
      {note && <Muted>{note}</Muted>}
    </span>
  );
}

/** A row's action: its text, and an accessible name that says whose row it is. */
export function RowButton({
  text,
  label,
  variant = 'primary',
  busy,
  onClick,
}: {
  text: string;
  label: string;
  variant?: ButtonVariant;
  busy?: boolean;
  onClick(): void;
}) {
  return (
    <Button variant={variant} busy={busy} aria-label={label} onClick={onClick}>
      {text}
    </Button>
  );
}

/** A row's actions: the list's own first, then Reject. */
export function RejectableActions({ rejectLabel, onReject, children }: { rejectLabel: string; onReject(): void; children: ReactNode }) {
  const { t } = useTexts();
  return (
    <Actions>
      {children}
      <RowButton variant="danger" text={t('money.reject')} label={rejectLabel} onClick={onReject} />
    </Actions>
  );
}

/**
 * The confirm step of a decision on a request, asking its reason (or, to pay, the payment's reference): the list's
 * `<step>Title` and `<step>Question`; Reject in red, the other step in the list's own words.
 */
export function DecisionDialog({
  list,
  step,
  confirmLabel,
  about,
  field,
  onConfirm,
  onCancel,
}: {
  list: 'payouts' | 'refunds';
  step: string;
  /** What the confirm button says; none: Reject. */
  confirmLabel?: string;
  about: { name: string; tokens: number };
  field?: { label: string; required: string };
  onConfirm(note: string): Promise<unknown>;
  onCancel(): void;
}) {
  const { t } = useTexts();
  return (
    <ReasonDialog
      title={t(`money.${list}.${step}Title`, about)}
      question={t(`money.${list}.${step}Question`)}
      confirmLabel={confirmLabel ?? t('money.reject')}
      tone={confirmLabel ? 'primary' : 'danger'}
      field={field}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

/** A money list's page as a table, named by the list's title, with its "none" text when empty. */
export function MoneyTable<T>({
  list,
  columns,
  ...table
}: {
  list: MoneyList;
  query: UseQueryResult<Paged<T>>;
  page: number;
  onPage(page: number): void;
  /** The columns' text keys under `money.`. */
  columns: readonly string[];
  row(item: T): TableRow;
}) {
  const { t } = useTexts();
  const head = columns.map((column) => t(`money.${column}`));
  return <PagedTable {...table} head={head} label={t(`money.${list}.title`)} empty={t(`money.${list}.none`)} />;
}
