import { applyOverrides, overrideKey } from './overrides';

const entries = [
  { name: 'mfe_live', package: '@platform/mfe-live', version: '1', manifestUrl: '/remotes/mfe-live/1/mf-manifest.json', routes: ['/live'] },
  { name: 'mfe_auth', package: '@platform/mfe-auth', version: '1', manifestUrl: '/remotes/mfe-auth/1/mf-manifest.json', routes: ['/auth'] },
];

describe('remote overrides', () => {
  beforeEach(() => localStorage.clear());

  it('points one remote at a local dev server and leaves the others on the registry', () => {
    localStorage.setItem(overrideKey('mfe_live'), 'http://127.0.0.1:3003/mf-manifest.json');
    expect(applyOverrides(entries)).toEqual([
      { name: 'mfe_live', entry: 'http://127.0.0.1:3003/mf-manifest.json', routes: ['/live'], overridden: true },
      { name: 'mfe_auth', entry: '/remotes/mfe-auth/1/mf-manifest.json', routes: ['/auth'], overridden: false },
    ]);
  });

  it('ignores a value that is not a URL', () => {
    localStorage.setItem(overrideKey('mfe_auth'), 'javascript:alert(1)');
    expect(applyOverrides(entries)[1].overridden).toBe(false);
  });
});
