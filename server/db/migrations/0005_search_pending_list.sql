-- Databases seeded before refreshSearchIndex() emptied the word index's pending list still hold it: every search
-- read those pages whole and the planner chose a sequential scan of product_search instead of the index.
SELECT gin_clean_pending_list('product_search_words');
