import { lazyPage, NotFoundPage } from '@platform/shared';
import { Route, Routes } from 'react-router-dom';
import { HomePage } from './features/home/home.page';
import { PerformersPage } from './features/performers/performers.page';

// The catalogue's landing pages come with the remote; the others are fetched when first shown.
const ProfilePage = lazyPage(() => import('./features/profile/profile.page'), 'ProfilePage');
const GalleriesPage = lazyPage(() => import('./features/galleries/galleries.page'), 'GalleriesPage');
const GalleryPage = lazyPage(() => import('./features/galleries/gallery.page'), 'GalleryPage');
const PhotosPage = lazyPage(() => import('./features/photos/photos.page'), 'PhotosPage');
const ProductPage = lazyPage(() => import('./features/products/product.page'), 'ProductPage');
const ProductsPage = lazyPage(() => import('./features/products/products.page'), 'ProductsPage');
const MediaItemPage = lazyPage(() => import('./features/media/media-item.page'), 'MediaItemPage');
const MediaPage = lazyPage(() => import('./features/media/media.page'), 'MediaPage');
const VideoPage = lazyPage(() => import('./features/videos/video.page'), 'VideoPage');
const VideosPage = lazyPage(() => import('./features/videos/videos.page'), 'VideosPage');
const PostsPage = lazyPage(() => import('./features/posts/posts.page'), 'PostsPage');
const PostPage = lazyPage(() => import('./features/posts/post.page'), 'PostPage');
const ContactPage = lazyPage(() => import('./features/contact/contact.page'), 'ContactPage');
const FavoritesPage = lazyPage(() => import('./features/favorites/favorites.page'), 'FavoritesPage');
const ContentManager = lazyPage(() => import('./features/content-manager/content-manager.component'), 'ContentManager');

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
      <Route path="/account/content/*" element={<ContentManager />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
