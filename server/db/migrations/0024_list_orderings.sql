-- Every product list is read in the order of an index and stops after its page (decision 0027): one index per
-- ordering the storefront offers, and the same orderings under a section, a category and a brand, whose
-- products are not spread evenly over the others' orders (a section of tools holds the dearest products, so
-- walking the whole catalogue by price to find a page of tools read most of it). The key expressions are
-- those of server/modules/catalogue/product-list.repository.ts, written the same way, or the planner does not
-- match them; id DESC breaks every tie, as the lists always did. products_created (created_at DESC, id DESC)
-- already exists. The expression indexes carry price and sale_price so a far page skips its rows in the index
-- alone (an index-only scan needs every column the query names; without them page 2000 by price read 24,000
-- rows: 120 ms).
CREATE INDEX products_created_asc ON products (created_at, id DESC);
CREATE INDEX products_recommended ON products (is_recommendation DESC, sold_count DESC, id DESC);
CREATE INDEX products_discount ON products ((sale_price = 0), ((price - sale_price)::float8 / price) DESC, id DESC) INCLUDE (price, sale_price);
CREATE INDEX products_rate ON products (rate DESC, comment_count DESC, id DESC);
CREATE INDEX products_paid ON products ((CASE WHEN sale_price > 0 AND sale_price < price THEN sale_price ELSE price END), id DESC) INCLUDE (price, sale_price);
CREATE INDEX products_paid_desc ON products ((CASE WHEN sale_price > 0 AND sale_price < price THEN sale_price ELSE price END) DESC, id DESC) INCLUDE (price, sale_price);

CREATE INDEX products_section_created ON products (section_id, created_at DESC, id DESC);
CREATE INDEX products_section_created_asc ON products (section_id, created_at, id DESC);
CREATE INDEX products_section_recommended ON products (section_id, is_recommendation DESC, sold_count DESC, id DESC);
CREATE INDEX products_section_discount ON products (section_id, (sale_price = 0), ((price - sale_price)::float8 / price) DESC, id DESC) INCLUDE (price, sale_price);
CREATE INDEX products_section_rate ON products (section_id, rate DESC, comment_count DESC, id DESC);
CREATE INDEX products_section_paid ON products (section_id, (CASE WHEN sale_price > 0 AND sale_price < price THEN sale_price ELSE price END), id DESC) INCLUDE (price, sale_price);
CREATE INDEX products_section_paid_desc ON products (section_id, (CASE WHEN sale_price > 0 AND sale_price < price THEN sale_price ELSE price END) DESC, id DESC) INCLUDE (price, sale_price);

CREATE INDEX products_category_created ON products (category_id, created_at DESC, id DESC);
CREATE INDEX products_category_created_asc ON products (category_id, created_at, id DESC);
CREATE INDEX products_category_recommended ON products (category_id, is_recommendation DESC, sold_count DESC, id DESC);
CREATE INDEX products_category_discount ON products (category_id, (sale_price = 0), ((price - sale_price)::float8 / price) DESC, id DESC) INCLUDE (price, sale_price);
CREATE INDEX products_category_rate ON products (category_id, rate DESC, comment_count DESC, id DESC);
CREATE INDEX products_category_paid ON products (category_id, (CASE WHEN sale_price > 0 AND sale_price < price THEN sale_price ELSE price END), id DESC) INCLUDE (price, sale_price);
CREATE INDEX products_category_paid_desc ON products (category_id, (CASE WHEN sale_price > 0 AND sale_price < price THEN sale_price ELSE price END) DESC, id DESC) INCLUDE (price, sale_price);

CREATE INDEX products_brand_created ON products (manufacturer_id, created_at DESC, id DESC);
CREATE INDEX products_brand_created_asc ON products (manufacturer_id, created_at, id DESC);
CREATE INDEX products_brand_recommended ON products (manufacturer_id, is_recommendation DESC, sold_count DESC, id DESC);
CREATE INDEX products_brand_discount ON products (manufacturer_id, (sale_price = 0), ((price - sale_price)::float8 / price) DESC, id DESC) INCLUDE (price, sale_price);
CREATE INDEX products_brand_rate ON products (manufacturer_id, rate DESC, comment_count DESC, id DESC);
CREATE INDEX products_brand_paid ON products (manufacturer_id, (CASE WHEN sale_price > 0 AND sale_price < price THEN sale_price ELSE price END), id DESC) INCLUDE (price, sale_price);
CREATE INDEX products_brand_paid_desc ON products (manufacturer_id, (CASE WHEN sale_price > 0 AND sale_price < price THEN sale_price ELSE price END) DESC, id DESC) INCLUDE (price, sale_price);

-- The single-column indexes are the leading columns of the ones above.
DROP INDEX IF EXISTS products_section;
DROP INDEX IF EXISTS products_category;
DROP INDEX IF EXISTS products_manufacturer;
ANALYZE products;
