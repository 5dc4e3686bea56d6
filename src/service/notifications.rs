//! What each change tells whom: every notification Shoreline writes is derived here, by pure
//! functions, from the change that causes it (a move, a lobby plan, a game created full). The
//! store writes them in that change's transaction; reading and marking the inbox is
//! [`super::inbox`].
//!
//! One rule holds for all: computer players, and accounts deleted since they sat down (whose
//! games are wound up after their inbox is gone), are told nothing ([`is_told`]).

use crate::domain::{InvitationAnswer, NotificationData, SeatOutcome, WithdrawalReason};
use chrono::{DateTime, Utc};
use uuid::Uuid;

use crate::engine::Seat;
use crate::engine::matches::Match;
use crate::store::{
    EndedInvitations, GameStart, Kept, LobbyInvitation, NewNotification, Projection, SeatRecord,
    TurnEnding, TurnRecord,
};

use super::replay::LoadedGame;

/// Whether the person in `seat` is told of their game's news.
pub fn is_told(seat: &SeatRecord) -> bool {
    seat.computer.is_none() && seat.username != super::DELETED_PLACEHOLDER
}

/// The notifications that appending event `seq` (leading to `projection`) to `game` causes, as
/// the table sees it: when the game ends, each person's result; otherwise "your move" for each
/// person who is to act now and was not before (someone still in the middle of their own turn,
/// or waiting for others to act, is not told again), kept only for people with a webhook that
/// delivers it (see [`Kept::WhenDelivered`](crate::store::Kept)).
pub fn caused_by_event(
    game: &LoadedGame,
    before: &Match,
    seq: i64,
    projection: &Projection,
    at: DateTime<Utc>,
) -> Vec<NewNotification> {
    let record = &game.record;
    let people = record.seats.iter().filter(|seat| is_told(seat));
    if !projection.seat_results.is_empty() {
        return people
            .filter_map(|seat| {
                let result = projection
                    .seat_results
                    .iter()
                    .find(|result| result.seat == seat.seat)?;
                Some(NewNotification::new(
                    seat.user_id,
                    NotificationData::GameEnded {
                        game_id: record.id,
                        game_type: record.game_type.clone(),
                        version: seq,
                        result: match result.outcome {
                            SeatOutcome::Win => SeatOutcome::Win,
                            SeatOutcome::Loss => SeatOutcome::Loss,
                            SeatOutcome::Draw => SeatOutcome::Draw,
                        },
                    },
                ))
            })
            .collect();
    }
    let waiting = before.to_act();
    people
        .filter(|seat| projection.to_act.contains(&seat.seat) && !waiting.contains(&seat.seat))
        .map(|seat| {
            NewNotification::when_delivered(
                seat.user_id,
                your_move(
                    record.id,
                    &record.game_type,
                    seq,
                    projection.deadline_after(at),
                ),
            )
        })
        .collect()
}

/// What a game that has just begun tells the people seated in it (`people`: seat and account,
/// those [`is_told`] only): that it began, and the ones to act first that it is their move.
pub fn game_started(
    game_id: Uuid,
    game_type: &str,
    people: impl IntoIterator<Item = (Seat, Uuid)>,
    start: &GameStart,
) -> Vec<NewNotification> {
    let mut told = Vec::new();
    for (seat, user_id) in people {
        told.push(NewNotification::new(
            user_id,
            NotificationData::GameStarted {
                game_id,
                game_type: game_type.to_owned(),
            },
        ));
        if start.to_act.contains(&seat) {
            told.push(NewNotification::when_delivered(
                user_id,
                your_move(game_id, game_type, 0, start.deadline_at),
            ));
        }
    }
    told
}

/// "Your move" in a game at `version`.
fn your_move(
    game_id: Uuid,
    game_type: &str,
    version: i64,
    deadline_at: Option<DateTime<Utc>>,
) -> NotificationData {
    NotificationData::YourMove {
        game_id,
        game_type: game_type.to_owned(),
        version,
        deadline_at,
    }
}

/// "Your move" for a running game waiting for the person, derived from the game itself (the
/// personal stream's catch-up; see [`super::inbox::turns`]).
pub fn your_turn(turn: TurnRecord) -> NotificationData {
    your_move(
        turn.game_id,
        &turn.game_type,
        turn.version,
        turn.deadline_at,
    )
}

/// Warns the people to act in a turn whose deadline is near: once per turn (the key), kept in
/// the inbox, as a player may otherwise lose by timeout without looking.
pub fn deadline_near(turn: &TurnEnding) -> Vec<NewNotification> {
    turn.seats
        .iter()
        .filter(|seat| is_told(seat) && turn.to_act.contains(&seat.seat))
        .map(|seat| NewNotification {
            user_id: seat.user_id,
            data: NotificationData::DeadlineNear {
                game_id: turn.game_id,
                game_type: turn.game_type.clone(),
                version: turn.version,
                deadline_at: turn.deadline_at,
            },
            once_key: Some(format!("deadline:{}:{}", turn.game_id, turn.version)),
            kept: Kept::Always,
        })
        .collect()
}

/// Tells the invitee of a new invitation.
pub fn invited(
    invitation_id: Uuid,
    game_id: Uuid,
    game_type: &str,
    inviter: &str,
    invitee_id: Uuid,
) -> NewNotification {
    NewNotification::new(
        invitee_id,
        NotificationData::Invited {
            invitation_id,
            game_id,
            game_type: game_type.to_owned(),
            inviter: inviter.to_owned(),
        },
    )
}

/// Tells the inviter how their invitation was answered.
pub fn invitation_answered(
    invitation: &LobbyInvitation,
    game_id: Uuid,
    answer: InvitationAnswer,
) -> NewNotification {
    NewNotification::new(
        invitation.inviter_id,
        NotificationData::InvitationAnswered {
            invitation_id: invitation.id,
            game_id,
            invitee: invitation.invitee.clone(),
            answer,
        },
    )
}

/// Tells the invitee that an invitation they had not answered is withdrawn, and why.
pub fn invitation_withdrawn(
    invitation: &LobbyInvitation,
    game_id: Uuid,
    game_type: &str,
    reason: WithdrawalReason,
) -> NewNotification {
    NewNotification::new(
        invitation.invitee_id,
        NotificationData::InvitationWithdrawn {
            invitation_id: invitation.id,
            game_id,
            game_type: game_type.to_owned(),
            inviter: invitation.inviter.clone(),
            reason,
        },
    )
}

/// What a deleted account's ended invitations tell the other side: each inviter that their
/// invitation was declined (as the person could have done), each invitee that theirs was
/// withdrawn. Both name the account by its placeholder.
pub fn invitations_ended(ended: &EndedInvitations) -> Vec<NewNotification> {
    let declined = ended.declined.iter().map(|declined| {
        invitation_answered(
            &declined.invitation,
            declined.game_id,
            InvitationAnswer::Declined,
        )
    });
    let withdrawn = ended.withdrawn.iter().map(|withdrawn| {
        invitation_withdrawn(
            &withdrawn.invitation,
            withdrawn.game_id,
            &withdrawn.game_type,
            WithdrawalReason::InviterDeleted,
        )
    });
    declined.chain(withdrawn).collect()
}
