import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Page, PageTitle, translated } from '@platform/shared';
import type { Post } from '@platform/shared/contract';
import { Muted } from '../content/content-ui';
import { ItemPage } from '../content/item-page.component';
import { useTexts } from '../../i18n';
import { postDate } from './post-card.component';
import { postQuery } from './posts.query';
import { postParagraphs } from './post-text';

/** /posts/:id (an id or a slug): one published post, its content shown as text (see postParagraphs). */
export function PostPage() {
  const { t } = useTexts();
  const { id = '' } = useParams();
  const query = useQuery(postQuery(id));

  return (
    <ItemPage query={query} notFound={{ title: t('posts.notFound'), description: t('posts.removed'), to: '/posts', label: t('posts.all') }}>
      {(post) => <PostView post={post} />}
    </ItemPage>
  );
}

function PostView({ post }: { post: Post }) {
  const { t } = useTexts(); // the date and the texts follow the language too
  return (
    <Page>
      <Link to="/posts">{t('posts.back')}</Link>
      <Article>
        <PageTitle>{translated(post, 'title')}</PageTitle>
        <Muted>{postDate(post)}</Muted>
        {post.image && <Cover src={post.image} alt="" />}
        {postParagraphs(translated(post, 'content')).map((paragraph, index) => (
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
