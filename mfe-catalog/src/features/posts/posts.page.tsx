import { Page, PageTitle } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import { PagedResults } from '../content/paged-results.component';
import { SearchFilterBar } from '../content/filter-bar.component';
import { pageWindow } from '../content/list-query';
import { TEXT_FILTER, useUrlFilters } from '../content/use-url-filters';
import { PostCard } from './post-card.component';
import { postListQuery } from './posts.query';
import type { PostSearchParams } from './posts.resource';

export const POSTS_PAGE_SIZE = 10;

/** /posts: the site's published posts, newest first, with a text search; ?q=&page= live in the address. */
export function PostsPage() {
  const { filters, page, apply } = useUrlFilters({ q: TEXT_FILTER });
  const q = filters.q;
  const params: PostSearchParams = { ...pageWindow(page, POSTS_PAGE_SIZE), type: 'post' };
  if (q.trim()) params.q = q.trim();
  const query = useQuery(postListQuery(params));

  return (
    <Page>
      <PageTitle>Posts</PageTitle>
      {/* Keyed by the text only: paging keeps what is typed in the box. */}
      <SearchFilterBar key={q} noun="posts" value={filters} onChange={(next) => apply(next)} />
      <PagedResults
        query={query}
        label="Posts"
        nouns={['post', 'posts']}
        empty={q.trim() ? { title: 'No posts found', description: 'Try other words.' } : { title: 'No posts yet' }}
        page={page}
        pageSize={POSTS_PAGE_SIZE}
        onPage={(p) => apply({}, p)}
        card={(post) => <PostCard key={post._id} post={post} />}
      />
    </Page>
  );
}
