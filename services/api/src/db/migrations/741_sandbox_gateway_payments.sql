-- The SANDBOX payment gateway's own books. A real processor keeps its payments on its side and answers "what became
-- of payment X" after our process died; the sandbox keeps them here so that its answers survive a kill -9 and are
-- the same from every API process. Nothing else reads this table: the money truth stays in payment_intents and the
-- ledger.
--   approved  — the charge went through (reference = the gateway's charge id)
--   declined  — the charge was refused (reason)
--   cancelled — the payment was cancelled before any charge (the reconciler did it): a later charge is refused
CREATE TABLE sandbox_gateway_payments (
  payment_id  text PRIMARY KEY,                                           -- the idempotency key we sent (our intent's id)
  buyer_id    text NOT NULL,
  amount      numeric(10, 2) NOT NULL,
  state       text NOT NULL CHECK (state IN ('approved', 'declined', 'cancelled')),
  reference   text,
  reason      text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (state <> 'approved' OR reference IS NOT NULL)
);

-- the reconciler looks for pending purchases by age
CREATE INDEX payment_intents_pending_age_idx ON payment_intents (created_at) WHERE status IN ('pending', 'charged');
