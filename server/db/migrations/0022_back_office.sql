-- The back office's second slice (docs/decisions/0013-back-office.md): catalogue upkeep with its audit log,
-- banner and story visibility, and the inbox's closing. Promo codes need nothing new: 0013 already keeps
-- `active` (paused when false), the validity window and the uses.

-- Who changed a price, sale price or stock, from what to what: one row per changed field, never updated. The
-- author is kept as a plain reference that survives their account being removed (the row outlives the person).
CREATE TABLE product_changes (
  id bigserial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  field text NOT NULL CHECK (field IN ('price', 'sale_price', 'stock')),
  old_value bigint NOT NULL,
  new_value bigint NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_changes_product ON product_changes (product_id, id DESC);

-- A hidden banner or story stays in the table for the back office; the storefront shows only visible ones.
ALTER TABLE banners ADD COLUMN visible boolean NOT NULL DEFAULT true;
ALTER TABLE stories ADD COLUMN visible boolean NOT NULL DEFAULT true;

-- The inbox: an item is open until someone on the staff closes it; the first close is the one kept.
ALTER TABLE applications
  ADD COLUMN closed_at timestamptz,
  ADD COLUMN closed_by integer REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE typo_reports
  ADD COLUMN closed_at timestamptz,
  ADD COLUMN closed_by integer REFERENCES users(id) ON DELETE SET NULL;
