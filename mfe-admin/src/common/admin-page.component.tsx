import type { ReactNode } from 'react';
import { bus, isAdmin, NotFoundPage, SectionPage, useBusState } from '@platform/shared';
import { useTexts } from '../i18n';
import { ADMIN_SECTIONS, sectionUrl } from '../sections';

/** Every back-office screen: the section navigation, the title, then the content — for a signed-in admin only. */
export function AdminPage({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTexts();
  const auth = useBusState(bus.auth);
  // The shell never mounts this remote for anyone else; if it ever did, the page still shows nothing of the office.
  if (!isAdmin(auth)) return <NotFoundPage />;
  const nav = ADMIN_SECTIONS.map((s) => ({ to: sectionUrl(s), label: t(`sections.${s.key}`) }));
  return (
    <SectionPage navLabel={t('backOffice')} sections={nav} title={title} actions={actions}>
      {children}
    </SectionPage>
  );
}
