import { createActivityFunction, matchesPrefix, resolveOwner } from './owner';

const owners = [
  { name: 'mfe_auth', routes: ['/auth', '/account/settings'] },
  { name: 'mfe_catalog', routes: ['/', '/performers', '/profile', '/account/favorites', '/account/content'] },
  { name: 'mfe_live', routes: ['/live', '/account/performer'] },
  { name: 'mfe_wallet', routes: ['/account/tokens', '/account/earnings'] },
  { name: 'mfe_messaging', routes: ['/account/messages'] },
  { name: 'mfe_studio', routes: ['/studio'] },
];

describe('route ownership', () => {
  it('matches prefixes on whole path segments', () => {
    expect(matchesPrefix('/live', '/live')).toBe(true);
    expect(matchesPrefix('/live/anna', '/live')).toBe(true);
    expect(matchesPrefix('/live/', '/live')).toBe(true);
    expect(matchesPrefix('/lively', '/live')).toBe(false);
  });

  it("treats '/' as the home page only", () => {
    expect(resolveOwner('/', owners)).toBe('mfe_catalog');
    expect(resolveOwner('/unknown', owners)).toBeNull();
    expect(resolveOwner('/lively', owners)).toBeNull();
  });

  it('gives a path to the remote with the longest matching prefix', () => {
    expect(resolveOwner('/account/settings/password', owners)).toBe('mfe_auth');
    expect(resolveOwner('/account/messages/42', owners)).toBe('mfe_messaging');
    expect(resolveOwner('/account/tokens', owners)).toBe('mfe_wallet');
    expect(resolveOwner('/live/anna', owners)).toBe('mfe_live');
    expect(resolveOwner('/account/performer/prices', owners)).toBe('mfe_live');
    expect(resolveOwner('/studio/account-settings', owners)).toBe('mfe_studio');
    expect(resolveOwner('/account', owners)).toBeNull();
  });

  it('prefers the longer prefix even when another remote declares a shorter one', () => {
    const nested = [...owners, { name: 'mfe_x', routes: ['/live/private'] }];
    expect(resolveOwner('/live/private/7', nested)).toBe('mfe_x');
    expect(resolveOwner('/live/privateer', nested)).toBe('mfe_live');
  });

  it('builds single-spa activity functions that can be switched off (maintenance)', () => {
    let enabled = true;
    const isLive = createActivityFunction(
      'mfe_live',
      () => owners,
      () => enabled,
    );
    expect(isLive({ pathname: '/live/anna' } as Location)).toBe(true);
    expect(isLive({ pathname: '/performers' } as Location)).toBe(false);
    enabled = false;
    expect(isLive({ pathname: '/live/anna' } as Location)).toBe(false);
  });
});
