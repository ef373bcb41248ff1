-- Server-side sessions: a token carries its account's token_version (bumped by a password change, a password
-- reset and "sign out everywhere") and a jti that POST /auth/logout can revoke one by one.
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;
ALTER TABLE performers ADD COLUMN token_version integer NOT NULL DEFAULT 0;
ALTER TABLE studios ADD COLUMN token_version integer NOT NULL DEFAULT 0;

-- Revoked tokens, kept until the token would have expired anyway (pruned opportunistically).
CREATE TABLE revoked_tokens (
  jti        text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX revoked_tokens_expires_idx ON revoked_tokens (expires_at);

-- Failed sign-ins of existing accounts only (an unknown username never gets a row); shared by every API process.
CREATE TABLE login_failures (
  source       text NOT NULL CHECK (source IN ('user', 'performer', 'studio')),
  account_id   text NOT NULL,
  failed_count integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (source, account_id)
);
