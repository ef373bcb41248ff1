import { AppProviders } from '@platform/shared';
import { AppRoutes } from './routes';

// Every remote is its own React root, so it brings its own providers (theme, router, toasts).
export function Root() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}
