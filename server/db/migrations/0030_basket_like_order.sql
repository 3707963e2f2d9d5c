-- Two lines added within one clock tick (PGlite's clock counts milliseconds; a fast client adds several lines
-- in one) used to fall back on the product id, so a basket could show its lines out of the order they were put
-- in. A sequence number says which came first whatever the clock's resolution; the time still leads, so a
-- guest's lines merged at login keep their own place among the user's.
CREATE SEQUENCE cart_items_line_seq;
ALTER TABLE cart_items ADD COLUMN line bigint NOT NULL DEFAULT nextval('cart_items_line_seq');
ALTER SEQUENCE cart_items_line_seq OWNED BY cart_items.line;
DROP INDEX cart_items_owner_added;
CREATE INDEX cart_items_owner_added ON cart_items (owner, added_at, line);

CREATE SEQUENCE likes_line_seq;
ALTER TABLE likes ADD COLUMN line bigint NOT NULL DEFAULT nextval('likes_line_seq');
ALTER SEQUENCE likes_line_seq OWNED BY likes.line;
DROP INDEX likes_owner_created;
CREATE INDEX likes_owner_created ON likes (owner, created_at DESC, line DESC);
