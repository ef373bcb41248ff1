import { EmptyState } from './states.component';
import { Page } from './page.component';
import { PlatformLink } from './platform-link.component';
import { useSharedTexts } from '../i18n';

/** A path under a remote's prefixes with no screen behind it. */
export function NotFoundPage() {
  const { t } = useSharedTexts();
  return (
    <Page>
      <EmptyState title={t('pageNotFound')} />
      <p>
        <PlatformLink to="/">{t('backHome')}</PlatformLink>
      </p>
    </Page>
  );
}
