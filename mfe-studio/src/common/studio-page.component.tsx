import type { ComponentType, ReactNode } from 'react';
import { RequireRole, SectionPage } from '@platform/shared';
import { useTexts } from '../i18n';
import { STUDIO_SECTIONS } from './sections';

/** Every studio screen: the studio's navigation, the title, then the content for a signed-in studio only. */
export function StudioPage({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTexts();
  // The studio's own screens go through its router, the wallet's through the shell.
  const nav = STUDIO_SECTIONS.map((s) => ({ to: s.to, label: t(`sections.${s.key}`), external: s.remote !== 'studio' }));
  return (
    <SectionPage navLabel={t('studio')} sections={nav} title={title} actions={actions}>
      <RequireRole role="studio" what={t('studioArea')}>
        {children}
      </RequireRole>
    </SectionPage>
  );
}

/**
 * A studio screen titled by one of this remote's text keys; its content (and the queries in it) runs only once a
 * studio is signed in.
 */
export function studioScreen(titleKey: string, Content: ComponentType) {
  return function StudioScreen() {
    const { t } = useTexts();
    return (
      <StudioPage title={t(titleKey)}>
        <Content />
      </StudioPage>
    );
  };
}
