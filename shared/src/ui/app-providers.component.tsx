import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { QueryProvider } from '../query/query-provider.component';
import { ErrorBoundary } from './error-boundary.component';
import { theme } from './theme';

/** Page query cache, theme and error boundary without a router (tests, or a root that brings its own router). */
export function ThemeAndBoundary({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <ThemeProvider theme={theme}>
        <ErrorBoundary>{children}</ErrorBoundary>
      </ThemeProvider>
    </QueryProvider>
  );
}

/**
 * What every React root (the shell and each remote) wraps itself in: the page's query cache, theme,
 * BrowserRouter and an error boundary. Each remote is its own React root, so the shell's providers do not
 * reach it; the query cache is still one per page (every root is given the same client).
 */
export function AppProviders({ basename, children }: { basename?: string; children: ReactNode }) {
  return (
    <ThemeAndBoundary>
      <BrowserRouter basename={basename}>{children}</BrowserRouter>
    </ThemeAndBoundary>
  );
}
