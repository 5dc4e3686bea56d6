-- The partial index of 0004 now keeps idempotency keys unique.
ALTER TABLE game_events DROP CONSTRAINT IF EXISTS game_events_game_id_idempotency_key_key;

-- Like the author's key in 0003: both append paths insert an event only after updating that
-- game's row in the same transaction (and games are never deleted), so this key could not fail,
-- yet its check locked the game's row once more and wrote that lock to the WAL on every move.
ALTER TABLE game_events DROP CONSTRAINT IF EXISTS game_events_game_id_fkey;
