import { Route, Routes } from 'react-router-dom';
import { EarningsPage } from './features/earnings/earnings.page';
import { NotFoundPage } from './features/not-found/not-found.page';
import { TokensPage } from './features/tokens/tokens.page';
import { TransactionsPage } from './features/transactions/transactions.page';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/account/tokens" element={<TokensPage />} />
      <Route path="/account/transactions" element={<TransactionsPage />} />
      <Route path="/account/earnings" element={<EarningsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
