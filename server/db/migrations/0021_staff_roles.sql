-- The shop's own people (docs/decisions/0013-back-office.md): every user is a shopper until the
-- `admin:create` command makes them an operator or an admin. Read on every back-office request.
ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'shopper'
  CHECK (role IN ('shopper', 'operator', 'admin'));
-- The back office lists its staff; shoppers are the many, so only the few staff rows are indexed.
CREATE INDEX users_staff ON users (role) WHERE role <> 'shopper';
