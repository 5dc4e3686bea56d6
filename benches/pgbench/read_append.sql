-- Script A: what posting a move costs the database at the least. In one transaction, read one
-- random game's log (about 100 events) and append one event after its last. A racing client that
-- took the same seq first makes this a no-op, as a stale version makes a post a 409.
\set g random(1, :games)
BEGIN;
SELECT seq, entry FROM bench_game_events WHERE game_id = :g ORDER BY seq;
INSERT INTO bench_game_events (game_id, seq, entry)
SELECT :g, max(seq) + 1,
       '{"kind": "action", "seat": 0, "action": {"type": "deploy", "card": "sea_4", "theater": "sea"}}'
FROM bench_game_events WHERE game_id = :g
ON CONFLICT DO NOTHING;
COMMIT;
