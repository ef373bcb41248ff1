-- One namespace of usernames across members, performers and studios: each account's username, folded (NFKC, lower
-- case, Unicode confusables skeleton: features/accounts/account-names.ts), held by exactly one account. Written in
-- the transaction that creates or renames an account. The existing accounts are added by fillAccountNames() right
-- after the migrations (the folding is TypeScript, not SQL), the oldest account first.
CREATE TABLE account_names (
  folded_name text PRIMARY KEY,
  source      text NOT NULL CHECK (source IN ('user', 'performer', 'studio')),
  source_id   text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (source, source_id)
);

-- Failed sign-ins, keyed by HMACs (the install secret) of the role + folded login and of the client address, so the
-- table neither names accounts nor tells which logins exist: unknown names are counted exactly like real ones.
-- client_key '*' is the login's count over every address that is not one of its usual ones.
DROP TABLE login_failures;
CREATE TABLE sign_in_failures (
  login_key     text NOT NULL,
  client_key    text NOT NULL,
  failed_count  integer NOT NULL DEFAULT 0,
  blocked_until timestamptz,
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (login_key, client_key)
);
CREATE INDEX sign_in_failures_updated_idx ON sign_in_failures (updated_at);

-- The addresses a login last signed in from successfully (its owner's usual ones: other addresses' failures never
-- delay them).
CREATE TABLE sign_in_addresses (
  login_key    text NOT NULL,
  client_key   text NOT NULL,
  signed_in_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (login_key, client_key)
);
