-- Alerts when a favourite goes live. A member's browsers that accepted Web Push (one row per browser).
CREATE TABLE push_subscriptions (
  endpoint   text PRIMARY KEY,
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  p256dh     text NOT NULL,
  auth       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);

-- Which favourites send him browser notifications: every one (push_all_favourites) or those listed here.
ALTER TABLE users ADD COLUMN IF NOT EXISTS push_all_favourites boolean NOT NULL DEFAULT false;
CREATE TABLE push_alert_performers (
  user_id      text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  performer_id text NOT NULL REFERENCES performers (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, performer_id)
);

-- The last alert a member had about a performer: at most one an hour.
CREATE TABLE live_alerts_sent (
  user_id      text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  performer_id text NOT NULL REFERENCES performers (id) ON DELETE CASCADE,
  sent_at      timestamptz NOT NULL,
  PRIMARY KEY (user_id, performer_id)
);
