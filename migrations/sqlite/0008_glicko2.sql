-- Ratings move from Elo to Glicko-2 (src/ratings.rs): each rating gains a deviation (how sure it
-- is) and a volatility (how erratic its results are).
ALTER TABLE ratings ADD COLUMN deviation DOUBLE PRECISION NOT NULL DEFAULT 350;
ALTER TABLE ratings ADD COLUMN volatility DOUBLE PRECISION NOT NULL DEFAULT 0.06;

-- An Elo rating carried over keeps its number; its deviation is the one Glicko-2 gives after that
-- many games against evenly matched opponents, 1 / sqrt(1/350^2 + games * q^2 / 4) with
-- q = ln(10)/400, at the lower end of each bracket (written out: SQLite has no sqrt), and no less
-- than 50. The volatility starts where a newcomer's does.
UPDATE ratings SET deviation = CASE
    WHEN games <= 0 THEN 350
    WHEN games = 1 THEN 247
    WHEN games = 2 THEN 201
    WHEN games = 3 THEN 174
    WHEN games = 4 THEN 156
    WHEN games = 5 THEN 142
    WHEN games < 10 THEN 131
    WHEN games < 20 THEN 105
    WHEN games < 50 THEN 76
    ELSE 50
END;

-- The leaderboards read the best ratings of a game type.
CREATE INDEX ratings_by_game_type ON ratings (game_type, rating DESC);
