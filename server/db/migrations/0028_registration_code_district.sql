-- A registration code keeps the district its session was started with, so "send the code again" from a
-- client that does not repeat the district resends within the open session (decision 0036).
ALTER TABLE one_time_codes ADD COLUMN district integer;
