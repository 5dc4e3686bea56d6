-- A move's webhook delivery is no longer written with the move: its instance sends it and writes
-- its outbox row once, with the outcome; the sweep writes the row of one whose instance stopped
-- first (see migrations/postgres/0010_outbox_written_once.sql).

-- At most one row per endpoint and notification; also serves the endpoint's listing (now by
-- notification) and deletion.
CREATE UNIQUE INDEX webhook_deliveries_once ON webhook_deliveries (webhook_id, notification_id);
DROP INDEX webhook_deliveries_webhook;

-- Deliveries handed over the old way (pending, not due), left by the previous version.
CREATE INDEX webhook_deliveries_handed_over ON webhook_deliveries (created_at)
    WHERE status = 'pending' AND next_attempt_at IS NULL;

-- The sweep reads notifications by time.
CREATE INDEX notifications_written ON notifications (created_at);

-- How far by time the sweep has read the notifications; from now (in the form the service
-- writes times in, so that they compare as text).
ALTER TABLE webhook_handover_sweep ADD COLUMN swept_through_at TEXT;
UPDATE webhook_handover_sweep
    SET swept_through_at = strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now');
