//! Quick pairing: a person seeks a game in a pool (a game type, a table size, options, rated or
//! casual, a time per move) and every instance runs pairing waves over the pools with seekers
//! waiting. The database keeps one wave of a pool running at a time (a transaction-scoped
//! advisory lock on Postgres, the write lock on SQLite), and the wave's transaction either
//! creates its games and marks their seeks paired or, if the instance dies, changes nothing.
//! Who sits with whom is [`pairing::pair`](super::pairing::pair), a pure function.

use std::time::Duration;

use serde_json::Value;
use uuid::Uuid;

use super::AppState;
use super::error::{Fault, LobbyError};
use super::lobby::{Deal, check_turn_deadline, existing_game, playable_game_type};
use super::pairing::{Seeker, Table, pair, seating};
use super::views::Seek;
use crate::engine::{BotLevel, Seat, Seed};
use crate::ratings::Glicko;
use crate::store::SeekRecord;
use crate::store::{
    CancelSeekOutcome, ComputerAccount, NewGame, NewSeek, PairedGame, SeekOutcome, WaitingSeek, now,
};

/// A seek nobody was paired with lapses after this long: a seeker who closed the app is not
/// seated in a game they will never see.
pub const SEEK_LIFETIME: chrono::Duration = chrono::Duration::minutes(10);
/// A paired seek is kept this long, so the seeker can read which game it led to.
pub const KEEP_PAIRED_FOR: chrono::Duration = chrono::Duration::days(1);
/// How long a seeker may ask to wait for people before computers take the empty seats.
pub const COMPUTER_AFTER_RANGE_SECS: std::ops::RangeInclusive<i64> = 5..=300;

/// What a person asks for when they seek a game.
pub struct SeekRequest<'a> {
    pub game_type: &'a str,
    pub players: usize,
    pub options: &'a Value,
    pub rated: bool,
    pub turn_deadline_secs: Option<i64>,
    /// After this many seconds without a human table, computers of this level take the empty
    /// seats (and the game is unrated).
    pub computer_fallback: Option<(i64, BotLevel)>,
}

/// Puts the person in the pool `request` describes, until they are paired, cancel, their
/// session ends, or [`SEEK_LIFETIME`] passes.
pub async fn seek(
    state: &AppState,
    user_id: Uuid,
    session_id: Uuid,
    request: SeekRequest<'_>,
) -> Result<Seek, LobbyError> {
    let game_type = playable_game_type(state, request.game_type, request.players)?;
    let info = game_type.info();
    check_turn_deadline(request.turn_deadline_secs)?;
    if let Some((after, _)) = request.computer_fallback
        && !COMPUTER_AFTER_RANGE_SECS.contains(&after)
    {
        return Err(LobbyError::InvalidComputerFallback(format!(
            "computers may take the empty seats after {} to {} seconds",
            COMPUTER_AFTER_RANGE_SECS.start(),
            COMPUTER_AFTER_RANGE_SECS.end()
        )));
    }
    let options = game_type
        .normalize_options(request.players, request.options)
        .map_err(LobbyError::InvalidOptions)?;
    let pool = pool_key(
        info.id,
        request.players,
        &options,
        request.rated,
        request.turn_deadline_secs,
    );
    let outcome = state
        .store
        .create_seek(NewSeek {
            id: Uuid::new_v4(),
            user_id,
            session_id,
            pool,
            game_type: info.id.to_owned(),
            players: request.players,
            options,
            rated: request.rated,
            turn_deadline_secs: request.turn_deadline_secs,
            computer_fallback: request.computer_fallback,
        })
        .await?;
    match outcome {
        SeekOutcome::Created(seek) => Ok(Seek::of(seek, SEEK_LIFETIME)),
        SeekOutcome::AlreadySeeking(waiting) => Err(LobbyError::AlreadySeeking(waiting.id)),
    }
}

/// The canonical key of a pool (`options` as the rules normalized them): seekers pair only with
/// seekers who asked for the same game.
pub fn pool_key(
    game_type: &str,
    players: usize,
    options: &Value,
    rated: bool,
    turn_deadline_secs: Option<i64>,
) -> String {
    let mode = if rated { "rated" } else { "casual" };
    let deadline = turn_deadline_secs.map_or("none".to_owned(), |secs| secs.to_string());
    // Normalized options serialize their fields in one order, so equal options give equal keys.
    format!("{game_type}/{players}/{mode}/{deadline}/{options}")
}

/// The caller's seek `id`, waiting or paired.
pub async fn seek_of(state: &AppState, user_id: Uuid, id: Uuid) -> Result<Seek, LobbyError> {
    let seek = state
        .store
        .seek(user_id, id)
        .await?
        .ok_or(LobbyError::SeekNotFound(id))?;
    Ok(Seek::of(seek, SEEK_LIFETIME))
}

/// The caller's seeks: the one waiting, if any, and those paired lately, newest first.
pub async fn seeks_of(state: &AppState, user_id: Uuid) -> Result<Vec<Seek>, LobbyError> {
    let seeks = state.store.seeks_of(user_id).await?;
    Ok(seeks
        .into_iter()
        .map(|seek| Seek::of(seek, SEEK_LIFETIME))
        .collect())
}

/// Stops looking. Too late once a wave has seated the seeker: the error names the game.
pub async fn cancel_seek(state: &AppState, user_id: Uuid, id: Uuid) -> Result<(), LobbyError> {
    match state.store.cancel_seek(user_id, id).await? {
        CancelSeekOutcome::Cancelled => Ok(()),
        CancelSeekOutcome::Paired(game_id) => Err(LobbyError::SeekPaired(game_id)),
        CancelSeekOutcome::NotFound => Err(LobbyError::SeekNotFound(id)),
    }
}

/// Runs forever: every `every`, one wave over each pool with seekers waiting. A failed wave
/// changed nothing (its transaction rolled back) and is run again next time.
pub async fn pair_forever(state: AppState, every: Duration) {
    loop {
        tokio::time::sleep(every).await;
        if let Err(error) = run_waves(&state).await {
            tracing::warn!(%error, "pairing wave failed");
        }
    }
}

/// Runs forever: forgets paired seeks once [`KEEP_PAIRED_FOR`] has passed.
pub async fn prune_paired_seeks(state: AppState) {
    super::housekeeping::prune_forever("paired seeks", || {
        state.store.prune_paired_seeks(now() - KEEP_PAIRED_FOR)
    })
    .await
}

/// One wave over every pool with seekers waiting; answers the games it started. Pools whose
/// wave another instance is running are left to it.
pub async fn run_waves(state: &AppState) -> Result<Vec<Uuid>, Fault> {
    let pools = state.store.pools_waiting().await?;
    if pools.is_empty() {
        return Ok(Vec::new());
    }
    let computers = state.store.computer_accounts().await?;
    let mut started = Vec::new();
    for pool in pools {
        let plan = |waiting: Vec<WaitingSeek>| plan_wave(state, &computers, waiting);
        // One pool's failure (its transaction rolled back) leaves the others to be paired.
        match state
            .store
            .pairing_wave(&pool, now() - SEEK_LIFETIME, &plan)
            .await
        {
            Ok(Some(games)) => started.extend(games),
            Ok(None) => {}
            Err(error) => tracing::warn!(%error, pool, "a pairing wave failed"),
        }
    }
    for &game_id in &started {
        match existing_game(state, game_id).await {
            Ok(game) => super::computers::wake_if_due(state, &game),
            Err(error) => tracing::warn!(%error, %game_id, "a paired game could not be read"),
        }
    }
    if !started.is_empty() {
        tracing::info!(games = started.len(), "pairing wave started games");
    }
    Ok(started)
}

/// The games one wave of a pool starts from the seeks waiting in it.
fn plan_wave(
    state: &AppState,
    computers: &[ComputerAccount],
    waiting: Vec<WaitingSeek>,
) -> Vec<PairedGame> {
    let Some(first) = waiting.first() else {
        return Vec::new();
    };
    let pool = first.seek.clone();
    if pool.players < 2 {
        return Vec::new();
    }
    let seekers: Vec<Seeker> = waiting
        .iter()
        .map(|waiting| Seeker {
            seek_id: waiting.seek.id,
            user_id: waiting.seek.user_id,
            rating: waiting.rating.unwrap_or(Glicko::NEW).rating,
            since: waiting.seek.created_at,
            computer_fallback: waiting
                .seek
                .computer_fallback
                .map(|(after, level)| (chrono::Duration::seconds(after), level)),
        })
        .collect();
    pair(&seekers, pool.players, now())
        .into_iter()
        .filter_map(|table| match table_game(state, computers, &pool, &table) {
            Ok(game) => Some(PairedGame {
                game,
                seek_ids: table.seekers.iter().map(|seeker| seeker.seek_id).collect(),
            }),
            Err(error) => {
                tracing::error!(%error, "a paired table's game could not be dealt");
                None
            }
        })
        .collect()
}

/// The game a table plays: the pool's, dealt afresh, everyone seated in an order drawn from
/// its seed.
fn table_game(
    state: &AppState,
    computers: &[ComputerAccount],
    pool: &SeekRecord,
    table: &Table,
) -> Result<NewGame, LobbyError> {
    let game_type = state
        .registry
        .latest(&pool.game_type)
        .ok_or_else(|| LobbyError::UnknownGameType(pool.game_type.clone()))?;
    let info = game_type.info();
    let deal = Deal::new(game_type.as_ref(), pool.players, &pool.options)?;
    let mut players: Vec<Uuid> = table.seekers.iter().map(|seeker| seeker.user_id).collect();
    if let Some((count, level)) = table.computers {
        let accounts: Vec<Uuid> = computers
            .iter()
            .filter(|account| account.level == level)
            .take(count)
            .map(|account| account.id)
            .collect();
        if accounts.len() < count {
            return Err(
                Fault::Bug(anyhow::anyhow!("too few computer accounts at {level:?}")).into(),
            );
        }
        players.extend(accounts);
    }
    let seated = seating(players, Seed(deal.seed));
    let creator = table.seekers[0].user_id;
    let seat_of = |user_id: Uuid| {
        Seat(
            seated
                .iter()
                .position(|seated| *seated == user_id)
                .expect("seated") as u8,
        )
    };
    let mut game = NewGame {
        id: Uuid::new_v4(),
        game_type: info.id.to_owned(),
        rules_version: info.rules_version.to_owned(),
        players: pool.players,
        options: deal.options,
        seed: deal.seed,
        created_by: creator,
        seats: seated
            .iter()
            .map(|&user_id| (seat_of(user_id), user_id))
            .collect(),
        rematch_of: None,
        // A game with a computer is never rated.
        rated: pool.rated && table.computers.is_none(),
        turn_deadline_secs: pool.turn_deadline_secs,
        start: None,
        notifications: Vec::new(),
    };
    let is_seeker = |user_id| table.seekers.iter().any(|seeker| seeker.user_id == user_id);
    super::lobby_plans::start_if_full(&mut game, &deal.initial_to_act, is_seeker, now());
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pools_differ_by_everything_a_seeker_chooses_but_the_fallback() {
        let options = serde_json::json!({"target": 12});
        let key =
            |players, rated, deadline| pool_key("lost-seas", players, &options, rated, deadline);
        let base = key(2, true, None);
        assert_ne!(base, key(3, true, None));
        assert_ne!(base, key(2, false, None));
        assert_ne!(base, key(2, true, Some(60)));
        assert_ne!(
            base,
            pool_key(
                "lost-seas",
                2,
                &serde_json::json!({"target": 13}),
                true,
                None
            )
        );
        assert_eq!(base, key(2, true, None));
    }
}
