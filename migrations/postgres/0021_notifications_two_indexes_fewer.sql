-- Instances of the previous release keep moving while this runs: their move reads `webhooks`
-- before it writes `notification_heads` and `notifications`, so the tables are locked here in
-- that order, at once, rather than one by one as each statement reaches them (which could
-- deadlock with such a move).
LOCK TABLE webhooks, notification_heads, notifications IN ACCESS EXCLUSIVE MODE;

-- Each notification was written into four btrees: its key, the unread index and the sweep's
-- time index (the fourth, `notifications_once`, holds only deadline warnings). At the standard
-- load scenario's rate of notifications (a game's start and end, two people each) the last two
-- were 15 bytes of WAL per move, which issue 32's 0.6 KB per post does not have room for. Both
-- answered questions that a small per-person or per-endpoint position answers as well.

-- The unread count and the unread-only listing: every notification up to `read_through` is read,
-- so they read only the person's notifications after it, through the key. Marking any read moves
-- it up to the first unread one (nothing ever marks a notification unread again), reading only
-- what it passes.
ALTER TABLE notification_heads ADD COLUMN read_through BIGINT NOT NULL DEFAULT 0;
UPDATE notification_heads h SET read_through = COALESCE(
    (SELECT min(n.id) - 1 FROM notifications n WHERE n.user_id = h.user_id AND n.read_at IS NULL),
    h.last_id);
DROP INDEX notifications_unread;

-- The sweep for handed-over deliveries left unrecorded (see 0010) read every notification in
-- time order, though only the owners of endpoints have any to rescue. It now reads, for each
-- endpoint, its owner's notifications after the last one it swept, through the key: a person's
-- ids are gapless and commit in order (see 0008), so the position is exact. Its start is where
-- the shared time cursor stood.
ALTER TABLE webhooks ADD COLUMN swept_through_id BIGINT NOT NULL DEFAULT 0;
-- (Before the first notification written after the cursor: times are taken before the head's
-- lock, so they are not quite in id order, and the first one after may follow a later id.)
UPDATE webhooks w SET swept_through_id = COALESCE(
    (SELECT min(n.id) - 1 FROM notifications n, webhook_handover_sweep s
     WHERE s.id = 1 AND n.user_id = w.user_id AND n.created_at > s.swept_through_at),
    (SELECT h.last_id FROM notification_heads h WHERE h.user_id = w.user_id),
    0);
-- Instances of the previous release still sweep by time during a rolling deploy, without this
-- index (a scan of the table per step, for the few minutes it lasts); the new sweep moves the
-- shared time cursor along so that they find nothing left to rescue.
DROP INDEX notifications_written;
