-- Notifications: each person's inbox (read by GET /me/notifications and the personal stream)
-- and the webhook outbox, written in the transaction of the move or lobby change that causes them.
-- Like Postgres's (0008), no foreign keys from the rows written on a move's path.

-- Each person's last notification id: gapless, and (writers taking the database's lock in
-- turn) committed in order.
CREATE TABLE notification_heads (
    user_id     BLOB PRIMARY KEY,
    last_id     BIGINT NOT NULL
);

CREATE TABLE notifications (
    user_id     BLOB NOT NULL,
    -- Per person, from 1: the SSE event id of the personal stream.
    id          BIGINT NOT NULL,
    kind        TEXT NOT NULL,
    -- The item as the API shows it (its kind's fields).
    data        TEXT NOT NULL,
    -- Set on items written at most once (a deadline warning per turn).
    once_key    TEXT,
    created_at  TEXT NOT NULL,
    read_at     TEXT,
    PRIMARY KEY (user_id, id)
);
CREATE UNIQUE INDEX notifications_once ON notifications (user_id, once_key)
    WHERE once_key IS NOT NULL;
CREATE INDEX notifications_unread ON notifications (user_id, id) WHERE read_at IS NULL;

-- The version whose turn was last warned of its deadline (-1: none), so the sweep finds the
-- turns still to warn with an indexed filter.
ALTER TABLE games ADD COLUMN deadline_warned_version BIGINT NOT NULL DEFAULT -1;

CREATE TABLE webhooks (
    id                   BLOB PRIMARY KEY,
    user_id              BLOB NOT NULL REFERENCES users(id),
    url                  TEXT NOT NULL,
    -- Bit per notification kind delivered (see store::inbox::NotificationKind::bit).
    kinds_mask           BIGINT NOT NULL,
    -- `whsec_` and the base64 key: needed in the clear to sign each delivery.
    secret               TEXT NOT NULL,
    created_at           TEXT NOT NULL,
    -- Failed attempts in a row; the endpoint is disabled when it reaches the configured limit.
    consecutive_failures INTEGER NOT NULL DEFAULT 0,
    disabled_at          TEXT
);
CREATE INDEX webhooks_user ON webhooks (user_id);

-- The outbox: one row per notification and endpoint, claimed by any instance's delivery worker.
CREATE TABLE webhook_deliveries (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    webhook_id      BLOB NOT NULL,
    user_id         BLOB NOT NULL,
    notification_id BIGINT NOT NULL,
    status          TEXT NOT NULL
        CHECK (status IN ('pending', 'delivered', 'failed', 'cancelled')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    -- A claim's lease: past it, another worker may take the delivery (its claimant died).
    locked_until    TEXT,
    last_attempt_at TEXT,
    last_status     INTEGER,
    last_error      TEXT,
    delivered_at    TEXT,
    created_at      TEXT NOT NULL
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at)
    WHERE status = 'pending';
CREATE INDEX webhook_deliveries_webhook ON webhook_deliveries (webhook_id, id);
