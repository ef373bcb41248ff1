-- Keys of a performer's encoders (OBS): a WHIP bearer token and an RTMP stream key. The key itself is kept only
-- as its SHA-256 (what the media server's check looks up) and sealed with the install's secret box (so she can
-- read it again on /live); a new key replaces the row, so the old one stops working at once.
CREATE TABLE encoder_keys (
  performer_id text NOT NULL REFERENCES performers (id) ON DELETE CASCADE,
  kind         text NOT NULL CHECK (kind IN ('whip', 'rtmp')),
  key_hash     text NOT NULL UNIQUE,
  key_sealed   text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (performer_id, kind)
);
