-- Script A with the service's NOTIFY (not part of the targets; see docs/PERFORMANCE.md, "HTTP
-- load"): the same transaction as read_append.sql, plus the pg_notify every append sends so that
-- other instances push the move to their live streams. Postgres serializes the commits of
-- transactions that notified (one database-wide lock held through the commit's WAL flush), so
-- this measures what that costs group commit.
\set g random(1, :games)
BEGIN;
SELECT seq, entry FROM bench_game_events WHERE game_id = :g ORDER BY seq;
INSERT INTO bench_game_events (game_id, seq, entry)
SELECT :g, max(seq) + 1,
       '{"kind": "action", "seat": 0, "action": {"type": "deploy", "card": "sea_4", "theater": "sea"}}'
FROM bench_game_events WHERE game_id = :g
ON CONFLICT DO NOTHING;
SELECT pg_notify('shoreline_game_events', :g::text);
COMMIT;
