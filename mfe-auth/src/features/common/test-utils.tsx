// Test helpers shared by this remote's *.test.tsx files (not part of the bundle: nothing imports it at runtime).
import { bus } from '@platform/shared';
import { mockApi, renderWithProviders, resetPlatform, type MockApi } from '@platform/shared/mock';
import { AuthRoutes } from '../../routes';

/** Renders this remote's routes at `path`, as the shell would host it. */
export function renderRoute(path: string) {
  return renderWithProviders(<AuthRoutes />, { route: path });
}

/** A mocked API plus a record of every bus.navigate (the shell's job) for the duration of one test. */
export function setupPlatform(): { api: () => MockApi; navigations: string[] } {
  let api: MockApi | null = null;
  const navigations: string[] = [];
  let stop: (() => void) | null = null;
  beforeEach(() => {
    api = mockApi();
    navigations.length = 0;
    stop = bus.navigate.subscribe(({ to }) => navigations.push(to));
  });
  afterEach(() => {
    stop?.();
    api?.restore();
    resetPlatform();
  });
  return {
    api: () => {
      if (!api) throw new Error('setupPlatform: api used outside a test');
      return api;
    },
    navigations,
  };
}

/** The calls that would change something (the account tab reads the two-factor status on its own when it opens). */
export const changingCalls = (api: MockApi) => api.calls.filter((call) => call.method !== 'GET');
