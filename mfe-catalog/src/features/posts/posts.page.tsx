import { Page, PageTitle } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import { PagedResults } from '../content/paged-results.component';
import { SearchFilterBar } from '../content/filter-bar.component';
import { pageWindow } from '../content/list-query';
import { TEXT_FILTER, useUrlFilters } from '../content/use-url-filters';
import { useTexts } from '../../i18n';
import { PostCard } from './post-card.component';
import { postListQuery } from './posts.query';
import type { PostSearchParams } from './posts.resource';

export const POSTS_PAGE_SIZE = 10;

/** /posts: the site's published posts, newest first, with a text search; ?q=&page= live in the address. */
export function PostsPage() {
  const { t } = useTexts();
  const { filters, page, apply } = useUrlFilters({ q: TEXT_FILTER });
  const q = filters.q;
  const params: PostSearchParams = { ...pageWindow(page, POSTS_PAGE_SIZE), type: 'post' };
  if (q.trim()) params.q = q.trim();
  const query = useQuery(postListQuery(params));

  return (
    <Page>
      <PageTitle>{t('posts.title')}</PageTitle>
      {/* Keyed by the text only: paging keeps what is typed in the box. */}
      <SearchFilterBar key={q} searchLabel={t('posts.search')} value={filters} onChange={(next) => apply(next)} />
      <PagedResults
        query={query}
        label={t('posts.title')}
        countKey="posts.count"
        empty={q.trim() ? { title: t('posts.none'), description: t('posts.tryOther') } : { title: t('posts.noneYet') }}
        page={page}
        pageSize={POSTS_PAGE_SIZE}
        onPage={(p) => apply({}, p)}
        card={(post) => <PostCard key={post._id} post={post} />}
      />
    </Page>
  );
}
