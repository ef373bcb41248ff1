-- Performer content: videos, galleries, photos and products, each in its own table, replacing the placeholder
-- performer_assets of 100_ledger.sql (its rows move over with their ids, so purchases keep pointing at them).
-- Originals (video files, full-size photos, digital products) are private files, only served through signed URLs;
-- posters, thumbnails and trailers are public. A deleted asset is kept (deleted_at) so its buyers still have it.

CREATE TABLE videos (
  id               text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  performer_id     text NOT NULL REFERENCES performers (id) ON DELETE CASCADE,
  title            text NOT NULL,
  description      text NOT NULL DEFAULT '',
  status           text NOT NULL DEFAULT 'active' CHECK (status IN ('draft', 'active', 'inactive', 'file-error')),
  token            integer NOT NULL DEFAULT 0 CHECK (token >= 0),
  is_sale          boolean NOT NULL DEFAULT false,
  media_type       text NOT NULL DEFAULT 'VIDEO' CHECK (media_type IN ('VIDEO', 'SHORT', 'CUT', 'STREAM', 'OTHER')),
  theme            text NOT NULL DEFAULT '',
  tags             text[] NOT NULL DEFAULT '{}',
  actresses        text[] NOT NULL DEFAULT '{}',
  file_id          text REFERENCES files (id),          -- the private original
  duration         numeric(10, 2) NOT NULL DEFAULT 0,    -- seconds
  width            integer,
  height           integer,
  poster_path      text,                                 -- previews/{id}.jpg, a frame of the video
  thumbnail_path   text,                                 -- an uploaded thumbnail (WebP)
  trailer_path     text,                                 -- public preview clip
  trailer_duration numeric(10, 2),
  views            integer NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  deleted_at       timestamptz
);
CREATE INDEX videos_performer_idx ON videos (performer_id, created_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX videos_public_idx ON videos (created_at DESC) WHERE deleted_at IS NULL AND status = 'active';

CREATE TABLE galleries (
  id             text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  performer_id   text NOT NULL REFERENCES performers (id) ON DELETE CASCADE,
  name           text NOT NULL,
  description    text NOT NULL DEFAULT '',
  status         text NOT NULL DEFAULT 'active' CHECK (status IN ('draft', 'active', 'inactive', 'file-error')),
  token          integer NOT NULL DEFAULT 0 CHECK (token >= 0),
  is_sale        boolean NOT NULL DEFAULT false,
  tags           text[] NOT NULL DEFAULT '{}',
  cover_photo_id text,                                   -- a photo of the gallery; the first photo when unset
  views          integer NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  deleted_at     timestamptz
);
CREATE INDEX galleries_performer_idx ON galleries (performer_id, created_at DESC) WHERE deleted_at IS NULL;

CREATE TABLE photos (
  id           text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  performer_id text NOT NULL REFERENCES performers (id) ON DELETE CASCADE,
  gallery_id   text REFERENCES galleries (id),
  title        text NOT NULL DEFAULT '',
  description  text NOT NULL DEFAULT '',
  status       text NOT NULL DEFAULT 'active' CHECK (status IN ('draft', 'active', 'inactive', 'file-error')),
  token        integer NOT NULL DEFAULT 0 CHECK (token >= 0),   -- a photo outside a gallery may be sold alone
  is_sale      boolean NOT NULL DEFAULT false,
  media_type   text NOT NULL DEFAULT 'PHOTO' CHECK (media_type IN ('PHOTO', 'GIF')),
  theme        text NOT NULL DEFAULT '',
  tags         text[] NOT NULL DEFAULT '{}',
  actresses    text[] NOT NULL DEFAULT '{}',
  file_id      text REFERENCES files (id),                      -- the private full-size original
  small_path   text,                                            -- public WebP thumbnails, two sizes
  medium_path  text,
  width        integer,
  height       integer,
  views        integer NOT NULL DEFAULT 0,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  deleted_at   timestamptz
);
CREATE INDEX photos_performer_idx ON photos (performer_id, created_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX photos_gallery_idx ON photos (gallery_id, created_at) WHERE deleted_at IS NULL;

CREATE TABLE products (
  id              text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  performer_id    text NOT NULL REFERENCES performers (id) ON DELETE CASCADE,
  name            text NOT NULL,
  description     text NOT NULL DEFAULT '',
  type            text NOT NULL DEFAULT 'digital' CHECK (type IN ('physical', 'digital')),
  status          text NOT NULL DEFAULT 'active' CHECK (status IN ('draft', 'active', 'inactive', 'file-error')),
  token           integer NOT NULL DEFAULT 0 CHECK (token >= 0),
  stock           integer CHECK (stock >= 0),                   -- physical products only
  image_path      text,                                         -- public WebP
  digital_file_id text REFERENCES files (id),                   -- private, buyers only
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  deleted_at      timestamptz
);
CREATE INDEX products_performer_idx ON products (performer_id, created_at DESC) WHERE deleted_at IS NULL;

-- The placeholder's rows move over with their ids.
INSERT INTO videos (id, performer_id, title, description, status, token, is_sale, created_at, updated_at)
  SELECT id, performer_id, title, description, status, token, is_sale, created_at, updated_at FROM performer_assets WHERE kind = 'video';
INSERT INTO galleries (id, performer_id, name, description, status, token, is_sale, created_at, updated_at)
  SELECT id, performer_id, title, description, status, token, is_sale, created_at, updated_at FROM performer_assets WHERE kind = 'gallery';
INSERT INTO photos (id, performer_id, title, description, status, token, is_sale, created_at, updated_at)
  SELECT id, performer_id, title, description, status, token, is_sale, created_at, updated_at FROM performer_assets WHERE kind = 'photo';
INSERT INTO products (id, performer_id, name, description, type, status, token, stock, created_at, updated_at)
  SELECT id, performer_id, title, description, product_type, status, token, stock, created_at, updated_at FROM performer_assets WHERE kind = 'product';
DROP TABLE performer_assets;

-- What purchases sell, in one shape (features/money/catalog.repository.ts reads only this). A deleted asset reads
-- as inactive: nobody can buy it any more, its buyers keep it.
CREATE VIEW sale_items AS
  SELECT id, performer_id, 'video'::text AS kind, title, description, token, is_sale,
         CASE WHEN deleted_at IS NULL THEN status ELSE 'inactive' END AS status,
         NULL::text AS product_type, NULL::integer AS stock, created_at FROM videos
  UNION ALL
  SELECT id, performer_id, 'gallery', name, description, token, is_sale,
         CASE WHEN deleted_at IS NULL THEN status ELSE 'inactive' END, NULL, NULL, created_at FROM galleries
  UNION ALL
  SELECT id, performer_id, 'photo', title, description, token, is_sale,
         CASE WHEN deleted_at IS NULL THEN status ELSE 'inactive' END, NULL, NULL, created_at FROM photos
  UNION ALL
  -- a product is always for sale at its price
  SELECT id, performer_id, 'product', name, description, token, true,
         CASE WHEN deleted_at IS NULL THEN status ELSE 'inactive' END, type, stock, created_at FROM products;

-- The legacy media service: videos and photos in one list.
CREATE VIEW media_items AS
  SELECT id, performer_id, 'video'::text AS kind, media_type, title, description, theme, tags, actresses, token, is_sale, status,
         views, duration::float8 AS duration, width, height, COALESCE(thumbnail_path, poster_path) AS thumbnail_path,
         trailer_path, file_id, NULL::text AS gallery_id, created_at, updated_at, deleted_at
    FROM videos
  UNION ALL
  SELECT p.id, p.performer_id, 'photo', p.media_type, p.title, p.description, p.theme, p.tags, p.actresses,
         -- a photo of a gallery on sale is sold with its gallery
         COALESCE(g.token, p.token), COALESCE(g.is_sale, p.is_sale), p.status, p.views, NULL, p.width, p.height, p.small_path,
         NULL, p.file_id, p.gallery_id, p.created_at, p.updated_at, p.deleted_at
    FROM photos p LEFT JOIN galleries g ON g.id = p.gallery_id;

-- Site posts and pages (GET /posts/search, /posts/{id}).
CREATE TABLE posts (
  id                text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  title             text NOT NULL,
  slug              text NOT NULL UNIQUE,
  type              text NOT NULL DEFAULT 'post' CHECK (type IN ('post', 'page')),
  short_description text NOT NULL DEFAULT '',
  content           text NOT NULL DEFAULT '',
  image_path        text,
  status            text NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'draft')),
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX posts_published_idx ON posts (created_at DESC) WHERE status = 'published';

-- Messages of the contact form (each is also mailed to the site's contact address).
CREATE TABLE contact_messages (
  id         text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  name       text NOT NULL,
  email      text NOT NULL,
  subject    text NOT NULL DEFAULT '',
  message    text NOT NULL,
  ip         text,
  created_at timestamptz NOT NULL DEFAULT now()
);
