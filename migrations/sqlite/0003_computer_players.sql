-- Computer players. Each is an account nobody can sign in to (its password hash is not a hash),
-- marked with the level it plays at. A game may seat up to three computer players of one level
-- and a user sits at most once per game, so there are three accounts per level. Usernames
-- starting with `computer-` cannot be registered.
ALTER TABLE users ADD COLUMN bot_level TEXT CHECK (bot_level IN ('easy', 'medium', 'hard'));

INSERT INTO users (id, username, username_key, password_hash, created_at, bot_level) VALUES
    (X'00000000000040008000000000000b01', 'computer-easy-1', 'computer-easy-1', '!computer', '2026-12-01T00:00:00+00:00', 'easy'),
    (X'00000000000040008000000000000b02', 'computer-easy-2', 'computer-easy-2', '!computer', '2026-12-01T00:00:00+00:00', 'easy'),
    (X'00000000000040008000000000000b03', 'computer-easy-3', 'computer-easy-3', '!computer', '2026-12-01T00:00:00+00:00', 'easy'),
    (X'00000000000040008000000000000b11', 'computer-medium-1', 'computer-medium-1', '!computer', '2026-12-01T00:00:00+00:00', 'medium'),
    (X'00000000000040008000000000000b12', 'computer-medium-2', 'computer-medium-2', '!computer', '2026-12-01T00:00:00+00:00', 'medium'),
    (X'00000000000040008000000000000b13', 'computer-medium-3', 'computer-medium-3', '!computer', '2026-12-01T00:00:00+00:00', 'medium'),
    (X'00000000000040008000000000000b21', 'computer-hard-1', 'computer-hard-1', '!computer', '2026-12-01T00:00:00+00:00', 'hard'),
    (X'00000000000040008000000000000b22', 'computer-hard-2', 'computer-hard-2', '!computer', '2026-12-01T00:00:00+00:00', 'hard'),
    (X'00000000000040008000000000000b23', 'computer-hard-3', 'computer-hard-3', '!computer', '2026-12-01T00:00:00+00:00', 'hard');
