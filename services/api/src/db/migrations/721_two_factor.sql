-- Two-factor sign-in (TOTP). One row per account that has started enrolment; `enabled_at` is set once the
-- first code confirmed it. The secret is stored encrypted (AES-256-GCM, key derived from the install's JWT secret).
CREATE TABLE IF NOT EXISTS two_factor (
  source           text NOT NULL CHECK (source IN ('user', 'performer', 'studio')),
  account_id       text NOT NULL,
  secret_encrypted text NOT NULL,
  enabled_at       timestamptz,
  -- the last 30-second step a code was accepted for: the same code never signs in twice
  last_step        bigint NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (source, account_id)
);

-- Ten one-time recovery codes per account (SHA-256 of the code; each is used once).
CREATE TABLE IF NOT EXISTS two_factor_recovery_codes (
  source     text NOT NULL,
  account_id text NOT NULL,
  code_hash  text NOT NULL,
  used_at    timestamptz,
  PRIMARY KEY (source, account_id, code_hash)
);

-- The second step of a sign-in: a password or e-mailed code was right, a code is still due. Only the hash of the
-- challenge is kept; `enrolment` challenges (an admin without a second factor yet) only allow enrolling.
CREATE TABLE IF NOT EXISTS two_factor_challenges (
  challenge_hash text PRIMARY KEY,
  source         text NOT NULL,
  account_id     text NOT NULL,
  remember       boolean NOT NULL DEFAULT false,
  enrolment      boolean NOT NULL DEFAULT false,
  failures       integer NOT NULL DEFAULT 0,
  expires_at     timestamptz NOT NULL,
  used_at        timestamptz
);
CREATE INDEX IF NOT EXISTS two_factor_challenges_expires_idx ON two_factor_challenges (expires_at);

-- Wrong codes per account, counted over the last minute by every API process.
CREATE TABLE IF NOT EXISTS two_factor_failures (
  source     text NOT NULL,
  account_id text NOT NULL,
  failed_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS two_factor_failures_account_idx ON two_factor_failures (source, account_id, failed_at);
