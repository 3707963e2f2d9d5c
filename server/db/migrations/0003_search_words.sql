-- Every word of the products' search keys, for correcting a typo in a query word before the word index is asked.
CREATE TABLE search_words (
  word text PRIMARY KEY,
  products integer NOT NULL
);
CREATE INDEX search_words_trgm ON search_words USING gin (word gin_trgm_ops);
