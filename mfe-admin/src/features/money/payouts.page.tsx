import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, FieldRow, formatDate, getServerMessage, ResponsiveTable, SelectField, toast } from '@platform/shared';
import type { AdminPayoutRequest, PayoutSource, PayoutStatus } from '@platform/shared/contract';
import { PagedList } from '../../common/paged-list.component';
import { ReasonDialog } from '../../common/reason-dialog.component';
import { useTexts } from '../../i18n';
import { downloadFile, toCsv } from './csv';
import { Actions, MoneyPage, Muted } from './money-page.component';
import { moneyKeys, payoutsQuery, settlePayout, type PayoutsFilter } from './money.resource';

const STATUSES: PayoutStatus[] = ['pending', 'approved', 'done', 'rejected'];
const SOURCES: PayoutSource[] = ['performer', 'studio'];

type Asking = { request: AdminPayoutRequest; step: 'reject' | 'pay' };

const nameOf = (request: AdminPayoutRequest) => request.account?.username ?? request.sourceId;
const detailsOf = (request: AdminPayoutRequest) =>
  Object.entries(request.paymentAccountInfo ?? {})
    .map(([key, value]) => `${key}: ${value}`)
    .join('; ');

/** /admin/money/payouts: performers' and studios' payout requests; approve, mark paid with a reference, reject; the listed batch as CSV. */
export function PayoutsPage() {
  const { t } = useTexts();
  const [filter, setFilter] = useState<PayoutsFilter>({ status: 'pending', source: '', page: 1 });
  const payouts = useQuery(payoutsQuery(filter));
  const client = useQueryClient();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [approving, setApproving] = useState<string | null>(null);

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

  const head = [
    t('money.payouts.requested'),
    t('money.payouts.account'),
    t('money.tokens'),
    t('money.payouts.method'),
    t('money.payouts.note'),
    t('money.status'),
    t('money.actions'),
  ];
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
          options={[{ value: '', label: t('money.every') }, ...STATUSES.map((s) => ({ value: s, label: t(`money.payouts.statuses.${s}`) }))]}
          onChange={(e) => setFilter({ ...filter, status: e.target.value as PayoutStatus | '', page: 1 })}
        />
        <SelectField
          label={t('money.payouts.who')}
          value={filter.source}
          options={[{ value: '', label: t('money.payouts.everyone') }, ...SOURCES.map((s) => ({ value: s, label: t(`roles.${s}`) }))]}
          onChange={(e) => setFilter({ ...filter, source: e.target.value as PayoutSource | '', page: 1 })}
        />
      </FieldRow>
      <PagedList
        query={payouts}
        label={t('money.payouts.title')}
        empty={t('money.payouts.none')}
        page={filter.page}
        onPage={(page) => setFilter({ ...filter, page })}
      >
        {(items) => (
          <ResponsiveTable
            label={t('money.payouts.title')}
            head={head}
            rows={items.map((request) => {
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
                  <span key="status">
                    {t(`money.payouts.statuses.${request.status}`)}
                    {request.adminNote && <Muted>{request.adminNote}</Muted>}
                  </span>,
                  open ? (
                    <Actions key="actions">
                      {request.status === 'pending' ? (
                        <Button
                          variant="primary"
                          busy={approving === request._id}
                          aria-label={t('money.payouts.approveWho', { name })}
                          onClick={() => void approve(request)}
                        >
                          {t('money.payouts.approve')}
                        </Button>
                      ) : (
                        <Button
                          variant="primary"
                          aria-label={t('money.payouts.payWho', { name })}
                          onClick={() => setAsking({ request, step: 'pay' })}
                        >
                          {t('money.payouts.pay')}
                        </Button>
                      )}
                      <Button
                        variant="danger"
                        aria-label={t('money.payouts.rejectWho', { name })}
                        onClick={() => setAsking({ request, step: 'reject' })}
                      >
                        {t('money.reject')}
                      </Button>
                    </Actions>
                  ) : (
                    '—'
                  ),
                ],
              };
            })}
          />
        )}
      </PagedList>
      {asking && (
        <ReasonDialog
          title={t(`money.payouts.${asking.step}Title`, { name: nameOf(asking.request), tokens: asking.request.tokenMustPay })}
          question={t(`money.payouts.${asking.step}Question`)}
          confirmLabel={asking.step === 'pay' ? t('money.payouts.pay') : t('money.reject')}
          tone={asking.step === 'pay' ? 'primary' : 'danger'}
          field={asking.step === 'pay' ? { label: t('money.payouts.reference'), required: t('money.payouts.referenceRequired') } : undefined}
          onConfirm={(note) => decide(asking, note)}
          onCancel={() => setAsking(null)}
        />
      )}
    </MoneyPage>
  );
}
