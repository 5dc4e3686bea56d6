-- Postgres baseline for `cargo bench --bench http_load`: a scratch table shaped like Shoreline's
-- `game_events` (the log the service reads on every request and appends to on every move),
-- preloaded with :games games of 100 events each.
--
-- http_load runs this itself (replacing :games). By hand, in a scratch database:
--   psql -v games=10000 -f benches/pgbench/setup.sql postgres://postgres@127.0.0.1:5432/scratch
--   pgbench -n -M prepared -c 32 -j 2 -T 20 -D games=10000 -f benches/pgbench/read_append.sql postgres://...
--   pgbench -n -M prepared -c 32 -j 2 -T 20 -D games=10000 -f benches/pgbench/read_game.sql postgres://...
DROP TABLE IF EXISTS bench_game_events;
CREATE TABLE bench_game_events (
    game_id BIGINT NOT NULL,
    seq     BIGINT NOT NULL,
    entry   JSONB NOT NULL
);
-- Entries about the size of a real Air, Land & Sea log entry.
INSERT INTO bench_game_events (game_id, seq, entry)
SELECT g, s, jsonb_build_object(
    'kind', 'action',
    'seat', s % 2,
    'action', jsonb_build_object(
        'type', (ARRAY['deploy', 'improvise'])[1 + (g + s) % 2],
        'card', (ARRAY['air', 'land', 'sea'])[1 + (g * 7 + s) % 3] || '_' || (1 + s % 6),
        'theater', (ARRAY['air', 'land', 'sea'])[1 + (g + s) % 3]))
FROM generate_series(1, :games) AS g, generate_series(1, 100) AS s;
-- Added after the load, as the real table's key would have been built up over time.
ALTER TABLE bench_game_events ADD PRIMARY KEY (game_id, seq);
ANALYZE bench_game_events;
