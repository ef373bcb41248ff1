import { NavLink, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, RequireRole } from '@platform/shared';
import { TitledPage } from '../../common/titled-page.component';
import { GalleryCreatePage, GalleryEditPage } from './gallery-form.page';
import { GalleryListPage, PhotoListPage, ProductListPage, VideoListPage } from './own-list.page';
import { OverviewPage } from './overview.page';
import { PhotoEditPage, PhotoUploadPage } from './photo-form.page';
import { ProductCreatePage, ProductEditPage } from './product-form.page';
import { MANAGER_PATH } from './manager-ui';
import { VideoCreatePage, VideoEditPage } from './video-form.page';
import { useTexts } from '../../i18n';

/** The tabs: `label` is the key of its text. */
const TABS = [
  { to: MANAGER_PATH, label: 'manager.overview', end: true },
  { to: `${MANAGER_PATH}/videos`, label: 'videos.title', end: false },
  { to: `${MANAGER_PATH}/photos`, label: 'photos.title', end: false },
  { to: `${MANAGER_PATH}/galleries`, label: 'galleries.title', end: false },
  { to: `${MANAGER_PATH}/products`, label: 'products.title', end: false },
];

/**
 * /account/content/*: the performer's content manager — her videos, photos, galleries and products, each
 * listed in any status with create, edit and delete. Anyone else is told it is for performers.
 */
export function ContentManager() {
  const { t } = useTexts();
  return (
    <TitledPage title={t('manager.title')}>
      <RequireRole role="performer" what={t('manager.what')}>
        <Tabs aria-label={t('manager.tabs')}>
          {TABS.map((tab) => (
            <NavLink key={tab.to} to={tab.to} end={tab.end}>
              {t(tab.label)}
            </NavLink>
          ))}
        </Tabs>
        <Routes>
          <Route index element={<OverviewPage />} />
          <Route path="videos" element={<VideoListPage />} />
          <Route path="videos/new" element={<VideoCreatePage />} />
          <Route path="videos/:id/edit" element={<VideoEditPage />} />
          <Route path="photos" element={<PhotoListPage />} />
          <Route path="photos/new" element={<PhotoUploadPage />} />
          <Route path="photos/:id/edit" element={<PhotoEditPage />} />
          <Route path="galleries" element={<GalleryListPage />} />
          <Route path="galleries/new" element={<GalleryCreatePage />} />
          <Route path="galleries/:id/edit" element={<GalleryEditPage />} />
          <Route path="products" element={<ProductListPage />} />
          <Route path="products/new" element={<ProductCreatePage />} />
          <Route path="products/:id/edit" element={<ProductEditPage />} />
          <Route path="*" element={<EmptyState title={t('shared:pageNotFound')} />} />
        </Routes>
      </RequireRole>
    </TitledPage>
  );
}

/** Scrolls sideways on a phone rather than wrapping into a tall block. */
const Tabs = styled.nav`
  display: flex;
  gap: 4px;
  margin: 0 0 16px;
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  a {
    flex: none;
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    box-sizing: border-box;
    padding: 8px 12px;
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    font-weight: 600;
    border-bottom: 2px solid transparent;
  }
  a.active {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;
