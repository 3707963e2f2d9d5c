-- The catalogue, content and reference data. Plain SQL that PostgreSQL 15 and PGlite (PostgreSQL 18) both speak.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- Translated reference words: countries, units, audiences, attribute names and groups.
CREATE TABLE dictionary (
  kind text NOT NULL,
  code text NOT NULL,
  title_ru text NOT NULL,
  title_uz text NOT NULL,
  title_sr text NOT NULL,
  PRIMARY KEY (kind, code)
);

-- Sections are categories without a parent; products hang on their children.
CREATE TABLE categories (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES categories(id),
  slug text NOT NULL UNIQUE,
  title_ru text NOT NULL,
  title_uz text NOT NULL,
  title_sr text NOT NULL,
  icon text NOT NULL,
  position integer NOT NULL,
  is_popular boolean NOT NULL DEFAULT false
);
CREATE INDEX categories_parent ON categories (parent_id);

CREATE TABLE manufacturers (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  country text NOT NULL,
  icon text NOT NULL,
  description_ru text NOT NULL,
  description_uz text NOT NULL,
  description_sr text NOT NULL,
  position integer NOT NULL
);

CREATE TABLE products (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  category_id integer NOT NULL REFERENCES categories(id),
  section_id integer NOT NULL REFERENCES categories(id),
  manufacturer_id integer NOT NULL REFERENCES manufacturers(id),
  group_id integer,
  title_ru text NOT NULL,
  title_uz text NOT NULL,
  title_sr text NOT NULL,
  description_ru text NOT NULL,
  description_uz text NOT NULL,
  description_sr text NOT NULL,
  -- whole so'm; sale_price 0 means no discount
  price bigint NOT NULL,
  sale_price bigint NOT NULL DEFAULT 0,
  stock integer NOT NULL,
  sold_count integer NOT NULL DEFAULT 0,
  rate numeric(2,1) NOT NULL DEFAULT 0,
  comment_count integer NOT NULL DEFAULT 0,
  is_recommendation boolean NOT NULL DEFAULT false,
  year smallint NOT NULL,
  unit_value numeric(10,3) NOT NULL,
  unit text NOT NULL,
  weight integer NOT NULL,
  country text NOT NULL,
  audience text NOT NULL,
  -- [[attribute code, value]] where value is a string or [ru, uz, sr]
  attributes jsonb NOT NULL,
  images jsonb NOT NULL,
  -- the domain search key of all titles and the brand; title_keys holds "|key ru|key uz|key sr|" for ranking
  search_key text NOT NULL,
  title_keys text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX products_category ON products (category_id);
CREATE INDEX products_section ON products (section_id);
CREATE INDEX products_manufacturer ON products (manufacturer_id);
CREATE INDEX products_group ON products (group_id);
CREATE INDEX products_created ON products (created_at DESC, id DESC);
CREATE INDEX products_sold ON products (sold_count DESC, id);
CREATE INDEX products_price ON products (price, id);
CREATE INDEX products_words ON products USING gin (to_tsvector('simple', search_key));

CREATE TABLE users (
  id serial PRIMARY KEY,
  phone text NOT NULL UNIQUE,
  full_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE comments (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products(id),
  user_id integer REFERENCES users(id),
  rate smallint NOT NULL CHECK (rate BETWEEN 1 AND 5),
  comment text NOT NULL,
  answer text,
  answered_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX comments_product ON comments (product_id, created_at DESC);

-- owner is "u:<user id>" or "f:<fingerprint>"
CREATE TABLE likes (
  owner text NOT NULL,
  product_id integer NOT NULL REFERENCES products(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner, product_id)
);

CREATE TABLE orders (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users(id),
  status smallint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
