-- Invite links: an unguessable token that seats whoever opens it in an open game, one per game
-- at a time (revoking deletes it; the next request makes a new one). The token is kept as it is,
-- not hashed: its creator may copy it again, and it only ever takes a free seat in a game that
-- has not started.
CREATE TABLE invite_links (
    game_id     BLOB PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    token       TEXT NOT NULL UNIQUE,
    created_at  TEXT NOT NULL
);
