-- Appending a move must touch as little as possible besides the log and the game's row.

-- A foreign key from an event to its author makes every append lock the author's users row
-- (FOR KEY SHARE); a player in several games at once has concurrent appends share that lock,
-- which Postgres records as a MultiXact on the users page: extra writes and WAL on every move.
-- Users are never deleted and the author is taken from a verified token, so the key protected
-- nothing the service does not already guarantee.
ALTER TABLE game_events DROP CONSTRAINT game_events_user_id_fkey;

-- Every move rewrites its game's row. Leaving room on each page lets Postgres keep the new row
-- version on the same page (a HOT update), so the games indexes are not touched.
ALTER TABLE games SET (fillfactor = 70);
