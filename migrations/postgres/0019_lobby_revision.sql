-- A lobby decision (a join, a leave, a cancel, an invitation written or answered) is made by the
-- service from a snapshot of the game, its seats and its invitations, and applied only if
-- nothing of that changed meanwhile: every lobby write bumps this revision, and applies only
-- where it is still the one its snapshot read (as a move applies only at its seq).
ALTER TABLE games ADD COLUMN lobby_revision BIGINT NOT NULL DEFAULT 0;
