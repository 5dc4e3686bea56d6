//! The lobby: creating, listing, joining, leaving and cancelling games, and invitations.

use serde_json::Value;
use uuid::Uuid;

use crate::engine::matches::Match;
use crate::engine::{BotLevel, OptionsError, Seat, Seed};
use crate::store::{
    CancelOutcome, GameFilter, GameRecord, GameStatus, InvitationRecord, InvitationStatus,
    InviteOutcome, JoinOutcome, LeaveOutcome, NewGame,
};

use super::AppState;
use super::error::{Fault, LobbyError};
use super::replay::{LoadedGame, load_game_from_database};

/// The shortest and longest time per move a game may be created with.
pub const TURN_DEADLINE_RANGE_SECS: std::ops::RangeInclusive<i64> = 1..=30 * 24 * 60 * 60;

pub struct NewGameRequest<'a> {
    pub game_type: &'a str,
    pub players: usize,
    pub options: &'a Value,
    pub seat: Option<u8>,
    pub turn_deadline_secs: Option<i64>,
    /// Seats for computer players, with the level each plays at.
    pub computers: &'a [(u8, BotLevel)],
}

pub async fn create_game(
    state: &AppState,
    user_id: Uuid,
    request: NewGameRequest<'_>,
) -> Result<LoadedGame, LobbyError> {
    let players = request.players;
    let game_type = playable_game_type(state, request.game_type, players)?;
    let info = game_type.info();
    let computer_seats = seat_computers(state, players, request.computers).await?;
    // By default the creator takes the lowest seat no computer player holds.
    let creator_seat = match request.seat {
        Some(seat) => Seat(seat),
        None => (0..players)
            .map(Seat::from)
            .find(|seat| computer_seats.iter().all(|(taken, _)| taken != seat))
            .ok_or(LobbyError::NoSeatForCreator)?,
    };
    if creator_seat.index() >= players {
        return Err(LobbyError::InvalidSeat { players });
    }
    if computer_seats.iter().any(|(seat, _)| *seat == creator_seat) {
        return Err(LobbyError::InvalidComputers(format!(
            "seat {} is asked for both by you and for a computer player",
            creator_seat.0
        )));
    }
    check_turn_deadline(request.turn_deadline_secs)?;
    let deal = Deal::new(game_type.as_ref(), players, request.options)?;
    let id = Uuid::new_v4();
    state
        .store
        .create_game(NewGame {
            id,
            game_type: info.id.to_owned(),
            rules_version: info.rules_version.to_owned(),
            players,
            options: deal.options,
            seed: deal.seed,
            created_by: user_id,
            creator_seat,
            other_seats: computer_seats,
            rematch_of: None,
            rated: true,
            initial_to_act: deal.initial_to_act,
            turn_deadline_secs: request.turn_deadline_secs,
        })
        .await?;
    let game = existing_game(state, id).await?;
    super::computers::wake_if_due(state, &game);
    Ok(game)
}

/// The newest rules of `game_type`, when it is played by `players`.
pub(super) fn playable_game_type<'a>(
    state: &'a AppState,
    game_type: &str,
    players: usize,
) -> Result<&'a std::sync::Arc<dyn crate::engine::dynamic::DynGameType>, LobbyError> {
    let found = state
        .registry
        .latest(game_type)
        .ok_or_else(|| LobbyError::UnknownGameType(game_type.to_owned()))?;
    let info = found.info();
    if !(info.min_players..=info.max_players).contains(&players) {
        return Err(LobbyError::InvalidOptions(OptionsError::player_count(
            &info, players,
        )));
    }
    Ok(found)
}

/// Refuses a time per move outside [`TURN_DEADLINE_RANGE_SECS`].
pub(super) fn check_turn_deadline(turn_deadline_secs: Option<i64>) -> Result<(), LobbyError> {
    match turn_deadline_secs {
        Some(secs) if !TURN_DEADLINE_RANGE_SECS.contains(&secs) => {
            Err(LobbyError::InvalidTurnDeadline {
                min: *TURN_DEADLINE_RANGE_SECS.start(),
                max: *TURN_DEADLINE_RANGE_SECS.end(),
            })
        }
        _ => Ok(()),
    }
}

/// What a new game starts from: its options as the rules normalize them, a fresh seed, and who
/// acts first under them.
pub(super) struct Deal {
    pub options: Value,
    pub seed: u64,
    pub initial_to_act: Vec<Seat>,
}

impl Deal {
    pub(super) fn new(
        game_type: &dyn crate::engine::dynamic::DynGameType,
        players: usize,
        options: &Value,
    ) -> Result<Deal, LobbyError> {
        let options = game_type
            .normalize_options(players, options)
            .map_err(LobbyError::InvalidOptions)?;
        let seed: u64 = rand::random();
        let initial = Match::start(game_type, players, Seed(seed), &options)
            .map_err(LobbyError::InvalidOptions)?;
        Ok(Deal {
            options,
            seed,
            initial_to_act: initial.to_act(),
        })
    }
}

/// Checks the requested computer seats and picks an account for each (a user sits once per
/// game, so each computer player of a level gets its own account).
async fn seat_computers(
    state: &AppState,
    players: usize,
    requested: &[(u8, BotLevel)],
) -> Result<Vec<(Seat, Uuid)>, LobbyError> {
    if requested.is_empty() {
        return Ok(Vec::new());
    }
    if requested.len() >= players {
        return Err(LobbyError::InvalidComputers(
            "at least one seat must be left for a person".to_owned(),
        ));
    }
    let mut accounts = state.store.computer_accounts().await?;
    let mut seated = Vec::new();
    for &(seat, level) in requested {
        if usize::from(seat) >= players {
            return Err(LobbyError::InvalidSeat { players });
        }
        if seated.iter().any(|(taken, _)| *taken == Seat(seat)) {
            return Err(LobbyError::InvalidComputers(format!(
                "seat {seat} is given to two computer players"
            )));
        }
        let at = accounts
            .iter()
            .position(|account| account.level == level)
            .ok_or_else(|| Fault::Bug(anyhow::anyhow!("no computer account left at {level:?}")))?;
        seated.push((Seat(seat), accounts.remove(at).id));
    }
    Ok(seated)
}

/// A page of games by status, game type and seat count, newest first.
pub async fn list_games(
    state: &AppState,
    filter: &GameFilter,
) -> Result<Vec<GameRecord>, LobbyError> {
    Ok(state.store.list_games(filter).await?)
}

/// Takes `seat` (default: the lowest free one) in an open game.
pub async fn join_game(
    state: &AppState,
    user_id: Uuid,
    game_id: Uuid,
    seat: Option<u8>,
) -> Result<LoadedGame, LobbyError> {
    let game = existing_game(state, game_id).await?;
    if game.record.status != GameStatus::Open {
        return Err(LobbyError::NotOpen("the game is not open for joining"));
    }
    if game.seat_of(user_id).is_some() {
        return Err(LobbyError::AlreadySeated);
    }
    let players = game.record.players;
    let seat = match seat {
        Some(seat) if usize::from(seat) >= players => {
            return Err(LobbyError::InvalidSeat { players });
        }
        Some(seat) => Seat(seat),
        None => (0..players)
            .map(Seat::from)
            .find(|s| game.record.seats.iter().all(|taken| taken.seat != *s))
            .ok_or(LobbyError::GameFull)?,
    };
    let initial_to_act = game.current.to_act();
    let lease = state.webhook_handover.lease_for(crate::store::now());
    match state
        .store
        .join_game(game_id, seat, user_id, &initial_to_act, lease)
        .await?
    {
        JoinOutcome::Joined { deliveries } => {
            // Sent at once by this instance's worker, as a move's are, not claimed later.
            state.webhook_handover.hand_over(deliveries);
            let game = existing_game(state, game_id).await?;
            // The last person to join may leave a computer player to move first.
            super::computers::wake_if_due(state, &game);
            Ok(game)
        }
        JoinOutcome::NotFound => Err(LobbyError::GameNotFound(game_id)),
        JoinOutcome::NotOpen => Err(LobbyError::NotOpen("the game is not open for joining")),
        JoinOutcome::SeatTaken => Err(LobbyError::SeatTaken(seat)),
        JoinOutcome::AlreadySeated => Err(LobbyError::AlreadySeated),
    }
}

/// Gives up a seat in a game that has not started. The creator cancels instead.
pub async fn leave_game(state: &AppState, user_id: Uuid, game_id: Uuid) -> Result<(), LobbyError> {
    match state.store.leave_game(game_id, user_id).await? {
        LeaveOutcome::Left => Ok(()),
        LeaveOutcome::NotFound => Err(LobbyError::GameNotFound(game_id)),
        LeaveOutcome::NotOpen => Err(LobbyError::NotOpen(
            "only a game that has not started can be left",
        )),
        LeaveOutcome::NotSeated => Err(LobbyError::NotSeated),
        LeaveOutcome::IsCreator => Err(LobbyError::CreatorMustCancel),
    }
}

/// Cancels a game the caller created that has not started.
pub async fn cancel_game(
    state: &AppState,
    user_id: Uuid,
    game_id: Uuid,
) -> Result<LoadedGame, LobbyError> {
    match state.store.cancel_game(game_id, user_id).await? {
        CancelOutcome::Cancelled => existing_game(state, game_id).await,
        CancelOutcome::NotFound => Err(LobbyError::GameNotFound(game_id)),
        CancelOutcome::NotCreator => Err(LobbyError::NotCreator),
        CancelOutcome::NotOpen => Err(LobbyError::NotOpen(
            "only a game that has not started can be cancelled",
        )),
    }
}

/// Invites `username` to an open game the caller is seated in.
pub async fn invite(
    state: &AppState,
    user_id: Uuid,
    game_id: Uuid,
    username: &str,
) -> Result<InvitationRecord, LobbyError> {
    // Checked here first, so the errors come in this order (the game, then the invitee); then
    // again under the game's lock, where it counts.
    let game = existing_game(state, game_id).await?;
    if game.seat_of(user_id).is_none() {
        return Err(LobbyError::InviterNotSeated);
    }
    if game.record.status != GameStatus::Open {
        return Err(LobbyError::NotOpen(
            "invitations are for games that have not started",
        ));
    }
    let invitee = state
        .store
        .user_by_username(username)
        .await?
        .ok_or_else(|| LobbyError::UnknownUser(username.to_owned()))?;
    if invitee.id == user_id {
        return Err(LobbyError::CannotInviteYourself);
    }
    match state
        .store
        .create_invitation(game_id, user_id, invitee.id)
        .await?
    {
        InviteOutcome::Invited(id) => stored_invitation(state, id).await,
        InviteOutcome::NotFound => Err(LobbyError::GameNotFound(game_id)),
        InviteOutcome::NotOpen => Err(LobbyError::NotOpen(
            "invitations are for games that have not started",
        )),
        InviteOutcome::InviterNotSeated => Err(LobbyError::InviterNotSeated),
        InviteOutcome::InviteeSeated => Err(LobbyError::InviteeAlreadySeated),
        InviteOutcome::AlreadyInvited => Err(LobbyError::AlreadyInvited),
    }
}

/// The caller's pending invitations, newest first.
pub async fn pending_invitations(
    state: &AppState,
    user_id: Uuid,
) -> Result<Vec<InvitationRecord>, LobbyError> {
    Ok(state
        .store
        .invitations_for(user_id, InvitationStatus::Pending)
        .await?)
}

/// Accepts an invitation addressed to the caller: takes a seat in its game.
pub async fn accept_invitation(
    state: &AppState,
    user_id: Uuid,
    invitation_id: Uuid,
    seat: Option<u8>,
) -> Result<LoadedGame, LobbyError> {
    let invitation = pending_invitation(state, user_id, invitation_id).await?;
    // Joining accepts it (and tells the inviter), in the join's transaction.
    join_game(state, user_id, invitation.game_id, seat).await
}

/// Declines an invitation addressed to the caller.
pub async fn decline_invitation(
    state: &AppState,
    user_id: Uuid,
    invitation_id: Uuid,
) -> Result<InvitationRecord, LobbyError> {
    let invitation = pending_invitation(state, user_id, invitation_id).await?;
    if !state
        .store
        .answer_invitation(invitation.id, InvitationStatus::Declined)
        .await?
    {
        // Answered meanwhile, or withdrawn (gone, as if it had been before the request).
        return Err(match state.store.invitation(invitation.id).await? {
            Some(_) => LobbyError::InvitationAnswered,
            None => LobbyError::InvitationNotFound(invitation.id),
        });
    }
    stored_invitation(state, invitation.id).await
}

/// The invitation, if it is addressed to the caller and not answered yet. Someone else's
/// invitation is not found: invitations are private.
async fn pending_invitation(
    state: &AppState,
    user_id: Uuid,
    id: Uuid,
) -> Result<InvitationRecord, LobbyError> {
    let invitation = state
        .store
        .invitation(id)
        .await?
        .filter(|i| i.invitee_id == user_id)
        .ok_or(LobbyError::InvitationNotFound(id))?;
    if invitation.status != InvitationStatus::Pending {
        return Err(LobbyError::InvitationAnswered);
    }
    Ok(invitation)
}

/// An invitation this request has just written or answered.
async fn stored_invitation(state: &AppState, id: Uuid) -> Result<InvitationRecord, LobbyError> {
    Ok(state
        .store
        .invitation(id)
        .await?
        .ok_or_else(|| anyhow::anyhow!("invitation {id} vanished"))?)
}

/// The game as the database has it now: a lobby decision (a join, a rematch) must not rest on
/// a cache some milliseconds behind another instance.
pub(super) async fn existing_game(state: &AppState, id: Uuid) -> Result<LoadedGame, LobbyError> {
    load_game_from_database(state, id)
        .await?
        .ok_or(LobbyError::GameNotFound(id))
}
