-- Webhook deliveries are sent in a lane per webhook (issue 44): each lane claims its webhook's oldest due delivery,
-- one after another. This index finds it among the webhook's pending deliveries alone, however many it delivered.
create index delivery_webhook_due on delivery (webhook_id, next_attempt_at) where status = 'pending';
