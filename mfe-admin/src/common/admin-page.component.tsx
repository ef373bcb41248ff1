import type { ReactNode } from 'react';
import { SectionPage } from '@platform/shared';
import { useTexts } from '../i18n';
import { ADMIN_SECTIONS, sectionUrl } from '../sections';

/** Every back-office screen: the section navigation, the title, then the content. */
export function AdminPage({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTexts();
  const nav = ADMIN_SECTIONS.map((s) => ({ to: sectionUrl(s), label: t(`sections.${s.key}`) }));
  return (
    <SectionPage navLabel={t('backOffice')} sections={nav} title={title} actions={actions}>
      {children}
    </SectionPage>
  );
}
