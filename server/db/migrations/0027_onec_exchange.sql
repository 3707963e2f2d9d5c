-- The 1C exchange (decision 0033): its sessions, the position of each file's import (so any
-- process continues it), what 1C's ids became here, and which orders 1C has been sent. The catalogue itself
-- is written only through the catalogue's upkeep; these are the exchange module's own tables.

-- One per checkauth: the cookie 1C sends back on every later call; its files are under DATA_DIR/1c/<id>/.
CREATE TABLE exchange_sessions (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  seen_at timestamptz NOT NULL DEFAULT now()
);

-- One per file of a session 1C asked to import, taken in bounded steps: where the next step starts reading
-- (the byte after the last element applied, with the elements still open there), what it has done so far.
CREATE TABLE exchange_imports (
  session_id text NOT NULL REFERENCES exchange_sessions(id) ON DELETE CASCADE,
  file text NOT NULL,
  stage text NOT NULL CHECK (stage IN ('reading', 'hiding', 'reindex', 'done', 'failed')),
  byte_offset bigint NOT NULL DEFAULT 0,
  line integer NOT NULL DEFAULT 1,
  open_path text[] NOT NULL DEFAULT '{}',
  encoding text,
  -- СодержитТолькоИзменения of the file's catalogue or offer package; null until read.
  only_changes boolean,
  -- The ИдТипаЦены whose prices the shop takes (ONEC_PRICE_TYPE), once the file's price types are read.
  price_type text,
  counts jsonb NOT NULL DEFAULT '{}',
  -- The first problems met ([{item, reason}]): items skipped, said in the answer that ends the import.
  problems jsonb NOT NULL DEFAULT '[]',
  failure text,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  PRIMARY KEY (session_id, file)
);

-- 1C's groups and the category each became (a group deeper than the menu's three levels shares its
-- ancestor's category; a section's own goods go to a category of the same name under it).
CREATE TABLE exchange_groups (
  group_id text PRIMARY KEY,
  parent_id text,
  title text NOT NULL,
  depth smallint NOT NULL,
  category_id integer NOT NULL REFERENCES categories(id),
  -- The category under a section that holds the section's own goods, once needed.
  items_category_id integer REFERENCES categories(id)
);

-- 1C's properties: the brand (Производитель, Бренд) or an attribute; a Справочник's values by their id.
CREATE TABLE exchange_properties (
  property_id text PRIMARY KEY,
  name text NOT NULL,
  is_brand boolean NOT NULL DEFAULT false
);
CREATE TABLE exchange_property_values (
  property_id text NOT NULL,
  value_id text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (property_id, value_id)
);

-- A brand as 1C names it (a Справочник value's id, or its text) and the shop's brand it became.
CREATE TABLE exchange_brands (
  key text PRIMARY KEY,
  title text NOT NULL,
  brand_id integer NOT NULL REFERENCES manufacturers(id)
);

-- Price types seen in offer packages: a package of changes may name only their ids.
CREATE TABLE exchange_price_types (
  type_id text PRIMARY KEY,
  name text NOT NULL,
  currency text NOT NULL DEFAULT ''
);

-- Every 1C good (Ид, or "<good>#<characteristic>" for a variant) and the product it became; product_id null
-- while it waits for its first price (a product is not made without one). `draft` is what import.xml said,
-- the base of the good's variants. `seen_in`: the last session whose file named it, for a full exchange.
CREATE TABLE exchange_items (
  external_id text PRIMARY KEY,
  product_id integer REFERENCES products(id),
  draft jsonb,
  -- The variants' group_id: the id of the family's first product.
  family integer,
  seen_in text,
  hidden_by_exchange boolean NOT NULL DEFAULT false
);
CREATE INDEX exchange_items_unseen ON exchange_items (seen_in) WHERE product_id IS NOT NULL;

-- A picture 1C sent (its path under the exchange's files) and the picture store's name for it, by the hash
-- of its bytes, so the same picture sent again is not stored twice.
CREATE TABLE exchange_pictures (
  path text PRIMARY KEY,
  sha256 text NOT NULL,
  name text NOT NULL
);

-- Orders 1C should know of: `version` grows with every placing or move the orders module announces;
-- mode=query offers those above `sent_version`, mode=success marks what was offered as sent. `echoes`: the
-- times of moves 1C itself asked for, not yet heard back from the orders module; they are not sent back to
-- it (one file may move an order twice before either event is handled, so a list, not the last one).
CREATE TABLE exchange_orders (
  order_id integer PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  version integer NOT NULL DEFAULT 1,
  sent_version integer NOT NULL DEFAULT 0,
  offered_version integer,
  offered_session text,
  last_at timestamptz NOT NULL,
  echoes timestamptz[] NOT NULL DEFAULT '{}'
);
CREATE INDEX exchange_orders_unsent ON exchange_orders (order_id) WHERE version > sent_version;
