-- Every instance keeps an in-memory view of ended sessions so that a live session's request
-- costs no round trip (src/store/session_view.rs). The database tells them: a session that
-- ends, by whatever statement or process, sends its id when the transaction commits. Sessions
-- end rarely (sign-outs, password changes, deletions, a reused refresh token), so the commit
-- lock a NOTIFY takes is no cost to the hot paths, which never touch this table's writes.
CREATE FUNCTION shoreline_notify_session_ended() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify(
        'shoreline_sessions_ended',
        (CASE TG_OP WHEN 'DELETE' THEN OLD.id ELSE NEW.id END)::text
    );
    RETURN NULL;
END
$$;

CREATE TRIGGER sessions_notify_ended
    AFTER UPDATE OF revoked_at ON sessions
    FOR EACH ROW
    WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
    EXECUTE FUNCTION shoreline_notify_session_ended();

-- A live session's row deleted (pruned once every refresh token has expired, or by hand) is
-- ended as far as any instance is concerned.
CREATE TRIGGER sessions_notify_deleted
    AFTER DELETE ON sessions
    FOR EACH ROW
    WHEN (OLD.revoked_at IS NULL)
    EXECUTE FUNCTION shoreline_notify_session_ended();

-- The views read every ended session the table still keeps, at start and every few minutes.
CREATE INDEX sessions_ended ON sessions (id) WHERE revoked_at IS NOT NULL;
