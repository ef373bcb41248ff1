import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ErrorBoundary } from './error-boundary.component';
import { theme } from './theme';

/** Theme and error boundary without a router (tests, or a root that brings its own router). */
export function ThemeAndBoundary({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <ErrorBoundary>{children}</ErrorBoundary>
    </ThemeProvider>
  );
}

/**
 * What every React root (the shell and each remote) wraps itself in: theme, BrowserRouter and an
 * error boundary. Each remote is its own React root, so the shell's providers do not reach it.
 */
export function AppProviders({ basename, children }: { basename?: string; children: ReactNode }) {
  return (
    <ThemeAndBoundary>
      <BrowserRouter basename={basename}>{children}</BrowserRouter>
    </ThemeAndBoundary>
  );
}
