-- Refresh tokens are single-use: one row per issued token, chained into a family (one sign-in session) that
-- rotation extends. A token presented a second time revokes its whole family, so a stolen token dies with the
-- session it was stolen from. Rows go with their user.
CREATE TABLE refresh_tokens (
  jti text PRIMARY KEY,
  family text NOT NULL,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family);
CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id, expires_at);

-- Refresh tokens signed before this table existed have no row; each is adopted once into a new family (see
-- AccountsRepository.adoptLegacyRefresh) unless every session of its user has been ended since.
ALTER TABLE users ADD COLUMN sessions_revoked_at timestamptz;
