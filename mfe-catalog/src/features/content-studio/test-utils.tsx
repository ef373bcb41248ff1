// Test helpers of the content studio (not part of the bundle: only its *.test.tsx files import it).
import { mockApi, renderWithProviders, resetPlatform, signedInAs, type MockApi } from '@platform/shared/mock';
import { AppRoutes } from '../../routes';

/** The catalogue's routes at `path`, with the toast host, as the shell would host them. */
export function renderStudio(path: string) {
  return renderWithProviders(<AppRoutes />, { route: path });
}

/** A mocked API and a signed-in performer (p1) for each test. */
export function setupStudio(): { api: () => MockApi } {
  let api: MockApi | null = null;
  beforeEach(() => {
    api = mockApi();
    signedInAs('performer', { _id: 'p1', username: 'anna' } as never);
  });
  afterEach(() => {
    api?.restore();
    resetPlatform();
    jest.restoreAllMocks();
  });
  return {
    api: () => {
      if (!api) throw new Error('setupStudio: api used outside a test');
      return api;
    },
  };
}

export const BASE = '/performer/performer-assets';
