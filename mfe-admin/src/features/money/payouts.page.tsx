import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, FieldRow, formatDate, getServerMessage, SelectField, toast } from '@platform/shared';
import type { AdminPayoutRequest, PayoutSource, PayoutStatus } from '@platform/shared/contract';
import { usePagedFilter } from '../../common/use-paged-filter';
import { useTexts } from '../../i18n';
import { downloadFile, toCsv } from './csv';
import { MoneyPage, Muted } from './money-page.component';
import { DecisionDialog, MoneyTable, RejectableActions, RowButton, useStatusOptions, WithNote } from './money-row.component';
import { moneyKeys, payoutsQuery, settlePayout, type PayoutsFilter } from './money.resource';

const STATUSES: PayoutStatus[] = ['pending', 'approved', 'done', 'rejected'];
const SOURCES: PayoutSource[] = ['performer', 'studio'];

const COLUMNS = ['payouts.requested', 'payouts.account', 'tokens', 'payouts.method', 'payouts.note', 'status', 'actions'];

type Asking = { request: AdminPayoutRequest; step: 'reject' | 'pay' };

const nameOf = (request: AdminPayoutRequest) => request.account?.username ?? request.sourceId;
const detailsOf = (request: AdminPayoutRequest) =>
  Object.entries(request.paymentAccountInfo ?? {})
    .map(([key, value]) => `${key}: ${value}`)
    .join('; ');

/** /admin/money/payouts: performers' and studios' payout requests; approve, mark paid with a reference, reject; the listed batch as CSV. */
export function PayoutsPage() {
  const { t } = useTexts();
  const { filter, setFilter, paging } = usePagedFilter<PayoutsFilter>({ status: 'pending', source: '', page: 1 });
  const payouts = useQuery(payoutsQuery(filter));
  const client = useQueryClient();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [approving, setApproving] = useState<string | null>(null);
  const statusOptions = useStatusOptions('payouts', STATUSES);

  const settled = (text: string) => {
    toast.success(text);
    return client.invalidateQueries({ queryKey: moneyKeys.all });
  };
  const approve = async (request: AdminPayoutRequest) => {
    setApproving(request._id);
    try {
      await settlePayout(request._id, { status: 'approved' });
      await settled(t('money.payouts.done.approved', { name: nameOf(request) }));
    } catch (error) {
      toast.error(getServerMessage(error));
    } finally {
      setApproving(null);
    }
  };
  // a refusal stays in the dialog (its form shows the server's message)
  const decide = async ({ request, step }: Asking, note: string) => {
    await settlePayout(request._id, { status: step === 'pay' ? 'done' : 'rejected', adminNote: note });
    setAsking(null);
    await settled(t(`money.payouts.done.${step === 'pay' ? 'paid' : 'rejected'}`, { name: nameOf(request) }));
  };

  const exportCsv = (items: AdminPayoutRequest[]) => {
    const csv = toCsv(
      ['id', 'requested', 'account type', 'username', 'name', 'tokens', 'method', 'details', 'status', 'request note', 'admin note'],
      items.map((r) => [
        r._id,
        r.createdAt,
        r.source,
        r.account?.username ?? '',
        r.account?.displayName ?? '',
        r.tokenMustPay,
        r.paymentAccountType,
        detailsOf(r),
        r.status,
        r.requestNote,
        r.adminNote,
      ]),
    );
    downloadFile(`payouts-${filter.status || 'all'}-${new Date().toISOString().slice(0, 10)}-p${filter.page}.csv`, csv);
  };

  return (
    <MoneyPage
      page="payouts"
      actions={
        <Button disabled={!payouts.data?.data.length} onClick={() => payouts.data && exportCsv(payouts.data.data)}>
          {t('money.payouts.csv')}
        </Button>
      }
    >
      <FieldRow>
        <SelectField
          label={t('money.status')}
          value={filter.status}
          options={statusOptions}
          onChange={(e) => setFilter({ ...filter, status: e.target.value as PayoutStatus | '', page: 1 })}
        />
        <SelectField
          label={t('money.payouts.who')}
          value={filter.source}
          options={[{ value: '', label: t('money.payouts.everyone') }, ...SOURCES.map((s) => ({ value: s, label: t(`roles.${s}`) }))]}
          onChange={(e) => setFilter({ ...filter, source: e.target.value as PayoutSource | '', page: 1 })}
        />
      </FieldRow>
      <MoneyTable
        list="payouts"
        query={payouts}
        {...paging}
        columns={COLUMNS}
        row={(request) => {
          const name = nameOf(request);
          const open = request.status === 'pending' || request.status === 'approved';
          return {
            key: request._id,
            label: t('money.payouts.row', { name, tokens: request.tokenMustPay }),
            cells: [
              formatDate(request.createdAt, 'DD/MM/YYYY HH:mm'),
              <span key="account">
                {name} ({t(`roles.${request.source}`)})
              </span>,
              request.tokenMustPay,
              <span key="method">
                {t(`money.payouts.methods.${request.paymentAccountType}`)}
                <Muted>{detailsOf(request)}</Muted>
              </span>,
              request.requestNote || '—',
              <WithNote key="status" text={t(`money.payouts.statuses.${request.status}`)} note={request.adminNote} />,
              open ? (
                <RejectableActions
                  key="actions"
                  rejectLabel={t('money.payouts.rejectWho', { name })}
                  onReject={() => setAsking({ request, step: 'reject' })}
                >
                  {request.status === 'pending' ? (
                    <RowButton
                      text={t('money.payouts.approve')}
                      label={t('money.payouts.approveWho', { name })}
                      busy={approving === request._id}
                      onClick={() => void approve(request)}
                    />
                  ) : (
                    <RowButton
                      text={t('money.payouts.pay')}
                      label={t('money.payouts.payWho', { name })}
                      onClick={() => setAsking({ request, step: 'pay' })}
                    />
                  )}
                </RejectableActions>
              ) : (
                '—'
              ),
            ],
          };
        }}
      />
      {asking && (
        <DecisionDialog
          list="payouts"
          step={asking.step}
          confirmLabel={asking.step === 'pay' ? t('money.payouts.pay') : undefined}
          about={{ name: nameOf(asking.request), tokens: asking.request.tokenMustPay }}
          field={asking.step === 'pay' ? { label: t('money.payouts.reference'), required: t('money.payouts.referenceRequired') } : undefined}
          onConfirm={(note) => decide(asking, note)}
          onCancel={() => setAsking(null)}
        />
      )}
    </MoneyPage>
  );
}
