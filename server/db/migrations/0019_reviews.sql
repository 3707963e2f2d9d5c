-- Reviews from buyers, bug reports and instruction votes (issue 12; docs/decisions/0010-reviews-and-photos.md).
-- A review written through POST products/comment/ names the delivered order that lets its author review; the
-- demo seed's reviews name none (their authors cannot sign in, and one may have reviewed a product twice), so
-- "one review per buyer and product" binds the reviews that name an order. The text is optional (spec 5).
-- Photos are names in the picture store (DATA_DIR/pictures/<folder>/), at most 4 (spec 3, 5).
ALTER TABLE comments
  ALTER COLUMN comment DROP NOT NULL,
  ADD COLUMN order_id integer REFERENCES orders(id),
  ADD COLUMN photos text[] NOT NULL DEFAULT '{}' CHECK (cardinality(photos) <= 4);
CREATE UNIQUE INDEX comments_one_per_buyer ON comments (product_id, user_id) WHERE order_id IS NOT NULL;
CREATE INDEX comments_user ON comments (user_id, product_id);

-- "Report a bug" (POST settings/typo/): kept for the back office. owner as in applications: "u:<id>",
-- "f:<fingerprint>" or null.
CREATE TABLE typo_reports (
  id serial PRIMARY KEY,
  content text NOT NULL,
  photos text[] NOT NULL DEFAULT '{}' CHECK (cardinality(photos) <= 4),
  owner text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- "Was this useful" (POST settings/instructions/{id}/answer/): one vote per user or fingerprint and
-- instruction, changed in place.
CREATE TABLE instruction_votes (
  instruction_id integer NOT NULL REFERENCES content(id) ON DELETE CASCADE,
  owner text NOT NULL,
  useful boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (instruction_id, owner)
);
