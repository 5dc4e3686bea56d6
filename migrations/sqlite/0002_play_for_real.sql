-- Lobby, history, turn deadlines, invitations and ratings.

-- Seats that must act now, as a bit mask (bit n = seat n), so "games waiting for my move" is a
-- plain indexed filter on both backends.
ALTER TABLE games ADD COLUMN to_act_mask INTEGER NOT NULL DEFAULT 0;
-- Optional time allowed per move; the deadline moves with every event.
ALTER TABLE games ADD COLUMN turn_deadline_secs INTEGER;
ALTER TABLE games ADD COLUMN deadline_at TEXT;
CREATE INDEX games_deadline ON games (deadline_at) WHERE deadline_at IS NOT NULL;

-- Each seat's result once the game is over: 'win', 'loss' or 'draw'.
ALTER TABLE seats ADD COLUMN outcome TEXT CHECK (outcome IN ('win', 'loss', 'draw'));

CREATE TABLE invitations (
    id              BLOB PRIMARY KEY,
    game_id         BLOB NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    inviter_id      BLOB NOT NULL REFERENCES users(id),
    invitee_id      BLOB NOT NULL REFERENCES users(id),
    status          TEXT NOT NULL CHECK (status IN ('pending', 'accepted', 'declined')),
    created_at      TEXT NOT NULL,
    UNIQUE (game_id, invitee_id)
);
CREATE INDEX invitations_invitee ON invitations (invitee_id, status);

-- Elo per user and game type, a projection updated in the transaction that ends a game.
CREATE TABLE ratings (
    user_id         BLOB NOT NULL REFERENCES users(id),
    game_type       TEXT NOT NULL,
    rating          REAL NOT NULL,
    games           INTEGER NOT NULL,
    wins            INTEGER NOT NULL,
    losses          INTEGER NOT NULL,
    draws           INTEGER NOT NULL,
    updated_at      TEXT NOT NULL,
    PRIMARY KEY (user_id, game_type)
);
