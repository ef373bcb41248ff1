import type { ReactNode } from 'react';
import { Page, PageTitle } from '@platform/shared';

/** A page under its title (the page's one h1). */
export function TitledPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      {children}
    </Page>
  );
}
