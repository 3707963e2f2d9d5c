-- Where an online order's payment returns (the `redirect_url` it was placed with), kept so the order's page can
-- offer a fresh payment link while the order still awaits its money (docs/decisions/0009-paying-again.md).
ALTER TABLE orders ADD COLUMN payment_return text;
