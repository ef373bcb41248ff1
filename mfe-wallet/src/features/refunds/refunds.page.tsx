import { bus, formatDate, useBusState, usePagedQuery } from '@platform/shared';
import type { RefundRequest } from '@platform/shared/contract';
import { tokens, valueLabel } from '../../common/money';
import { ActionLink } from '../../common/layout';
import { PagedTable } from '../../common/paged-list.component';
import { StatusBadge } from '../../common/status-badge.component';
import { RoleWalletPage } from '../../common/wallet-page.component';
import { listRefunds, REFUNDS_PAGE_SIZE } from './refunds.resource';
import { useTexts } from '../../i18n';

const HEAD = ['date', 'for', 'tokens', 'reason', 'status', 'note'];

export function RefundsPage() {
  const { t } = useTexts();
  const auth = useBusState(bus.auth);
  const member = auth.status === 'signed-in' && auth.role === 'user';
  return (
    <RoleWalletPage
      section="refunds"
      actions={member && <ActionLink to="/account/refunds/new">{t('refunds.new')}</ActionLink>}
      roles={['user', 'performer']}
    >
      <Refunds />
    </RoleWalletPage>
  );
}

function Refunds() {
  const list = usePagedQuery<RefundRequest>(['wallet', 'refunds'], listRefunds, REFUNDS_PAGE_SIZE);
  return (
    <PagedTable
      list={list}
      section="refunds"
      columns={HEAD}
      cells={(r) => [
        formatDate(r.createdAt),
        valueLabel('source', r.sourceType),
        tokens(r.token),
        r.description,
        <StatusBadge key="status" status={r.status} />,
        r.adminNote,
      ]}
    />
  );
}
