import { Link } from 'react-router-dom';
import { bus, formatDate, useBusState, usePagedList } from '@platform/shared';
import type { RefundRequest } from '@platform/shared/contract';
import { humanize, tokens } from '../../common/money';
import { PagedList } from '../../common/paged-list.component';
import { RoleGate } from '../../common/role-gate.component';
import { StatusBadge } from '../../common/status-badge.component';
import { DataTable } from '../../common/table.component';
import { WalletPage } from '../../common/wallet-page.component';
import { listRefunds, REFUNDS_PAGE_SIZE } from './refunds.resource';

export function RefundsPage() {
  const auth = useBusState(bus.auth);
  const member = auth.status === 'signed-in' && auth.role === 'user';
  return (
    <WalletPage title="Refund requests" actions={member && <Link to="/account/refunds/new">New refund request</Link>}>
      <RoleGate roles={['user', 'performer']} what="The refund history">
        <Refunds />
      </RoleGate>
    </WalletPage>
  );
}

function Refunds() {
  const list = usePagedList<RefundRequest>(listRefunds, REFUNDS_PAGE_SIZE, []);
  return (
    <PagedList list={list} label="refund requests" emptyTitle="No refund requests yet">
      {(items) => (
        <DataTable label="Refund requests" head={['Date', 'For', 'Tokens', 'Reason', 'Status', 'Note']}>
          {items.map((r) => (
            <tr key={r._id}>
              <td>{formatDate(r.createdAt)}</td>
              <td>{humanize(r.sourceType)}</td>
              <td>{tokens(r.token)}</td>
              <td>{r.description}</td>
              <td>
                <StatusBadge status={r.status} />
              </td>
              <td>{r.adminNote}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </PagedList>
  );
}
