-- A move's webhook delivery is no longer written with the move. The instance that made the move
-- sends it at once (see service/webhooks/handover.rs) and writes its outbox row once, with the
-- attempt's outcome, in the recorder's batches. Until then the notification, written with the
-- move, is the delivery's record: if the instance stops first, the sweep finds notifications a
-- lease old that an endpoint wanted and that have no row for it, and writes the row, due.
-- Before, each such delivery was inserted by the move (with its index entries, in the move's
-- transaction) and updated by the recorder a moment later: two writes and a dead row version
-- for vacuum, where one insert now does.
-- Deliveries written outside moves (lobby changes, deadline warnings, instances that deliver
-- nothing) are queued with their notification as before.

-- At most one row per endpoint and notification: the recorder's insert and the sweep's never
-- double a delivery (whichever comes second writes nothing). It also serves the endpoint's
-- deletion and its listing, now by notification (ids come with outcomes, not in order), which
-- the (webhook_id, id) index did.
CREATE UNIQUE INDEX webhook_deliveries_once ON webhook_deliveries (webhook_id, notification_id);
DROP INDEX webhook_deliveries_webhook;

-- Deliveries handed over the old way (written pending, not due) by instances of the previous
-- version, still running during a rolling upgrade: the sweep makes them due once their lease
-- ends, through this index, which the new way never adds to.
CREATE INDEX webhook_deliveries_handed_over ON webhook_deliveries (created_at)
    WHERE status = 'pending' AND next_attempt_at IS NULL;

-- The sweep reads notifications by time.
CREATE INDEX notifications_written ON notifications (created_at);

-- How far by time the sweep has read the notifications: every one written up to here was
-- swept. From now: what came before was written the old way, with its rows. (`swept_through`
-- stays for the previous version's instances during a rolling upgrade.)
ALTER TABLE webhook_handover_sweep ADD COLUMN swept_through_at TIMESTAMPTZ;
UPDATE webhook_handover_sweep SET swept_through_at = now();

-- Rows are now mostly written once, finished: the room left on each page for their update
-- (0009) is no longer needed, but a claimed delivery is still updated (claim, outcome).
ALTER TABLE webhook_deliveries SET (fillfactor = 90);

-- These two index builds lock the tables they index against writes while they run: on a large
-- database, prune the outbox first, and expect the notifications' index to take a while.
