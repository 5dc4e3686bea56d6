//! The lobby: creating, listing, joining, leaving and cancelling games, and invitations.

use crate::domain::{GameFilter, InvitationStatus};
use serde_json::Value;
use uuid::Uuid;

use crate::engine::matches::Match;
use crate::engine::{BotLevel, OptionsError, Seat, Seed};
use chrono::{DateTime, Utc};

use crate::store::{
    ClaimedDelivery, InvitationRecord, LobbyApplied, LobbyPlan, LobbySnapshot, NewGame, now,
};

use super::AppState;
use super::error::{Fault, LobbyError};
use super::lobby_plans;
use super::replay::{LoadedGame, first_to_act, load_game_from_database};
use super::views::{GameSummary, Invitation, Page, rows_for};

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
    let mut game = NewGame {
        id,
        game_type: info.id.to_owned(),
        rules_version: info.rules_version.to_owned(),
        players,
        options: deal.options,
        seed: deal.seed,
        created_by: user_id,
        seats: std::iter::once((creator_seat, user_id))
            .chain(computer_seats)
            .collect(),
        rematch_of: None,
        rated: true,
        turn_deadline_secs: request.turn_deadline_secs,
        start: None,
        notifications: Vec::new(),
    };
    lobby_plans::start_if_full(
        &mut game,
        &deal.initial_to_act,
        |seated| seated == user_id,
        now(),
    );
    state.store.create_game(game).await?;
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

/// A page of `filter.limit` games by status, game type and seat count, newest first.
pub async fn list_games(
    state: &AppState,
    filter: &GameFilter,
) -> Result<Page<GameSummary>, LobbyError> {
    let rows = GameFilter {
        limit: rows_for(filter.limit),
        ..filter.clone()
    };
    let games = state.store.list_games(&rows).await?;
    Ok(Page::of(
        games,
        filter.limit,
        |game| game.list_order.to_string(),
        |game| Some(GameSummary::from(&game)),
    ))
}

/// Takes `seat` (default: the lowest free one) in an open game ([`lobby_plans::join`]).
pub async fn join_game(
    state: &AppState,
    user_id: Uuid,
    game_id: Uuid,
    seat: Option<u8>,
) -> Result<LoadedGame, LobbyError> {
    let deliveries = decide_and_apply(state, game_id, |snapshot, at| {
        let initial_to_act = first_to_act(state, &snapshot.game)?;
        let mut plan = lobby_plans::join(snapshot, user_id, seat, &initial_to_act, at)?;
        // Sent at once by this instance's worker, as a move's are, not claimed later.
        plan.lease_deliveries_until = state.leased_queue.lease_for(at);
        Ok(plan)
    })
    .await?;
    state.leased_queue.enqueue(deliveries);
    let game = existing_game(state, game_id).await?;
    // The last person to join may leave a computer player to move first.
    super::computers::wake_if_due(state, &game);
    Ok(game)
}

/// Gives up a seat in a game that has not started ([`lobby_plans::leave`]).
pub async fn leave_game(state: &AppState, user_id: Uuid, game_id: Uuid) -> Result<(), LobbyError> {
    decide_and_apply(state, game_id, |snapshot, at| {
        lobby_plans::leave(snapshot, user_id, at)
    })
    .await?;
    Ok(())
}

/// Cancels a game the caller created that has not started ([`lobby_plans::cancel`]).
pub async fn cancel_game(
    state: &AppState,
    user_id: Uuid,
    game_id: Uuid,
) -> Result<LoadedGame, LobbyError> {
    decide_and_apply(state, game_id, |snapshot, at| {
        lobby_plans::cancel(snapshot, user_id, at)
    })
    .await?;
    existing_game(state, game_id).await
}

/// Invites `username` to an open game the caller is seated in ([`lobby_plans::invite`]).
pub async fn invite(
    state: &AppState,
    user_id: Uuid,
    game_id: Uuid,
    username: &str,
) -> Result<Invitation, LobbyError> {
    let invitee = state
        .store
        .user_by_username(username)
        .await?
        .map(|account| account.id);
    let invitation_id = Uuid::new_v4();
    decide_and_apply(state, game_id, |snapshot, at| {
        lobby_plans::invite(snapshot, user_id, username, invitee, invitation_id, at)
    })
    .await?;
    // The last seat may have been taken just after, which withdrew it.
    state
        .store
        .invitation(invitation_id)
        .await?
        .map(Invitation::from)
        .ok_or(LobbyError::NotOpen(
            "the game started as the invitation was sent: it was withdrawn",
        ))
}

/// How many times a lobby request is decided again when its game changed in between: each time
/// means another request on the same game got through, and an open game sees few.
const LOBBY_ATTEMPTS: usize = 8;

/// Decides with `decide` from a snapshot of the game and applies the plan; decides again from a
/// new snapshot if the game changed in between. The deliveries leased to this instance, if the
/// plan asked for them.
async fn decide_and_apply(
    state: &AppState,
    game_id: Uuid,
    decide: impl Fn(&LobbySnapshot, DateTime<Utc>) -> Result<LobbyPlan, LobbyError>,
) -> Result<Vec<ClaimedDelivery>, LobbyError> {
    for _ in 0..LOBBY_ATTEMPTS {
        let snapshot = state
            .store
            .lobby_snapshot(game_id)
            .await?
            .ok_or(LobbyError::GameNotFound(game_id))?;
        let plan = decide(&snapshot, now())?;
        match state.store.apply_lobby_plan(&plan).await? {
            LobbyApplied::Applied { deliveries } => return Ok(deliveries),
            LobbyApplied::Stale => continue,
        }
    }
    Err(LobbyError::TooMuchContention)
}

/// The caller's pending invitations, newest first.
pub async fn pending_invitations(
    state: &AppState,
    user_id: Uuid,
) -> Result<Vec<Invitation>, LobbyError> {
    let pending = state
        .store
        .invitations_for(user_id, InvitationStatus::Pending)
        .await?;
    Ok(pending.into_iter().map(Invitation::from).collect())
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

/// Declines an invitation addressed to the caller ([`lobby_plans::decline`]).
pub async fn decline_invitation(
    state: &AppState,
    user_id: Uuid,
    invitation_id: Uuid,
) -> Result<Invitation, LobbyError> {
    let invitation = pending_invitation(state, user_id, invitation_id).await?;
    let declined = decide_and_apply(state, invitation.game_id, |snapshot, at| {
        lobby_plans::decline(snapshot, user_id, invitation_id, at)
    })
    .await;
    match declined {
        Ok(_) => stored_invitation(state, invitation_id).await,
        // Its game is gone: so is the invitation, as if it had been before the request.
        Err(LobbyError::GameNotFound(_)) => Err(LobbyError::InvitationNotFound(invitation_id)),
        // Withdrawn meanwhile: gone, as if it had been before the request.
        Err(LobbyError::InvitationNotFound(_)) => {
            Err(LobbyError::InvitationNotFound(invitation_id))
        }
        Err(error) => Err(error),
    }
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
async fn stored_invitation(state: &AppState, id: Uuid) -> Result<Invitation, LobbyError> {
    let invitation = state
        .store
        .invitation(id)
        .await?
        .ok_or_else(|| anyhow::anyhow!("invitation {id} vanished"))?;
    Ok(Invitation::from(invitation))
}

/// The game as the database has it now: a lobby decision (a join, a rematch) must not rest on
/// a cache some milliseconds behind another instance.
pub(super) async fn existing_game(state: &AppState, id: Uuid) -> Result<LoadedGame, LobbyError> {
    load_game_from_database(state, id)
        .await?
        .ok_or(LobbyError::GameNotFound(id))
}
