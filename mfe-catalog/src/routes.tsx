import { Route, Routes } from 'react-router-dom';
import { HomePage } from './features/home/home.page';
import { PerformersPage } from './features/performers/performers.page';
import { ProfilePage } from './features/profile/profile.page';
import { GalleriesPage } from './features/galleries/galleries.page';
import { GalleryPage } from './features/galleries/gallery.page';
import { PhotosPage } from './features/photos/photos.page';
import { ProductPage } from './features/products/product.page';
import { ProductsPage } from './features/products/products.page';
import { MediaItemPage } from './features/media/media-item.page';
import { MediaPage } from './features/media/media.page';
import { VideoPage } from './features/videos/video.page';
import { VideosPage } from './features/videos/videos.page';
import { PostsPage } from './features/posts/posts.page';
import { PostPage } from './features/posts/post.page';
import { ContactPage } from './features/contact/contact.page';
import { FavoritesPage } from './features/favorites/favorites.page';
import { ContentStudio } from './features/content-studio/content-studio.component';
import { NotFoundPage } from '@platform/shared';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/posts" element={<PostsPage />} />
      <Route path="/posts/:id" element={<PostPage />} />
      <Route path="/contact" element={<ContactPage />} />
      <Route path="/account/favorites" element={<FavoritesPage />} />
      <Route path="/" element={<HomePage />} />
      <Route path="/performers" element={<PerformersPage />} />
      <Route path="/profile/:username" element={<ProfilePage />} />
      <Route path="/videos" element={<VideosPage />} />
      <Route path="/videos/:id" element={<VideoPage />} />
      <Route path="/galleries" element={<GalleriesPage />} />
      <Route path="/galleries/:id" element={<GalleryPage />} />
      <Route path="/photos" element={<PhotosPage />} />
      <Route path="/products" element={<ProductsPage />} />
      <Route path="/products/:id" element={<ProductPage />} />
      <Route path="/media" element={<MediaPage />} />
      <Route path="/media/:id" element={<MediaItemPage />} />
      <Route path="/account/content/*" element={<ContentStudio />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
