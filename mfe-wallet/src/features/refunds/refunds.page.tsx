import { Link } from 'react-router-dom';
import { bus, formatDate, useBusState, usePagedList } from '@platform/shared';
import type { RefundRequest } from '@platform/shared/contract';
import { humanize, tokens } from '../../common/money';
import { PagedTable } from '../../common/paged-list.component';
import { RoleGate } from '../../common/role-gate.component';
import { StatusBadge } from '../../common/status-badge.component';
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
    <PagedTable
      list={list}
      label="refund requests"
      emptyTitle="No refund requests yet"
      table="Refund requests"
      head={['Date', 'For', 'Tokens', 'Reason', 'Status', 'Note']}
      row={(r) => ({
        key: r._id,
        cells: [
          formatDate(r.createdAt),
          humanize(r.sourceType),
          tokens(r.token),
          r.description,
          <StatusBadge key="status" status={r.status} />,
          r.adminNote,
        ],
      })}
    />
  );
}
