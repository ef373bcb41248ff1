import { Header } from '../header/header.component';
import { Footer } from '../footer/footer.component';
import { usePlatform } from '../platform/platform';
import { useObservableValue } from '../settings/use-observable';
import { AppSlot } from './app-slot.component';
import { Column, Content } from './layout-parts';

export function PublicLayout({ path }: { path: string }) {
  const platform = usePlatform();
  const ui = useObservableValue(platform.ui.settings$);
  const { menu } = useObservableValue(platform.state$);
  return (
    <Column data-layout="public">
      <Header siteName={ui.siteName} logo={ui.logo} menus={ui.menus} entries={menu} placeholderAvatarUrl={ui.placeholderAvatarUrl} />
      <Content>
        <AppSlot path={path} />
      </Content>
      <Footer menus={ui.menus} footerContent={ui.footerContent} footerContentRu={ui.footerContentRu} siteName={ui.siteName} entries={menu} />
    </Column>
  );
}

export default PublicLayout;
