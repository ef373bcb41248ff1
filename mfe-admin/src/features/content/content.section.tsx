import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@platform/shared';
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
    <Routes>
      <Route index element={<Navigate to="settings" replace />} />
      <Route path="settings" element={<SiteSettingsPage />} />
      <Route path="streaming" element={<StreamingSettingsPage />} />
      <Route path="banners" element={<BannersPage />} />
      <Route path="menus" element={<MenusPage />} />
      <Route path="categories" element={<CategoriesPage />} />
      <Route path="posts" element={<PostsPage />} />
      <Route path="packages" element={<PackagesPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
