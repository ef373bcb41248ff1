import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@platform/shared';
import { signedInAs } from '@platform/shared/mock';
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
  it("a performer gets one URL per section; /account/settings opens her profile; her business settings are mfe-live's", async () => {
    asPerformer();
    renderRoute('/account/settings');
    expect(await screen.findByRole('form', { name: 'Performer profile' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Settings sections' }))
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Profile', '/account/settings/profile'],
      ['Prices', '/account/performer/prices'],
      ['Broadcast', '/account/performer/broadcast'],
      ['Opening hours', '/account/performer/hours'],
      ['Documents', '/account/performer/documents'],
      ['Blocking', '/account/performer/blocking'],
      ['Payment details', '/account/settings/payment'],
      ['Account', '/account/settings/account'],
    ]);
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    // another remote's screen: the shell opens it
    await userEvent.click(screen.getByRole('link', { name: 'Prices' }));
    expect(platform.navigations).toEqual(['/account/performer/prices']);
    await userEvent.click(screen.getByRole('link', { name: 'Account' }));
    expect(await screen.findByRole('form', { name: 'Change password' })).toBeInTheDocument();
    expect(platform.navigations).toEqual(['/account/performer/prices']);
  });

  it('a member sees profile and account only; a performer section sends him to his profile', async () => {
    signedInAs('user', member as never);
    renderRoute('/account/settings/payment');
    expect(await screen.findByRole('form', { name: 'Profile' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Profile', 'Account']);
    expect(screen.queryByText('On file: Paxum.')).not.toBeInTheDocument();
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

describe('her business settings moved to mfe-live', () => {
  it.each(['prices', 'broadcast', 'hours', 'documents', 'blocking'])(
    '/account/settings/%s opens /account/performer/%s in its place',
    async (section) => {
      const seen: unknown[] = [];
      const stop = bus.navigate.subscribe((message) => seen.push(message));
      asPerformer();
      renderRoute(`/account/settings/${section}?from=mail#top`);
      await waitFor(() => expect(seen).toEqual([{ to: `/account/performer/${section}?from=mail#top`, replace: true }]));
      // the settings page itself is not shown on the way
      expect(screen.queryByRole('navigation', { name: 'Settings sections' })).not.toBeInTheDocument();
      stop();
    },
  );

  it('a signed-out visitor goes there too (mfe-live asks her to sign in)', async () => {
    renderRoute('/account/settings/documents/');
    await waitFor(() => expect(platform.navigations).toEqual(['/account/performer/documents']));
    expect(screen.queryByText('Please sign in to change your account settings.')).not.toBeInTheDocument();
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
