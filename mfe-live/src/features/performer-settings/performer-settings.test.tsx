import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, session } from '@platform/shared';
import { reply, signedInAs } from '@platform/shared/mock';
import { member, mockReferenceData, performer } from '../../testing/settings-fixtures';
import { renderRoute, setupPlatform } from '../../testing/settings-test-utils';

const platform = setupPlatform();

function asPerformer(extra: Record<string, unknown> = {}) {
  signedInAs('performer', { ...performer, ...extra } as never);
  mockReferenceData(platform.api());
}

/** Her saved fields back on top of the fixture, as the API answers an update. */
const echoPerformer = (req: { body: Record<string, unknown> }) => ({ ...performer, ...req.body });

/** Opens the business section `tab` and waits for the form named `name`. */
async function openForm(tab: string, name: string) {
  renderRoute(`/account/performer/${tab}`);
  return screen.findByRole('form', { name });
}

const tabs = () => within(screen.getByRole('navigation', { name: 'Settings sections' })).getAllByRole('link');

describe('one settings area with mfe-auth', () => {
  it('a performer gets every settings tab: her business sections here, her identity ones through the shell', async () => {
    asPerformer();
    renderRoute('/account/performer');
    expect(await screen.findByRole('form', { name: 'Default prices' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Account settings' })).toBeInTheDocument();
    expect(tabs().map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Profile', '/account/settings/profile'],
      ['Prices', '/account/performer/prices'],
      ['Broadcast', '/account/performer/broadcast'],
      ['Opening hours', '/account/performer/hours'],
      ['Documents', '/account/performer/documents'],
      ['Blocking', '/account/performer/blocking'],
      ['Payment details', '/account/settings/payment'],
      ['Account', '/account/settings/account'],
    ]);
    expect(screen.getByRole('link', { name: 'Prices' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('link', { name: 'Opening hours' }));
    expect(await screen.findByRole('form', { name: 'Opening hours' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Opening hours' })).toHaveAttribute('aria-current', 'page');
    expect(platform.navigations).toEqual([]);

    await userEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(platform.navigations).toEqual([{ to: '/account/settings/profile' }]);
  });

  it('an unknown section opens her prices', async () => {
    asPerformer();
    renderRoute('/account/performer/nope');
    expect(await screen.findByRole('form', { name: 'Default prices' })).toBeInTheDocument();
  });

  it('a member or a studio has no business settings: the shell opens their own settings instead', async () => {
    signedInAs('user', member as never);
    const view = renderRoute('/account/performer/prices');
    await waitFor(() => expect(platform.navigations).toEqual([{ to: '/account/settings/profile', replace: true }]));
    expect(screen.queryByRole('form', { name: 'Default prices' })).not.toBeInTheDocument();
    view.unmount();

    platform.navigations.length = 0;
    signedInAs('studio', { _id: 's1', name: 'Studio', username: 'studio', email: 'studio@demo.local' } as never);
    renderRoute('/account/performer/blocking');
    await waitFor(() => expect(platform.navigations).toEqual([{ to: '/account/settings/profile', replace: true }]));
    expect(platform.api().calls).toEqual([]);
  });

  it('asks a signed-out visitor to sign in', () => {
    renderRoute('/account/performer/prices');
    expect(screen.getByText('Please sign in to change your account settings.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login/performer');
  });

  it('after a refresh, restores the stored session before showing the page', async () => {
    session.set('stored-token', 'performer');
    mockReferenceData(platform.api());
    platform.api().get('/performers/me', performer);
    renderRoute('/account/performer/prices');
    expect(screen.getByText('Loading your account…')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Default prices' })).toBeInTheDocument();
  });
});

describe('default prices', () => {
  it('offers only 15 to 50 in steps of 5 and sends numbers', async () => {
    asPerformer();
    platform.api().post('/performers/default-price/update', echoPerformer);
    const form = await openForm('prices', 'Default prices');
    const privatePrice = within(form).getByLabelText('Private show price');
    const values = within(privatePrice)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value)
      .filter(Boolean);
    expect(values).toEqual(['15', '20', '25', '30', '35', '40', '45', '50']);
    expect(privatePrice).toHaveValue('25');
    expect(within(form).getByLabelText('Group show price')).toHaveValue('15');

    await userEvent.selectOptions(privatePrice, '40');
    await userEvent.selectOptions(within(form).getByLabelText('Group show price'), '20');
    await userEvent.click(within(form).getByRole('button', { name: 'Save prices' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your show prices have been updated.');
    expect(platform.api().callsTo('POST', '/performers/default-price/update')[0].body).toEqual({
      privateCallPrice: 40,
      groupCallPrice: 20,
      allowSpy: false,
    });
    expect(bus.auth.value()).toMatchObject({ user: { privateCallPrice: 40 } });
  });

  it('lets members spy on her private shows at a spy price between her group and private prices', async () => {
    asPerformer({ privateCallPrice: 30, groupCallPrice: 15 });
    platform.api().post('/performers/default-price/update', echoPerformer);
    const form = await openForm('prices', 'Default prices');
    expect(within(form).queryByLabelText('Spy price')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Let members spy on my private shows' }));
    const spy = within(form).getByLabelText('Spy price');
    const offered = within(spy)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value)
      .filter(Boolean);
    expect(offered).toEqual(['15', '20', '25', '30']);
    await userEvent.selectOptions(spy, '25');
    // a lower private price then brings the spy price within her prices instead of refusing to save
    await userEvent.selectOptions(within(form).getByLabelText('Private show price'), '20');
    await userEvent.click(within(form).getByRole('button', { name: 'Save prices' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your show prices have been updated.');
    expect(platform.api().callsTo('POST', '/performers/default-price/update')[0].body).toEqual({
      privateCallPrice: 20,
      groupCallPrice: 15,
      allowSpy: true,
      spyCallPrice: 20,
    });
  });

  it('a stored price outside the choices must be chosen again', async () => {
    asPerformer({ privateCallPrice: 22 });
    const form = await openForm('prices', 'Default prices');
    expect(within(form).getByLabelText('Private show price')).toHaveValue('');
    await userEvent.click(within(form).getByRole('button', { name: 'Save prices' }));
    expect(within(form).getByText('This field is required!')).toBeInTheDocument();
    expect(platform.api().callsTo('POST', '/performers/default-price/update')).toHaveLength(0);
  });

  it('a 403 says Нет доступа', async () => {
    asPerformer();
    platform.api().post('/performers/default-price/update', reply(403, { statusCode: 403, message: 'Forbidden resource' }));
    const form = await openForm('prices', 'Default prices');
    await userEvent.click(within(form).getByRole('button', { name: 'Save prices' }));
    expect(await within(form).findByText('Нет доступа')).toBeInTheDocument();
  });
});

describe('broadcast settings and status', () => {
  it('starts from the site options, and saves her delivery choices and group size', async () => {
    asPerformer();
    platform.api().post('/performers/broadcast-setting/update', (req: { body: Record<string, unknown> }) => ({
      ...performer,
      broadcastSetting: req.body,
    }));
    const form = await openForm('broadcast', 'Broadcast settings');
    expect(within(form).getByLabelText('Public shows')).toHaveValue('hls');
    expect(within(form).getByLabelText('Private shows')).toHaveValue('webrtc');
    await userEvent.selectOptions(within(form).getByLabelText('Public shows'), 'webrtc');
    await userEvent.clear(within(form).getByLabelText('Largest group show'));
    await userEvent.type(within(form).getByLabelText('Largest group show'), '500');
    await userEvent.click(within(form).getByRole('button', { name: 'Save broadcast settings' }));
    expect(within(form).getByText('Must be between 1 and 100')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Largest group show'));
    await userEvent.type(within(form).getByLabelText('Largest group show'), 'ten');
    expect(within(form).getByText('Not a validate number!')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Largest group show'));
    await userEvent.type(within(form).getByLabelText('Largest group show'), '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Save broadcast settings' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your broadcast settings have been updated.');
    expect(platform.api().callsTo('POST', '/performers/broadcast-setting/update')[0].body).toEqual({
      optionForBroadcast: 'webrtc',
      optionForPrivate: 'webrtc',
      optionForGroup: 'hls',
      maxParticipantsAllowed: 12,
    });
  });

  it('her own choice wins over the site option', async () => {
    asPerformer({ broadcastSetting: { optionForBroadcast: 'webrtc', optionForPrivate: 'hls', optionForGroup: 'webrtc' } });
    const form = await openForm('broadcast', 'Broadcast settings');
    expect(within(form).getByLabelText('Public shows')).toHaveValue('webrtc');
    expect(within(form).getByLabelText('Private shows')).toHaveValue('hls');
  });

  it('saves the status text', async () => {
    asPerformer({ statusMessage: 'Back at 9' });
    platform.api().post('/performers/streaming-status/update', { ...performer, statusMessage: 'Live tonight' });
    const form = await openForm('broadcast', 'Status message');
    expect(within(form).getByLabelText('Status')).toHaveValue('Back at 9');
    await userEvent.clear(within(form).getByLabelText('Status'));
    await userEvent.type(within(form).getByLabelText('Status'), '  Live tonight ');
    await userEvent.click(within(form).getByRole('button', { name: 'Save status' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your status has been updated.');
    expect(platform.api().callsTo('POST', '/performers/streaming-status/update')[0].body).toEqual({ status: 'Live tonight' });
    expect(bus.auth.value()).toMatchObject({ user: { statusMessage: 'Live tonight' } });
  });
});

describe('opening hours', () => {
  it('closed days disable their times; an open day needs both; the whole week is sent', async () => {
    asPerformer();
    platform.api().put('/performers', echoPerformer);
    const form = await openForm('hours', 'Opening hours');
    const sunday = within(form).getByRole('group', { name: 'Sunday' });
    expect(within(sunday).getByRole('checkbox', { name: 'Closed' })).toBeChecked();
    expect(within(sunday).getByLabelText('Sunday opens')).toBeDisabled();
    const monday = within(form).getByRole('group', { name: 'Monday' });
    expect(within(monday).getByLabelText('Monday opens')).toHaveValue('10:00');

    // open Sunday without times: refused
    await userEvent.click(within(sunday).getByRole('checkbox', { name: 'Closed' }));
    expect(within(sunday).getByLabelText('Sunday opens')).toBeEnabled();
    await userEvent.click(within(form).getByRole('button', { name: 'Save opening hours' }));
    expect(within(sunday).getAllByText('This field is required!')).toHaveLength(2);
    expect(platform.api().callsTo('PUT', '/performers')).toHaveLength(0);

    fireEvent.change(within(sunday).getByLabelText('Sunday opens'), { target: { value: '14:00' } });
    fireEvent.change(within(sunday).getByLabelText('Sunday closes'), { target: { value: '20:00' } });
    // and close Monday
    await userEvent.click(within(monday).getByRole('checkbox', { name: 'Closed' }));
    expect(within(monday).getByLabelText('Monday opens')).toBeDisabled();
    await userEvent.selectOptions(within(form).getByLabelText('Time zone'), 'Europe/Paris');
    await userEvent.click(within(form).getByRole('button', { name: 'Save opening hours' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Your opening hours have been updated.');
    const body = platform.api().callsTo('PUT', '/performers')[0].body as { schedule: Record<string, unknown>; timezone: string };
    expect(body.timezone).toBe('Europe/Paris');
    expect(body.schedule).toEqual({
      mon: { start: '10:00', end: '18:00', closed: true },
      tue: { start: '10:00', end: '18:00', closed: false },
      wed: { start: '10:00', end: '18:00', closed: false },
      thu: { start: '10:00', end: '18:00', closed: false },
      fri: { start: '12:00', end: '02:00', closed: false },
      sat: { start: '', end: '', closed: true },
      sun: { start: '14:00', end: '20:00', closed: false },
    });
  });
});
