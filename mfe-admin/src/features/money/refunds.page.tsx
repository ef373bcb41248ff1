import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, FieldRow, formatDate, ResponsiveTable, SelectField, toast } from '@platform/shared';
import type { AdminRefundRequest, RefundStatus } from '@platform/shared/contract';
import { PagedList } from '../../common/paged-list.component';
import { ReasonDialog } from '../../common/reason-dialog.component';
import { useTexts } from '../../i18n';
import { Actions, MoneyPage, Muted } from './money-page.component';
import { moneyKeys, refundsQuery, settleRefund, type RefundsFilter } from './money.resource';

const STATUSES: RefundStatus[] = ['pending', 'resolved', 'rejected'];

type Asking = { request: AdminRefundRequest; decision: 'resolved' | 'rejected' };

const memberOf = (request: AdminRefundRequest) => request.member?.username ?? request.userId;

/** /admin/money/refunds: members' refund requests; refund (the sale is reversed) or reject, each with a reason. */
export function RefundsPage() {
  const { t } = useTexts();
  const [filter, setFilter] = useState<RefundsFilter>({ status: 'pending', page: 1 });
  const refunds = useQuery(refundsQuery(filter));
  const client = useQueryClient();
  const [asking, setAsking] = useState<Asking | null>(null);

  // a refusal stays in the dialog (its form shows the server's message)
  const decide = async ({ request, decision }: Asking, reason: string) => {
    await settleRefund(request._id, { status: decision, adminNote: reason });
    setAsking(null);
    toast.success(t(`money.refunds.done.${decision}`, { name: memberOf(request), tokens: request.token }));
    await client.invalidateQueries({ queryKey: moneyKeys.all });
  };

  return (
    <MoneyPage page="refunds">
      <FieldRow>
        <SelectField
          label={t('money.status')}
          value={filter.status}
          options={[{ value: '', label: t('money.every') }, ...STATUSES.map((s) => ({ value: s, label: t(`money.refunds.statuses.${s}`) }))]}
          onChange={(e) => setFilter({ status: e.target.value as RefundStatus | '', page: 1 })}
        />
      </FieldRow>
      <PagedList
        query={refunds}
        label={t('money.refunds.title')}
        empty={t('money.refunds.none')}
        page={filter.page}
        onPage={(page) => setFilter({ ...filter, page })}
      >
        {(items) => (
          <ResponsiveTable
            label={t('money.refunds.title')}
            head={[
              t('money.refunds.asked'),
              t('money.refunds.member'),
              t('money.refunds.performer'),
              t('money.tokens'),
              t('money.refunds.what'),
              t('money.status'),
              t('money.actions'),
            ]}
            rows={items.map((request) => {
              const name = memberOf(request);
              return {
                key: request._id,
                label: t('money.refunds.row', { name, tokens: request.token }),
                cells: [
                  formatDate(request.createdAt, 'DD/MM/YYYY HH:mm'),
                  name,
                  request.performer?.username ?? request.performerId,
                  request.token,
                  <span key="what">
                    {t(`money.refunds.sources.${request.sourceType}`)}
                    {request.description && <Muted>{request.description}</Muted>}
                  </span>,
                  <span key="status">
                    {t(`money.refunds.statuses.${request.status}`)}
                    {request.adminNote && <Muted>{request.adminNote}</Muted>}
                  </span>,
                  request.status === 'pending' ? (
                    <Actions key="actions">
                      <Button
                        variant="primary"
                        aria-label={t('money.refunds.refundWho', { name })}
                        onClick={() => setAsking({ request, decision: 'resolved' })}
                      >
                        {t('money.refunds.refund')}
                      </Button>
                      <Button
                        variant="danger"
                        aria-label={t('money.refunds.rejectWho', { name })}
                        onClick={() => setAsking({ request, decision: 'rejected' })}
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
          title={t(`money.refunds.${asking.decision}Title`, { name: memberOf(asking.request), tokens: asking.request.token })}
          question={t(`money.refunds.${asking.decision}Question`)}
          confirmLabel={asking.decision === 'resolved' ? t('money.refunds.refund') : t('money.reject')}
          tone={asking.decision === 'resolved' ? 'primary' : 'danger'}
          onConfirm={(reason) => decide(asking, reason)}
          onCancel={() => setAsking(null)}
        />
      )}
    </MoneyPage>
  );
}
