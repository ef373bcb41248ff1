import { SubPageRoutes } from '../../common/sub-page-routes.component';
import { BannersPage } from './banners.page';
import { CategoriesPage } from './categories.page';
import { MenusPage } from './menus.page';
import { PackagesPage } from './packages.page';
import { PostsPage } from './posts.page';
import { SiteSettingsPage } from './site-settings.page';
import { StreamingSettingsPage } from './streaming-settings.page';

/** /admin/content: the site's settings, how shows are streamed, banners, menus, performer categories, posts and the shop's token packages (each page links to the others). */
export function ContentSection() {
  return (
    <SubPageRoutes
      pages={{
        settings: <SiteSettingsPage />,
        streaming: <StreamingSettingsPage />,
        banners: <BannersPage />,
        menus: <MenusPage />,
        categories: <CategoriesPage />,
        posts: <PostsPage />,
        packages: <PackagesPage />,
      }}
    />
  );
}
