-- What search reads, apart from the wide products rows (three descriptions, attributes, images): the words of each
-- product's key as a stored tsvector (no to_tsvector per row on recheck), its title keys for ranking and its sales
-- for ties. About 10 MB at 30,000 products against 60 MB for products, so a short prefix matching thousands of
-- products is ranked from a few hundred pages. Filled from products here and by refreshSearchIndex() after seeding
-- or any change to titles or sales. The table is never updated in place, only rewritten whole with the best
-- sellers first, so a scan meets the matches of a query best sellers first and search stops after the 500 it ranks
-- (products-list.ts). No parallel workers: they would interleave that order.
CREATE TABLE product_search (
  id integer PRIMARY KEY REFERENCES products(id),
  words tsvector NOT NULL,
  title_keys text NOT NULL,
  sold_count integer NOT NULL
);
INSERT INTO product_search (id, words, title_keys, sold_count)
  SELECT id, strip(to_tsvector('simple', search_key)), title_keys, sold_count FROM products
  ORDER BY sold_count DESC, id DESC;
CREATE INDEX product_search_words ON product_search USING gin (words);
ALTER TABLE product_search SET (parallel_workers = 0);
ANALYZE product_search;
-- Search no longer asks the products' own expression index.
DROP INDEX IF EXISTS products_words;
