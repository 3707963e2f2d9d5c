-- One-time SMS codes: only a keyed hash of the code is kept; each is bound to its purpose, its phone and the
-- session or signature it was issued for, and dies when used, expired or tried wrongly too often.
CREATE TABLE one_time_codes (
  id bigserial PRIMARY KEY,
  purpose text NOT NULL,
  phone text NOT NULL,
  binding text NOT NULL,
  code_hash text NOT NULL,
  address text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  wrong_tries integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX one_time_codes_lookup ON one_time_codes (purpose, phone, binding, id DESC);
CREATE INDEX one_time_codes_phone ON one_time_codes (phone, created_at DESC);
CREATE INDEX one_time_codes_address ON one_time_codes (address, created_at DESC);
