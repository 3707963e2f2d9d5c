-- The loyalty ledger (decision 0016): every change of users.cashback_balance (so'm) and users.coupon_balance
-- (discount points, "ball") is one row, written in the transaction that changes the balance, so a balance is
-- always the sum of its rows. It takes over cashback_ledger of 0013, whose rows move here.
CREATE TABLE loyalty_ledger (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  currency text NOT NULL CHECK (currency IN ('cashback', 'points')),
  kind text NOT NULL CHECK (kind IN ('earned', 'spent', 'returned')),
  -- Signed, so a balance is SUM(amount): spent is negative, earned and returned positive.
  amount bigint NOT NULL CHECK (amount <> 0 AND (amount < 0) = (kind = 'spent')),
  -- Null for a bonus with no order (a master's starting points, a balance from before this table).
  order_id integer REFERENCES orders(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One of each kind per order and currency: a retried credit or refund is never paid twice.
CREATE UNIQUE INDEX loyalty_ledger_once ON loyalty_ledger (order_id, currency, kind) WHERE order_id IS NOT NULL;
CREATE INDEX loyalty_ledger_user ON loyalty_ledger (user_id, id);

INSERT INTO loyalty_ledger (user_id, currency, kind, amount, order_id, created_at)
SELECT user_id, 'cashback', CASE reason WHEN 'refunded' THEN 'returned' ELSE reason END, amount, order_id, created_at
FROM cashback_ledger WHERE amount <> 0 ORDER BY id;

-- Balances no row explains yet (given before any ledger existed) get one opening row each.
INSERT INTO loyalty_ledger (user_id, currency, kind, amount)
SELECT id, currency, CASE WHEN missing > 0 THEN 'earned' ELSE 'spent' END, missing
FROM (
  SELECT u.id, c.currency,
    (CASE c.currency WHEN 'cashback' THEN floor(u.cashback_balance) ELSE floor(u.coupon_balance) END)::bigint
      - COALESCE((SELECT sum(l.amount) FROM loyalty_ledger l
                  WHERE l.user_id = u.id AND l.currency = c.currency), 0)::bigint AS missing
  FROM users u CROSS JOIN (VALUES ('cashback'), ('points')) AS c(currency)
) opening
WHERE missing <> 0
ORDER BY id, currency;

DROP TABLE cashback_ledger;
-- The 0013 name, read-only, for the reports and tests written against it.
CREATE VIEW cashback_ledger AS
SELECT id, user_id, order_id, amount, CASE kind WHEN 'returned' THEN 'refunded' ELSE kind END AS reason, created_at
FROM loyalty_ledger WHERE currency = 'cashback';
