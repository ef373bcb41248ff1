-- A token purchase is recorded under its Idempotency-Key BEFORE the payment gateway is charged, so a retry or a
-- concurrent duplicate finishes the recorded purchase instead of charging the card a second time:
--   pending   — recorded, the gateway call may be running (lease_until: until when its caller owns it)
--   charged   — the gateway approved (gateway_charge_id); the ledger credit is not committed yet
--   completed — the ledger credit is committed (transaction_id), in the same transaction as this status
--   failed    — the gateway declined (failure_reason); nothing was charged
CREATE TABLE payment_intents (
  id                text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),   -- also the idempotency key sent to the gateway
  account_source    text NOT NULL,
  account_id        text NOT NULL,
  idempotency_key   text NOT NULL,
  fingerprint       text NOT NULL,                                      -- sha256 of the request: another request under the key is refused
  package_id        text NOT NULL REFERENCES token_packages (id),
  payment_gateway   text NOT NULL,
  amount            numeric(10, 2) NOT NULL CHECK (amount > 0),         -- real money, as charged (the package may change later)
  tokens            integer NOT NULL CHECK (tokens > 0),
  products          jsonb NOT NULL,
  status            text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'charged', 'completed', 'failed')),
  gateway_charge_id text,
  failure_reason    text,
  transaction_id    text REFERENCES payment_transactions (id),
  lease_until       timestamptz NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT payment_intents_key UNIQUE (account_source, account_id, idempotency_key),
  CHECK (status NOT IN ('charged', 'completed') OR gateway_charge_id IS NOT NULL),
  CHECK (status <> 'completed' OR transaction_id IS NOT NULL)
);
-- unfinished intents, for reconciliation with the gateway
CREATE INDEX payment_intents_open_idx ON payment_intents (status, updated_at) WHERE status IN ('pending', 'charged');
