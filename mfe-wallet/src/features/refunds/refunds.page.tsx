import { bus, formatDate, useBusState, usePagedQuery } from '@platform/shared';
import type { RefundRequest } from '@platform/shared/contract';
import { tokens, valueLabel } from '../../common/money';
import { ActionLink } from '../../common/layout';
import { PagedTable } from '../../common/paged-list.component';
import { RoleGate } from '../../common/role-gate.component';
import { StatusBadge } from '../../common/status-badge.component';
import { WalletPage } from '../../common/wallet-page.component';
import { listRefunds, REFUNDS_PAGE_SIZE } from './refunds.resource';
import { useTexts } from '../../i18n';

const HEAD = ['date', 'for', 'tokens', 'reason', 'status', 'note'];

export function RefundsPage() {
  const { t } = useTexts();
  const auth = useBusState(bus.auth);
  const member = auth.status === 'signed-in' && auth.role === 'user';
  return (
    <WalletPage title={t('refunds.title')} actions={member && <ActionLink to="/account/refunds/new">{t('refunds.new')}</ActionLink>}>
      <RoleGate roles={['user', 'performer']} what={t('refunds.what')}>
        <Refunds />
      </RoleGate>
    </WalletPage>
  );
}

function Refunds() {
  const { t } = useTexts();
  const list = usePagedQuery<RefundRequest>(['wallet', 'refunds'], listRefunds, REFUNDS_PAGE_SIZE);
  return (
    <PagedTable
      list={list}
      summary={(shown, total) => t('refunds.showing', { shown, total })}
      emptyTitle={t('refunds.empty')}
      table={t('refunds.table')}
      head={HEAD.map((h) => t(`refunds.head.${h}`))}
      row={(r) => ({
        key: r._id,
        cells: [
          formatDate(r.createdAt),
          valueLabel('source', r.sourceType),
          tokens(r.token),
          r.description,
          <StatusBadge key="status" status={r.status} />,
          r.adminNote,
        ],
      })}
    />
  );
}
