-- Members' favourite performers; performers.favorites keeps the count shown in stats.
CREATE TABLE favourite_performers (
  user_id      text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  performer_id text NOT NULL REFERENCES performers (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, performer_id)
);
CREATE INDEX favourite_performers_performer_idx ON favourite_performers (performer_id);
