import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, formatDate, PHONE_MAX, ResponsiveTable, SelectField, toast, translate } from '@platform/shared';
import type { Paged } from '@platform/shared/contract';
import { tokens } from '../../common/format';
import { useTexts } from '../../i18n';
import { pagingOf, QueryList } from '../../common/query-list.component';
import { StudioPage } from '../../common/studio-page.component';
import { DecisionPanel } from './decision-panel.component';
import {
  decidePayout,
  memberPayoutsQuery,
  paymentKindLabel,
  payoutKeys,
  PAYOUTS_PAGE_SIZE,
  period,
  type Decision,
  type PayoutListParams,
  type MemberPayoutRequest,
} from './payout-requests.resource';

/** A pending request's buttons: each opens the confirm step of its decision. */
const DECISION_BUTTONS: ReadonlyArray<{ decision: Decision; action: 'approve' | 'reject'; variant: 'primary' | 'danger' }> = [
  { decision: 'approved', action: 'approve', variant: 'primary' },
  { decision: 'rejected', action: 'reject', variant: 'danger' },
];

const STATUS_OPTIONS = [
  { value: '', key: 'payouts.all' },
  { value: 'pending', key: 'payouts.waiting' },
  { value: 'approved', key: 'payouts.approved' },
  { value: 'rejected', key: 'payouts.rejected' },
  { value: 'done', key: 'payouts.paid' },
] as const;
const STATUSES = ['pending', 'approved', 'rejected', 'done'] as const;
/** A request's status on its badge ('done' is paid). */
const STATUS_LABELS: Record<string, string> = {
  pending: 'payouts.pending',
  approved: 'payouts.approved',
  rejected: 'payouts.rejected',
  done: 'payouts.paid',
};

function useParams() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('status');
  const status = (STATUSES as readonly string[]).includes(raw ?? '') ? (raw as PayoutListParams['status']) : '';
  const page = Math.max(1, Math.floor(Number(search.get('page'))) || 1);
  const apply = (next: PayoutListParams) => {
    const out: Record<string, string> = {};
    if (next.status) out.status = next.status;
    if (next.page > 1) out.page = String(next.page);
    setSearch(out);
  };
  return { params: { status, page } as PayoutListParams, apply };
}

/** /studio/payout-requests: the members' payout requests; a pending one is approved or rejected after a confirm step. */
export function PayoutRequestsPage() {
  const { t } = useTexts();
  return (
    <StudioPage title={t('payouts.title')}>
      <p>{t('payouts.intro')}</p>
      <PayoutRequests />
    </StudioPage>
  );
}

function PayoutRequests() {
  const { t } = useTexts();
  const client = useQueryClient();
  const { params, apply } = useParams();
  const query = useQuery(memberPayoutsQuery(params));
  const [open, setOpen] = useState<{ request: MemberPayoutRequest; decision: Decision } | null>(null);
  const who = (p: MemberPayoutRequest) => p.performerInfo?.displayName || p.performerInfo?.username || t('payouts.aPerformer');

  const confirm = async (request: MemberPayoutRequest, decision: Decision, note: string) => {
    const saved = await decidePayout(request._id, { status: decision, ...(note ? { adminNote: note } : {}) });
    client.setQueriesData<Paged<MemberPayoutRequest>>({ queryKey: payoutKeys.lists() }, (page) =>
      page ? { ...page, data: page.data.map((p) => (p._id === saved._id ? { ...p, ...saved } : p)) } : page,
    );
    void client.invalidateQueries({ queryKey: payoutKeys.lists() });
    setOpen(null);
    toast.success(translate(decision === 'approved' ? 'studio:payouts.approvedToast' : 'studio:payouts.rejectedToast', { name: who(request) }));
  };

  return (
    <>
      <Form aria-label={t('payouts.filter')} onSubmit={(e) => e.preventDefault()}>
        <Filter>
          <SelectField
            label={t('payouts.show')}
            options={STATUS_OPTIONS.map((o) => ({ value: o.value, label: t(o.key) }))}
            value={params.status}
            onChange={(e) => apply({ status: e.target.value as PayoutListParams['status'], page: 1 })}
          />
        </Filter>
      </Form>
      {open && (
        <DecisionPanel
          key={`${open.request._id}:${open.decision}`}
          request={open.request}
          decision={open.decision}
          who={who(open.request)}
          onConfirm={(note) => confirm(open.request, open.decision, note)}
          onCancel={() => setOpen(null)}
        />
      )}
      <QueryList
        query={query}
        label={t('payouts.listLabel')}
        nouns="nouns.payoutRequests"
        empty={{
          title: params.status === 'pending' ? t('payouts.noneWaiting') : t('payouts.none'),
          description: t('payouts.noneDescription'),
        }}
        {...pagingOf(params, apply, PAYOUTS_PAGE_SIZE)}
      >
        {(items) => (
          <ResponsiveTable
            label={t('payouts.table')}
            head={[
              t('payouts.performer'),
              t('payouts.requested'),
              t('payouts.period'),
              t('payouts.amount'),
              t('payouts.method'),
              t('payouts.note'),
              t('payouts.status'),
              '',
            ]}
            rows={items.map((p) => ({
              key: p._id,
              label: t('payouts.rowLabel', { name: who(p), amount: tokens(p.tokenMustPay) }),
              cells: [
                who(p),
                formatDate(p.createdAt, 'DD/MM/YYYY'),
                period(p),
                tokens(p.tokenMustPay),
                paymentKindLabel(p.paymentAccountType),
                p.requestNote,
                <span key="status">
                  <Badge $status={p.status}>{STATUS_LABELS[p.status] ? t(STATUS_LABELS[p.status]) : p.status}</Badge>
                  {p.studioNote && <Note>{t('payouts.quoted', { note: p.studioNote })}</Note>}
                </span>,
                p.status === 'pending' ? (
                  <Actions key="actions">
                    {DECISION_BUTTONS.map(({ decision, action, variant }) => (
                      <Button
                        key={decision}
                        size="sm"
                        variant={variant}
                        aria-label={t(`payouts.${action}Name`, { name: who(p) })}
                        onClick={() => setOpen({ request: p, decision })}
                      >
                        {t(`payouts.${action}`)}
                      </Button>
                    ))}
                  </Actions>
                ) : null,
              ],
            }))}
          />
        )}
      </QueryList>
    </>
  );
}

const Filter = styled.div`
  max-width: 260px;
`;

const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 6px;
  @media (max-width: ${PHONE_MAX}) {
    /* two 44 px targets side by side across the card */
    display: flex;
    width: 100%;
    gap: 8px;
    button {
      flex: 1;
      min-height: 44px;
    }
  }
`;

const Badge = styled.span<{ $status: string }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  background: ${({ $status, theme }) =>
    $status === 'approved' || $status === 'done'
      ? theme.colors.successSoft
      : $status === 'rejected'
        ? theme.colors.errorSoft
        : theme.colors.warningSoft};
  color: ${({ $status, theme }) =>
    $status === 'approved' || $status === 'done' ? theme.colors.success : $status === 'rejected' ? theme.colors.error : theme.colors.warningText};
`;

const Note = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
