-- A move's append as one function call instead of one statement of eight CTEs. The statement
-- was one round trip too, but Postgres initializes every node of a plan on every execution, and
-- that plan had some twenty (five of them writes): a fifth of the database's CPU per move in a
-- profile of the standard load scenario, though most moves write no notification and queue no
-- webhook delivery. Here each statement has a small plan of its own (cached by PL/pgSQL per
-- connection), and the notification statements run only when an item is kept.
--
-- Answers as the statement did: no row when another writer took the seq; else one row per person
-- told with the id their notification got, or one row of NULLs when nobody was told, and, when
-- p_lease is set (the appender sends the deliveries itself, see 0010), one more per further
-- endpoint of theirs that wants it, with what sending to it needs.
CREATE FUNCTION append_move(
    p_game UUID, p_seq BIGINT, p_entry JSONB, p_idempotency_key TEXT, p_user UUID,
    p_at TIMESTAMPTZ, p_status TEXT, p_to_act JSONB, p_to_act_mask BIGINT,
    p_deadline TIMESTAMPTZ, p_items JSONB, p_lease TIMESTAMPTZ)
RETURNS TABLE (user_id UUID, last_id BIGINT, webhook_id UUID, url TEXT, secret TEXT,
    consecutive_failures INTEGER)
LANGUAGE plpgsql AS $function$
#variable_conflict use_column
BEGIN
    UPDATE games SET version = p_seq, status = p_status, to_act = p_to_act,
        to_act_mask = p_to_act_mask, deadline_at = p_deadline, updated_at = p_at
    WHERE id = p_game AND version = p_seq - 1;
    IF NOT FOUND THEN
        RETURN;
    END IF;
    INSERT INTO game_events (game_id, seq, entry, idempotency_key, user_id, created_at)
    VALUES (p_game, p_seq, p_entry, p_idempotency_key, p_user, p_at);

    -- The items to keep: every one, but a your-move only when an endpoint of theirs wants it.
    IF NOT EXISTS (
        SELECT 1 FROM jsonb_to_recordset(p_items) AS n(user_id UUID, kind_bit BIGINT, always BOOLEAN)
        WHERE n.always OR EXISTS (
            SELECT 1 FROM webhooks w WHERE w.user_id = n.user_id AND w.disabled_at IS NULL
                AND (w.kinds_mask & n.kind_bit) <> 0
        )
    ) THEN
        RETURN QUERY SELECT NULL::UUID, NULL::BIGINT, NULL::UUID, NULL::TEXT, NULL::TEXT,
            NULL::INTEGER;
        RETURN;
    END IF;

    RETURN QUERY
    WITH items AS (
        SELECT n.user_id, n.kind, n.kind_bit, n.data
        FROM jsonb_to_recordset(p_items)
            AS n(user_id UUID, kind TEXT, kind_bit BIGINT, data JSONB, always BOOLEAN)
        WHERE n.always OR EXISTS (
            SELECT 1 FROM webhooks w WHERE w.user_id = n.user_id AND w.disabled_at IS NULL
                AND (w.kinds_mask & n.kind_bit) <> 0
        )
    ),
    heads AS (
        INSERT INTO notification_heads AS h (user_id, last_id)
        SELECT items.user_id, 1 FROM items ORDER BY items.user_id
        ON CONFLICT (user_id) DO UPDATE SET last_id = h.last_id + 1
        RETURNING h.user_id, h.last_id
    ),
    noted AS (
        INSERT INTO notifications (user_id, id, kind, data, created_at)
        SELECT items.user_id, heads.last_id, items.kind, items.data, p_at
        FROM items JOIN heads ON heads.user_id = items.user_id
    ),
    endpoints AS (
        SELECT items.user_id, heads.last_id, w.id, w.url, w.secret, w.consecutive_failures
        FROM items JOIN heads ON heads.user_id = items.user_id,
            -- Each person's endpoints by index: OFFSET 0 keeps the planner from turning this
            -- into a join that hashes the whole webhooks table on every move.
            LATERAL (
                SELECT wh.id, wh.url, wh.secret, wh.consecutive_failures, wh.kinds_mask
                FROM webhooks wh
                WHERE wh.user_id = items.user_id AND wh.disabled_at IS NULL OFFSET 0
            ) w
        WHERE (w.kinds_mask & items.kind_bit) <> 0
    ),
    -- Queued for a claim, unless p_lease is set: then the appender sends them at once, and
    -- writes each its row with the outcome (see 0010).
    queued AS (
        INSERT INTO webhook_deliveries
            (webhook_id, user_id, notification_id, status, attempts, next_attempt_at,
                created_at)
        SELECT e.id, e.user_id, e.last_id, 'pending', 0, p_at, p_at
        FROM endpoints e WHERE p_lease IS NULL
    )
    -- At least one row, whatever this statement's own look at the webhooks finds (an endpoint
    -- disabled since the check above): the move is written, and no row would say it was not.
    SELECT heads.user_id, heads.last_id, e.id, e.url, e.secret, e.consecutive_failures
    FROM (SELECT 1) AS written
        LEFT JOIN heads ON true
        LEFT JOIN endpoints e ON p_lease IS NOT NULL AND e.user_id = heads.user_id;
END
$function$;
