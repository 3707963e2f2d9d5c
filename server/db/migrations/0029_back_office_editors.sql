-- The back office makes banners and stories (docs/decisions/0037-back-office-editors.md): new rows take their
-- ids from these, moved past the seed's own ids at every start (server/db/id-sequences.ts).
CREATE SEQUENCE banners_id_seq;
CREATE SEQUENCE stories_id_seq;
CREATE SEQUENCE story_items_id_seq;
