-- Registration asks for the shopper's region and district (spec section 2); delivery forms start from it.
ALTER TABLE users ADD COLUMN district_id integer REFERENCES districts(id);
