import { AppProviders } from '@platform/shared';
import { BalanceSync } from './features/balance/balance-sync.component';
import { AppRoutes } from './routes';

// Every remote is its own React root, so it brings its own providers (theme, router, toasts).
export function Root() {
  return (
    <AppProviders>
      <BalanceSync />
      <AppRoutes />
    </AppProviders>
  );
}
