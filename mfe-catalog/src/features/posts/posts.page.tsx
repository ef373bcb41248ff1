import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Page, PageTitle } from '@platform/shared';
import { FilterBar, pageFrom } from '../content/content-ui';
import { PagedResults } from '../content/paged-results.component';
import { PostCard } from './post-card.component';
import { postListQuery } from './posts.query';
import type { PostSearchParams } from './posts.resource';

export const POSTS_PAGE_SIZE = 10;

/** /posts: the site's published posts, newest first, with a text search; ?q=&page= live in the address. */
export function PostsPage() {
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const page = pageFrom(search.get('page'));
  const params: PostSearchParams = { limit: POSTS_PAGE_SIZE, offset: (page - 1) * POSTS_PAGE_SIZE, type: 'post' };
  if (q.trim()) params.q = q.trim();
  const query = useQuery(postListQuery(params));

  const go = (nextQ: string, nextPage: number) => {
    const next = new URLSearchParams();
    if (nextQ.trim()) next.set('q', nextQ.trim());
    if (nextPage > 1) next.set('page', String(nextPage));
    setSearch(next);
  };

  return (
    <Page>
      <PageTitle>Posts</PageTitle>
      <PostSearch key={q} value={q} onSearch={(text) => go(text, 1)} />
      <PagedResults
        query={query}
        label="Posts"
        nouns={['post', 'posts']}
        empty={q.trim() ? { title: 'No posts found', description: 'Try other words.' } : { title: 'No posts yet' }}
        page={page}
        pageSize={POSTS_PAGE_SIZE}
        onPage={(p) => go(q, p)}
        card={(post) => <PostCard key={post._id} post={post} />}
      />
    </Page>
  );
}

function PostSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [q, setQ] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(q);
  };
  return (
    <FilterBar role="search" onSubmit={submit}>
      <input type="search" aria-label="Search posts" placeholder="Search posts" value={q} onChange={(e) => setQ(e.target.value)} />
      <button type="submit">Search</button>
    </FilterBar>
  );
}
