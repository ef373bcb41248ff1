-- Menus and posts carry their other languages' texts like banners and categories (migration 791):
-- { "ru": { "title": "…" } } (menus) and { "ru": { "title": "…", "shortDescription": "…", "content": "…" } } (posts).
ALTER TABLE menus ADD COLUMN IF NOT EXISTS translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE posts ADD COLUMN IF NOT EXISTS translations jsonb NOT NULL DEFAULT '{}'::jsonb;
-- The default menu links of earlier installs keep the Russian titles the interface used to give them.
UPDATE menus m SET translations = jsonb_build_object('ru', jsonb_build_object('title', d.ru))
FROM (VALUES ('/', 'Home', 'Главная'), ('/performers', 'Performers', 'Модели'), ('/videos', 'Videos', 'Видео'),
             ('/galleries', 'Galleries', 'Галереи'), ('/products', 'Products', 'Товары'), ('/posts', 'Posts', 'Публикации'),
             ('/contact', 'Contact', 'Контакты'), ('/auth/register/performer', 'Become a model', 'Стать моделью'),
             ('/auth/register/studio', 'Studio sign up', 'Регистрация студии'),
             ('/auth/register/user', 'Member sign up', 'Регистрация участника')) AS d(path, title, ru)
WHERE m.path = d.path AND m.title = d.title AND m.translations = '{}'::jsonb;
