import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@platform/shared';
import { reply, signedInAs } from '@platform/shared/mock';
import { renderRoute, setupPlatform, validationReply } from '../common/test-utils';
import { birthDate, member, mockReferenceData, performer } from './settings-fixtures';

const platform = setupPlatform();

function asPerformer(extra: Record<string, unknown> = {}) {
  signedInAs('performer', { ...performer, ...extra } as never);
  mockReferenceData(platform.api());
}

/** Her saved fields back on top of the fixture, as the API answers an update. */
const echoPerformer = (req: { body: Record<string, unknown> }) => ({ ...performer, ...req.body });

/** Opens the settings `tab` and waits for the form named `name`. */
async function openForm(tab: string, name: string) {
  renderRoute(`/account/settings/${tab}`);
  return screen.findByRole('form', { name });
}

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Settings sections' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('sections and who sees them', () => {
  it('a performer gets one URL per section; /account/settings opens her profile', async () => {
    asPerformer();
    renderRoute('/account/settings');
    expect(await screen.findByRole('form', { name: 'Performer profile' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Profile', 'Prices', 'Broadcast', 'Opening hours', 'Documents', 'Blocking', 'Payment details', 'Account']);
    expect(screen.getByRole('link', { name: 'Prices' })).toHaveAttribute('href', '/account/settings/prices');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Prices' }));
    expect(await screen.findByRole('form', { name: 'Default prices' })).toBeInTheDocument();
  });

  it('a member sees profile and account only; a performer section sends him to his profile', async () => {
    signedInAs('user', member as never);
    renderRoute('/account/settings/prices');
    expect(await screen.findByRole('form', { name: 'Profile' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Profile', 'Account']);
    expect(screen.queryByRole('form', { name: 'Default prices' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Performer profile' })).not.toBeInTheDocument();
  });

  it('a studio keeps profile, password and sessions, and has no suspension here', async () => {
    signedInAs('studio', { _id: 's1', name: 'Studio', username: 'studio', email: 'studio@demo.local' } as never);
    renderRoute('/account/settings/account');
    expect(tabNames()).toEqual(['Profile', 'Account']);
    expect(screen.getByRole('form', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Suspend account' })).not.toBeInTheDocument();
  });
});

describe('performer profile', () => {
  it('shows height and weight in both units, computes the age, and sends what she picked', async () => {
    asPerformer();
    platform.api().put('/performers', echoPerformer);
    const form = await openForm('profile', 'Performer profile');

    // stored as 5'6" and 121 lbs: the pickers show both units
    const height = within(form).getByLabelText('Height');
    const weight = within(form).getByLabelText('Weight');
    expect(height).toHaveValue('5\'6" (168 cm)');
    expect(weight).toHaveValue('121 lbs (54 kg)');
    const heights = within(height).getAllByRole('option').slice(1);
    expect(heights).toHaveLength(36);
    expect(heights[0]).toHaveTextContent('4\'0" (122 cm)');
    expect(heights[35]).toHaveTextContent('6\'11" (211 cm)');
    const weights = within(weight).getAllByRole('option').slice(1);
    expect(weights).toHaveLength(220);
    expect(weights[0]).toHaveTextContent('99 lbs (45 kg)');
    expect(weights[219]).toHaveTextContent('318 lbs (143 kg)');

    await userEvent.selectOptions(height, '5\'7" (170 cm)');
    await userEvent.selectOptions(weight, '132 lbs (59 kg)');

    // the age follows the birth date: 30 years ago tomorrow is 29
    fireEvent.change(within(form).getByLabelText('Birth date'), { target: { value: birthDate(30, 1) } });
    expect(within(form).getByTestId('age')).toHaveTextContent('29');
    fireEvent.change(within(form).getByLabelText('Birth date'), { target: { value: birthDate(30) } });
    expect(within(form).getByTestId('age')).toHaveTextContent('30');

    await waitFor(() => expect(within(form).getByRole('checkbox', { name: 'French' })).toBeInTheDocument());
    expect(within(form).getByRole('checkbox', { name: 'English' })).toBeChecked();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'French' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Couples' }));
    await userEvent.selectOptions(within(form).getByLabelText('Country'), 'DE');
    await userEvent.clear(within(form).getByLabelText('Tags'));
    await userEvent.type(within(form).getByLabelText('Tags'), 'dance, cosplay,, dance ');
    await userEvent.click(within(form).getByRole('button', { name: 'Save performer profile' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Your performer profile has been updated.');
    expect(platform.api().callsTo('PUT', '/performers')[0].body).toEqual({
      gender: 'female',
      dateOfBirth: birthDate(30),
      height: '5\'7" (170 cm)',
      weight: '132 lbs (59 kg)',
      country: 'DE',
      city: 'Miami',
      languages: ['English', 'French'],
      categoryIds: ['c1', 'c2'],
      tags: ['dance', 'cosplay'],
      aboutMe: 'Sunny smile.',
    });
    expect(bus.auth.value()).toMatchObject({ user: { height: '5\'7" (170 cm)', country: 'DE' } });
  }, 30_000);

  it('refuses an under-age birth date and a missing gender before calling the API', async () => {
    asPerformer({ gender: '' });
    const form = await openForm('profile', 'Performer profile');
    expect(
      within(form)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(expect.arrayContaining(['Female', 'Transgender', 'Male']));
    fireEvent.change(within(form).getByLabelText('Birth date'), { target: { value: birthDate(18, 1) } });
    expect(within(form).getByTestId('age')).toHaveTextContent('17');
    await userEvent.click(within(form).getByRole('button', { name: 'Save performer profile' }));
    expect(within(form).getByText('This field is required!')).toBeInTheDocument();
    expect(within(form).getByText('You must be at least 18 years old.')).toBeInTheDocument();
    expect(platform.api().callsTo('PUT', '/performers')).toHaveLength(0);
  });

  it('a refusal shows the first validation message and keeps the input', async () => {
    asPerformer();
    platform.api().put('/performers', validationReply('categoryIds', 'exists', 'Unknown category id: c9'));
    const form = await openForm('profile', 'Performer profile');
    await userEvent.type(within(form).getByLabelText('City'), ' Beach');
    await userEvent.click(within(form).getByRole('button', { name: 'Save performer profile' }));
    expect(await within(form).findByText('Unknown category id: c9')).toBeInTheDocument();
    expect(within(form).getByLabelText('City')).toHaveValue('Miami Beach');
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
    expect(platform.api().callsTo('POST', '/performers/default-price/update')[0].body).toEqual({ privateCallPrice: 40, groupCallPrice: 20 });
    expect(bus.auth.value()).toMatchObject({ user: { privateCallPrice: 40 } });
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

describe('payment details', () => {
  it('says what is on file and links to the wallet screen through the shell', async () => {
    asPerformer();
    renderRoute('/account/settings/payment');
    expect(await screen.findByText('On file: Paxum.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Edit payment information' });
    expect(link).toHaveAttribute('href', '/account/payment-info');
    await userEvent.click(link);
    expect(platform.navigations).toEqual(['/account/payment-info']);
  });
});
