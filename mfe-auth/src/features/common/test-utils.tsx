// Test helpers shared by this remote's *.test.tsx files (not part of the bundle: nothing imports it at runtime).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { platformPerTest, renderWithProviders, type MockApi } from '@platform/shared/mock';
import { AuthRoutes } from '../../routes';

export { validationReply } from '@platform/shared/mock';

/** Renders this remote's routes at `path`, as the shell would host it. */
export function renderRoute(path: string) {
  return renderWithProviders(<AuthRoutes />, { route: path });
}

/** A mocked API plus a record of every path bus.navigate asked for (the shell's job), for the duration of one test. */
export function setupPlatform(): { api: () => MockApi; readonly navigations: string[] } {
  const platform = platformPerTest();
  return {
    api: platform.api,
    get navigations() {
      return platform.navigations.map(({ to }) => to);
    },
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
