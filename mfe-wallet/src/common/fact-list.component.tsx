import { Fragment, type ReactNode } from 'react';
import { Facts } from './layout';

/** A definition list of `[term, value]` pairs (terms already translated, unique within the list). */
export function FactList({ facts }: { facts: Array<[string, ReactNode]> }) {
  return (
    <Facts>
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Facts>
  );
}
