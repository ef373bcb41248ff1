-- A performer's tip menu: items members tip for ("Dance", 50 tokens), in her order, each on or off.
CREATE TABLE tip_menu_items (
  id           text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  performer_id text NOT NULL REFERENCES performers (id) ON DELETE CASCADE,
  name         text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  price        integer NOT NULL CHECK (price BETWEEN 1 AND 100000),
  position     integer NOT NULL DEFAULT 0,
  active       boolean NOT NULL DEFAULT true,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tip_menu_items_performer_idx ON tip_menu_items (performer_id, position);

-- Her queue: each tip for an item (the tip is the purchased item) until she marks it done. The item's name and price
-- are kept as tipped; the item may change or go since.
CREATE TABLE tip_menu_requests (
  id                text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  performer_id      text NOT NULL REFERENCES performers (id) ON DELETE CASCADE,
  item_id           text REFERENCES tip_menu_items (id) ON DELETE SET NULL,
  item_name         text NOT NULL,
  price             integer NOT NULL CHECK (price > 0),
  member_id         text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purchased_item_id text NOT NULL UNIQUE,
  created_at        timestamptz NOT NULL DEFAULT now(),
  done_at           timestamptz
);
CREATE INDEX tip_menu_requests_waiting_idx ON tip_menu_requests (performer_id, created_at) WHERE done_at IS NULL;

-- Her goals: tips to her since started_at count towards target (summed from purchased_items, the ledger's sales); one
-- goal at a time is current (ended_at IS NULL); reached_at is stamped once, by whichever process counted the tip.
CREATE TABLE tip_goals (
  id           text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  performer_id text NOT NULL REFERENCES performers (id) ON DELETE CASCADE,
  title        text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 80),
  target       integer NOT NULL CHECK (target BETWEEN 1 AND 1000000),
  started_at   timestamptz NOT NULL DEFAULT now(),
  reached_at   timestamptz,
  ended_at     timestamptz
);
CREATE UNIQUE INDEX tip_goals_current_key ON tip_goals (performer_id) WHERE ended_at IS NULL;

-- What a chat line says beyond its text, for the reader's language: a menu tip's item ({"tipItem": "Dance"}), a
-- goal reached ({"goalReached": {"title": …, "target": …}}).
ALTER TABLE messages ADD COLUMN IF NOT EXISTS details jsonb;
