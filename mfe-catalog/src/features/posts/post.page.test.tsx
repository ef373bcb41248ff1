import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@platform/shared';
import { reply } from '@platform/shared/mock';
import { makePost } from './post.fixtures';
import { postParagraphs } from './post-text';
import { mockApiPerTest, renderAt } from '../../testing/render-catalog';

const server = mockApiPerTest();

it('shows the post with its content as paragraphs of text', async () => {
  server.get(
    '/posts/a1',
    makePost({ _id: 'a1', title: 'How tokens work', content: '<p>Tokens pay for tips.</p><p>Your balance never goes below zero.</p>' }),
  );
  renderAt('/posts/a1');
  expect(await screen.findByRole('heading', { name: 'How tokens work' })).toBeInTheDocument();
  const first = screen.getByText('Tokens pay for tips.');
  expect(first.tagName).toBe('P');
  expect(screen.getByText('Your balance never goes below zero.').tagName).toBe('P');
  expect(screen.getByText('5 Jan 2025')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← All posts' })).toHaveAttribute('href', '/posts');
});

it('shows a Russian interface the post’s Russian texts, and the English ones where it has none', async () => {
  const ru = { title: 'Как устроены токены', shortDescription: '', content: '<p>Токенами оплачиваются чаевые.</p>' };
  server.get('/posts/a1', makePost({ _id: 'a1', title: 'How tokens work', content: '<p>Tokens pay for tips.</p>', translations: { ru } }));
  server.get('/posts/a2', makePost({ _id: 'a2', title: 'Terms of service', content: '<p>All performers are 18 or older.</p>' }));
  await act(() => changeLanguage('ru'));
  try {
    renderAt('/posts/a1');
    expect(await screen.findByRole('heading', { name: 'Как устроены токены' })).toBeInTheDocument();
    expect(screen.getByText('Токенами оплачиваются чаевые.')).toBeInTheDocument();
    expect(screen.queryByText('Tokens pay for tips.')).not.toBeInTheDocument();
    renderAt('/posts/a2');
    expect(await screen.findByRole('heading', { name: 'Terms of service' })).toBeInTheDocument();
  } finally {
    await act(() => changeLanguage('en'));
  }
});

it('never puts the stored markup into the page', async () => {
  server.get(
    '/posts/a1',
    makePost({
      _id: 'a1',
      title: 'Tricky',
      content: '<p>Hello <b>there</b> &amp; welcome</p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script><p>Bye</p>',
    }),
  );
  renderAt('/posts/a1');
  expect(await screen.findByText('Hello there & welcome')).toBeInTheDocument();
  expect(screen.getByText('Bye')).toBeInTheDocument();
  const article = screen.getByRole('article');
  expect(article.querySelector('b, img, script')).toBeNull();
  expect(article).not.toHaveTextContent('__pwned');
  expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
});

it('shows "Post not found" for a post that does not exist', async () => {
  server.get('/posts/nope', reply(404, { statusCode: 404, message: 'Post not found', error: 'Not Found' }));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined); // the client warns about every 404
  renderAt('/posts/nope');
  expect(await screen.findByText('Post not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/posts');
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  warn.mockRestore();
});

it('offers a retry when the post cannot be loaded', async () => {
  server.on('GET', '/posts/a1', reply(500, { statusCode: 500, message: 'Database unavailable' }), { times: 1 });
  renderAt('/posts/a1');
  expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  server.get('/posts/a1', makePost({ _id: 'a1', title: 'Found it' }));
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Found it' })).toBeInTheDocument();
});

describe('postParagraphs', () => {
  it('reads HTML, markdown and plain text as paragraphs', () => {
    expect(postParagraphs('<p>One</p>\n<p>Two<br>lines</p>')).toEqual(['One', 'Two lines']);
    expect(postParagraphs('First paragraph\nstill first.\n\nSecond & last.')).toEqual(['First paragraph still first.', 'Second & last.']);
    expect(postParagraphs('<h2>Title</h2><ul><li>a</li><li>b</li></ul>')).toEqual(['Title', 'a', 'b']);
    expect(postParagraphs('a &lt;b&gt; c')).toEqual(['a <b> c']);
    expect(postParagraphs('<style>p{}</style><script>alert(1)</script>Text')).toEqual(['Text']);
    expect(postParagraphs('')).toEqual([]);
  });
});
