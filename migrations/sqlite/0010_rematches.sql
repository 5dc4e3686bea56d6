-- Rematches: each person seated in a finished game answers an offer of a rematch; when all have
-- accepted, the new game is created with `rematch_of` naming the old one. The unique key makes
-- that happen once, whichever instance sees the last acceptance.
ALTER TABLE games ADD COLUMN rematch_of BLOB;
CREATE UNIQUE INDEX games_rematch_of ON games (rematch_of) WHERE rematch_of IS NOT NULL;

CREATE TABLE rematch_answers (
    game_id     BLOB NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    user_id     BLOB NOT NULL REFERENCES users(id),
    answer      TEXT NOT NULL CHECK (answer IN ('accepted', 'declined')),
    answered_at TEXT NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
