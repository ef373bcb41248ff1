import { Route, Routes } from 'react-router-dom';
import { EarningsPage } from './features/earnings/earnings.page';
import { OrderDetailsPage } from './features/orders/order-details.page';
import { OrdersPage } from './features/orders/orders.page';
import { PaymentInfoPage } from './features/payment-info/payment-info.page';
import { PayoutEditPage } from './features/payouts/payout-edit.page';
import { PayoutNewPage } from './features/payouts/payout-new.page';
import { PayoutViewPage } from './features/payouts/payout-view.page';
import { PayoutsPage } from './features/payouts/payouts.page';
import { BoughtContentPage } from './features/purchases/bought-content.page';
import { PurchasesPage } from './features/purchases/purchases.page';
import { RefundNewPage } from './features/refunds/refund-new.page';
import { RefundsPage } from './features/refunds/refunds.page';
import { ReceiptPage } from './features/tokens/receipt.page';
import { TokensPage } from './features/tokens/tokens.page';
import { TransactionsPage } from './features/transactions/transactions.page';
import { NotFoundPage } from '@platform/shared';

// Prefixes come from package.json `platform.routes`; everything below them is ours.
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/account/tokens" element={<TokensPage />} />
      <Route path="/account/tokens/receipt/:paymentId" element={<ReceiptPage />} />
      <Route path="/account/transactions" element={<TransactionsPage />} />
      <Route path="/account/purchases" element={<PurchasesPage />} />
      <Route path="/account/purchases/:kind" element={<BoughtContentPage />} />
      <Route path="/account/orders" element={<OrdersPage />} />
      <Route path="/account/orders/:id" element={<OrderDetailsPage />} />
      <Route path="/account/refunds" element={<RefundsPage />} />
      <Route path="/account/refunds/new" element={<RefundNewPage />} />
      <Route path="/account/earnings" element={<EarningsPage />} />
      <Route path="/account/payouts" element={<PayoutsPage />} />
      <Route path="/account/payouts/new" element={<PayoutNewPage />} />
      <Route path="/account/payouts/:id" element={<PayoutViewPage />} />
      <Route path="/account/payouts/:id/edit" element={<PayoutEditPage />} />
      <Route path="/account/payment-info" element={<PaymentInfoPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
