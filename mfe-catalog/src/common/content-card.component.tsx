import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CardLink, Thumb } from '../features/content/content-ui';

/**
 * One card of a content list: the picture (a second link, hidden from screen readers and the tab order) and the
 * title both open `to`; `meta` is the line under the title.
 */
export function ContentCard({
  to,
  image,
  badge,
  title,
  meta,
}: {
  to: string;
  image: string | null | undefined;
  badge?: ReactNode;
  title: string;
  meta: ReactNode;
}) {
  return (
    <li>
      <CardLink>
        <Link to={to} tabIndex={-1} aria-hidden="true">
          <Thumb src={image} alt="" badge={badge} />
        </Link>
        <h3>
          <Link to={to}>{title}</Link>
        </h3>
        <p>{meta}</p>
      </CardLink>
    </li>
  );
}
