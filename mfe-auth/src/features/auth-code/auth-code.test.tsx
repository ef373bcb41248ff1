import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '@platform/shared/mock';
import { authStore } from '../auth-store/auth.store';
import { renderRoute, setupPlatform } from '../common/test-utils';

const platform = setupPlatform();

describe('send auth code', () => {
  it('remembers the e-mail (the code only arrives by e-mail), then opens /auth/login/user ready for the code', async () => {
    platform.api().post('/auth/code/send', { email: 'member@demo.local', sent: true });
    renderRoute('/auth/code');
    await userEvent.type(screen.getByLabelText('E-mail'), 'member@demo.local');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByRole('heading', { name: 'Member sign in' })).toBeInTheDocument();
    expect(platform.api().callsTo('POST', '/auth/code/send')[0].body).toEqual({ email: 'member@demo.local' });
    expect(authStore.getState()).toMatchObject({ authCode: null, authCodeEmail: 'member@demo.local' });
    expect(window.sessionStorage.getItem('mfe_auth.authCode')).not.toMatch(/\d{6}/);
    expect(screen.getByText('We sent a sign-in code to member@demo.local. Enter it below in place of your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username or e-mail')).toHaveValue('member@demo.local');
    expect(screen.getByLabelText('Password or sign-in code')).toBeInTheDocument();
  });

  it('the code signs the member in like a password', async () => {
    authStore.dispatch({ type: 'authCode/stored', email: 'member@demo.local' });
    platform.api().post('/auth/code/login', { token: 't' }).get('/users/me', { _id: 'u1', name: 'Member' });
    renderRoute('/auth/login/user');
    await userEvent.type(screen.getByLabelText('Password or sign-in code'), '482913');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(platform.navigations).toEqual(['/']));
    expect(platform.api().callsTo('POST', '/auth/code/login')[0].body).toEqual({
      username: 'member@demo.local',
      password: '482913',
      remember: true,
    });
  });

  it('shows the server message when no member has that e-mail', async () => {
    platform.api().post('/auth/code/send', reply(400, { statusCode: 400, message: 'No member account is registered with this e-mail' }));
    renderRoute('/auth/code');
    // The last e-mail a code went to is offered again.
    expect(screen.getByLabelText('E-mail')).toHaveValue('member@demo.local');
    await userEvent.clear(screen.getByLabelText('E-mail'));
    await userEvent.type(screen.getByLabelText('E-mail'), 'ghost@demo.local');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const form = screen.getByRole('form', { name: 'Send sign-in code' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('No member account is registered with this e-mail');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ghost@demo.local');
  });
});
