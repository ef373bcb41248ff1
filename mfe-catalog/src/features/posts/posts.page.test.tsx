import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '@platform/shared/mock';
import { makePost } from './post.fixtures';
import { mockApiPerTest, renderAt } from '../../testing/render-catalog';

const SEARCH = '/posts/search';
const server = mockApiPerTest();

const lastSearch = () => server.callsTo('GET', SEARCH).at(-1)?.params;

it('lists published posts with their date and summary, each linked to its page', async () => {
  server.get(SEARCH, {
    data: [
      makePost({ _id: 'a1', title: 'Welcome to Velvet Live', shortDescription: 'What you can do here, in one minute.' }),
      makePost({ _id: 'a2', title: 'How tokens work', createdAt: '2025-02-10T12:00:00.000Z', image: '/uploads/posts/tokens.jpg' }),
    ],
    total: 2,
  });
  renderAt('/posts');
  expect(await screen.findByText('2 posts')).toBeInTheDocument();
  const cards = within(screen.getByRole('region', { name: 'Posts' })).getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  expect(within(cards[0]).getByRole('link', { name: 'Welcome to Velvet Live' })).toHaveAttribute('href', '/posts/a1');
  expect(within(cards[0]).getByText('What you can do here, in one minute.')).toBeInTheDocument();
  expect(within(cards[0]).getByText('5 Jan 2025')).toBeInTheDocument();
  expect(within(cards[1]).getByText('10 Feb 2025')).toBeInTheDocument();
  expect(cards[1].querySelector('img')).toHaveAttribute('src', '/uploads/posts/tokens.jpg');
  expect(cards[0].querySelector('img')).toBeNull();
  // only posts: the site's pages (terms, privacy) are not news
  expect(lastSearch()).toEqual({ limit: 10, offset: 0, type: 'post' });
});

it('searches by text and pages through the results, keeping both in the address', async () => {
  server.get(SEARCH, { data: [makePost({ _id: 'a1', title: 'How tokens work' })], total: 25 });
  renderAt('/posts');
  await screen.findByText('How tokens work');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'tokens');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(lastSearch()).toEqual({ limit: 10, offset: 0, type: 'post', q: 'tokens' });
  await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  expect(lastSearch()).toEqual({ limit: 10, offset: 10, type: 'post', q: 'tokens' });
  expect(window.location.search).toBe('?q=tokens&page=2');
});

it('says so when there are no posts, or none matching', async () => {
  server.get(SEARCH, { data: [], total: 0 });
  const { unmount } = renderAt('/posts');
  expect(await screen.findByText('No posts yet')).toBeInTheDocument();
  unmount();
  renderAt('/posts?q=zzz');
  expect(await screen.findByText('No posts found')).toBeInTheDocument();
  expect(lastSearch()).toMatchObject({ q: 'zzz' });
});

it('shows the server message with a retry', async () => {
  server.on('GET', SEARCH, reply(500, { statusCode: 500, message: 'Posts are down' }), { times: 1 });
  renderAt('/posts');
  expect(await screen.findByText('Posts are down')).toBeInTheDocument();
  server.get(SEARCH, { data: [makePost({ _id: 'a1', title: 'Back again' })], total: 1 });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Back again')).toBeInTheDocument();
});
