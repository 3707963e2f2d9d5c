-- Content shown around the catalogue, geography and delivery points.
CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);

CREATE TABLE banners (
  id integer PRIMARY KEY,
  position integer NOT NULL,
  title_ru text NOT NULL, title_uz text NOT NULL, title_sr text NOT NULL,
  sub_title_ru text NOT NULL, sub_title_uz text NOT NULL, sub_title_sr text NOT NULL,
  image text NOT NULL,
  url text NOT NULL
);

CREATE TABLE stories (
  id integer PRIMARY KEY,
  position integer NOT NULL,
  title_ru text NOT NULL, title_uz text NOT NULL, title_sr text NOT NULL,
  image text NOT NULL
);

CREATE TABLE story_items (
  id integer PRIMARY KEY,
  story_id integer NOT NULL REFERENCES stories(id),
  position integer NOT NULL,
  title_ru text NOT NULL, title_uz text NOT NULL, title_sr text NOT NULL,
  description_ru text NOT NULL, description_uz text NOT NULL, description_sr text NOT NULL,
  image text NOT NULL,
  url text NOT NULL,
  video text,
  video_duration integer
);
CREATE INDEX story_items_story ON story_items (story_id, position);

CREATE TABLE story_views (
  owner text NOT NULL,
  item_id integer NOT NULL REFERENCES story_items(id),
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner, item_id)
);

-- kind: faq | post | video | live | instruction | page; slug for pages, link/video/cover for media
CREATE TABLE content (
  id integer PRIMARY KEY,
  kind text NOT NULL,
  slug text,
  position integer NOT NULL,
  title_ru text NOT NULL, title_uz text NOT NULL, title_sr text NOT NULL,
  subtitle_ru text NOT NULL DEFAULT '', subtitle_uz text NOT NULL DEFAULT '', subtitle_sr text NOT NULL DEFAULT '',
  body_ru text NOT NULL, body_uz text NOT NULL, body_sr text NOT NULL,
  cover text,
  link text,
  created_at timestamptz NOT NULL,
  UNIQUE (kind, slug)
);
CREATE INDEX content_kind ON content (kind, position);

CREATE TABLE header_menu (
  id integer PRIMARY KEY,
  position integer NOT NULL,
  category_id integer NOT NULL REFERENCES categories(id)
);

CREATE TABLE footer_links (
  id integer PRIMARY KEY,
  column_no integer NOT NULL,
  position integer NOT NULL,
  column_ru text NOT NULL, column_uz text NOT NULL, column_sr text NOT NULL,
  title_ru text NOT NULL, title_uz text NOT NULL, title_sr text NOT NULL,
  path text NOT NULL
);

CREATE TABLE regions (
  id integer PRIMARY KEY,
  soato text NOT NULL UNIQUE,
  title_ru text NOT NULL, title_uz text NOT NULL, title_sr text NOT NULL,
  latitude numeric(9,6) NOT NULL,
  longitude numeric(9,6) NOT NULL,
  position integer NOT NULL
);

CREATE TABLE districts (
  id integer PRIMARY KEY,
  region_id integer NOT NULL REFERENCES regions(id),
  soato text NOT NULL UNIQUE,
  title_ru text NOT NULL, title_uz text NOT NULL, title_sr text NOT NULL,
  latitude numeric(9,6) NOT NULL,
  longitude numeric(9,6) NOT NULL,
  has_takeaway boolean NOT NULL DEFAULT false
);
CREATE INDEX districts_region ON districts (region_id);

CREATE TABLE bts_branches (
  id integer PRIMARY KEY,
  region_id integer NOT NULL REFERENCES regions(id),
  district_id integer REFERENCES districts(id),
  name text NOT NULL,
  address_ru text NOT NULL, address_uz text NOT NULL, address_sr text NOT NULL,
  latitude numeric(9,6) NOT NULL,
  longitude numeric(9,6) NOT NULL,
  working_hours text NOT NULL,
  weekdays jsonb NOT NULL
);
CREATE INDEX bts_branches_region ON bts_branches (region_id);

CREATE TABLE takeaway_locations (
  id integer PRIMARY KEY,
  district_id integer NOT NULL REFERENCES districts(id),
  title_ru text NOT NULL, title_uz text NOT NULL, title_sr text NOT NULL,
  latitude numeric(9,6) NOT NULL,
  longitude numeric(9,6) NOT NULL
);

CREATE TABLE applications (
  id serial PRIMARY KEY,
  full_name text NOT NULL,
  phone_number text NOT NULL,
  question text NOT NULL,
  owner text,
  created_at timestamptz NOT NULL DEFAULT now()
);
