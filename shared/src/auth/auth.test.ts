import { bus } from '../bus';
import { mockApi, reply, resetPlatform, type MockApi } from '../mock';
import { session } from '../session';
import { loadCurrentAccount, redirectAfterLogin, renewSession, signIn, signOut, signOutEverywhere } from '.';

let mock: MockApi;
beforeEach(() => {
  mock = mockApi();
});
afterEach(() => {
  mock.restore();
  resetPlatform();
});

const member = { _id: 'u1', username: 'member', balance: 500 };
const anna = { _id: 'p1', username: 'anna', balance: 20, verified: true };

describe('signIn', () => {
  it.each([
    ['user', '/auth/code/login', '/users/me'],
    ['performer', '/auth/performers/login', '/performers/me'],
    ['studio', '/auth/studio/login', '/studio/me'],
  ] as const)('%s: POST %s, then GET %s with the new token', async (role, loginPath, mePath) => {
    mock.post(loginPath, { token: `tok-${role}` });
    mock.get(mePath, { _id: 'a1', balance: 7 });
    const state = await signIn(role, { username: 'x', password: 'demo1234' });
    expect(mock.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`POST ${loginPath}`, `GET ${mePath}`]);
    expect(mock.calls[0].body).toEqual({ username: 'x', password: 'demo1234' });
    expect(mock.calls[1].headers.Authorization).toBe(`Bearer tok-${role}`);
    expect(state).toEqual({ status: 'signed-in', role, user: { _id: 'a1', balance: 7 } });
    expect(session.get()).toEqual({ token: `tok-${role}`, role });
    expect(bus.auth.value()).toEqual(state);
    expect(bus.balance.value()).toBe(7);
  });

  it('rejects with the server body and leaves everything signed out', async () => {
    const body = { statusCode: 400, message: 'Incorrect password' };
    mock.post('/auth/code/login', reply(400, body));
    await expect(signIn('user', { username: 'member', password: 'bad' })).rejects.toEqual(body);
    expect(session.get()).toBeNull();
    expect(bus.auth.value()).toEqual({ status: 'signed-out' });
  });

  it('clears the stored token if the profile cannot be loaded', async () => {
    mock.post('/auth/code/login', { token: 't' });
    mock.get('/users/me', reply(500, { statusCode: 500, message: 'x' }));
    await expect(signIn('user', { username: 'member', password: 'demo1234' })).rejects.toMatchObject({ statusCode: 500 });
    expect(session.get()).toBeNull();
    expect(bus.auth.value().status).toBe('signed-out');
  });
});

describe('loadCurrentAccount', () => {
  it('is signed-out without a session (no request)', async () => {
    await expect(loadCurrentAccount()).resolves.toEqual({ status: 'signed-out' });
    expect(mock.calls).toHaveLength(0);
  });

  it('restores the account of the stored session', async () => {
    session.set('tok', 'user');
    mock.get('/users/me', member);
    await expect(loadCurrentAccount()).resolves.toEqual({ status: 'signed-in', role: 'user', user: member });
    expect(bus.balance.value()).toBe(500);
  });

  it('answers callers that ask while the start-up request is running with that same request', async () => {
    session.set('tok', 'user');
    mock.get('/users/me', member);
    const [first, second] = await Promise.all([loadCurrentAccount(), loadCurrentAccount()]);
    expect(second).toEqual(first);
    expect(mock.callsTo('GET', '/users/me')).toHaveLength(1);
    await loadCurrentAccount();
    expect(mock.callsTo('GET', '/users/me')).toHaveLength(2);
  });

  it('signs out quietly on 403 (expired token)', async () => {
    const toasts = jest.fn();
    const off = bus.toast.subscribe(toasts);
    session.set('stale', 'performer');
    mock.get('/performers/me', reply(403, { statusCode: 403, message: 'Forbidden resource' }));
    await expect(loadCurrentAccount()).resolves.toEqual({ status: 'signed-out' });
    expect(session.get()).toBeNull();
    expect(toasts).not.toHaveBeenCalled();
    off();
  });

  it('keeps the session and rejects on a server error', async () => {
    session.set('tok', 'user');
    mock.get('/users/me', reply(500, { statusCode: 500, message: 'down' }));
    await expect(loadCurrentAccount()).rejects.toMatchObject({ statusCode: 500 });
    expect(session.get()).toEqual({ token: 'tok', role: 'user' });
  });
});

describe('signOut', () => {
  it("clears the session, resets auth/balance/unread and toasts 'Log out!'", async () => {
    mock.post('/auth/code/login', { token: 't' }).get('/users/me', member).post('/auth/logout', true);
    await signIn('user', { username: 'member', password: 'demo1234' });
    bus.unread.set(4);
    const toasts: unknown[] = [];
    const off = bus.toast.subscribe((t) => toasts.push(t));
    await signOut();
    expect(session.get()).toBeNull();
    expect(bus.auth.value()).toEqual({ status: 'signed-out' });
    expect(bus.balance.value()).toBeNull();
    expect(bus.unread.value()).toBe(0);
    expect(toasts).toEqual([{ type: 'success', text: 'Log out!', duration: 3000 }]);
    await signOut({ silent: true });
    expect(toasts).toHaveLength(1);
    off();
  });
});

describe('server-side logout', () => {
  const signedIn = async () => {
    mock.post('/auth/code/login', { token: 'tok-1' }).get('/users/me', member);
    await signIn('user', { username: 'member', password: 'demo1234' });
  };

  it('signOut ends the token on the server (POST /auth/logout with that token) before clearing it', async () => {
    await signedIn();
    mock.post('/auth/logout', true);
    await signOut();
    const calls = mock.callsTo('POST', '/auth/logout');
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.Authorization).toBe('Bearer tok-1');
    expect(session.get()).toBeNull();
  });

  it.each([
    ['a server error', reply(500, { statusCode: 500, message: 'down' })],
    ['an ended session', reply(401, { statusCode: 401, message: 'Your session has ended. Please sign in again.' })],
    ['a network failure', reply.networkError()],
  ])('signOut still signs out here after %s', async (_case, answer) => {
    await signedIn();
    mock.post('/auth/logout', answer);
    const toasts: unknown[] = [];
    const off = bus.toast.subscribe((t) => toasts.push(t));
    await signOut();
    expect(session.get()).toBeNull();
    expect(bus.auth.value()).toEqual({ status: 'signed-out' });
    expect(toasts).toEqual([{ type: 'success', text: 'Log out!', duration: 3000 }]);
    off();
  });

  it('signOut without a stored session asks the server nothing', async () => {
    await signOut({ silent: true });
    expect(mock.callsTo('POST', '/auth/logout')).toHaveLength(0);
  });

  it('signOutEverywhere ends every token on the server, then signs out here', async () => {
    await signedIn();
    mock.post('/auth/logout-all', true);
    const toasts: unknown[] = [];
    const off = bus.toast.subscribe((t) => toasts.push(t));
    await signOutEverywhere();
    expect(mock.callsTo('POST', '/auth/logout-all')[0].headers.Authorization).toBe('Bearer tok-1');
    expect(session.get()).toBeNull();
    expect(bus.auth.value()).toEqual({ status: 'signed-out' });
    expect(toasts).toEqual([{ type: 'success', text: 'You have been signed out everywhere.', duration: 3000 }]);
    off();
  });

  it('signOutEverywhere keeps the session and rejects when the server refuses', async () => {
    await signedIn();
    mock.post('/auth/logout-all', reply(500, { statusCode: 500, message: 'down' }));
    await expect(signOutEverywhere()).rejects.toThrow();
    expect(session.get()).toEqual({ token: 'tok-1', role: 'user' });
    expect(bus.auth.value().status).toBe('signed-in');
  });

  it('renewSession swaps the stored token, keeps the role and re-announces the account', async () => {
    await signedIn();
    const seen: unknown[] = [];
    const off = bus.auth.subscribe((state) => seen.push(state));
    renewSession('tok-2');
    expect(session.get()).toEqual({ token: 'tok-2', role: 'user' });
    expect(seen).toHaveLength(2); // the replayed value, then the re-announcement
    off();
  });
});

describe('redirectAfterLogin', () => {
  it('sends each role to its landing page', () => {
    expect(redirectAfterLogin('user', member as any)).toBe('/');
    expect(redirectAfterLogin('performer', anna as any)).toBe('/live');
    expect(redirectAfterLogin('performer', { ...anna, verified: false } as any)).toBe('/');
    expect(redirectAfterLogin('performer', { _id: 'x' } as any)).toBe('/');
    expect(redirectAfterLogin('studio', { _id: 's' } as any)).toBe('/studio/account-settings');
  });
});
