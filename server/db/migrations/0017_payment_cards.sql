-- Saved cards through Payme's Subscribe API (issue 11; docs/payments.md, "Saved cards"). Payme keeps the card
-- and gives a token, the only way to charge it; the shop keeps the token and the masked number ("8600 06**
-- **** 6311"): never more than ten digits, so never the whole number.
ALTER TABLE payment_cards
  ADD COLUMN token text UNIQUE CHECK (token <> ''),
  ADD CONSTRAINT payment_cards_masked CHECK (length(regexp_replace(number, '[^0-9]', '', 'g')) <= 10);
