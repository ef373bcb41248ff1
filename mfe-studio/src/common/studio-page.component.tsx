import type { ReactNode } from 'react';
import { RequireRole, SectionPage } from '@platform/shared';
import { STUDIO_SECTIONS } from './sections';

// The studio's own screens go through its router, the wallet's through the shell.
const NAV = STUDIO_SECTIONS.map((s) => ({ to: s.to, label: s.label, external: s.remote !== 'studio' }));

/** Every studio screen: the studio's navigation, the title, then the content for a signed-in studio only. */
export function StudioPage({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <SectionPage navLabel="Studio" sections={NAV} title={title} actions={actions}>
      <RequireRole role="studio" what="The studio area">
        {children}
      </RequireRole>
    </SectionPage>
  );
}
