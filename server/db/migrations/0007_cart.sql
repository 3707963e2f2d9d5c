-- The basket (the contract's "cart"): one line per owner and product. `owner` is "u:<user id>" or
-- "f:<fingerprint>" as for likes (server/http/owner.ts). Only the quantity is stored: prices are read from products
-- every time the basket is shown, never taken from a client. A guest's lines move to the user's on login.
CREATE TABLE cart_items (
  owner text NOT NULL,
  product_id integer NOT NULL REFERENCES products(id),
  amount integer NOT NULL CHECK (amount > 0),
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner, product_id)
);
-- The basket lists oldest first.
CREATE INDEX cart_items_owner_added ON cart_items (owner, added_at);
-- The likes page lists newest first.
CREATE INDEX likes_owner_created ON likes (owner, created_at DESC);
