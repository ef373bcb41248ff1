// Test helpers shared by this remote's *.test.tsx files (not part of the bundle: nothing imports it at runtime).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@platform/shared';
import { mockApi, renderWithProviders, reply, resetPlatform, type MockApi } from '@platform/shared/mock';
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

/** Fills the sign-in form and sends it. */
export async function signIn(username: string, password: string) {
  await userEvent.type(screen.getByLabelText('Username or e-mail'), username);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The API's 400 for one invalid field: `constraint` failed on `property` with `message`. */
export const validationReply = (property: string, constraint: string, message: string) =>
  reply(400, { statusCode: 400, message: [{ property, constraints: { [constraint]: message } }] });
