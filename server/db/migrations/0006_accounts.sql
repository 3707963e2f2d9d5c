-- Accounts: the users of 0001 (so far only review authors) gain what signing in and the profile need, and the
-- saved bank cards get their table. Review authors keep password_hash NULL, so nobody can sign in as them.
ALTER TABLE users
  ADD COLUMN password_hash text,
  ADD COLUMN address text,
  ADD COLUMN avatar text,
  ADD COLUMN cashback_balance numeric(14, 2) NOT NULL DEFAULT 0 CHECK (cashback_balance >= 0),
  ADD COLUMN coupon_balance numeric(14, 2) NOT NULL DEFAULT 0 CHECK (coupon_balance >= 0),
  ADD COLUMN language text CHECK (language IN ('ru', 'uz', 'sr')),
  ADD COLUMN is_master boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT users_phone_national CHECK (phone ~ '^[0-9]{9}$');

-- number is stored masked ("8600 **** **** 1234"); the full number never reaches this database.
CREATE TABLE payment_cards (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  number text NOT NULL,
  vendor text,
  processing text,
  name text,
  expiry_date text NOT NULL CHECK (expiry_date ~ '^(0[1-9]|1[0-2])/[0-9]{2}$'),
  verified boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_cards_user ON payment_cards (user_id, id);
