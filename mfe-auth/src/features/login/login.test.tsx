import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@platform/shared';
import { reply, signedInAs } from '@platform/shared/mock';
import { authStore } from '../auth-store/auth.store';
import { renderRoute, setupPlatform, signIn } from '../common/test-utils';

const platform = setupPlatform();

describe('sign in redirects', () => {
  it('member → POST /auth/code/login, header informed, then /', async () => {
    platform.api().post('/auth/code/login', { token: 'user-token' }).get('/users/me', { _id: 'u1', name: 'Member', balance: 500 });
    renderRoute('/auth/login/user');
    await signIn('member', 'demo1234');
    await waitFor(() => expect(platform.navigations).toEqual(['/']));
    expect(platform.api().callsTo('POST', '/auth/code/login')[0].body).toEqual({ username: 'member', password: 'demo1234', remember: true });
    expect(bus.auth.value()).toMatchObject({ status: 'signed-in', role: 'user' });
    expect(bus.balance.value()).toBe(500);
    expect(authStore.getState().loggedIn).toBe(true);
  });

  it('verified performer → /live', async () => {
    platform.api().post('/auth/performers/login', { token: 't' }).get('/performers/me', { _id: 'p1', name: 'Anna', verified: true });
    renderRoute('/auth/login/performer');
    await signIn('anna', 'demo1234');
    await waitFor(() => expect(platform.navigations).toEqual(['/live']));
  });

  it('unverified performer → /', async () => {
    platform.api().post('/auth/performers/login', { token: 't' }).get('/performers/me', { _id: 'p2', name: 'Nina', verified: false });
    renderRoute('/auth/login/performer');
    await signIn('nina', 'demo1234');
    await waitFor(() => expect(platform.navigations).toEqual(['/']));
  });

  it('studio → /studio/account-settings', async () => {
    platform.api().post('/auth/studio/login', { token: 't' }).get('/studio/me', { _id: 's1', name: 'Studio' });
    renderRoute('/auth/login/studio');
    await signIn('studio', 'demo1234');
    await waitFor(() => expect(platform.navigations).toEqual(['/studio/account-settings']));
  });
});

describe('sign in failures and state', () => {
  const body = {
    statusCode: 400,
    message: [{ property: 'password', constraints: { incorrect: 'Incorrect username or password' } }],
    error: 'Bad Request',
  };

  it('shows the server message and stores the fail state with the error body', async () => {
    platform.api().post('/auth/code/login', reply(400, body));
    renderRoute('/auth/login/user');
    await signIn('member', 'wrong');
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Incorrect username or password');
    expect(authStore.getState().userLogin).toEqual({ requesting: false, success: false, data: null, error: body });
    expect(authStore.getState().loggedIn).toBe(false);
    expect(platform.navigations).toEqual([]);
    // What the user typed is still there to correct.
    expect(screen.getByLabelText('Username or e-mail')).toHaveValue('member');
  });

  it('shows a busy submit button while requesting', async () => {
    platform
      .api()
      .post('/auth/code/login', reply(200, { status: 0, data: { token: 't' } }, { delayMs: 50 }))
      .get('/users/me', { _id: 'u1' });
    renderRoute('/auth/login/user');
    await signIn('member', 'demo1234');
    expect(screen.getByRole('button', { name: /Sign in/ })).toHaveAttribute('aria-busy', 'true');
    expect(authStore.getState().userLogin.requesting).toBe(true);
    await waitFor(() => expect(platform.navigations).toEqual(['/']));
  });

  it('switching the role tab clears the result (resetLoginData)', async () => {
    platform.api().post('/auth/code/login', reply(400, { statusCode: 400, message: 'Incorrect username or password' }));
    renderRoute('/auth/login/user');
    await signIn('member', 'wrong');
    await within(screen.getByRole('form', { name: 'Sign in' })).findByRole('alert');
    await userEvent.click(screen.getByRole('link', { name: 'Performer' }));
    expect(await screen.findByRole('heading', { name: 'Performer sign in' })).toBeInTheDocument();
    expect(within(screen.getByRole('form', { name: 'Sign in' })).queryByRole('alert')).not.toBeInTheDocument();
    expect(authStore.getState().userLogin).toEqual({ requesting: false, success: false, data: null, error: null });
  });

  it('requires both fields with the required-field message and keeps the typed value', async () => {
    renderRoute('/auth/login/user');
    await userEvent.type(screen.getByLabelText('Username or e-mail'), 'member');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('This field is required!')).toBeInTheDocument();
    expect(screen.getByLabelText('Username or e-mail')).toHaveValue('member');
    expect(platform.api().calls).toHaveLength(0);
  });
});

describe('login routes', () => {
  it('/auth and /auth/login land on the member sign-in', async () => {
    renderRoute('/auth');
    expect(await screen.findByRole('heading', { name: 'Member sign in' })).toBeInTheDocument();
  });

  it('links the three account kinds', () => {
    renderRoute('/auth/login');
    const tabs = screen.getByRole('navigation', { name: 'Account type' });
    expect(within(tabs).getByRole('link', { name: 'Member' })).toHaveAttribute('href', '/auth/login/user');
    expect(within(tabs).getByRole('link', { name: 'Performer' })).toHaveAttribute('href', '/auth/login/performer');
    expect(within(tabs).getByRole('link', { name: 'Studio' })).toHaveAttribute('href', '/auth/login/studio');
  });

  it('tells a signed-in visitor so, with a link onward', async () => {
    signedInAs('performer', { name: 'Anna', verified: true } as never);
    platform.api().post('/auth/logout', true);
    renderRoute('/auth/login/user');
    expect(screen.getByText(/You are signed in as/)).toHaveTextContent('You are signed in as Anna (performer account).');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/live');
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with another account' }));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Log out!')).toBeInTheDocument();
    expect(platform.api().callsTo('POST', '/auth/logout')).toHaveLength(1);
  });
});
