-- A move's row no longer records the account that posted it: the entry names the seat, and the
-- seats table says whose it is, so the column was written on every move (16 bytes of WAL, a
-- tenth of what issue 32 had left to cut) and never read. The column stays for one release
-- because instances of the previous one still pass it to append_move during a rolling deploy;
-- the release after drops it (and append_move's p_user with it).
COMMENT ON COLUMN game_events.user_id IS
    'Unwritten since migration 0020: who moved is the entry''s seat. To be dropped.';
