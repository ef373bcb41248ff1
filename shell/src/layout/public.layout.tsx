import { Header } from '../header/header.component';
import { Footer } from '../footer/footer.component';
import { usePlatform } from '../platform/platform';
import { useObservableValue } from '../settings/use-observable';
import { AppSlot } from './app-slot.component';
import { Column, Content } from './layout-parts';

export function PublicLayout({ path }: { path: string }) {
  const ui = useObservableValue(usePlatform().ui.settings$);
  return (
    <Column data-layout="public">
      <Header siteName={ui.siteName} logo={ui.logo} menus={ui.menus} placeholderAvatarUrl={ui.placeholderAvatarUrl} />
      <Content>
        <AppSlot path={path} />
      </Content>
      <Footer menus={ui.menus} footerContent={ui.footerContent} footerContentRu={ui.footerContentRu} siteName={ui.siteName} />
    </Column>
  );
}

export default PublicLayout;
