//! The lobby's decisions, as pure functions: from a snapshot of an open game (its seats and every
//! invitation to it) and a request, the plan of what changes (the game's status and first turn,
//! a seat, invitations answered or withdrawn) and whom it tells. The store applies a plan in one
//! transaction, only if the game's revision is still the snapshot's; otherwise the request is
//! decided again from a new snapshot ([`super::lobby`]), as a move is appended only at its seq.

use crate::domain::{GameStatus, InvitationAnswer, InvitationStatus, WithdrawalReason};
use chrono::{DateTime, Utc};
use uuid::Uuid;

use crate::engine::Seat;
use crate::store::{GameChange, GameStart, LobbyPlan, LobbySnapshot, NewGame, NewInvitation};

use super::error::LobbyError;
use super::notifications;

/// How a game that every seat is now taken of starts: the first to act, and the deadline of the
/// first turn when the game has a time per move.
pub fn start(
    initial_to_act: &[Seat],
    turn_deadline_secs: Option<i64>,
    at: DateTime<Utc>,
) -> GameStart {
    GameStart {
        to_act: initial_to_act.to_vec(),
        deadline_at: turn_deadline_secs.map(|secs| at + chrono::Duration::seconds(secs)),
    }
}

/// Starts a game created with every seat taken (computer players, a rematch's table, a
/// pairing), as the last join starts one; `is_person` says which seated accounts are told.
pub fn start_if_full(
    game: &mut NewGame,
    initial_to_act: &[Seat],
    is_person: impl Fn(Uuid) -> bool,
    at: DateTime<Utc>,
) {
    if game.seats.len() != game.players {
        return;
    }
    let start = start(initial_to_act, game.turn_deadline_secs, at);
    let people = game
        .seats
        .iter()
        .copied()
        .filter(|&(_, user_id)| is_person(user_id));
    game.notifications = notifications::game_started(game.id, &game.game_type, people, &start);
    game.start = Some(start);
}

/// `joiner` takes `requested_seat` (by default the lowest free one). Joining accepts their
/// pending invitation to the game, whichever way they joined, and tells its inviter. The last
/// seat starts the game: everyone seated is told, the first to act that it is their move, and
/// the invitations still pending are withdrawn (it began without them), each invitee told.
pub fn join(
    snapshot: &LobbySnapshot,
    joiner: Uuid,
    requested_seat: Option<u8>,
    initial_to_act: &[Seat],
    at: DateTime<Utc>,
) -> Result<LobbyPlan, LobbyError> {
    let game = &snapshot.game;
    if game.status != GameStatus::Open {
        return Err(LobbyError::NotOpen("the game is not open for joining"));
    }
    if game.seat_of(joiner).is_some() {
        return Err(LobbyError::AlreadySeated);
    }
    let players = game.players;
    let is_free = |seat: Seat| game.seats.iter().all(|taken| taken.seat != seat);
    let seat = match requested_seat {
        Some(seat) if usize::from(seat) >= players => {
            return Err(LobbyError::InvalidSeat { players });
        }
        Some(seat) if !is_free(Seat(seat)) => return Err(LobbyError::SeatTaken(Seat(seat))),
        Some(seat) => Seat(seat),
        None => (0..players)
            .map(Seat::from)
            .find(|&seat| is_free(seat))
            .ok_or(LobbyError::GameFull)?,
    };
    let mut plan = LobbyPlan::from(snapshot, at);
    plan.seat_taken = Some((seat, joiner));
    for invitation in pending(snapshot) {
        if invitation.invitee_id == joiner {
            plan.invitations_answered
                .push((invitation.id, InvitationAnswer::Accepted));
            plan.notifications.push(notifications::invitation_answered(
                invitation,
                game.id,
                InvitationAnswer::Accepted,
            ));
        }
    }
    if game.seats.len() + 1 == players {
        let start = start(initial_to_act, game.turn_deadline_secs, at);
        let people = game
            .seats
            .iter()
            .filter(|seat| notifications::is_told(seat))
            .map(|seat| (seat.seat, seat.user_id))
            .chain([(seat, joiner)]);
        plan.notifications.extend(notifications::game_started(
            game.id,
            &game.game_type,
            people,
            &start,
        ));
        plan.game_change = Some(GameChange::Start(start));
        withdraw_pending(&mut plan, snapshot, WithdrawalReason::GameStarted);
    }
    Ok(plan)
}

/// `user_id` gives up their seat in a game that has not started. The creator cancels instead.
pub fn leave(
    snapshot: &LobbySnapshot,
    user_id: Uuid,
    at: DateTime<Utc>,
) -> Result<LobbyPlan, LobbyError> {
    let game = &snapshot.game;
    if game.status != GameStatus::Open {
        return Err(LobbyError::NotOpen(
            "only a game that has not started can be left",
        ));
    }
    if game.created_by == user_id {
        return Err(LobbyError::CreatorMustCancel);
    }
    if game.seat_of(user_id).is_none() {
        return Err(LobbyError::NotSeated);
    }
    let mut plan = LobbyPlan::from(snapshot, at);
    plan.seat_given_up = Some(user_id);
    Ok(plan)
}

/// The creator cancels a game that has not started: nobody can accept an invitation to it any
/// more, so each pending one is withdrawn and its invitee told.
pub fn cancel(
    snapshot: &LobbySnapshot,
    user_id: Uuid,
    at: DateTime<Utc>,
) -> Result<LobbyPlan, LobbyError> {
    let game = &snapshot.game;
    if game.created_by != user_id {
        return Err(LobbyError::NotCreator);
    }
    if game.status != GameStatus::Open {
        return Err(LobbyError::NotOpen(
            "only a game that has not started can be cancelled",
        ));
    }
    let mut plan = LobbyPlan::from(snapshot, at);
    plan.game_change = Some(GameChange::Cancel);
    withdraw_pending(&mut plan, snapshot, WithdrawalReason::GameCancelled);
    Ok(plan)
}

/// `inviter_id`, seated in an open game, invites `username` (`invitee_id`: their account, if
/// there is one), once per game whatever became of an earlier invitation. The invitee is told.
/// The new invitation's id is `invitation_id`.
pub fn invite(
    snapshot: &LobbySnapshot,
    inviter_id: Uuid,
    username: &str,
    invitee_id: Option<Uuid>,
    invitation_id: Uuid,
    at: DateTime<Utc>,
) -> Result<LobbyPlan, LobbyError> {
    let game = &snapshot.game;
    let Some(inviter) = game.seats.iter().find(|seat| seat.user_id == inviter_id) else {
        return Err(LobbyError::InviterNotSeated);
    };
    if game.status != GameStatus::Open {
        return Err(LobbyError::NotOpen(
            "invitations are for games that have not started",
        ));
    }
    let invitee_id = invitee_id.ok_or_else(|| LobbyError::UnknownUser(username.to_owned()))?;
    if invitee_id == inviter_id {
        return Err(LobbyError::CannotInviteYourself);
    }
    if game.seat_of(invitee_id).is_some() {
        return Err(LobbyError::InviteeAlreadySeated);
    }
    if snapshot
        .invitations
        .iter()
        .any(|invitation| invitation.invitee_id == invitee_id)
    {
        return Err(LobbyError::AlreadyInvited);
    }
    let mut plan = LobbyPlan::from(snapshot, at);
    plan.invitation_written = Some(NewInvitation {
        id: invitation_id,
        inviter_id,
        invitee_id,
    });
    plan.notifications.push(notifications::invited(
        invitation_id,
        game.id,
        &game.game_type,
        &inviter.username,
        invitee_id,
    ));
    Ok(plan)
}

/// `invitee_id` declines their invitation `invitation_id` to the game; its inviter is told.
/// Someone else's invitation is not found: invitations are private.
pub fn decline(
    snapshot: &LobbySnapshot,
    invitee_id: Uuid,
    invitation_id: Uuid,
    at: DateTime<Utc>,
) -> Result<LobbyPlan, LobbyError> {
    let invitation = snapshot
        .invitations
        .iter()
        .find(|invitation| invitation.id == invitation_id && invitation.invitee_id == invitee_id)
        .ok_or(LobbyError::InvitationNotFound(invitation_id))?;
    if invitation.status != InvitationStatus::Pending {
        return Err(LobbyError::InvitationAnswered);
    }
    let mut plan = LobbyPlan::from(snapshot, at);
    plan.invitations_answered
        .push((invitation.id, InvitationAnswer::Declined));
    plan.notifications.push(notifications::invitation_answered(
        invitation,
        snapshot.game.id,
        InvitationAnswer::Declined,
    ));
    Ok(plan)
}

fn pending(snapshot: &LobbySnapshot) -> impl Iterator<Item = &crate::store::LobbyInvitation> {
    snapshot
        .invitations
        .iter()
        .filter(|invitation| invitation.status == InvitationStatus::Pending)
}

/// Withdraws every invitation still pending that `plan` does not answer, each invitee told why.
fn withdraw_pending(plan: &mut LobbyPlan, snapshot: &LobbySnapshot, reason: WithdrawalReason) {
    for invitation in pending(snapshot) {
        if plan
            .invitations_answered
            .iter()
            .any(|(id, _)| *id == invitation.id)
        {
            continue;
        }
        plan.invitations_withdrawn.push(invitation.id);
        plan.notifications.push(notifications::invitation_withdrawn(
            invitation,
            snapshot.game.id,
            &snapshot.game.game_type,
            reason,
        ));
    }
}

#[cfg(test)]
mod tests;
