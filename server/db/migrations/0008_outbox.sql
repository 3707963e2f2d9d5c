-- Side effects after a commit: written in the same transaction as their cause, leased by a worker with
-- FOR UPDATE SKIP LOCKED (several processes may drain), marked processed once handled.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  topic text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  available_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  processed_at timestamptz
);
CREATE INDEX outbox_pending ON outbox (available_at, id) WHERE processed_at IS NULL;
