-- Hosted checkout (issue 27): the member pays on the processor's own page and the processor tells us by signed
-- postbacks. The API never sees a card; the sandbox gateway's books (741) are replaced by the sandbox processor
-- service's own (services/processor).
--
-- payment_intents now also end as `reversed`: the processor refunded the payment or the bank charged it back. The
-- tokens are taken back from the member as far as his balance goes (`reversal_recovered`); what he already spent is
-- the shortfall (`reversal_shortfall`), booked to the `chargebacks` system wallet, which goes negative by the tokens
-- the site lost (the back office shows it).
ALTER TABLE payment_intents DROP CONSTRAINT payment_intents_status_check;
ALTER TABLE payment_intents ADD CONSTRAINT payment_intents_status_check
  CHECK (status IN ('pending', 'charged', 'completed', 'failed', 'reversed'));
ALTER TABLE payment_intents
  ADD COLUMN reversal_kind text CHECK (reversal_kind IN ('refund', 'chargeback')),
  ADD COLUMN reversal_recovered integer CHECK (reversal_recovered >= 0),
  ADD COLUMN reversal_shortfall integer CHECK (reversal_shortfall >= 0),
  ADD COLUMN reversed_at timestamptz,
  ADD CONSTRAINT payment_intents_reversal CHECK ((status = 'reversed') = (reversal_kind IS NOT NULL));
CREATE INDEX payment_intents_reversed_idx ON payment_intents (reversed_at DESC) WHERE status = 'reversed';

ALTER TABLE system_wallets DROP CONSTRAINT system_wallets_id_check;
ALTER TABLE system_wallets ADD CONSTRAINT system_wallets_id_check CHECK (id IN ('platform', 'gateway', 'chargebacks'));
ALTER TABLE system_wallets DROP CONSTRAINT system_wallets_platform_not_negative;
ALTER TABLE system_wallets ADD CONSTRAINT system_wallets_platform_not_negative CHECK (id <> 'platform' OR balance >= 0);
INSERT INTO system_wallets (id, balance) VALUES ('chargebacks', 0);

ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_kind_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_kind_check
  CHECK (account_kind IN ('user', 'performer', 'studio', 'platform', 'gateway', 'chargebacks'));
ALTER TABLE ledger_movements DROP CONSTRAINT ledger_movements_type_check;
ALTER TABLE ledger_movements ADD CONSTRAINT ledger_movements_type_check
  CHECK (type IN ('opening_balance', 'token_purchase', 'tip', 'pay_token', 'sale_video', 'sale_gallery', 'sale_photo', 'sale_product',
                  'stream_private', 'stream_group', 'refund', 'payout', 'token_reversal'));

-- Each processor event applied once: the processor's transaction id and the event (sale, decline, refund, …).
CREATE TABLE processor_events (
  processor       text NOT NULL,
  transaction_id  text NOT NULL,
  event           text NOT NULL CHECK (event IN ('sale', 'decline', 'cancel', 'refund', 'chargeback')),
  payment_id      text NOT NULL REFERENCES payment_intents (id),
  received_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (processor, transaction_id, event)
);

-- Signatures of accepted postbacks, kept while their timestamp is still fresh: the same signed request again is a replay.
CREATE TABLE processor_postback_signatures (
  signature    text PRIMARY KEY,
  received_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX processor_postback_signatures_age_idx ON processor_postback_signatures (received_at);

DROP TABLE sandbox_gateway_payments;
