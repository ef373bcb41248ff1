// Test helpers of the performer's business settings (not part of the bundle: nothing imports it at runtime).
import { bus } from '@platform/shared';
import { mockApi, renderWithProviders, reply, resetPlatform, type MockApi } from '@platform/shared/mock';
import { AppRoutes } from '../routes';

/** Renders this remote's routes at `path`, as the shell would host it. */
export function renderRoute(path: string) {
  return renderWithProviders(<AppRoutes />, { route: path });
}

/** What a page asked the shell to open. */
export interface Navigation {
  to: string;
  replace?: boolean;
}

/** A mocked API plus a record of every bus.navigate (the shell's job) for the duration of one test. */
export function setupPlatform(): { api: () => MockApi; navigations: Navigation[] } {
  let api: MockApi | null = null;
  const navigations: Navigation[] = [];
  let stop: (() => void) | null = null;
  beforeEach(() => {
    api = mockApi();
    navigations.length = 0;
    stop = bus.navigate.subscribe((message) => navigations.push(message));
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

/** The API's 400 for one invalid field: `constraint` failed on `property` with `message`. */
export const validationReply = (property: string, constraint: string, message: string) =>
  reply(400, { statusCode: 400, message: [{ property, constraints: { [constraint]: message } }] });
