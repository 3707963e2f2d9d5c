-- An accepted reset code allows one password change: the change marks it spent, so the access token the
-- verify step handed out cannot set the password a second time within its window.
ALTER TABLE one_time_codes ADD COLUMN grant_spent_at timestamptz;
