-- The public video list (GET /user/performer-assets/videos/search) sorts by `created_at DESC NULLS LAST, id DESC`
-- (db/list-query.ts orderBy): videos_public_idx (created_at DESC, i.e. NULLS FIRST, no tie-breaker) cannot give that
-- order, so every page sorted all active videos. With this index a page reads only its own rows.
CREATE INDEX videos_public_order_idx ON videos (created_at DESC NULLS LAST, id DESC) WHERE deleted_at IS NULL AND status = 'active';
