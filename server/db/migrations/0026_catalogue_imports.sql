-- Spreadsheet imports (decision 0032): one row per uploaded file, run as a job in bounded batches by one
-- process at a time (leased, as the outbox's events are). A job whose process stopped before its end is
-- failed (IMPORT.INTERRUPTED), never resumed nor left running: the rows applied so far stay, and the owner
-- uploads the file again (rows match by SKU, so what was applied is not made twice).
CREATE TABLE catalogue_imports (
  id serial PRIMARY KEY,
  user_id integer,
  -- The file as uploaded, kept under DATA_DIR/imports/ on the host that took it, until the job ends.
  file_name text NOT NULL,
  file_path text NOT NULL,
  format text NOT NULL CHECK (format IN ('xlsx', 'csv')),
  -- Only processes of this host see the file: they alone run the job.
  host text NOT NULL,
  -- Whose answer the URLs of pictures in the sheet may name besides PUBLIC_URL's.
  origin text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  -- Data rows of the sheet (empty rows not counted), once counted; null before.
  total integer,
  processed integer NOT NULL DEFAULT 0,
  created integer NOT NULL DEFAULT 0,
  updated integer NOT NULL DEFAULT 0,
  -- [{row, field, code, params}], the first 1,000; error_count counts them all.
  errors jsonb NOT NULL DEFAULT '[]',
  error_count integer NOT NULL DEFAULT 0,
  -- Why a failed job stopped: {code, params}.
  failure jsonb,
  -- The process running the job and until when its lease holds; each batch renews it.
  lease text,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX catalogue_imports_open ON catalogue_imports (id) WHERE state IN ('queued', 'running');
