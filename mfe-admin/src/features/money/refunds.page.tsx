import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FieldRow, formatDate, SelectField, toast } from '@platform/shared';
import type { AdminRefundRequest, RefundStatus } from '@platform/shared/contract';
import { usePagedFilter } from '../../common/use-paged-filter';
import { useTexts } from '../../i18n';
import { MoneyPage } from './money-page.component';
import { DecisionDialog, MoneyTable, RejectableActions, RowButton, useStatusOptions, WithNote } from './money-row.component';
import { moneyKeys, refundsQuery, settleRefund, type RefundsFilter } from './money.resource';

const STATUSES: RefundStatus[] = ['pending', 'resolved', 'rejected'];

const COLUMNS = ['refunds.asked', 'refunds.member', 'refunds.performer', 'tokens', 'refunds.what', 'status', 'actions'];

type Asking = { request: AdminRefundRequest; decision: 'resolved' | 'rejected' };

const memberOf = (request: AdminRefundRequest) => request.member?.username ?? request.userId;

/** /admin/money/refunds: members' refund requests; refund (the sale is reversed) or reject, each with a reason. */
export function RefundsPage() {
  const { t } = useTexts();
  const { filter, setFilter, paging } = usePagedFilter<RefundsFilter>({ status: 'pending', page: 1 });
  const refunds = useQuery(refundsQuery(filter));
  const client = useQueryClient();
  const [asking, setAsking] = useState<Asking | null>(null);
  const statusOptions = useStatusOptions('refunds', STATUSES);

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
          options={statusOptions}
          onChange={(e) => setFilter({ status: e.target.value as RefundStatus | '', page: 1 })}
        />
      </FieldRow>
      <MoneyTable
        list="refunds"
        query={refunds}
        {...paging}
        columns={COLUMNS}
        row={(request) => {
          const name = memberOf(request);
          return {
            key: request._id,
            label: t('money.refunds.row', { name, tokens: request.token }),
            cells: [
              formatDate(request.createdAt, 'DD/MM/YYYY HH:mm'),
              name,
              request.performer?.username ?? request.performerId,
              request.token,
              <WithNote key="what" text={t(`money.refunds.sources.${request.sourceType}`)} note={request.description} />,
              <WithNote key="status" text={t(`money.refunds.statuses.${request.status}`)} note={request.adminNote} />,
              request.status === 'pending' ? (
                <RejectableActions
                  key="actions"
                  rejectLabel={t('money.refunds.rejectWho', { name })}
                  onReject={() => setAsking({ request, decision: 'rejected' })}
                >
                  <RowButton
                    text={t('money.refunds.refund')}
                    label={t('money.refunds.refundWho', { name })}
                    onClick={() => setAsking({ request, decision: 'resolved' })}
                  />
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
          list="refunds"
          step={asking.decision}
          confirmLabel={asking.decision === 'resolved' ? t('money.refunds.refund') : undefined}
          about={{ name: memberOf(asking.request), tokens: asking.request.token }}
          onConfirm={(reason) => decide(asking, reason)}
          onCancel={() => setAsking(null)}
        />
      )}
    </MoneyPage>
  );
}
