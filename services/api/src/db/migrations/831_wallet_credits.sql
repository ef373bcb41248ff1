-- Hot wallets. A performer many members tip at once, her studio and the platform's revenue wallet are credited by
-- almost every money call; updating their balance row inside each paying transaction made every tip wait for the
-- one row (~130 calls/s whatever the hardware). Credits to these wallets are now appended here by the paying
-- transaction (an insert: no row lock shared with other payers) and rolled up into the wallet's balance right after
-- commit, coalesced (features/money/wallet-credits.ts), at start and before anything debits or locks the wallet.
-- The balance of such a wallet is `balance + sum(wallet_credits.amount)`; the ledger check compares that with the
-- ledger. Each row is consumed exactly once (DELETE … RETURNING in the rollup's own statement).
CREATE TABLE wallet_credits (
  id           bigserial PRIMARY KEY,
  account_kind text NOT NULL CHECK (account_kind IN ('performer', 'studio', 'platform')),
  account_id   text NOT NULL,
  amount       bigint NOT NULL CHECK (amount > 0),
  earned       boolean NOT NULL DEFAULT false,   -- also counts in total_token_earned
  movement_id  text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_credits_account_idx ON wallet_credits (account_kind, account_id);

-- A credit appended to wallet_credits has no balance yet when its ledger row is written.
ALTER TABLE ledger_entries ALTER COLUMN balance_after DROP NOT NULL;
