-- One-time secrets: e-mailed login codes and password-reset links (stored hashed, single use).
CREATE TABLE auth_codes (
  id         text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  source     text NOT NULL CHECK (source IN ('user', 'performer', 'studio')),
  account_id text NOT NULL,
  email      text NOT NULL,
  code_hash  text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_codes_email_idx ON auth_codes (lower(email));

CREATE TABLE password_resets (
  id         text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  source     text NOT NULL CHECK (source IN ('user', 'performer', 'studio')),
  account_id text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
