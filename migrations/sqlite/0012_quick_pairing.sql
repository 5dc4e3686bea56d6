-- Quick pairing. A seek is a person's wish to play now in one pool: a game type, a table size,
-- options, rated or casual and a time per move (`pool` is their canonical key). Pairing waves
-- turn waiting seeks into games; a paired seek keeps the game it led to (`game_id`), so the
-- seeker can read where they were seated, until it is pruned.
CREATE TABLE seeks (
    id                  BLOB PRIMARY KEY,
    user_id             BLOB NOT NULL REFERENCES users(id),
    -- The session that asked: a seek ends with it (signed out, password changed, deleted).
    session_id          BLOB NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    pool                TEXT NOT NULL,
    game_type           TEXT NOT NULL,
    players             INTEGER NOT NULL,
    options             TEXT NOT NULL,
    rated               INTEGER NOT NULL,
    turn_deadline_secs  INTEGER,
    -- Computers of this level take the empty seats after this long without a human table.
    computer_after_secs INTEGER,
    computer_level      TEXT,
    created_at          TEXT NOT NULL,
    game_id             BLOB REFERENCES games(id) ON DELETE CASCADE,
    paired_at           TEXT
);
-- One waiting seek per person, in any pool (see the Postgres migration for why).
CREATE UNIQUE INDEX seeks_one_waiting_per_person ON seeks (user_id) WHERE game_id IS NULL;
CREATE INDEX seeks_waiting_by_pool ON seeks (pool, created_at) WHERE game_id IS NULL;
-- A person's seeks, newest first (GET /seeks), and a session's (ending it ends them).
CREATE INDEX seeks_by_person ON seeks (user_id, created_at);
CREATE INDEX seeks_by_session ON seeks (session_id);

-- Casual games (quick pairing can ask for them) change nobody's rating.
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 1;
