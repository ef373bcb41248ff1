import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { bus, formatDate, useBusState, usePagedList } from '@platform/shared';
import type { PayoutRequest } from '@platform/shared/contract';
import { tokens } from '../../common/money';
import { PagedList } from '../../common/paged-list.component';
import { paymentKindLabel } from '../../common/payment-kinds';
import { RoleGate } from '../../common/role-gate.component';
import { StatusBadge } from '../../common/status-badge.component';
import { DataTable } from '../../common/table.component';
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
    <PagedList
      list={list}
      label="payout requests"
      emptyTitle="No payout requests yet"
      emptyDescription="Ask for your unpaid earnings with a new payout request."
    >
      {(items) => (
        <DataTable label="Payout requests" head={['Requested', 'Period', 'Amount', 'Method', 'Status', '']}>
          {items.map((p) => (
            <tr key={p._id}>
              <td>{formatDate(p.createdAt)}</td>
              <td>{period(p)}</td>
              <td>{tokens(p.tokenMustPay)}</td>
              <td>{paymentKindLabel(p.paymentAccountType)}</td>
              <td>
                <StatusBadge status={p.status} />
              </td>
              <td>
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
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </PagedList>
  );
}
