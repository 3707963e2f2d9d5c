-- The owner's own goods (decision 0030): products, categories and brands made by the back office, a spreadsheet
-- or 1C, matched again by their SKU or 1C's Ид; hidden or deleted products kept for the orders that name them.
ALTER TABLE products
  ADD COLUMN sku text,
  ADD COLUMN external_id text,
  ADD COLUMN visible boolean NOT NULL DEFAULT true,
  ADD COLUMN deleted_at timestamptz,
  ADD COLUMN vat_percent smallint CHECK (vat_percent BETWEEN 0 AND 100),
  ADD COLUMN updated_at timestamptz,
  -- Languages whose title and description still show the Russian: filled in by staff later.
  ADD COLUMN missing_translations text[] NOT NULL DEFAULT '{}';
CREATE UNIQUE INDEX products_sku ON products (sku) WHERE sku IS NOT NULL;
CREATE UNIQUE INDEX products_external_id ON products (external_id) WHERE external_id IS NOT NULL;

ALTER TABLE categories ADD COLUMN external_id text;
CREATE UNIQUE INDEX categories_external_id ON categories (external_id) WHERE external_id IS NOT NULL;
ALTER TABLE manufacturers ADD COLUMN external_id text;
CREATE UNIQUE INDEX manufacturers_external_id ON manufacturers (external_id) WHERE external_id IS NOT NULL;

-- New rows take their ids from these; the seed writes its own ids and moves them past its last
-- (server/db/id-sequences.ts, at every start).
CREATE SEQUENCE products_id_seq;
CREATE SEQUENCE categories_id_seq;
CREATE SEQUENCE manufacturers_id_seq;

-- The change log covers every field and every source now: text values beside the numbers of 0022, and who or
-- what made the change (a person of the staff, a spreadsheet import, the 1C exchange).
ALTER TABLE product_changes DROP CONSTRAINT IF EXISTS product_changes_field_check;
ALTER TABLE product_changes
  ALTER COLUMN old_value DROP NOT NULL,
  ALTER COLUMN new_value DROP NOT NULL,
  ADD COLUMN old_text text,
  ADD COLUMN new_text text,
  ADD COLUMN source text NOT NULL DEFAULT 'staff' CHECK (source IN ('staff', 'import', '1c'));
