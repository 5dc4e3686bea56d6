-- Script B: what reading a game costs the database at the least: one random game's log (about
-- 100 events), in order.
\set g random(1, :games)
SELECT seq, entry FROM bench_game_events WHERE game_id = :g ORDER BY seq;
