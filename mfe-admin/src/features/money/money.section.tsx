import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@platform/shared';
import { CommissionsPage } from './commissions.page';
import { LedgerPage } from './ledger.page';
import { OrdersPage } from './orders.page';
import { PayoutsPage } from './payouts.page';
import { RefundsPage } from './refunds.page';

/** /admin/money: payouts (the index), refunds, orders, the default commissions and the ledger check. */
export function MoneySection() {
  return (
    <Routes>
      <Route index element={<Navigate to="payouts" replace />} />
      <Route path="payouts" element={<PayoutsPage />} />
      <Route path="refunds" element={<RefundsPage />} />
      <Route path="orders" element={<OrdersPage />} />
      <Route path="commissions" element={<CommissionsPage />} />
      <Route path="ledger" element={<LedgerPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
