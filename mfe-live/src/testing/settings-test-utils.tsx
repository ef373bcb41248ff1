// Test helpers of the performer's business settings (not part of the bundle: nothing imports it at runtime).
import { renderWithProviders } from '@platform/shared/mock';
import { AppRoutes } from '../routes';

export { platformPerTest as setupPlatform, validationReply } from '@platform/shared/mock';

/** Renders this remote's routes at `path`, as the shell would host it. */
export function renderRoute(path: string) {
  return renderWithProviders(<AppRoutes />, { route: path });
}
