import { prefetchOnIntent } from './prefetch-on-intent';

const owners: Record<string, string> = { '/live': 'mfe_live', '/auth': 'mfe_auth' };
const ownerOf = (pathname: string) => owners[`/${pathname.split('/')[1]}`] ?? null;

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = '<span>inside</span>';
  document.body.appendChild(anchor);
  return anchor;
}

afterEach(() => (document.body.innerHTML = ''));

it('fetches the owner of a link once the pointer is on it, once per remote', () => {
  const prefetch = jest.fn(() => Promise.resolve());
  const stop = prefetchOnIntent(document, ownerOf, prefetch);
  const room = link('/live/anna');
  room.firstElementChild!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  link('/live/fiona').dispatchEvent(new Event('focusin', { bubbles: true }));
  link('/auth/login/user').dispatchEvent(new Event('touchstart', { bubbles: true }));
  expect(prefetch.mock.calls).toEqual([['mfe_live'], ['mfe_auth']]);
  stop();
});

it('ignores other sites, pages no remote owns and what is not a link', () => {
  const prefetch = jest.fn(() => Promise.resolve());
  const stop = prefetchOnIntent(document, ownerOf, prefetch);
  link('https://example.com/live/anna').dispatchEvent(new Event('pointerover', { bubbles: true }));
  link('/nowhere').dispatchEvent(new Event('pointerover', { bubbles: true }));
  document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(prefetch).not.toHaveBeenCalled();
  stop();
});

it('stops listening when stopped, and a failed fetch stays quiet', async () => {
  const prefetch = jest.fn(() => Promise.reject(new Error('offline')));
  const stop = prefetchOnIntent(document, ownerOf, prefetch);
  link('/live/anna').dispatchEvent(new Event('pointerover', { bubbles: true }));
  await Promise.resolve();
  stop();
  link('/auth/login/user').dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(prefetch).toHaveBeenCalledTimes(1);
});
