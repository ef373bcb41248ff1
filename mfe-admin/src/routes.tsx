import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@platform/shared';
import { ADMIN_SECTIONS, sectionUrl } from './sections';

/** `/admin` (package.json `platform.routes`): the first section, then each section's pages under its path. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/admin" element={<Navigate to={sectionUrl(ADMIN_SECTIONS[0])} replace />} />
      {ADMIN_SECTIONS.map(({ key, path, component: Section }) => (
        <Route key={key} path={`/admin/${path}/*`} element={<Section />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
