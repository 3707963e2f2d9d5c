-- An event is written once per subscribed module (docs/decisions/0026-order-lifecycle-events.md), so each
-- module's handling is leased, retried and marked done on its own.
ALTER TABLE outbox ADD COLUMN subscriber text;
UPDATE outbox SET subscriber = CASE topic WHEN 'cache.invalidate' THEN 'cache' ELSE 'notifications' END
WHERE processed_at IS NULL;
-- sms.order is retired: a text still waiting becomes the notifications module's order move, which texts the same.
UPDATE outbox SET topic = 'orders.status_changed',
  payload = jsonb_build_object(
    'orderId', payload->'orderId', 'userId', 0, 'phone', payload->'phone', 'lang', payload->'lang',
    'previous', CASE payload->>'news' WHEN 'order_approved' THEN 1 ELSE 5 END,
    'status', CASE payload->>'news' WHEN 'order_approved' THEN 3 ELSE 6 END,
    'event', CASE payload->>'news' WHEN 'order_approved' THEN 'approve' ELSE 'deliver' END,
    'actor', 'operator', 'at', created_at, 'deliveryType', 2, 'cashbackUsed', 0, 'cashbackEarned', 0,
    'goodsPaid', 0, 'stockReturned', '[]'::jsonb)
WHERE topic = 'sms.order' AND processed_at IS NULL;
