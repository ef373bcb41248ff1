import { act, screen } from '@testing-library/react';
import { mockApi, renderWithProviders, resetPlatform, signedInAs, type MockApi } from '@platform/shared/mock';
import { Root } from '../../root';

let api: MockApi;
const renderPage = () => renderWithProviders(<Root />, { router: false, route: '/account/earnings' });

beforeEach(() => {
  api = mockApi();
  signedInAs('performer', { username: 'anna' });
});

afterEach(() => {
  api.restore();
  resetPlatform();
});

it("shows the performer's earning figures", async () => {
  api.get('/earning/performer/stats', { totalPrice: 1200, paidPrice: 800, remainingPrice: 400 });
  renderPage();
  expect(await screen.findByRole('group', { name: 'Total earned' })).toHaveTextContent('1200 tokens');
  expect(screen.getByRole('group', { name: 'Paid out' })).toHaveTextContent('800 tokens');
  expect(screen.getByRole('group', { name: 'Remaining' })).toHaveTextContent('400 tokens');
});

it('reads a missing endpoint (404) as not available yet', async () => {
  // The shared client warns about a 404 and hands the body back (SPEC.md §8).
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderPage();
  expect(await screen.findByText('Earnings are not available yet')).toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('404'), expect.anything());
  warn.mockRestore();
});

it('tells a member that earnings are for performers', () => {
  act(() => {
    signedInAs('user', { username: 'member' });
  });
  renderPage();
  expect(screen.getByText('You are signed in as a member. Viewing earnings is for performers only.')).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});
