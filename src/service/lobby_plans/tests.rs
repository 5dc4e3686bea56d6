//! The lobby's decisions, from snapshots made by hand: every refusal in its order, starts,
//! withdrawals and who is told.

use crate::domain::NotificationData;
use chrono::{DateTime, Utc};
use uuid::Uuid;

use super::*;
use crate::engine::BotLevel;
use crate::store::{GameRecord, Kept, LobbyInvitation, NewNotification, SeatRecord};

fn at() -> DateTime<Utc> {
    "2026-12-06T12:00:00Z".parse().unwrap()
}

fn person(seat: u8, name: &str) -> SeatRecord {
    SeatRecord {
        seat: Seat(seat),
        user_id: Uuid::new_v4(),
        username: name.to_owned(),
        computer: None,
        outcome: None,
        rating_change: None,
    }
}

/// An open Lost Seas game for `players` with `seats` taken, the first of them its creator's.
fn open_game(players: usize, seats: Vec<SeatRecord>) -> LobbySnapshot {
    let mut game: GameRecord = crate::service::cache::tests::record();
    game.players = players;
    game.status = GameStatus::Open;
    game.created_by = seats[0].user_id;
    game.seats = seats;
    LobbySnapshot {
        game,
        revision: 7,
        invitations: Vec::new(),
    }
}

fn invitation(
    from: &SeatRecord,
    to: Uuid,
    name: &str,
    status: InvitationStatus,
) -> LobbyInvitation {
    LobbyInvitation {
        id: Uuid::new_v4(),
        inviter_id: from.user_id,
        inviter: from.username.clone(),
        invitee_id: to,
        invitee: name.to_owned(),
        status,
    }
}

fn kinds(told: &[NewNotification]) -> Vec<(Uuid, &'static str)> {
    told.iter()
        .map(|item| (item.user_id, item.data.kind().as_str()))
        .collect()
}

#[test]
fn a_join_that_leaves_seats_free_takes_the_lowest_and_tells_nobody() {
    let ada = person(0, "ada");
    let snapshot = open_game(3, vec![ada]);
    let joiner = Uuid::new_v4();
    let plan = join(&snapshot, joiner, None, &[Seat(0)], at()).unwrap();
    assert_eq!(plan.expected_revision, 7);
    assert_eq!(plan.seat_taken, Some((Seat(1), joiner)));
    assert_eq!(plan.game_change, None);
    assert!(plan.notifications.is_empty());
}

#[test]
fn the_last_seat_starts_the_game_and_tells_each_person_once_but_no_computer() {
    let ada = person(1, "ada");
    let mut computer = person(0, "computer");
    computer.computer = Some(BotLevel::Easy);
    let mut snapshot = open_game(3, vec![ada.clone(), computer.clone()]);
    snapshot.game.turn_deadline_secs = Some(60);
    let grace = Uuid::new_v4();
    let plan = join(&snapshot, grace, None, &[Seat(2)], at()).unwrap();
    assert_eq!(plan.seat_taken, Some((Seat(2), grace)));
    let start = GameStart {
        to_act: vec![Seat(2)],
        deadline_at: Some(at() + chrono::Duration::seconds(60)),
    };
    assert_eq!(plan.game_change, Some(GameChange::Start(start)));
    assert_eq!(
        kinds(&plan.notifications),
        vec![
            (ada.user_id, "game_started"),
            (grace, "game_started"),
            (grace, "your_move"),
        ]
    );
    let your_move = &plan.notifications[2];
    // Kept only where a webhook delivers it: the game itself says whose move it is.
    assert_eq!(your_move.kept, Kept::WhenDelivered);
    assert!(matches!(
        your_move.data,
        NotificationData::YourMove {
            version: 0,
            deadline_at: Some(_),
            ..
        }
    ));
}

#[test]
fn joining_accepts_your_invitation_and_a_full_game_withdraws_the_others() {
    let ada = person(0, "ada");
    let grace = Uuid::new_v4();
    let mut snapshot = open_game(2, vec![ada.clone()]);
    let yours = invitation(&ada, grace, "grace", InvitationStatus::Pending);
    let other = invitation(&ada, Uuid::new_v4(), "alan", InvitationStatus::Pending);
    let declined = invitation(&ada, Uuid::new_v4(), "edsger", InvitationStatus::Declined);
    snapshot.invitations = vec![yours.clone(), other.clone(), declined];
    let plan = join(&snapshot, grace, None, &[Seat(0)], at()).unwrap();
    assert_eq!(
        plan.invitations_answered,
        vec![(yours.id, InvitationAnswer::Accepted)]
    );
    assert_eq!(plan.invitations_withdrawn, vec![other.id]);
    let told = kinds(&plan.notifications);
    assert!(told.contains(&(ada.user_id, "invitation_answered")));
    assert!(told.contains(&(other.invitee_id, "invitation_withdrawn")));
    let withdrawn = plan
        .notifications
        .iter()
        .find(|item| item.user_id == other.invitee_id)
        .unwrap();
    assert!(matches!(
        &withdrawn.data,
        NotificationData::InvitationWithdrawn { reason: WithdrawalReason::GameStarted, inviter, .. }
            if inviter == "ada"
    ));
}

#[test]
fn a_join_is_refused_for_every_reason_the_lobby_knows() {
    let ada = person(0, "ada");
    let snapshot = open_game(3, vec![ada.clone()]);
    let someone = Uuid::new_v4();
    let refused = |snapshot: &LobbySnapshot, who, seat| {
        join(snapshot, who, seat, &[Seat(0)], at()).unwrap_err()
    };
    assert!(matches!(
        refused(&snapshot, ada.user_id, None),
        LobbyError::AlreadySeated
    ));
    assert!(matches!(
        refused(&snapshot, someone, Some(0)),
        LobbyError::SeatTaken(Seat(0))
    ));
    assert!(matches!(
        refused(&snapshot, someone, Some(3)),
        LobbyError::InvalidSeat { players: 3 }
    ));
    let mut started = snapshot.clone();
    started.game.status = GameStatus::Active;
    assert!(matches!(
        refused(&started, someone, None),
        LobbyError::NotOpen(_)
    ));
    let full = open_game(2, vec![ada, person(1, "grace")]);
    assert!(matches!(
        refused(&full, someone, None),
        LobbyError::GameFull
    ));
}

#[test]
fn only_others_leave_and_only_the_creator_cancels_withdrawing_what_is_pending() {
    let ada = person(0, "ada");
    let grace = person(1, "grace");
    let mut snapshot = open_game(3, vec![ada.clone(), grace.clone()]);
    let pending = invitation(&grace, Uuid::new_v4(), "alan", InvitationStatus::Pending);
    snapshot.invitations = vec![pending.clone()];

    let left = leave(&snapshot, grace.user_id, at()).unwrap();
    assert_eq!(left.seat_given_up, Some(grace.user_id));
    assert!(left.notifications.is_empty());
    assert!(matches!(
        leave(&snapshot, ada.user_id, at()),
        Err(LobbyError::CreatorMustCancel)
    ));
    assert!(matches!(
        leave(&snapshot, Uuid::new_v4(), at()),
        Err(LobbyError::NotSeated)
    ));

    assert!(matches!(
        cancel(&snapshot, grace.user_id, at()),
        Err(LobbyError::NotCreator)
    ));
    let cancelled = cancel(&snapshot, ada.user_id, at()).unwrap();
    assert_eq!(cancelled.game_change, Some(GameChange::Cancel));
    assert_eq!(cancelled.invitations_withdrawn, vec![pending.id]);
    assert_eq!(
        kinds(&cancelled.notifications),
        vec![(pending.invitee_id, "invitation_withdrawn")]
    );

    let mut started = snapshot;
    started.game.status = GameStatus::Active;
    assert!(matches!(
        leave(&started, grace.user_id, at()),
        Err(LobbyError::NotOpen(_))
    ));
    assert!(matches!(
        cancel(&started, ada.user_id, at()),
        Err(LobbyError::NotOpen(_))
    ));
}

#[test]
fn an_invitation_is_written_once_per_person_and_game_and_tells_the_invitee() {
    let ada = person(0, "ada");
    let grace = Uuid::new_v4();
    let mut snapshot = open_game(2, vec![ada.clone()]);
    let id = Uuid::new_v4();
    let plan = invite(&snapshot, ada.user_id, "grace", Some(grace), id, at()).unwrap();
    assert_eq!(
        plan.invitation_written,
        Some(NewInvitation {
            id,
            inviter_id: ada.user_id,
            invitee_id: grace,
        })
    );
    assert!(matches!(
        &plan.notifications[..],
        [NewNotification { user_id, data: NotificationData::Invited { inviter, invitation_id, .. }, .. }]
            if *user_id == grace && inviter == "ada" && *invitation_id == id
    ));

    let invite_as = |snapshot: &LobbySnapshot, from, to| {
        invite(snapshot, from, "grace", to, Uuid::new_v4(), at()).unwrap_err()
    };
    assert!(matches!(
        invite_as(&snapshot, Uuid::new_v4(), Some(grace)),
        LobbyError::InviterNotSeated
    ));
    assert!(matches!(
        invite_as(&snapshot, ada.user_id, None),
        LobbyError::UnknownUser(name) if name == "grace"
    ));
    assert!(matches!(
        invite_as(&snapshot, ada.user_id, Some(ada.user_id)),
        LobbyError::CannotInviteYourself
    ));
    // Once per game, even after a decline.
    snapshot.invitations = vec![invitation(&ada, grace, "grace", InvitationStatus::Declined)];
    assert!(matches!(
        invite_as(&snapshot, ada.user_id, Some(grace)),
        LobbyError::AlreadyInvited
    ));
    snapshot.game.status = GameStatus::Cancelled;
    assert!(matches!(
        invite_as(&snapshot, ada.user_id, Some(grace)),
        LobbyError::NotOpen(_)
    ));
}

#[test]
fn a_decline_tells_the_inviter_and_is_private_and_once() {
    let ada = person(0, "ada");
    let grace = Uuid::new_v4();
    let mut snapshot = open_game(2, vec![ada.clone()]);
    let yours = invitation(&ada, grace, "grace", InvitationStatus::Pending);
    snapshot.invitations = vec![yours.clone()];
    let plan = decline(&snapshot, grace, yours.id, at()).unwrap();
    assert_eq!(
        plan.invitations_answered,
        vec![(yours.id, InvitationAnswer::Declined)]
    );
    assert_eq!(
        kinds(&plan.notifications),
        vec![(ada.user_id, "invitation_answered")]
    );
    assert!(matches!(
        decline(&snapshot, Uuid::new_v4(), yours.id, at()),
        Err(LobbyError::InvitationNotFound(_))
    ));
    snapshot.invitations[0].status = InvitationStatus::Accepted;
    assert!(matches!(
        decline(&snapshot, grace, yours.id, at()),
        Err(LobbyError::InvitationAnswered)
    ));
}

#[test]
fn a_game_created_full_starts_and_tells_only_people() {
    let ada = Uuid::new_v4();
    let computer = Uuid::new_v4();
    let mut game = NewGame {
        id: Uuid::new_v4(),
        game_type: "lost-seas".to_owned(),
        rules_version: "1".to_owned(),
        players: 2,
        options: serde_json::Value::Null,
        seed: 1,
        created_by: ada,
        seats: vec![(Seat(0), computer), (Seat(1), ada)],
        rematch_of: None,
        rated: false,
        turn_deadline_secs: None,
        start: None,
        notifications: Vec::new(),
    };
    let mut half = game.clone();
    half.seats.truncate(1);
    start_if_full(&mut half, &[Seat(0)], |id| id == ada, at());
    assert_eq!(half.start, None);
    assert!(half.notifications.is_empty());

    start_if_full(&mut game, &[Seat(1)], |id| id == ada, at());
    assert_eq!(
        game.start,
        Some(GameStart {
            to_act: vec![Seat(1)],
            deadline_at: None
        })
    );
    assert_eq!(
        kinds(&game.notifications),
        vec![(ada, "game_started"), (ada, "your_move")]
    );
}
