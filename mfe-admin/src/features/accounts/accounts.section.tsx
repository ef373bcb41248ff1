import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@platform/shared';
import { AccountDetailsPage } from './account-details.page';
import { AccountsSearchPage } from './accounts-search.page';

/** /admin/accounts: the search; /admin/accounts/:role/:id: one account. */
export function AccountsSection() {
  return (
    <Routes>
      <Route index element={<AccountsSearchPage />} />
      <Route path=":role/:id" element={<AccountDetailsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
