import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, formatDate, ResponsiveTable, SelectField, toast } from '@platform/shared';
import type { Paged } from '@platform/shared/contract';
import { tokens, humanize } from '../../common/format';
import { QueryList } from '../../common/query-list.component';
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

const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'pending', label: 'Waiting for you' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'done', label: 'Paid' },
];
const STATUSES = ['pending', 'approved', 'rejected', 'done'] as const;

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
  return (
    <StudioPage title="Payout requests">
      <p>Your performers ask for their earnings here. Approve a request and the platform pays it out; reject it and the performer may ask again.</p>
      <PayoutRequests />
    </StudioPage>
  );
}

function PayoutRequests() {
  const client = useQueryClient();
  const { params, apply } = useParams();
  const query = useQuery(memberPayoutsQuery(params));
  const [open, setOpen] = useState<{ request: MemberPayoutRequest; decision: Decision } | null>(null);
  const who = (p: MemberPayoutRequest) => p.performerInfo?.displayName || p.performerInfo?.username || 'A performer';

  const confirm = async (request: MemberPayoutRequest, decision: Decision, note: string) => {
    const saved = await decidePayout(request._id, { status: decision, ...(note ? { adminNote: note } : {}) });
    client.setQueriesData<Paged<MemberPayoutRequest>>({ queryKey: payoutKeys.lists() }, (page) =>
      page ? { ...page, data: page.data.map((p) => (p._id === saved._id ? { ...p, ...saved } : p)) } : page,
    );
    void client.invalidateQueries({ queryKey: payoutKeys.lists() });
    setOpen(null);
    toast.success(decision === 'approved' ? `${who(request)}'s payout request was approved` : `${who(request)}'s payout request was rejected`);
  };

  return (
    <>
      <Form aria-label="Filter payout requests" onSubmit={(e) => e.preventDefault()}>
        <Filter>
          <SelectField
            label="Show"
            options={STATUS_OPTIONS}
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
        label="Member payout requests"
        nouns={['payout request', 'payout requests']}
        empty={{
          title: params.status === 'pending' ? 'No payout requests are waiting for you' : 'No payout requests yet',
          description: 'When a performer of your studio asks for a payout, it appears here.',
        }}
        page={params.page}
        pageSize={PAYOUTS_PAGE_SIZE}
        onPage={(page) => apply({ ...params, page })}
      >
        {(items) => (
          <ResponsiveTable
            label="Payout requests"
            head={['Performer', 'Requested', 'Period', 'Amount', 'Method', 'Note', 'Status', '']}
            rows={items.map((p) => ({
              key: p._id,
              label: `${who(p)} ${tokens(p.tokenMustPay)}`,
              cells: [
                who(p),
                formatDate(p.createdAt, 'DD/MM/YYYY'),
                period(p),
                tokens(p.tokenMustPay),
                paymentKindLabel(p.paymentAccountType),
                p.requestNote,
                <span key="status">
                  <Badge $status={p.status}>{humanize(p.status === 'done' ? 'paid' : p.status)}</Badge>
                  {p.studioNote && <Note>“{p.studioNote}”</Note>}
                </span>,
                p.status === 'pending' ? (
                  <Actions key="actions">
                    <Button
                      size="sm"
                      variant="primary"
                      aria-label={`Approve ${who(p)}'s request`}
                      onClick={() => setOpen({ request: p, decision: 'approved' })}
                    >
                      Approve
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={`Reject ${who(p)}'s request`}
                      onClick={() => setOpen({ request: p, decision: 'rejected' })}
                    >
                      Reject
                    </Button>
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
`;

const Badge = styled.span<{ $status: string }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  background: ${({ $status }) => ($status === 'approved' || $status === 'done' ? '#e7f7e6' : $status === 'rejected' ? '#fdecec' : '#fff5e0')};
  color: ${({ $status, theme }) => ($status === 'approved' || $status === 'done' ? '#1e7b1c' : $status === 'rejected' ? theme.colors.error : '#8a5a00')};
`;

const Note = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
