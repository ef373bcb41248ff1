import { useEffect } from 'react';
import { bus, useBusState } from '@platform/shared';
import { Header } from '../header/header.component';
import { Footer } from '../footer/footer.component';
import { usePlatform } from '../platform/platform';
import { useObservableValue } from '../settings/use-observable';
import { AppSlot } from './app-slot.component';
import { Column, Content } from './layout-parts';
import { SIGNED_OUT_REDIRECT } from './layout-kind';

/** /account… and /studio…: signed-in pages; a signed-out visitor goes to the user login. */
export function PrimaryLayout({ path, redirect }: { path: string; redirect: (to: string) => void }) {
  const platform = usePlatform();
  const ui = useObservableValue(platform.ui.settings$);
  const { accountReady, menu } = useObservableValue(platform.state$);
  const auth = useBusState(bus.auth);
  const signedOut = accountReady && auth.status === 'signed-out';

  useEffect(() => {
    if (signedOut) redirect(SIGNED_OUT_REDIRECT);
  }, [signedOut, redirect]);

  return (
    <Column data-layout="primary">
      <Header siteName={ui.siteName} logo={ui.logo} menus={ui.menus} entries={menu} placeholderAvatarUrl={ui.placeholderAvatarUrl} />
      <Content>{signedOut ? null : <AppSlot path={path} />}</Content>
      <Footer menus={ui.menus} footerContent={ui.footerContent} footerContentRu={ui.footerContentRu} siteName={ui.siteName} entries={menu} />
    </Column>
  );
}

export default PrimaryLayout;
