-- Checkout and orders (issue 10; rules in docs/decisions/0007-checkout-rules.md). The `orders` table of 0001 (id,
-- user_id, status, created_at; counted by the statistics page, never seeded) gains what an order holds. Money is
-- whole so'm in bigint, as products.price.
ALTER TABLE orders
  ADD COLUMN payment_type smallint NOT NULL DEFAULT 1,
  ADD COLUMN delivery_type smallint NOT NULL DEFAULT 1 CHECK (delivery_type IN (1, 2, 3)),
  ADD COLUMN address text,
  ADD COLUMN latitude numeric(9, 6),
  ADD COLUMN longitude numeric(9, 6),
  ADD COLUMN district_id integer REFERENCES districts(id),
  ADD COLUMN bts_branch_id integer REFERENCES bts_branches(id),
  ADD COLUMN receiver_fish text NOT NULL DEFAULT '',
  ADD COLUMN receiver_phone text NOT NULL DEFAULT '',
  ADD COLUMN receiver_phone2 text,
  ADD COLUMN product_count integer NOT NULL DEFAULT 0,
  -- total_real_order_price: the goods at full prices
  ADD COLUMN subtotal bigint NOT NULL DEFAULT 0,
  -- total_order_discount_price: taken off by sale prices
  ADD COLUMN product_discount bigint NOT NULL DEFAULT 0,
  ADD COLUMN promo_code text,
  ADD COLUMN promo_discount bigint NOT NULL DEFAULT 0,
  ADD COLUMN cashback_used bigint NOT NULL DEFAULT 0,
  ADD COLUMN delivery_price bigint NOT NULL DEFAULT 0,
  ADD COLUMN vat_percent smallint NOT NULL DEFAULT 12,
  ADD COLUMN vat bigint NOT NULL DEFAULT 0,
  -- order_price: what the shopper pays, delivery included
  ADD COLUMN total bigint NOT NULL DEFAULT 0,
  -- order_cashback: credited once the order is delivered
  ADD COLUMN cashback_earned bigint NOT NULL DEFAULT 0,
  ADD COLUMN courier jsonb,
  -- an online order not paid by then is cancelled (order_expiries)
  ADD COLUMN pay_by timestamptz,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT orders_status_known CHECK (status BETWEEN 0 AND 6),
  ADD CONSTRAINT orders_money_whole CHECK (
    subtotal >= 0 AND product_discount >= 0 AND promo_discount >= 0 AND cashback_used >= 0
    AND delivery_price >= 0 AND vat >= 0 AND total >= 0 AND cashback_earned >= 0);
-- A shopper's lists: by status, newest first.
CREATE INDEX orders_user_status ON orders (user_id, status, id DESC);

-- The lines as they were bought: titles in the three languages and the prices of that day.
CREATE TABLE order_products (
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  position smallint NOT NULL,
  product_id integer REFERENCES products(id) ON DELETE SET NULL,
  title_ru text NOT NULL,
  title_uz text NOT NULL,
  title_sr text NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  -- the regular unit price and the unit price paid (the sale price when there was one)
  price bigint NOT NULL CHECK (price >= 0),
  unit_price bigint NOT NULL CHECK (unit_price >= 0),
  PRIMARY KEY (order_id, position)
);

-- Every change of status, with who made it (domain/order-status.ts).
CREATE TABLE order_status_logs (
  id bigserial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  status smallint NOT NULL CHECK (status BETWEEN 0 AND 6),
  previous smallint CHECK (previous BETWEEN 0 AND 6),
  event text NOT NULL,
  actor text NOT NULL CHECK (actor IN ('shopper', 'operator', 'payment', 'system')),
  description text,
  created_at timestamptz NOT NULL
);
CREATE INDEX order_status_logs_order ON order_status_logs (order_id, id);

-- Idempotency-Key of POST orders/order/: claimed first in the order's transaction, so a second request with the
-- same key waits for the first and then answers its order.
CREATE TABLE order_requests (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key text NOT NULL,
  order_id integer REFERENCES orders(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

-- The unpaid-order timeout as a durable job: claimed with FOR UPDATE SKIP LOCKED by any process, deleted in the
-- transaction that cancels (or pays) the order, so it runs once and survives restarts.
CREATE TABLE order_expiries (
  order_id integer PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  due_at timestamptz NOT NULL
);
CREATE INDEX order_expiries_due ON order_expiries (due_at);

-- Promo codes: a percent (up to two decimals) or a fixed sum off the goods, from a minimum order price. Codes
-- are kept upper case (domain/promo.ts normalisePromoCode).
CREATE TABLE promo_codes (
  code text PRIMARY KEY CHECK (code = upper(btrim(code)) AND code <> ''),
  discount_percent numeric(5, 2) CHECK (discount_percent > 0 AND discount_percent <= 100),
  discount_amount bigint CHECK (discount_amount > 0),
  min_order_price bigint NOT NULL DEFAULT 0 CHECK (min_order_price >= 0),
  max_uses integer CHECK (max_uses > 0),
  used_count integer NOT NULL DEFAULT 0 CHECK (used_count >= 0),
  valid_from timestamptz,
  valid_until timestamptz,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((discount_percent IS NULL) <> (discount_amount IS NULL)),
  CHECK (max_uses IS NULL OR used_count <= max_uses)
);

-- Each shopper uses a code once; the row goes when its order is cancelled.
CREATE TABLE promo_code_uses (
  code text NOT NULL REFERENCES promo_codes(code),
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (code, user_id)
);

-- Every movement of users.cashback_balance by an order: spent (negative), refunded, earned. One of each kind per
-- order at most, so a retried credit is never paid twice.
CREATE TABLE cashback_ledger (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  amount bigint NOT NULL,
  reason text NOT NULL CHECK (reason IN ('spent', 'refunded', 'earned')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, reason)
);
CREATE INDEX cashback_ledger_user ON cashback_ledger (user_id, id);
