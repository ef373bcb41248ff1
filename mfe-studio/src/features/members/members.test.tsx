import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, reply, resetPlatform, signedInAs, type MockApi } from '@platform/shared/mock';
import { Root } from '../../root';

let api: MockApi;
const renderPage = () => renderWithProviders(<Root />, { router: false, route: '/studio/members' });

const member = (id: string, username: string, status: 'active' | 'inactive') => ({
  _id: id,
  username,
  name: username[0].toUpperCase() + username.slice(1),
  avatar: '',
  streamingStatus: 'offline',
  status,
});

beforeEach(() => {
  api = mockApi();
  signedInAs('studio', { username: 'studio' });
});

afterEach(() => {
  api.restore();
  resetPlatform();
});

it('lists the members with their status and pages with "Load more"', async () => {
  api.get('/studio/members', (req: { params: Record<string, unknown> }) =>
    Number(req.params.offset) === 0
      ? { data: [member('m1', 'anna', 'active'), member('m2', 'bella', 'inactive')], total: 3 }
      : { data: [member('m3', 'carmen', 'active')], total: 3 },
  );
  renderPage();
  expect(await screen.findByRole('row', { name: /Anna anna offline Active/ })).toBeInTheDocument();
  expect(screen.getByRole('row', { name: /Bella bella offline Inactive/ })).toBeInTheDocument();
  expect(screen.getByText('3 members')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('row', { name: /Carmen carmen offline Active/ })).toBeInTheDocument();
  expect(api.callsTo('GET', '/studio/members').map((c) => c.params)).toEqual([
    { offset: 0, limit: 20 },
    { offset: 2, limit: 20 },
  ]);
});

it('reads a missing endpoint (404) as no members', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderPage();
  expect(await screen.findByText('No members yet')).toBeInTheDocument();
  expect(screen.getByText('This server does not list studio members yet.')).toBeInTheDocument();
  warn.mockRestore();
});

it('shows an error with retry', async () => {
  api.on('GET', '/studio/members', reply(500, { statusCode: 500, message: 'Members unavailable' }), { times: 1 });
  renderPage();
  expect(await screen.findByText('Members unavailable')).toBeInTheDocument();
  api.get('/studio/members', { data: [], total: 0 });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Performers who join your studio appear here.')).toBeInTheDocument();
});
