// Test helpers of the catalogue's pages (not part of the bundle: only *.test.tsx files import them).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AppProviders } from '@platform/shared';
import { mockApi, resetPlatform, type MockApi } from '@platform/shared/mock';
import { Root } from '../root';

/** The whole catalogue (its Root, as the shell mounts it) opened at `path`. */
export function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<Root />);
}

/** Only `pages` (route path → page) with the platform's providers, opened at `path`. */
export function renderPagesAt(path: string, pages: Record<string, ReactElement>) {
  window.history.pushState({}, '', path);
  return render(
    <AppProviders>
      <Routes>
        {Object.entries(pages).map(([route, page]) => (
          <Route key={route} path={route} element={page} />
        ))}
      </Routes>
    </AppProviders>,
  );
}

/**
 * A fresh mocked API for each test of the file, restored (with the platform's state) after it. The answer stands for
 * the running test's mock, so a file keeps one `server` constant and its own `beforeEach` adds the routes.
 */
export function mockApiPerTest(): MockApi {
  let current: MockApi | null = null;
  beforeEach(() => {
    current = mockApi();
  });
  afterEach(() => {
    current?.restore();
    current = null;
    resetPlatform();
  });
  return new Proxy({} as MockApi, {
    get(_, key) {
      if (!current) throw new Error('mockApiPerTest: the API is used outside a test');
      const value: unknown = Reflect.get(current, key);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}
