-- Sessions for clients that stay signed in for months, and accounts that can be deleted.

-- A deleted account stays as a tombstone, so the seats, history and replays of its games keep
-- pointing at a row: its username becomes a placeholder, its password hash a value no password
-- matches, and `username_key` keeps holding the old name until the release delay has passed
-- (a registration then moves it aside, see `SqlStore::create_user`).
ALTER TABLE users ADD COLUMN deleted_at TEXT;

-- Bumped on every game a deleted account sat in, in the transaction that deletes it: an instance
-- that cached such a game's seats (with the old username) sees the change on its next read of the
-- games row and reads the seats again.
ALTER TABLE games ADD COLUMN seats_revision INTEGER NOT NULL DEFAULT 0;

-- A session is one sign-in and every refresh token rotated from it (a "family"). Revoking it
-- ends its refresh tokens and, since every access token names its session (`sid`), its access
-- tokens too: each authenticated request reads this row by its primary key.
CREATE TABLE sessions (
    id              BLOB PRIMARY KEY,
    user_id         BLOB NOT NULL REFERENCES users(id),
    created_at      TEXT NOT NULL,
    revoked_at      TEXT
);
CREATE INDEX sessions_live_by_user ON sessions (user_id) WHERE revoked_at IS NULL;

-- Refresh tokens are stored only as the SHA-256 of the token (256 random bits: a fast hash is
-- enough, nothing can be guessed). A used token is kept, marked `used_at`, until it expires: the
-- same token presented again is a sign of theft and revokes its whole session.
CREATE TABLE refresh_tokens (
    token_hash      TEXT PRIMARY KEY,
    session_id      BLOB NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    issued_at       TEXT NOT NULL,
    expires_at      TEXT NOT NULL,
    used_at         TEXT
);
CREATE INDEX refresh_tokens_by_session ON refresh_tokens (session_id, expires_at);
