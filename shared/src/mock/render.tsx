import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { QueryProvider } from '../query/query-provider.component';
import { ErrorBoundary } from '../ui/error-boundary.component';
import { NotificationHost } from '../ui/notification-host.component';
import { ToastHost } from '../ui/toast-host.component';
import { theme } from '../ui/theme';

export interface RenderWithProvidersOptions {
  /** Initial URL of the MemoryRouter (default '/'). */
  route?: string;
  /**
   * false: no router (for a whole remote Root that brings AppProviders/BrowserRouter itself);
   * `route` is then pushed onto window.history.
   */
  router?: boolean;
  /** Render ToastHost and NotificationHost so toasts can be asserted (default true). */
  hosts?: boolean;
}

/** Renders `ui` as the shell would host it: the page's query cache, theme, router at `route`, error boundary, toasts. */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}): RenderResult {
  const { route = '/', router = true, hosts = true } = options;
  if (!router) window.history.pushState({}, '', route);
  const content: ReactNode = router ? <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter> : ui;
  return render(
    <QueryProvider>
      <ThemeProvider theme={theme}>
        <ErrorBoundary>{content}</ErrorBoundary>
        {hosts && (
          <>
            <ToastHost />
            <NotificationHost />
          </>
        )}
      </ThemeProvider>
    </QueryProvider>,
  );
}
