import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@platform/shared';
import { reply, signedInAs } from '@platform/shared/mock';
import { mockReferenceData, performer } from '../../testing/settings-fixtures';
import { renderRoute, setupPlatform, validationReply } from '../../testing/settings-test-utils';

const platform = setupPlatform();

const publicUser = (id: string, name: string) => ({ _id: id, avatar: '', displayName: name, username: name.toLowerCase(), isPerformer: false });
const blocked = (id: string, name: string) => ({ user: publicUser(id, name), blockedAt: '2026-11-01T10:00:00.000Z' });

function setup(list = { users: [blocked('u1', 'Rude'), blocked('u2', 'Spammer')], countries: ['RU'] }) {
  signedInAs('performer', performer as never);
  mockReferenceData(platform.api());
  platform.api().get('/performers/blocking', list);
}

describe('blocked members', () => {
  it('lists them; Unblock asks first, and only the yes calls the API', async () => {
    setup();
    platform.api().delete('/performers/blocking/users', { users: [blocked('u2', 'Spammer')], countries: ['RU'] });
    renderRoute('/account/performer/blocking');
    const list = await screen.findByRole('list', { name: 'Blocked members' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Rude', 'Spammer']);

    // asked, then kept
    await userEvent.click(screen.getByRole('button', { name: 'Unblock Rude' }));
    const ask = screen.getByRole('alertdialog', { name: 'Unblock Rude?' });
    expect(ask).toHaveTextContent('They will be able to find you, watch your shows, message and tip you again.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep blocked' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(platform.api().callsTo('DELETE', '/performers/blocking/users')).toHaveLength(0);

    // asked, then unblocked
    await userEvent.click(screen.getByRole('button', { name: 'Unblock Rude' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, unblock' }));
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: 'Rude' })).not.toBeInTheDocument());
    expect(within(list).getByRole('listitem', { name: 'Spammer' })).toBeInTheDocument();
    expect(platform.api().callsTo('DELETE', '/performers/blocking/users')[0].body).toEqual({ userId: 'u1' });
    expect(await screen.findByText('Rude has been unblocked.')).toBeInTheDocument();
  });

  it('an unblock the server refuses keeps the member listed, with its message', async () => {
    setup();
    platform.api().delete('/performers/blocking/users', reply(404, { statusCode: 404, message: 'This member is not blocked' }));
    renderRoute('/account/performer/blocking');
    await userEvent.click(await screen.findByRole('button', { name: 'Unblock Spammer' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, unblock' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent('This member is not blocked');
    expect(screen.getByRole('listitem', { name: 'Spammer' })).toBeInTheDocument();
  });

  it('adds one: finds members who interacted with her and blocks the one she picks', async () => {
    setup({ users: [], countries: [] });
    platform.api().get('/users/search', {
      data: [{ ...publicUser('u7', 'Troll'), name: 'Troll', status: 'active', isOnline: false, gender: '', country: '', city: '', createdAt: '' }],
      total: 1,
    });
    platform.api().post('/performers/blocking/update', { users: [blocked('u7', 'Troll')], countries: [] });
    renderRoute('/account/performer/blocking');
    expect(await screen.findByText('No blocked members')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Find a member to block'), 'tro');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(platform.api().callsTo('GET', '/users/search')[0].params).toMatchObject({ q: 'tro' });
    await userEvent.click(await screen.findByRole('button', { name: 'Block Troll' }));
    expect(await screen.findByText('Troll has been blocked.')).toBeInTheDocument();
    expect(platform.api().callsTo('POST', '/performers/blocking/update')[0].body).toEqual({ userIds: ['u7'] });
    const list = await screen.findByRole('list', { name: 'Blocked members' });
    expect(within(list).getByRole('listitem', { name: 'Troll' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Members found' })).getByText('Blocked')).toBeInTheDocument();
  });

  it('a load failure offers Retry', async () => {
    signedInAs('performer', performer as never);
    mockReferenceData(platform.api());
    // later routes win: the first call fails, the retry succeeds
    platform.api().get('/performers/blocking', { users: [], countries: [] });
    platform.api().on('GET', '/performers/blocking', reply(500, { statusCode: 500, message: 'Database unavailable' }), { times: 1 });
    renderRoute('/account/performer/blocking');
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No blocked members')).toBeInTheDocument();
  });
});

describe('blocked countries', () => {
  it('shows the country list with hers checked and saves the whole list', async () => {
    setup();
    platform.api().post('/performers/blocking/update', (req: { body: { countries: string[] } }) => ({
      users: [],
      countries: [...req.body.countries].sort(),
    }));
    renderRoute('/account/performer/blocking');
    const form = await screen.findByRole('form', { name: 'Blocked countries' });
    expect(
      within(form)
        .getAllByRole('checkbox')
        .map((c) => c.parentElement?.textContent),
    ).toEqual(['France', 'Germany', 'Russia', 'United States']);
    expect(within(form).getByRole('checkbox', { name: 'Russia' })).toBeChecked();

    await userEvent.type(within(form).getByLabelText('Filter countries'), 'ger');
    expect(within(form).getAllByRole('checkbox')).toHaveLength(1);
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Germany' }));
    await userEvent.clear(within(form).getByLabelText('Filter countries'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save blocked countries' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Your blocked countries have been saved.');
    expect(platform.api().callsTo('POST', '/performers/blocking/update')[0].body).toEqual({ countries: ['DE', 'RU'] });
    expect(within(form).getByText('Blocked: Germany, Russia')).toBeInTheDocument();
    expect(bus.auth.value()).toMatchObject({ user: { blockedCountries: ['DE', 'RU'] } });
  });

  it('clearing every country sends an empty list; a refusal shows the server message', async () => {
    setup();
    platform.api().post('/performers/blocking/update', validationReply('countries', 'isISO31661Alpha2', 'Unknown country code: XX'));
    renderRoute('/account/performer/blocking');
    const form = await screen.findByRole('form', { name: 'Blocked countries' });
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Russia' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save blocked countries' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Unknown country code: XX');
    expect(platform.api().callsTo('POST', '/performers/blocking/update')[0].body).toEqual({ countries: [] });
    expect(within(form).getByRole('checkbox', { name: 'Russia' })).not.toBeChecked();
  });
});
