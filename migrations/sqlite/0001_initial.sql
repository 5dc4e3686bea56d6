-- Users, games, seats and the append-only event log.

CREATE TABLE users (
    id              BLOB PRIMARY KEY,
    username        TEXT NOT NULL,
    -- Usernames are unique regardless of case; the lower-case form carries the constraint.
    username_key    TEXT NOT NULL UNIQUE,
    password_hash   TEXT NOT NULL,
    created_at      TEXT NOT NULL
);

CREATE TABLE games (
    -- A monotonically increasing number for stable, newest-first cursor paging.
    list_order      INTEGER PRIMARY KEY AUTOINCREMENT,
    id              BLOB NOT NULL UNIQUE,
    game_type       TEXT NOT NULL,
    rules_version   TEXT NOT NULL,
    players         INTEGER NOT NULL,
    options         TEXT NOT NULL,
    -- Never shown to players while the game runs.
    seed            BIGINT NOT NULL,
    created_by      BLOB NOT NULL REFERENCES users(id),
    created_at      TEXT NOT NULL,
    -- Projection of the log, written in the same transaction as the event it derives from.
    status          TEXT NOT NULL CHECK (status IN ('open', 'active', 'finished', 'cancelled')),
    version         BIGINT NOT NULL DEFAULT 0,
    to_act          TEXT NOT NULL DEFAULT '[]',
    result          TEXT,
    updated_at      TEXT NOT NULL,
    ended_at        TEXT
);
CREATE INDEX games_status_order ON games (status, list_order DESC);

CREATE TABLE seats (
    game_id         BLOB NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat            INTEGER NOT NULL,
    user_id         BLOB NOT NULL REFERENCES users(id),
    joined_at       TEXT NOT NULL,
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, user_id)
);
CREATE INDEX seats_user ON seats (user_id);

CREATE TABLE game_events (
    game_id         BLOB NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    -- 1-based; the primary key is what serializes concurrent appends.
    seq             BIGINT NOT NULL,
    entry           TEXT NOT NULL,
    idempotency_key TEXT,
    user_id         BLOB REFERENCES users(id),
    created_at      TEXT NOT NULL,
    PRIMARY KEY (game_id, seq),
    UNIQUE (game_id, idempotency_key)
);
