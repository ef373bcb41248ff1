import { Link } from 'react-router-dom';
import { formatDate, translated } from '@platform/shared';
import type { Post } from '@platform/shared/contract';
import { CardLink, Thumb } from '../content/content-ui';
import { useTexts } from '../../i18n';

export const postDate = (post: Pick<Post, 'createdAt'>) => formatDate(post.createdAt, 'D MMM YYYY');

/** A post in the list: its picture when it has one, title, date and summary; opens /posts/:id. */
export function PostCard({ post }: { post: Post }) {
  useTexts(); // the date and the texts follow the language
  const shortDescription = translated(post, 'shortDescription');
  const to = `/posts/${encodeURIComponent(post._id)}`;
  return (
    <li>
      <CardLink>
        {post.image && (
          <Link to={to} tabIndex={-1} aria-hidden="true">
            <Thumb src={post.image} alt="" />
          </Link>
        )}
        <h3>
          <Link to={to}>{translated(post, 'title')}</Link>
        </h3>
        <p>{postDate(post)}</p>
        {shortDescription && <p>{shortDescription}</p>}
      </CardLink>
    </li>
  );
}
