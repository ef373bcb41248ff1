import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, getServerMessage, isApiError, LoadingState, Page, PageTitle } from '@platform/shared';
import { Muted } from '../content/content-ui';
import { postDate } from './post-card.component';
import { postQuery } from './posts.query';
import { postParagraphs } from './post-text';

const notFound = (error: unknown) => isApiError(error) && error.statusCode === 404;

/** /posts/:id (an id or a slug): one published post, its content shown as text (see postParagraphs). */
export function PostPage() {
  const { id = '' } = useParams();
  const query = useQuery(postQuery(id));

  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return (
      <Page>
        {notFound(query.error) ? (
          <EmptyState title="Post not found" description="It may have been removed." action={<Link to="/posts">All posts</Link>} />
        ) : (
          <ErrorState message={getServerMessage(query.error)} onRetry={() => void query.refetch()} />
        )}
      </Page>
    );
  }

  const post = query.data;
  return (
    <Page>
      <Link to="/posts">← All posts</Link>
      <Article>
        <PageTitle>{post.title}</PageTitle>
        <Muted>{postDate(post)}</Muted>
        {post.image && <Cover src={post.image} alt="" />}
        {postParagraphs(post.content).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </Article>
    </Page>
  );
}

const Article = styled.article`
  max-width: 720px;
  overflow-wrap: anywhere;
  line-height: 1.6;
`;

const Cover = styled.img`
  display: block;
  width: 100%;
  max-height: 360px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
  margin-bottom: 12px;
`;
