-- As Postgres's 0009: the due index keyed and filtered on `next_attempt_at` alone, NULL for a
-- delivery handed over to its instance (not waiting for a claim) and for every delivery that is
-- over; and the sweep's cursor for handed-over deliveries whose instance died. SQLite cannot
-- drop a NOT NULL constraint, so the table is copied.

CREATE TABLE webhook_deliveries_new (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    webhook_id      BLOB NOT NULL,
    user_id         BLOB NOT NULL,
    notification_id BIGINT NOT NULL,
    status          TEXT NOT NULL
        CHECK (status IN ('pending', 'delivered', 'failed', 'cancelled')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    -- When a claim may take it; NULL while handed over to its instance, and once it is over.
    next_attempt_at TEXT,
    -- A claim's lease: past it, another worker may take the delivery (its claimant died).
    locked_until    TEXT,
    last_attempt_at TEXT,
    last_status     INTEGER,
    last_error      TEXT,
    delivered_at    TEXT,
    created_at      TEXT NOT NULL
);
INSERT INTO webhook_deliveries_new
    SELECT id, webhook_id, user_id, notification_id, status, attempts,
        CASE WHEN status = 'pending' THEN next_attempt_at END, locked_until, last_attempt_at,
        last_status, last_error, delivered_at, created_at
    FROM webhook_deliveries;
DROP TABLE webhook_deliveries;
ALTER TABLE webhook_deliveries_new RENAME TO webhook_deliveries;
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at)
    WHERE next_attempt_at IS NOT NULL;
CREATE INDEX webhook_deliveries_webhook ON webhook_deliveries (webhook_id, id);

CREATE TABLE webhook_handover_sweep (
    id              INTEGER PRIMARY KEY CHECK (id = 1),
    swept_through   BIGINT NOT NULL
);
INSERT INTO webhook_handover_sweep (id, swept_through)
    SELECT 1, COALESCE(max(id), 0) FROM webhook_deliveries;
