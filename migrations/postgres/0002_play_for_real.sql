-- Lobby, history, turn deadlines, invitations and ratings.

-- Seats that must act now, as a bit mask (bit n = seat n), so "games waiting for my move" is a
-- plain indexed filter on both backends.
ALTER TABLE games ADD COLUMN to_act_mask BIGINT NOT NULL DEFAULT 0;
-- Optional time allowed per move; the deadline moves with every event.
ALTER TABLE games ADD COLUMN turn_deadline_secs BIGINT;
ALTER TABLE games ADD COLUMN deadline_at TIMESTAMPTZ;
CREATE INDEX games_deadline ON games (deadline_at) WHERE deadline_at IS NOT NULL;

-- Each seat's result once the game is over: 'win', 'loss' or 'draw'.
ALTER TABLE seats ADD COLUMN outcome TEXT CHECK (outcome IN ('win', 'loss', 'draw'));

CREATE TABLE invitations (
    id              UUID PRIMARY KEY,
    game_id         UUID NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    inviter_id      UUID NOT NULL REFERENCES users(id),
    invitee_id      UUID NOT NULL REFERENCES users(id),
    status          TEXT NOT NULL CHECK (status IN ('pending', 'accepted', 'declined')),
    created_at      TIMESTAMPTZ NOT NULL,
    UNIQUE (game_id, invitee_id)
);
CREATE INDEX invitations_invitee ON invitations (invitee_id, status);

-- Elo per user and game type, a projection updated in the transaction that ends a game.
CREATE TABLE ratings (
    user_id         UUID NOT NULL REFERENCES users(id),
    game_type       TEXT NOT NULL,
    rating          DOUBLE PRECISION NOT NULL,
    games           BIGINT NOT NULL,
    wins            BIGINT NOT NULL,
    losses          BIGINT NOT NULL,
    draws           BIGINT NOT NULL,
    updated_at      TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (user_id, game_type)
);
