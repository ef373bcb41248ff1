import type { AuthState } from '@platform/shared';
import { authReducer, authStore, initialAuth, resetLoginData, type AuthSlice } from './auth.store';

const signedIn = { status: 'signed-in', role: 'user', user: { _id: 'u1', name: 'Member' } } as unknown as AuthState;
const errorBody = { statusCode: 400, message: 'Invalid credentials' };

describe('login transitions', () => {
  it('requesting clears an earlier result', () => {
    const failed: AuthSlice = { ...initialAuth, userLogin: { requesting: false, success: false, data: null, error: errorBody } };
    const next = authReducer(failed, { type: 'login/requesting' });
    expect(next.userLogin).toEqual({ requesting: true, success: false, data: null, error: null });
  });

  it('success sets loggedIn and stores the data', () => {
    const next = authReducer(authReducer(initialAuth, { type: 'login/requesting' }), { type: 'login/success', data: signedIn });
    expect(next.loggedIn).toBe(true);
    expect(next.authUser).toBe(signedIn);
    expect(next.userLogin).toEqual({ requesting: false, success: true, data: signedIn, error: null });
  });

  it('fail clears loggedIn and stores the error body', () => {
    const next = authReducer({ ...initialAuth, loggedIn: true }, { type: 'login/fail', error: errorBody });
    expect(next.loggedIn).toBe(false);
    expect(next.userLogin).toEqual({ requesting: false, success: false, data: null, error: errorBody });
  });

  it('resetLoginData clears the login result only', () => {
    authStore.dispatch({ type: 'authCode/stored', code: '123456', email: 'a@b.co' });
    authStore.dispatch({ type: 'login/fail', error: errorBody });
    resetLoginData();
    const state = authStore.getState();
    expect(state.userLogin).toEqual({ requesting: false, success: false, data: null, error: null });
    expect(state.authCode).toBe('123456');
  });
});

describe('auth code and password update', () => {
  it('stores the e-mail and a typed code, and keeps them for a refresh', () => {
    authStore.dispatch({ type: 'authCode/stored', code: '654321', email: 'member@demo.local' });
    expect(authStore.getState()).toMatchObject({ authCode: '654321', authCodeEmail: 'member@demo.local' });
    expect(JSON.parse(window.sessionStorage.getItem('mfe_auth.authCode') ?? '{}')).toEqual({
      code: '654321',
      email: 'member@demo.local',
    });
  });

  it('password update goes submitting → success or fail', () => {
    const submitting = authReducer(initialAuth, { type: 'password/submitting' });
    expect(submitting.updatePassword).toEqual({ submiting: true, success: false, error: null });
    expect(authReducer(submitting, { type: 'password/success' }).updatePassword).toEqual({
      submiting: false,
      success: true,
      error: null,
    });
    expect(authReducer(submitting, { type: 'password/fail', error: errorBody }).updatePassword).toEqual({
      submiting: false,
      success: false,
      error: errorBody,
    });
  });

  it('sign-out resets the slice to its defaults', () => {
    const busy: AuthSlice = { ...initialAuth, loggedIn: true, authUser: signedIn, authCode: '1', authCodeEmail: 'x@y.z' };
    expect(authReducer(busy, { type: 'auth/signedOut' })).toEqual(initialAuth);
  });
});
