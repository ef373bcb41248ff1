import { session } from '.';

describe('session', () => {
  afterEach(() => session.clear());

  it('writes cookies for 365 days, SameSite=Lax, path / and localStorage', () => {
    const spy = jest.spyOn(document, 'cookie', 'set');
    jest.useFakeTimers().setSystemTime(new Date('2024-01-01T00:00:00Z'));
    session.set('abc.def', 'performer');
    const writes = spy.mock.calls.map((c) => c[0]);
    expect(writes).toHaveLength(2);
    expect(writes[0]).toMatch(/^token=abc\.def; /);
    expect(writes[1]).toMatch(/^role=performer; /);
    for (const w of writes) {
      expect(w).toContain('expires=Tue, 31 Dec 2024 00:00:00 GMT');
      expect(w).toContain(`max-age=${365 * 86400}`);
      expect(w).toContain('path=/');
      expect(w).toContain('SameSite=Lax');
    }
    expect(localStorage.getItem('token')).toBe('abc.def');
    expect(localStorage.getItem('role')).toBe('performer');
    expect(session.get()).toEqual({ token: 'abc.def', role: 'performer' });
    spy.mockRestore();
    jest.useRealTimers();
  });

  it('prefers the cookie, then falls back to localStorage', () => {
    localStorage.setItem('token', 'from-ls');
    localStorage.setItem('role', 'user');
    expect(session.get()).toEqual({ token: 'from-ls', role: 'user' });
    document.cookie = 'token=from-cookie; path=/';
    document.cookie = 'role=studio; path=/';
    expect(session.get()).toEqual({ token: 'from-cookie', role: 'studio' });
  });

  it('clears both stores', () => {
    session.set('t', 'user');
    session.clear();
    expect(session.get()).toBeNull();
    expect(document.cookie).not.toContain('token=t');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('ignores an unknown role', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('role', 'admin');
    expect(session.get()).toBeNull();
  });
});
