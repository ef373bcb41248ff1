import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '@platform/shared/mock';
import { describeInRussian, mockStudioApi, renderAt, studioMember } from '../../testing/studio';

const api = mockStudioApi();
const renderPage = (route = '/studio/members') => renderAt(route);

const member = (id: string, username: string, status: 'active' | 'inactive') => ({
  ...studioMember(id, username),
  streamingStatus: 'offline',
  status,
  commission: 10,
  customCommission: false,
});

const row = (name: string) => screen.getByRole('row', { name });

beforeEach(() => {
  api.get('/studio/members', (req) =>
    Number(req.params.offset) === 0
      ? { data: [member('m1', 'anna', 'active'), member('m2', 'bella', 'inactive')], total: 22 }
      : { data: [member('m3', 'carmen', 'active')], total: 22 },
  );
});

describe('the list', () => {
  it('shows searching, then the members with their total, and pages', async () => {
    renderPage();
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    expect(await screen.findByText('22 members')).toBeInTheDocument();
    expect(within(row('Anna')).getByText('Active')).toBeInTheDocument();
    expect(within(row('Anna')).getByText('anna@demo.local')).toBeInTheDocument();
    expect(within(row('Bella')).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('row', { name: 'Carmen' })).toBeInTheDocument();
    expect(window.location.search).toBe('?page=2');
    expect(api.callsTo('GET', '/studio/members').map((c) => c.params)).toEqual([
      { offset: 0, limit: 20 },
      { offset: 20, limit: 20 },
    ]);
  });

  it('searches by name and status (kept in the address)', async () => {
    api.get('/studio/members', (req) => (req.params.q === 'bel' ? { data: [member('m2', 'bella', 'inactive')], total: 1 } : { data: [], total: 0 }));
    renderPage();
    await screen.findByText('No members yet');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Name, username or e-mail' }), 'bel');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'inactive');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('row', { name: 'Bella' })).toBeInTheDocument();
    expect(screen.getByText('1 member')).toBeInTheDocument();
    expect(window.location.search).toBe('?q=bel&status=inactive');
    expect(api.callsTo('GET', '/studio/members').at(-1)!.params).toEqual({ offset: 0, limit: 20, q: 'bel', status: 'inactive' });

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Name, username or e-mail' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Name, username or e-mail' }), 'zzz');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No members match this search')).toBeInTheDocument();
  });

  it('shows the error with Retry, and Нет доступа for a 403', async () => {
    api.on('GET', '/studio/members', reply(500, { statusCode: 500, message: 'Members unavailable' }), { times: 1 });
    renderPage();
    expect(await screen.findByText('Members unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: 'Anna' })).toBeInTheDocument();

    api.on('GET', '/studio/members', reply(403, { statusCode: 403, message: 'Forbidden resource' }), { times: 1 });
    renderPage('/studio/members?q=x');
    expect(await screen.findAllByText('Нет доступа')).not.toHaveLength(0);
  });
});

describe('activate / deactivate', () => {
  it('switches at once and keeps what the server saved', async () => {
    const usernames: Record<string, string> = { m1: 'anna', m2: 'bella' };
    api.post('/studio/members/:id/:status', (req) => member(req.match.id, usernames[req.match.id], req.match.status as 'active' | 'inactive'));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Anna' }));
    expect(await within(row('Anna')).findByText('Inactive')).toBeInTheDocument();
    await waitFor(() => expect(within(row('Anna')).getByRole('button', { name: 'Activate Anna' })).toBeEnabled());
    expect(api.callsTo('POST', '/studio/members/m1/inactive')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(within(row('Bella')).getByRole('button', { name: 'Activate Bella' }));
    expect(await within(row('Bella')).findByText('Active')).toBeInTheDocument();
    expect(api.callsTo('POST', '/studio/members/m2/active')).toHaveLength(1);
  });

  it('rolls back with a message when the server refuses', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    api.post('/studio/members/:id/:status', async () => {
      await gate;
      return reply(404, { statusCode: 404, message: 'Member not found', error: 'Not Found' });
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Anna' }));
    // toggled locally before the server answers
    expect(await within(row('Anna')).findByText('Inactive')).toBeInTheDocument();
    expect(within(row('Anna')).getByRole('button', { name: 'Activate Anna' })).toBeDisabled();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not deactivate Anna: Member not found');
    expect(within(row('Anna')).getByText('Active')).toBeInTheDocument();
    expect(within(row('Anna')).getByRole('button', { name: 'Deactivate Anna' })).toBeEnabled();
    warn.mockRestore();
  });

  it('rolls back with Нет доступа on a 403', async () => {
    api.post('/studio/members/:id/:status', reply(403, { statusCode: 403, message: 'Forbidden resource' }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Activate Bella' }));
    expect(await screen.findByText('Could not activate Bella: Нет доступа')).toBeInTheDocument();
    expect(within(row('Bella')).getByText('Inactive')).toBeInTheDocument();
  });
});

describe('adding a performer', () => {
  it('validates, creates her with POST /studio/members and goes back to the list', async () => {
    api.post('/studio/members', (req) => ({ ...member('m9', 'zoe', 'active'), name: (req.body as { name: string }).name }));
    renderPage();
    await userEvent.click(await screen.findByRole('link', { name: 'Add a performer' }));
    expect(await screen.findByRole('heading', { name: 'Add a performer' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add performer' }));
    expect(screen.getAllByText('This field is required!')).toHaveLength(4);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Zoe Harper');
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'zoe h');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'zoe@');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Add performer' }));
    expect(screen.getByText('Dont allow special chars or space')).toBeInTheDocument();
    expect(screen.getByText('Not a validate email!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/studio/members')).toHaveLength(0);

    await userEvent.clear(screen.getByRole('textbox', { name: 'Username' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'zoe');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'demo.local');
    await userEvent.click(screen.getByRole('button', { name: 'Add performer' }));
    expect(await screen.findByText('Zoe Harper was added to your studio')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/studio/members');
    expect(api.callsTo('POST', '/studio/members')[0].body).toEqual({
      name: 'Zoe Harper',
      username: 'zoe',
      email: 'zoe@demo.local',
      password: 'secret123',
      gender: 'female',
    });
  });

  it("shows the server's message (a taken username)", async () => {
    api.post(
      '/studio/members',
      reply(400, { statusCode: 400, message: [{ property: 'username', constraints: { isUnique: 'Username zoe is already taken' } }] }),
    );
    renderPage('/studio/members/new');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Zoe');
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'zoe');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'zoe@demo.local');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Add performer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username zoe is already taken');
    expect(window.location.pathname).toBe('/studio/members/new');
  });
});

describeInRussian(() => {
  it('shows the members, their plural total, the statuses and the pager in Russian', async () => {
    renderPage();
    expect(screen.getByText('Поиск…')).toBeInTheDocument();
    expect(await screen.findByText('22 участника')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Участники', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Участники' })).toBeInTheDocument();
    expect(within(row('Anna')).getByText('Активен')).toBeInTheDocument();
    expect(within(row('Anna')).getByText('не в эфире')).toBeInTheDocument();
    expect(within(row('Anna')).getByRole('button', { name: 'Деактивировать Anna' })).toBeInTheDocument();
    expect(within(row('Bella')).getByRole('button', { name: 'Активировать Bella' })).toBeInTheDocument();
    expect(screen.getByText('Страница 1 из 2')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Имя, логин или эл. почта' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Добавить модель' })).toHaveAttribute('href', '/studio/members/new');
  });

  it("keeps 'Нет доступа' for a 403", async () => {
    api.on('GET', '/studio/members', reply(403, { statusCode: 403, message: 'Forbidden resource' }), { times: 1 });
    renderPage();
    expect(await screen.findAllByText('Нет доступа')).not.toHaveLength(0);
  });
});
