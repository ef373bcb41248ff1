import { Navigate, Route, Routes } from 'react-router-dom';
import { bus, isAdmin, NotFoundPage, useBusState } from '@platform/shared';
import { ADMIN_SECTIONS, sectionUrl } from './sections';

/**
 * `/admin` (package.json `platform.routes`): the first section, then each section's pages under its path. The shell
 * never mounts this remote for anyone but an admin; if it ever did, nothing of the office renders and nothing is asked.
 */
export function AppRoutes() {
  const auth = useBusState(bus.auth);
  if (!isAdmin(auth)) return <NotFoundPage />;
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
