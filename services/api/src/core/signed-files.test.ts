import { createSignedFiles } from './signed-files';

const links = createSignedFiles('test-secret', { ttlSeconds: 1800, downloadTtlSeconds: 60, apiPrefix: '/api/' });
const now = Date.UTC(2026, 0, 1);
const queryOf = (url: string) => {
  const q = new URL(url, 'http://x').searchParams;
  return { viewer: q.get('viewer')!, expires: Number(q.get('expires')), signature: q.get('signature')! };
};

describe('signed file links', () => {
  it('opens for the viewer it names, until it expires', () => {
    const { url, expiresAt } = links.url('f1', 'user:a', { now });
    expect(url).toMatch(/^\/api\/files\/protected\/f1\?/);
    expect(expiresAt.getTime()).toBe(now + 1800_000);
    expect(links.check('f1', queryOf(url), 'user:a', now + 1000)).toBe('ok');
    expect(links.check('f1', queryOf(url), 'user:b', now + 1000)).toBe('other-viewer');
    expect(links.check('f1', queryOf(url), 'user:a', now + 1801_000)).toBe('expired');
  });

  it('gives download links their own, shorter life', () => {
    const { url, expiresAt } = links.url('f1', 'user:a', { now, download: true });
    expect(expiresAt.getTime()).toBe(now + 60_000);
    expect(links.check('f1', queryOf(url), 'user:a', now + 61_000)).toBe('expired');
  });

  it('refuses a link whose file, viewer or expiry was changed', () => {
    const query = queryOf(links.url('f1', 'user:a', { now }).url);
    expect(links.check('f2', query, 'user:a', now)).toBe('bad-signature');
    expect(links.check('f1', { ...query, viewer: 'user:b' }, 'user:b', now)).toBe('bad-signature');
    expect(links.check('f1', { ...query, expires: query.expires + 3600 }, 'user:a', now)).toBe('bad-signature');
  });
});
