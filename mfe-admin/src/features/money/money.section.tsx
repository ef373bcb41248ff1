import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@platform/shared';
import { LedgerPage } from './ledger.page';
import { PayoutsPage } from './payouts.page';
import { RefundsPage } from './refunds.page';

/** /admin/money: payouts (the index), refunds and the ledger check. */
export function MoneySection() {
  return (
    <Routes>
      <Route index element={<Navigate to="payouts" replace />} />
      <Route path="payouts" element={<PayoutsPage />} />
      <Route path="refunds" element={<RefundsPage />} />
      <Route path="ledger" element={<LedgerPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
