-- The offline sandbox plays every provider without keys (docs/payments.md, "Offline sandbox"): its rows are
-- kept apart from each real provider's statement. 'sandbox' stays Payme's stand-in, as before.
ALTER TABLE payment_transactions DROP CONSTRAINT payment_transactions_provider_check;
ALTER TABLE payment_transactions ADD CONSTRAINT payment_transactions_provider_check CHECK (
  provider IN ('payme', 'click', 'uzum', 'paynet', 'sandbox', 'sandbox-click', 'sandbox-uzum', 'sandbox-paynet')
);
