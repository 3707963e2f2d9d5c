-- Online payments (issue 11; docs/payments.md). One row per provider transaction, in the provider's own terms:
-- Payme's states (1 created, 2 performed, -1 cancelled before perform, -2 cancelled after perform), amounts in
-- tiyin, times in epoch milliseconds as Payme sends and expects them back unchanged.
CREATE TABLE payment_transactions (
  id bigserial PRIMARY KEY,
  provider text NOT NULL CHECK (provider IN ('payme', 'click', 'uzum', 'paynet', 'sandbox')),
  -- the provider's id of the transaction (Payme's `id`)
  provider_id text NOT NULL CHECK (provider_id <> ''),
  -- a payment is money received: it outlives nothing it belongs to, so the order cannot be deleted under it
  order_id integer NOT NULL REFERENCES orders(id),
  amount bigint NOT NULL CHECK (amount > 0),
  state smallint NOT NULL CHECK (state IN (1, 2, -1, -2)),
  -- when the provider says it created the transaction (Payme's `time`), answered back in GetStatement
  provider_time bigint,
  create_time bigint NOT NULL,
  perform_time bigint,
  cancel_time bigint,
  reason smallint CHECK (reason IN (1, 2, 3, 4, 5, 10)),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, provider_id),
  CHECK ((perform_time IS NOT NULL) = (state IN (2, -2))),
  CHECK ((cancel_time IS NOT NULL) = (state < 0))
);
-- GetStatement: a provider's transactions created in a period.
CREATE INDEX payment_transactions_statement ON payment_transactions (provider, create_time);
-- The last line of defence behind the row locks: an order never has two transactions waiting nor two paid.
CREATE UNIQUE INDEX payment_transactions_one_pending ON payment_transactions (order_id) WHERE state = 1;
CREATE UNIQUE INDEX payment_transactions_one_paid ON payment_transactions (order_id) WHERE state = 2;
