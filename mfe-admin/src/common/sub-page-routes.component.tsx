import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@platform/shared';

/** A section's pages by path: the first one is where the section opens, an unknown path is not found. */
export function SubPageRoutes({ pages }: { pages: Record<string, ReactNode> }) {
  const [first] = Object.keys(pages);
  return (
    <Routes>
      <Route index element={<Navigate to={first} replace />} />
      {Object.entries(pages).map(([path, page]) => (
        <Route key={path} path={path} element={page} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
