-- A master's discount card: its number is given when the master's phone is confirmed.
ALTER TABLE users ADD COLUMN discount_card text UNIQUE;
