import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders, resetPlatform, signedInAs, type MockApi } from '@platform/shared/mock';
import { Root } from './root';
import { signInAdmin } from './testing/admin';
import { ADMIN_SECTIONS, sectionUrl } from './sections';

let api: MockApi;
let warn: jest.SpyInstance;
beforeEach(() => {
  api = mockApi();
  // the pages' data is not what these tests look at: unanswered requests (404) are expected
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  api.restore();
  resetPlatform();
});

it('/admin opens the first section', async () => {
  signInAdmin();
  renderWithProviders(<Root />, { router: false, route: '/admin' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Verification' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/admin/verification');
});

it.each(ADMIN_SECTIONS.map((s) => [sectionUrl(s)]))('%s renders inside the back office navigation, which links every section', async (url) => {
  signInAdmin();
  renderWithProviders(<Root />, { router: false, route: url });
  const nav = await screen.findByRole('navigation', { name: 'Back office' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href')),
  ).toEqual(ADMIN_SECTIONS.map(sectionUrl));
  expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', url);
});

it('shows nothing of the back office to a member and asks the API nothing, even if its code were mounted', async () => {
  signedInAs('user', { username: 'member', roles: ['user'] } as never);
  renderWithProviders(<Root />, { router: false, route: '/admin/accounts' });
  expect(screen.getByText('Page not found')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
  expect(api.calls).toEqual([]);
});
