-- Money core. Every token movement is one row in ledger_movements plus two or more rows in
-- ledger_entries whose amounts add up to zero (double entry). Wallet balances live on the account rows
-- (users / performers / studios .balance, CHECK >= 0 since 001) and on system_wallets for the platform's
-- revenue and the external payment gateway; they are only changed together with ledger rows.

-- The platform's revenue wallet (never negative) and the outside world ('gateway'): tokens sold for real
-- money come from it (it goes negative by the tokens in circulation) and payouts go back to it.
CREATE TABLE system_wallets (
  id      text PRIMARY KEY CHECK (id IN ('platform', 'gateway')),
  balance bigint NOT NULL DEFAULT 0,
  CONSTRAINT system_wallets_platform_not_negative CHECK (id = 'gateway' OR balance >= 0)
);
INSERT INTO system_wallets (id, balance) VALUES ('platform', 0), ('gateway', 0);

CREATE TABLE ledger_movements (
  id         text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  type       text NOT NULL CHECK (type IN ('opening_balance', 'token_purchase', 'tip', 'pay_token', 'sale_video', 'sale_gallery',
                                          'sale_photo', 'sale_product', 'stream_private', 'stream_group', 'refund', 'payout')),
  reference  text,                      -- id of the record the movement belongs to (purchase, transaction, refund, payout)
  note       text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_movements_created_idx ON ledger_movements (created_at DESC);

CREATE TABLE ledger_entries (
  id            bigserial PRIMARY KEY,
  movement_id   text NOT NULL REFERENCES ledger_movements (id),
  account_kind  text NOT NULL CHECK (account_kind IN ('user', 'performer', 'studio', 'platform', 'gateway')),
  account_id    text NOT NULL,          -- 'platform' / 'gateway' for the system wallets
  amount        bigint NOT NULL CHECK (amount <> 0),   -- + credit, - debit
  balance_after bigint NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_movement_idx ON ledger_entries (movement_id);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_kind, account_id);

-- Double entry enforced by the database: at commit, each movement's entries must sum to zero.
CREATE FUNCTION ledger_check_movement_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE movement_id = NEW.movement_id) <> 0 THEN
    RAISE EXCEPTION 'ledger movement % is not balanced', NEW.movement_id USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_movement_balanced();

-- The ledger is append-only: corrections are new movements (refunds), never edits.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only' USING ERRCODE = '42501';
END $$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_movements_append_only BEFORE UPDATE OR DELETE ON ledger_movements FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

-- Idempotency-Key store: the key and the first response are written in the same transaction as the movement.
CREATE TABLE idempotency_keys (
  account_source text NOT NULL,
  account_id     text NOT NULL,
  route          text NOT NULL,
  key            text NOT NULL,
  fingerprint    text NOT NULL,         -- sha256 of the request (params + body): the same key with another request is refused
  response       jsonb,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT idempotency_keys_pkey PRIMARY KEY (account_source, account_id, route, key)
);

CREATE TABLE token_packages (
  id          text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  name        text NOT NULL,
  description text NOT NULL DEFAULT '',
  ordering    integer NOT NULL DEFAULT 0,
  price       numeric(10, 2) NOT NULL CHECK (price > 0),   -- real money, in the site currency
  tokens      integer NOT NULL CHECK (tokens > 0),
  is_active   boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Money paid for tokens (one row per gateway attempt; declined attempts are kept with status 'failed').
CREATE TABLE payment_transactions (
  id              text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  payment_gateway text NOT NULL,
  gateway_ref     text,
  buyer_source    text NOT NULL DEFAULT 'user',
  buyer_id        text NOT NULL,
  type            text NOT NULL DEFAULT 'token_package',
  products        jsonb NOT NULL,
  total_price     numeric(10, 2) NOT NULL CHECK (total_price >= 0),
  tokens          integer NOT NULL CHECK (tokens >= 0),
  status          text NOT NULL CHECK (status IN ('pending', 'success', 'failed')),
  failure_reason  text,
  movement_id     text REFERENCES ledger_movements (id),
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_transactions_buyer_idx ON payment_transactions (buyer_id, created_at DESC);

-- Performer content that can be sold. Only created here because no content feature owns such tables
-- yet; the purchase code reads it through one catalog function, so real tables can replace it.
CREATE TABLE performer_assets (
  id           text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  performer_id text NOT NULL REFERENCES performers (id) ON DELETE CASCADE,
  kind         text NOT NULL CHECK (kind IN ('video', 'gallery', 'photo', 'product')),
  title        text NOT NULL,
  description  text NOT NULL DEFAULT '',
  token        integer NOT NULL DEFAULT 0 CHECK (token >= 0),   -- price in tokens
  is_sale      boolean NOT NULL DEFAULT true,
  status       text NOT NULL DEFAULT 'active' CHECK (status IN ('draft', 'active', 'inactive', 'file-error')),
  product_type text CHECK (product_type IN ('physical', 'digital')),
  stock        integer CHECK (stock >= 0),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'product') = (product_type IS NOT NULL))
);
CREATE INDEX performer_assets_performer_idx ON performer_assets (performer_id, kind);

-- A performer's blocked members (tips and purchases from them are refused).
CREATE TABLE IF NOT EXISTS performer_blocks (
  performer_id text NOT NULL REFERENCES performers (id) ON DELETE CASCADE,
  user_id      text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (performer_id, user_id)
);

-- What a member paid tokens for: content, tips, paid chat tokens and show minutes.
CREATE TABLE purchased_items (
  id              text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  source          text NOT NULL DEFAULT 'user',
  source_id       text NOT NULL REFERENCES users (id),
  seller_id       text NOT NULL REFERENCES performers (id),
  target          text NOT NULL CHECK (target IN ('video', 'gallery', 'photo', 'product', 'performer', 'stream')),
  target_id       text NOT NULL,
  type            text NOT NULL CHECK (type IN ('sale_video', 'sale_gallery', 'sale_photo', 'sale_product', 'tip', 'pay_token',
                                                'stream_private', 'stream_group')),
  name            text NOT NULL DEFAULT '',
  description     text NOT NULL DEFAULT '',
  original_price  integer NOT NULL CHECK (original_price > 0),
  total_price     integer NOT NULL CHECK (total_price > 0),
  quantity        integer NOT NULL DEFAULT 1 CHECK (quantity > 0),
  status          text NOT NULL DEFAULT 'success' CHECK (status IN ('pending', 'success', 'cancelled')),
  once            boolean NOT NULL DEFAULT false,   -- digital content: one successful purchase per buyer
  conversation_id text,
  movement_id     text NOT NULL REFERENCES ledger_movements (id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX purchased_items_buyer_idx ON purchased_items (source_id, created_at DESC);
CREATE INDEX purchased_items_seller_idx ON purchased_items (seller_id, created_at DESC);
-- Buying the same digital item twice is impossible even for two concurrent requests.
CREATE UNIQUE INDEX purchased_items_once_key ON purchased_items (source_id, target, target_id) WHERE once AND status = 'success';

CREATE SEQUENCE order_number_seq START 1001;
CREATE TABLE orders (
  id                text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  order_number      text NOT NULL UNIQUE,
  buyer_id          text NOT NULL REFERENCES users (id),
  seller_id         text NOT NULL REFERENCES performers (id),
  product_id        text NOT NULL,
  purchased_item_id text NOT NULL REFERENCES purchased_items (id),
  name              text NOT NULL,
  product_type      text NOT NULL CHECK (product_type IN ('physical', 'digital')),
  unit_price        integer NOT NULL CHECK (unit_price > 0),
  quantity          integer NOT NULL CHECK (quantity > 0),
  total_price       integer NOT NULL CHECK (total_price > 0),
  status            text NOT NULL CHECK (status IN ('pending', 'processing', 'shipping', 'delivered', 'cancelled', 'refunded')),
  delivery_status   text NOT NULL DEFAULT 'processing' CHECK (delivery_status IN ('processing', 'shipping', 'delivered', 'cancelled')),
  delivery_address  text NOT NULL DEFAULT '',
  postal_code       text NOT NULL DEFAULT '',
  shipping_code     text NOT NULL DEFAULT '',
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_buyer_idx ON orders (buyer_id, created_at DESC);
CREATE INDEX orders_seller_idx ON orders (seller_id, created_at DESC);

-- Payout requests reserve earnings; settled (paid) by an admin.
CREATE TABLE payout_requests (
  id                   text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  source               text NOT NULL CHECK (source IN ('performer', 'studio')),
  source_id            text NOT NULL,
  performer_id         text REFERENCES performers (id),
  studio_id            text REFERENCES studios (id),
  payment_account_type text NOT NULL CHECK (payment_account_type IN ('banking', 'directDeposit', 'paxum', 'bitpay')),
  payment_account_info jsonb,
  from_date            date,
  to_date              date,
  request_note         text NOT NULL DEFAULT '',
  admin_note           text NOT NULL DEFAULT '',
  studio_note          text NOT NULL DEFAULT '',
  status               text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'done')),
  token_must_pay       integer NOT NULL CHECK (token_must_pay > 0),
  movement_id          text REFERENCES ledger_movements (id),
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payout_requests_source_idx ON payout_requests (source, source_id, created_at DESC);
CREATE INDEX payout_requests_studio_idx ON payout_requests (studio_id, created_at DESC);

-- One row per party that earned from a sale: gross = what the buyer paid, net = this party's share.
CREATE TABLE earnings (
  id                text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  source            text NOT NULL CHECK (source IN ('performer', 'studio')),   -- whose earning
  source_id         text NOT NULL,
  user_id           text NOT NULL REFERENCES users (id),                       -- the buyer
  performer_id      text NOT NULL REFERENCES performers (id),
  studio_id         text REFERENCES studios (id),
  purchased_item_id text NOT NULL REFERENCES purchased_items (id),
  movement_id       text NOT NULL REFERENCES ledger_movements (id),
  source_type       text NOT NULL,        -- target of the sale: video, gallery, product, performer, stream
  type              text NOT NULL,        -- sale type: tip, sale_video, ...
  gross_price       integer NOT NULL CHECK (gross_price > 0),
  net_price         integer NOT NULL CHECK (net_price >= 0),
  commission        integer NOT NULL CHECK (commission >= 0),
  platform_commission integer NOT NULL DEFAULT 0 CHECK (platform_commission >= 0),
  is_paid           boolean NOT NULL DEFAULT false,
  payout_status     text NOT NULL DEFAULT 'none' CHECK (payout_status IN ('none', 'pending', 'approved', 'done', 'refunded')),
  payout_request_id text REFERENCES payout_requests (id),
  created_at        timestamptz NOT NULL DEFAULT now(),
  CHECK (net_price + commission = gross_price)
);
CREATE INDEX earnings_source_idx ON earnings (source, source_id, created_at DESC);
CREATE INDEX earnings_purchase_idx ON earnings (purchased_item_id);

CREATE TABLE refund_requests (
  id                text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  user_id           text NOT NULL REFERENCES users (id),
  performer_id      text NOT NULL REFERENCES performers (id),
  source_type       text NOT NULL CHECK (source_type IN ('order', 'purchase')),
  source_id         text NOT NULL,
  purchased_item_id text NOT NULL REFERENCES purchased_items (id),
  token             integer NOT NULL CHECK (token > 0),
  description       text NOT NULL DEFAULT '',
  status            text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'resolved', 'rejected')),
  admin_note        text NOT NULL DEFAULT '',
  movement_id       text REFERENCES ledger_movements (id),
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refund_requests_user_idx ON refund_requests (user_id, created_at DESC);
-- One open request per purchase.
CREATE UNIQUE INDEX refund_requests_open_key ON refund_requests (purchased_item_id) WHERE status = 'pending';

-- Payout details of performers and studios (bank transfer, direct deposit, Paxum, Bitpay).
CREATE TABLE payment_information (
  id         text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  source     text NOT NULL CHECK (source IN ('user', 'performer', 'studio')),
  source_id  text NOT NULL,
  type       text NOT NULL CHECK (type IN ('banking', 'directDeposit', 'paxum', 'bitpay')),
  details    jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (source, source_id, type)
);
