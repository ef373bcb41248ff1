CREATE TABLE performer_categories (
  id          text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  name        text NOT NULL,
  slug        text NOT NULL UNIQUE,
  ordering    integer NOT NULL DEFAULT 0,
  description text NOT NULL DEFAULT '',
  status      text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Site settings: a key -> JSON value map; only `public` rows are readable without an admin token.
CREATE TABLE settings (
  key         text PRIMARY KEY,
  value       jsonb,
  public      boolean NOT NULL DEFAULT false,
  grp         text NOT NULL DEFAULT 'general',
  description text NOT NULL DEFAULT '',
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE menus (
  id         text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  title      text NOT NULL,
  path       text NOT NULL,
  section    text NOT NULL CHECK (section IN ('header', 'footer')),
  internal   boolean NOT NULL DEFAULT true,
  is_new_tab boolean NOT NULL DEFAULT false,
  ordering   integer NOT NULL DEFAULT 0,
  parent_id  text REFERENCES menus (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE banners (
  id          text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  title       text NOT NULL,
  description text NOT NULL DEFAULT '',
  href        text NOT NULL DEFAULT '',
  position    text NOT NULL DEFAULT 'top' CHECK (position IN ('top', 'bottom', 'right')),
  status      text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  ordering    integer NOT NULL DEFAULT 0,
  file_id     text REFERENCES files (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Every e-mail the platform sends (the local mail transport writes here; SMTP later reads from here too).
CREATE TABLE outbox (
  id         text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  to_address text NOT NULL,
  subject    text NOT NULL,
  text_body  text NOT NULL,
  html_body  text,
  links      jsonb NOT NULL DEFAULT '[]',
  template   text NOT NULL DEFAULT '',
  sent_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_created_idx ON outbox (created_at DESC);
