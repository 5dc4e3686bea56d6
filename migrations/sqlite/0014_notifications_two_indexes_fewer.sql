-- As migrations/postgres/0021: the unread count reads after a per-person position instead of
-- through a partial index, and the sweep reads each endpoint's owner's notifications after its
-- own position instead of all notifications by time.
ALTER TABLE notification_heads ADD COLUMN read_through BIGINT NOT NULL DEFAULT 0;
UPDATE notification_heads SET read_through = COALESCE(
    (SELECT min(n.id) - 1 FROM notifications n
     WHERE n.user_id = notification_heads.user_id AND n.read_at IS NULL),
    last_id);
DROP INDEX notifications_unread;

ALTER TABLE webhooks ADD COLUMN swept_through_id BIGINT NOT NULL DEFAULT 0;
UPDATE webhooks SET swept_through_id = COALESCE(
    (SELECT min(n.id) - 1 FROM notifications n, webhook_handover_sweep s
     WHERE s.id = 1 AND n.user_id = webhooks.user_id AND n.created_at > s.swept_through_at),
    (SELECT h.last_id FROM notification_heads h WHERE h.user_id = webhooks.user_id),
    0);
DROP INDEX notifications_written;
