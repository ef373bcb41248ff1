-- The most signed-in viewers a show had at once (the back office's statistics chart it per day).
-- Shows before this column: replayed from stream_viewers (a viewer who came back counts from his first visit).
ALTER TABLE streams ADD COLUMN IF NOT EXISTS peak_viewers integer NOT NULL DEFAULT 0 CHECK (peak_viewers >= 0);
UPDATE streams s SET peak_viewers = coalesce((
  SELECT max(overlap.n) FROM stream_viewers v
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS n FROM stream_viewers w
    WHERE w.stream_id = v.stream_id AND w.joined_at <= v.joined_at AND (w.left_at IS NULL OR w.left_at > v.joined_at)
  ) overlap
  WHERE v.stream_id = s.id), 0);
