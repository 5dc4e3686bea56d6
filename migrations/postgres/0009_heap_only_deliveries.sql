-- A move's webhook delivery is written leased to the instance that made the move, which sends
-- it at once and marks it delivered a moment later (see service/webhooks/handover.rs). Under
-- load that marking was most of the outbox's cost: it could never be a heap-only update, because
-- `status`, which it changes, was in the due index's predicate, so every marking wrote a new
-- entry into every index.
--
-- Now the due index is keyed and filtered on `next_attempt_at` alone, which a handed-over
-- delivery leaves NULL (it is not waiting for a claim) and its marking does not change: the
-- marking is heap-only when the page has room, which the fill factor leaves it. A delivery
-- waiting for a claim (queued outside a move, retried, given back) has `next_attempt_at` set;
-- every delivery that is over has it NULL, so the due index holds only what is waiting.
-- A handed-over delivery whose instance died before recording it is found by the sweep (the
-- cursor below), which gives it a `next_attempt_at`.
-- During a rolling upgrade, instances still on the old code write every delivery due and leave
-- `next_attempt_at` on those they finish: those stay in the due index, where each claim that
-- finds fewer rows than it asked for reads them, until the hourly pruning clears their time.
-- The UPDATE below rewrites every finished row, under this migration's lock: on a large outbox,
-- prune it first.

ALTER TABLE webhook_deliveries ALTER COLUMN next_attempt_at DROP NOT NULL;
UPDATE webhook_deliveries SET next_attempt_at = NULL WHERE status <> 'pending';
DROP INDEX webhook_deliveries_due;
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at)
    WHERE next_attempt_at IS NOT NULL;
-- Room on each page for the marking's new row version (rows are marked once, soon after they
-- are written, while their page is still the one being filled).
ALTER TABLE webhook_deliveries SET (fillfactor = 60);

-- How far the sweep for stranded handed-over deliveries has read the outbox (by id): every
-- delivery up to here was written long enough ago to have been recorded if its instance lived.
-- One row; the sweeping instance holds it locked, so instances sweep one at a time.
CREATE TABLE webhook_handover_sweep (
    id              INTEGER PRIMARY KEY CHECK (id = 1),
    swept_through   BIGINT NOT NULL
);
-- Nothing written before this migration is handed over in the new way.
INSERT INTO webhook_handover_sweep (id, swept_through)
    SELECT 1, COALESCE(max(id), 0) FROM webhook_deliveries;
