import { Route, Routes } from 'react-router-dom';
import { HomePage } from './features/home/home.page';
import { PerformersPage } from './features/performers/performers.page';
import { ProfilePage } from './features/profile/profile.page';
import { GalleriesPage } from './features/galleries/galleries.page';
import { GalleryPage } from './features/galleries/gallery.page';
import { PhotosPage } from './features/photos/photos.page';
import { VideoPage } from './features/videos/video.page';
import { VideosPage } from './features/videos/videos.page';
import { NotFoundPage } from '@platform/shared';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/performers" element={<PerformersPage />} />
      <Route path="/profile/:username" element={<ProfilePage />} />
      <Route path="/videos" element={<VideosPage />} />
      <Route path="/videos/:id" element={<VideoPage />} />
      <Route path="/galleries" element={<GalleriesPage />} />
      <Route path="/galleries/:id" element={<GalleryPage />} />
      <Route path="/photos" element={<PhotosPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
