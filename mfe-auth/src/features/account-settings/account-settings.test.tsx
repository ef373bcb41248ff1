import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, session } from '@platform/shared';
import { reply, signedInAs } from '@platform/shared/mock';
import { authStore } from '../auth-store/auth.store';
import { changingCalls, renderRoute, setupPlatform } from '../common/test-utils';

const platform = setupPlatform();

const member = { _id: 'u1', name: 'Member', firstName: 'Mem', lastName: 'Ber', username: 'member', email: 'member@demo.local', avatar: '' };

async function typePasswords(password: string, confirm = password, current = 'demo1234') {
  if (current) await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
}

describe('password update', () => {
  it('goes submitting → success', async () => {
    signedInAs('user', member as never);
    platform.api().put('/auth/users/me/password', reply(200, { status: 0, data: { token: 'renewed-token' } }, { delayMs: 50 }));
    renderRoute('/account/settings/account');
    await typePasswords('newpass123');
    expect(screen.getByRole('button', { name: /Update password/ })).toHaveAttribute('aria-busy', 'true');
    expect(authStore.getState().updatePassword).toEqual({ submiting: true, success: false, error: null });
    const form = screen.getByRole('form', { name: 'Change password' });
    expect(await within(form).findByText('Your password has been updated.')).toBeInTheDocument();
    expect(authStore.getState().updatePassword).toEqual({ submiting: false, success: true, error: null });
    expect(platform.api().callsTo('PUT', '/auth/users/me/password')[0].body).toEqual({
      currentPassword: 'demo1234',
      password: 'newpass123',
      source: 'user',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    // the change ended every earlier token, this page's too: the new one replaces it
    expect(session.get()).toEqual({ token: 'renewed-token', role: 'user' });
  });

  it('goes submitting → fail with the server message, keeping the input', async () => {
    signedInAs('performer', { ...member, _id: 'p1' } as never);
    const body = {
      statusCode: 400,
      message: [{ property: 'password', constraints: { minLength: 'password must NOT have fewer than 6 characters' } }],
    };
    platform.api().put('/auth/users/me/password', reply(400, body));
    renderRoute('/account/settings/account');
    await typePasswords('abc');
    const form = screen.getByRole('form', { name: 'Change password' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('password must NOT have fewer than 6 characters');
    expect(authStore.getState().updatePassword).toEqual({ submiting: false, success: false, error: body });
    expect(screen.getByLabelText('New password')).toHaveValue('abc');
    expect(platform.api().callsTo('PUT', '/auth/users/me/password')[0].body).toEqual({
      currentPassword: 'demo1234',
      password: 'abc',
      source: 'performer',
    });
  });

  it('checks the confirmation before calling the API', async () => {
    signedInAs('user', member as never);
    renderRoute('/account/settings/account');
    await typePasswords('newpass123', 'newpass124');
    expect(screen.getByText('Passwords do not match!')).toBeInTheDocument();
    expect(changingCalls(platform.api())).toHaveLength(0);
  });
});

describe('current password', () => {
  it('is asked for: the form does not call the API without it', async () => {
    signedInAs('user', member as never);
    renderRoute('/account/settings/account');
    await typePasswords('newpass123', 'newpass123', '');
    const form = screen.getByRole('form', { name: 'Change password' });
    expect(within(form).getByText('This field is required!')).toBeInTheDocument();
    expect(platform.api().callsTo('PUT', '/auth/users/me/password')).toHaveLength(0);
  });

  it('a wrong current password shows the server message and keeps the session', async () => {
    signedInAs('user', member as never, 'tok-before');
    platform
      .api()
      .put('/auth/users/me/password', reply(400, { statusCode: 400, message: 'The current password is incorrect.', error: 'Bad Request' }));
    renderRoute('/account/settings/account');
    await typePasswords('newpass123', 'newpass123', 'not-mine');
    const form = screen.getByRole('form', { name: 'Change password' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('The current password is incorrect.');
    expect(session.get()).toEqual({ token: 'tok-before', role: 'user' });
  });
});

describe('sign out everywhere', () => {
  it('calls POST /auth/logout-all, then signs out here and opens the sign-in page', async () => {
    signedInAs('performer', { ...member, _id: 'p1' } as never, 'tok-everywhere');
    platform.api().post('/auth/logout-all', true);
    renderRoute('/account/settings/account');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(bus.auth.value()).toEqual({ status: 'signed-out' }));
    const calls = platform.api().callsTo('POST', '/auth/logout-all');
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.Authorization).toBe('Bearer tok-everywhere');
    expect(session.get()).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Performer sign in' })).toBeInTheDocument();
  });

  it('stays signed in when the server refuses', async () => {
    signedInAs('user', member as never, 'tok-kept');
    platform.api().post('/auth/logout-all', reply(500, { statusCode: 500, message: 'down' }));
    renderRoute('/account/settings/account');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(platform.api().callsTo('POST', '/auth/logout-all')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign out everywhere' })).not.toHaveAttribute('aria-busy', 'true'));
    expect(session.get()).toEqual({ token: 'tok-kept', role: 'user' });
    expect(bus.auth.value().status).toBe('signed-in');
  });
});

describe('identity settings', () => {
  it('member: PUT /users and the header learns the new name', async () => {
    signedInAs('user', member as never);
    platform.api().put('/users', (req: { body: Record<string, unknown> }) => ({ ...member, ...req.body, name: 'Memo Ber' }));
    renderRoute('/account/settings');
    const form = screen.getByRole('form', { name: 'Profile' });
    expect(within(form).getByLabelText('Username')).toHaveValue('member');
    await userEvent.clear(within(form).getByLabelText('First name'));
    await userEvent.type(within(form).getByLabelText('First name'), 'Memo');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument();
    expect(platform.api().callsTo('PUT', '/users')[0].body).toMatchObject({
      firstName: 'Memo',
      lastName: 'Ber',
      username: 'member',
      email: 'member@demo.local',
    });
    expect(bus.auth.value()).toMatchObject({ status: 'signed-in', user: { name: 'Memo Ber', firstName: 'Memo' } });
  });

  it('studio: PUT /studio/update with studio fields, validated first', async () => {
    signedInAs('studio', { _id: 's1', name: 'Studio', username: 'studio', email: 'studio@demo.local' } as never);
    platform.api().put('/studio/update', true);
    renderRoute('/account/settings');
    expect(screen.queryByRole('heading', { name: 'Avatar' })).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Profile' });
    await userEvent.clear(within(form).getByLabelText('E-mail'));
    await userEvent.type(within(form).getByLabelText('E-mail'), 'studio@');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(within(form).getByText('Not a validate email!')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('E-mail'), 'demo.local');
    await userEvent.type(within(form).getByLabelText('Address'), 'Main st 1');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(platform.api().callsTo('PUT', '/studio/update')).toHaveLength(1));
    expect(platform.api().callsTo('PUT', '/studio/update')[0].body).toMatchObject({
      name: 'Studio',
      email: 'studio@demo.local',
      address: 'Main st 1',
    });
    // The API answered a flag: the account shown everywhere is the merged one.
    await waitFor(() => expect(bus.auth.value()).toMatchObject({ user: { address: 'Main st 1' } }));
  });

  it('avatar upload shows progress and updates the picture', async () => {
    signedInAs('performer', { ...member, _id: 'p1' } as never);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    platform.api().post('/performers/avatar/upload', async () => {
      await gate;
      return { _id: 'f1', url: '/uploads/avatars/new.png' };
    });
    renderRoute('/account/settings');
    expect(screen.getByRole('img', { name: 'Current avatar' })).toHaveAttribute('src', '/no-avatar.png');
    await userEvent.upload(screen.getByLabelText('New avatar'), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading avatar progress' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.getByRole('img', { name: 'Current avatar' })).toHaveAttribute('src', '/uploads/avatars/new.png'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const body = platform.api().callsTo('POST', '/performers/avatar/upload')[0].body as FormData;
    expect((body.get('avatar') as File).name).toBe('me.png');
  });

  it('a performer sets her cover photo (what her card shows while she is offline); members have none', async () => {
    signedInAs('performer', { ...member, _id: 'p1', coverPhoto: '/uploads/seed/covers/anna.svg' } as never);
    platform.api().post('/performers/cover/upload', { _id: 'f2', url: '/uploads/covers/new.webp', mimeType: 'image/webp', size: 10 });
    const view = renderRoute('/account/settings');
    expect(screen.getByRole('img', { name: 'Current cover photo' })).toHaveAttribute('src', '/uploads/seed/covers/anna.svg');
    await userEvent.upload(screen.getByLabelText('New cover photo'), new File(['png'], 'cover.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Current cover photo' })).toHaveAttribute('src', '/uploads/covers/new.webp'));
    const body = platform.api().callsTo('POST', '/performers/cover/upload')[0].body as FormData;
    expect((body.get('cover') as File).name).toBe('cover.png');
    // a file that is not an image is refused before any upload
    await userEvent.upload(screen.getByLabelText('New cover photo'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(platform.api().callsTo('POST', '/performers/cover/upload')).toHaveLength(1);
    view.unmount();

    signedInAs('user', member as never);
    renderRoute('/account/settings');
    expect(screen.queryByRole('heading', { name: 'Cover photo' })).not.toBeInTheDocument();
  });
});

describe('access', () => {
  it('asks a signed-out visitor to sign in', () => {
    renderRoute('/account/settings');
    expect(screen.getByText('Please sign in to change your account settings.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login/user');
  });

  it('after a refresh, restores the stored session before showing the page', async () => {
    session.set('stored-token', 'user');
    platform.api().get('/users/me', member);
    renderRoute('/account/settings');
    expect(screen.getByText('Loading your account…')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Profile' })).toBeInTheDocument();
  });
});
