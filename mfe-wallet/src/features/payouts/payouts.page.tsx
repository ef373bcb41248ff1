import { Link } from 'react-router-dom';
import { bus, formatDate, useBusState, usePagedQuery } from '@platform/shared';
import type { PayoutRequest } from '@platform/shared/contract';
import { tokens } from '../../common/money';
import { ActionLink } from '../../common/layout';
import { PagedTable } from '../../common/paged-list.component';
import { paymentKindLabel } from '../../common/payment-kinds';
import { StatusBadge } from '../../common/status-badge.component';
import { RoleWalletPage } from '../../common/wallet-page.component';
import { PAYOUT_ROLES, period } from './payout-period';
import { listPayouts, PAYOUTS_PAGE_SIZE, type PayoutRole } from './payouts.resource';
import { useTexts } from '../../i18n';

const HEAD = ['requested', 'period', 'amount', 'method', 'status'];

export function PayoutsPage() {
  const { t } = useTexts();
  const auth = useBusState(bus.auth);
  const allowed = auth.status === 'signed-in' && auth.role !== 'user';
  return (
    <RoleWalletPage section="payouts" actions={allowed && <ActionLink to="/account/payouts/new">{t('payouts.new')}</ActionLink>} roles={PAYOUT_ROLES}>
      {(role) => <Payouts key={role} role={role as PayoutRole} />}
    </RoleWalletPage>
  );
}

function Payouts({ role }: { role: PayoutRole }) {
  const { t } = useTexts();
  const list = usePagedQuery<PayoutRequest>(['wallet', 'payouts', role], (offset, limit) => listPayouts(role, offset, limit), PAYOUTS_PAGE_SIZE);
  return (
    <PagedTable
      list={list}
      section="payouts"
      columns={HEAD}
      actionsColumn
      cells={(p) => [
        formatDate(p.createdAt),
        period(p),
        tokens(p.tokenMustPay),
        paymentKindLabel(p.paymentAccountType),
        <StatusBadge key="status" status={p.status} />,
        <span key="actions">
          <Link to={`/account/payouts/${p._id}`} aria-label={t('payouts.viewLabel', { date: formatDate(p.createdAt) })}>
            {t('payouts.view')}
          </Link>
          {p.status === 'pending' && (
            <>
              {' · '}
              <Link to={`/account/payouts/${p._id}/edit`} aria-label={t('payouts.editLabel', { date: formatDate(p.createdAt) })}>
                {t('payouts.edit')}
              </Link>
            </>
          )}
        </span>,
      ]}
    />
  );
}
