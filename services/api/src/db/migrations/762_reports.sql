-- Reports and moderation: members and performers report an account, a live room, a chat line, a private message or
-- a piece of content; the admin dismisses a report or acts on its item, and can undo what he did (features/reports).
CREATE TABLE reports (
  id            text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  target_type   text NOT NULL CHECK (target_type IN ('performer', 'live-room', 'chat-line', 'message', 'video', 'photo', 'gallery', 'product')),
  target_id     text NOT NULL CHECK (target_id ~ '^[0-9a-f]{24}$'),
  reporter_role text NOT NULL CHECK (reporter_role IN ('user', 'performer', 'studio')),
  reporter_id   text NOT NULL,
  reason        text NOT NULL,
  details       text NOT NULL DEFAULT '',
  status        text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'dismissed', 'actioned')),
  -- what the admin did (dismiss, hide, end-show, suspend), why, who and when; undone_at when he took it back
  action        text,
  action_reason text,
  decided_by    text,
  decided_at    timestamptz,
  -- what the item was before the action, to put it back on undo (a message's text)
  undo_state    jsonb,
  created_at    timestamptz NOT NULL DEFAULT now()
);
-- one open report per reporter and item: reporting it again answers with the same report
CREATE UNIQUE INDEX reports_open_once ON reports (reporter_role, reporter_id, target_type, target_id) WHERE status = 'open';
CREATE INDEX reports_queue_idx ON reports (status, created_at DESC);
CREATE INDEX reports_target_idx ON reports (target_type, target_id);

-- Content an admin hid: gone from every list, page and search, its files no longer served; hidden_at NULL again on undo.
ALTER TABLE videos ADD COLUMN hidden_at timestamptz;
ALTER TABLE galleries ADD COLUMN hidden_at timestamptz;
ALTER TABLE photos ADD COLUMN hidden_at timestamptz;
ALTER TABLE products ADD COLUMN hidden_at timestamptz;

-- A hidden asset reads as inactive to purchases, like a deleted one.
CREATE OR REPLACE VIEW sale_items AS
  SELECT id, performer_id, 'video'::text AS kind, title, description, token, is_sale,
         CASE WHEN deleted_at IS NULL AND hidden_at IS NULL THEN status ELSE 'inactive' END AS status,
         NULL::text AS product_type, NULL::integer AS stock, created_at FROM videos
  UNION ALL
  SELECT id, performer_id, 'gallery', name, description, token, is_sale,
         CASE WHEN deleted_at IS NULL AND hidden_at IS NULL THEN status ELSE 'inactive' END, NULL, NULL, created_at FROM galleries
  UNION ALL
  SELECT id, performer_id, 'photo', title, description, token, is_sale,
         CASE WHEN deleted_at IS NULL AND hidden_at IS NULL THEN status ELSE 'inactive' END, NULL, NULL, created_at FROM photos
  UNION ALL
  SELECT id, performer_id, 'product', name, description, token, true,
         CASE WHEN deleted_at IS NULL AND hidden_at IS NULL THEN status ELSE 'inactive' END, type, stock, created_at FROM products;

-- The media list also carries hidden_at (a photo is hidden with its gallery too).
CREATE OR REPLACE VIEW media_items AS
  SELECT id, performer_id, 'video'::text AS kind, media_type, title, description, theme, tags, actresses, token, is_sale, status,
         views, duration::float8 AS duration, width, height, COALESCE(thumbnail_path, poster_path) AS thumbnail_path,
         trailer_path, file_id, NULL::text AS gallery_id, created_at, updated_at, deleted_at, hidden_at
    FROM videos
  UNION ALL
  SELECT p.id, p.performer_id, 'photo', p.media_type, p.title, p.description, p.theme, p.tags, p.actresses,
         COALESCE(g.token, p.token), COALESCE(g.is_sale, p.is_sale), p.status, p.views, NULL, p.width, p.height, p.small_path,
         NULL, p.file_id, p.gallery_id, p.created_at, p.updated_at, p.deleted_at, COALESCE(p.hidden_at, g.hidden_at)
    FROM photos p LEFT JOIN galleries g ON g.id = p.gallery_id;
