-- How a finished rated game moved each player's rating, for its end screen ("You won, +12").
ALTER TABLE seats ADD COLUMN rating_change REAL;
