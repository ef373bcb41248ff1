import { SubPageRoutes } from '../../common/sub-page-routes.component';
import { ChargebacksPage } from './chargebacks.page';
import { CommissionsPage } from './commissions.page';
import { LedgerPage } from './ledger.page';
import { OrdersPage } from './orders.page';
import { PayoutsPage } from './payouts.page';
import { RefundsPage } from './refunds.page';

/** /admin/money: payouts (the index), refunds, orders, chargebacks, the default commissions and the ledger check. */
export function MoneySection() {
  return (
    <SubPageRoutes
      pages={{
        payouts: <PayoutsPage />,
        refunds: <RefundsPage />,
        orders: <OrdersPage />,
        chargebacks: <ChargebacksPage />,
        commissions: <CommissionsPage />,
        ledger: <LedgerPage />,
      }}
    />
  );
}
