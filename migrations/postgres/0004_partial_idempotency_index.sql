-- no-transaction
-- Most appends carry no idempotency key (timeouts, resignations, clients that send none); a
-- partial index keeps them out of it. Lookups by key imply `IS NOT NULL`, so they still use it.
-- Built CONCURRENTLY (alone in its migration, outside a transaction) so that a populated log
-- stays writable meanwhile; the next migration drops the constraint it replaces.
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS game_events_idempotency_key
    ON game_events (game_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
