import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { bus, formatDate, useBusState, usePagedList } from '@platform/shared';
import type { PayoutRequest } from '@platform/shared/contract';
import { tokens } from '../../common/money';
import { PagedTable } from '../../common/paged-list.component';
import { paymentKindLabel } from '../../common/payment-kinds';
import { RoleGate } from '../../common/role-gate.component';
import { StatusBadge } from '../../common/status-badge.component';
import { WalletPage } from '../../common/wallet-page.component';
import { PAYOUT_ROLES, period } from './payout-period';
import { listPayouts, PAYOUTS_PAGE_SIZE, type PayoutRole } from './payouts.resource';

export function PayoutsPage() {
  const auth = useBusState(bus.auth);
  const allowed = auth.status === 'signed-in' && auth.role !== 'user';
  return (
    <WalletPage title="Payout requests" actions={allowed && <Link to="/account/payouts/new">New payout request</Link>}>
      <RoleGate roles={PAYOUT_ROLES} what="Asking for payouts">
        {(role) => <Payouts key={role} role={role as PayoutRole} />}
      </RoleGate>
    </WalletPage>
  );
}

function Payouts({ role }: { role: PayoutRole }) {
  const fetchPage = useCallback((offset: number, limit: number) => listPayouts(role, offset, limit), [role]);
  const list = usePagedList<PayoutRequest>(fetchPage, PAYOUTS_PAGE_SIZE, [role]);
  return (
    <PagedTable
      list={list}
      label="payout requests"
      emptyTitle="No payout requests yet"
      emptyDescription="Ask for your unpaid earnings with a new payout request."
      table="Payout requests"
      head={['Requested', 'Period', 'Amount', 'Method', 'Status', '']}
      row={(p) => ({
        key: p._id,
        cells: [
          formatDate(p.createdAt),
          period(p),
          tokens(p.tokenMustPay),
          paymentKindLabel(p.paymentAccountType),
          <StatusBadge key="status" status={p.status} />,
          <span key="actions">
            <Link to={`/account/payouts/${p._id}`} aria-label={`View payout request of ${formatDate(p.createdAt)}`}>
              View
            </Link>
            {p.status === 'pending' && (
              <>
                {' · '}
                <Link to={`/account/payouts/${p._id}/edit`} aria-label={`Edit payout request of ${formatDate(p.createdAt)}`}>
                  Edit
                </Link>
              </>
            )}
          </span>,
        ],
      })}
    />
  );
}
