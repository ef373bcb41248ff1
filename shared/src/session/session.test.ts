import { session } from '.';

describe('session', () => {
  afterEach(() => session.clear());

  it('keeps token and role in localStorage and never writes a cookie from page script', () => {
    const spy = jest.spyOn(document, 'cookie', 'set');
    session.set('abc.def', 'performer');
    expect(spy).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('abc.def');
    expect(localStorage.getItem('token')).toBe('abc.def');
    expect(localStorage.getItem('role')).toBe('performer');
    expect(session.get()).toEqual({ token: 'abc.def', role: 'performer' });
    expect(session.token()).toBe('abc.def');
    spy.mockRestore();
  });

  it('does not take a token from a cookie (the session cookie is the server’s, HttpOnly)', () => {
    document.cookie = 'token=from-cookie; path=/';
    document.cookie = 'role=studio; path=/';
    expect(session.get()).toBeNull();
    localStorage.setItem('token', 'from-ls');
    localStorage.setItem('role', 'user');
    expect(session.get()).toEqual({ token: 'from-ls', role: 'user' });
  });

  it('clears the storage and the cookies earlier versions wrote', () => {
    document.cookie = 'token=old; path=/';
    document.cookie = 'role=user; path=/';
    session.set('t', 'user');
    session.clear();
    expect(session.get()).toBeNull();
    expect(document.cookie).not.toContain('token=');
    expect(document.cookie).not.toContain('role=');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('ignores an unknown role', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('role', 'admin');
    expect(session.get()).toBeNull();
  });
});
