// Test helpers of the content manager (not part of the bundle: only its *.test.tsx files import it).
import { renderWithProviders, signedInAs, type MockApi } from '@platform/shared/mock';
import { mockApiPerTest } from '../../testing/render-catalog';
import { AppRoutes } from '../../routes';

/** The catalogue's routes at `path`, with the toast host, as the shell would host them. */
export function renderManager(path: string) {
  return renderWithProviders(<AppRoutes />, { route: path });
}

/** A mocked API (see mockApiPerTest) and a signed-in performer (p1) for each test. */
export function setupManager(): { api: () => MockApi } {
  const api = mockApiPerTest();
  beforeEach(() => {
    signedInAs('performer', { _id: 'p1', username: 'anna' } as never);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
  return { api: () => api };
}

export const BASE = '/performer/performer-assets';
