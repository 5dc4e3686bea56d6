//! The store on a SQL database: one implementation of [`Store`](super::Store) and
//! [`LobbyStore`](super::LobbyStore) over any [`Backend`], with every query written once.
//!
//! The queries are generic over the sqlx driver, so each impl block below states what they need of
//! it (the `where` clauses): Rust only assumes such bounds where they are written, never from a
//! trait that names them.

mod handover_sweep;
mod inbox;
mod invitations;
mod lobby;
mod one_statement;
mod outbox;
mod outcomes;
mod seeks;
mod sessions;
mod store;
mod webhooks;

use sqlx::types::Json;
use sqlx::{ColumnIndex, Database, Decode, Encode, Executor, IntoArguments, Pool, Row, Type};
use tokio::sync::broadcast;
use uuid::Uuid;

use super::backend::{Backend, WriteLocking};
use super::{
    GameNews, GameRecord, PersonalNews, SeatRecord, SeatResult, Signal, StoreError, StoreResult,
};
use super::{UserRecord, computer_level};
use crate::domain::{GameStatus, NotificationData, SeatOutcome};
use crate::engine::Seat;
use crate::ratings::{Glicko, RatedSeat, as_of, rated_game};
use std::sync::Arc;

/// A [`Store`](super::Store) on the database `B` names.
pub struct SqlStore<B: Backend> {
    /// Everything but the hot paths: accounts, the lobby, transactions.
    pub(in crate::store) pool: Pool<B::Database>,
    pub(in crate::store) backend: B,
    /// Wake-up signals for this instance's streams (see [`Store::subscribe`](super::Store)).
    pub(in crate::store) signals: broadcast::Sender<Uuid>,
    /// The same for personal streams (see [`Store::subscribe_personal`](super::Store)).
    pub(in crate::store) personal: broadcast::Sender<PersonalNews>,
}

impl<B: Backend> SqlStore<B> {
    pub fn pool(&self) -> &Pool<B::Database> {
        &self.pool
    }

    /// Wakes the other instances' streams of `game_id` through the backend, and returns the news
    /// for this instance's, which the appender delivers once it has cached the new event.
    fn news_of_append(&self, game_id: Uuid) -> GameNews {
        self.backend.notify_other_instances(Signal::Game(game_id));
        GameNews::new(self.signals.clone(), game_id)
    }

    /// Tells every instance, this one too, that `game_id` changed without a new event, so that
    /// their streams and replay caches look at it again.
    fn announce_change(&self, game_id: Uuid) {
        self.backend.notify_other_instances(Signal::Game(game_id));
        // Nobody listening on this instance is fine.
        let _ = self.signals.send(game_id);
    }

    /// A write of this instance's that ends sessions, for the session view (see
    /// [`EndingSessions`]).
    fn ending_sessions(&self) -> EndingSessions<'_> {
        EndingSessions {
            view: self.backend.session_view(),
            ids: Vec::new(),
            committed: false,
        }
    }

    /// Wakes the personal streams (and webhook workers) of the people `written` (committed, each
    /// person's items together and oldest first) went to: this instance's with the items, the
    /// others' with the people's names.
    fn announce_notifications(&self, written: &outbox::Written) {
        for news in self.personal_news(written) {
            let _ = self.personal.send(news);
        }
    }

    /// Tells the other instances of the people `written` went to (kept or live), and returns
    /// this instance's news of them (each person's items together) for the caller to deliver.
    fn personal_news(&self, written: &outbox::Written) -> Vec<PersonalNews> {
        let mut news: Vec<PersonalNews> = Vec::new();
        for person_items in written.items.chunk_by(|a, b| a.user_id == b.user_id) {
            news.push(PersonalNews {
                user_id: person_items[0].user_id,
                written: Some(person_items.into()),
                live: Arc::new([]),
            });
        }
        for item in &written.live {
            let live = |earlier: &[NotificationData]| -> Arc<[NotificationData]> {
                earlier.iter().chain([&item.data]).cloned().collect()
            };
            match news.iter_mut().find(|news| news.user_id == item.user_id) {
                Some(told) => told.live = live(&told.live),
                None => news.push(PersonalNews {
                    user_id: item.user_id,
                    written: Some(Arc::new([])),
                    live: live(&[]),
                }),
            }
        }
        for told in &news {
            self.backend
                .notify_other_instances(Signal::Person(told.user_id));
        }
        news
    }
}

/// A Rust type the shared queries bind as a parameter.
pub trait Param<'q, DB: Database>: Encode<'q, DB> + Type<DB> {}
impl<'q, DB: Database, T: Encode<'q, DB> + Type<DB>> Param<'q, DB> for T {}

/// Sessions a write of this instance's ends, told to the session view when it is dropped: once
/// the write has committed, the sessions are known ended here at once; dropped otherwise (an
/// error, a commit whose outcome is unknown), the view asks the database until it has caught
/// up, as any of them may have ended. Other instances hear of them from the database either way.
struct EndingSessions<'a> {
    view: Option<&'a crate::store::SessionView>,
    ids: Vec<Uuid>,
    committed: bool,
}

impl EndingSessions<'_> {
    fn ended(&mut self, ids: impl IntoIterator<Item = Uuid>) {
        self.ids.extend(ids);
    }

    fn committed(mut self) {
        self.committed = true;
    }
}

impl Drop for EndingSessions<'_> {
    fn drop(&mut self) {
        match self.view {
            Some(view) if self.committed => view.ended_here(self.ids.drain(..)),
            Some(view) => view.may_have_ended_here(),
            None => {}
        }
    }
}

/// A rating as its row stores it.
fn glicko_from_row<R: Row>(row: &R) -> StoreResult<Glicko>
where
    for<'n> &'n str: ColumnIndex<R>,
    f64: ColumnValue<R::Database>,
{
    Ok(Glicko {
        rating: row.try_get("rating")?,
        deviation: row.try_get("deviation")?,
        volatility: row.try_get("volatility")?,
    })
}

/// A Rust type the shared queries read from a column.
pub trait ColumnValue<DB: Database>: for<'r> Decode<'r, DB> + Type<DB> {}
impl<DB: Database, T: for<'r> Decode<'r, DB> + Type<DB>> ColumnValue<DB> for T {}

/// The columns every game query reads ([`SqlStore::game_from_row`] reads them by name).
macro_rules! game_columns {
    () => {
        "SELECT list_order, id, game_type, rules_version, players, options, seed, created_by,
            created_at, status, version, to_act, result, updated_at, ended_at,
            turn_deadline_secs, deadline_at, seats_revision, rated FROM games"
    };
}
use game_columns;

/// A player's rating in one game type, read to be updated.
macro_rules! rating_to_write {
    () => {
        "SELECT rating, deviation, volatility, updated_at FROM ratings
         WHERE user_id = $1 AND game_type = $2"
    };
}

impl WriteLocking {
    fn select_rating(self) -> &'static str {
        match self {
            WriteLocking::RowsRead => concat!(rating_to_write!(), " FOR UPDATE"),
            WriteLocking::WholeDatabase => rating_to_write!(),
        }
    }
}

impl<B, DB> SqlStore<B>
where
    B: Backend<Database = DB>,
    DB: Database,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    DB::Arguments: IntoArguments<DB>,
    for<'q> bool: Param<'q, DB> + ColumnValue<DB>,
    for<'n> &'n str: ColumnIndex<DB::Row> + Param<'n, DB>,
    for<'q> Uuid: Param<'q, DB> + ColumnValue<DB>,
    for<'q> i32: Param<'q, DB> + ColumnValue<DB>,
    for<'q> i64: Param<'q, DB> + ColumnValue<DB>,
    for<'q> f64: Param<'q, DB> + ColumnValue<DB>,
    for<'q> chrono::DateTime<chrono::Utc>: Param<'q, DB> + ColumnValue<DB>,
    String: ColumnValue<DB>,
    Json<serde_json::Value>: ColumnValue<DB>,
    Json<Vec<Seat>>: ColumnValue<DB>,
{
    /// Each seat's outcome and the players' ratings, in the transaction that ends the game, so a
    /// finished game and its rating changes are never seen apart.
    async fn record_results(
        tx: &mut sqlx::Transaction<'_, DB>,
        game_id: Uuid,
        results: &[SeatResult],
        now: chrono::DateTime<chrono::Utc>,
    ) -> StoreResult<()> {
        let game = sqlx::query("SELECT game_type, rated FROM games WHERE id = $1")
            .bind(game_id)
            .fetch_one(&mut **tx)
            .await?;
        let game_type: String = game.try_get("game_type")?;
        let counts_for_ratings: bool = game.try_get("rated")?;
        // (`games.seats_revision` was bumped by the finishing update itself.)
        let seated = sqlx::query(
            "SELECT s.seat, s.user_id, u.bot_level FROM seats s JOIN users u ON u.id = s.user_id
             WHERE s.game_id = $1",
        )
        .bind(game_id)
        .fetch_all(&mut **tx)
        .await?;
        let mut rated = Vec::new();
        let mut against_a_computer = false;
        for result in results {
            let row = seated
                .iter()
                .find(|row| {
                    row.try_get::<i32, _>("seat")
                        .is_ok_and(|seat| seat == i32::from(result.seat.0))
                })
                .ok_or_else(|| anyhow::anyhow!("game {game_id} has no seat {}", result.seat.0))?;
            against_a_computer |= row.try_get::<Option<String>, _>("bot_level")?.is_some();
            rated.push((row.try_get::<Uuid, _>("user_id")?, *result, None));
        }
        // Games with a computer player are unrated: a bot's level is not a rating to win from.
        if !against_a_computer && counts_for_ratings {
            Self::rate(tx, &game_type, &mut rated, now).await?;
        }
        // Each seat written once, with its outcome and rating change together. Two statements
        // rather than one binding an `Option<f64>`: that bound would spread to every generic
        // impl of the store.
        for (_, result, rating_change) in &rated {
            let update = match rating_change {
                Some(change) => sqlx::query(
                    "UPDATE seats SET outcome = $3, rating_change = $4
                     WHERE game_id = $1 AND seat = $2",
                )
                .bind(game_id)
                .bind(i32::from(result.seat.0))
                .bind(result.outcome.as_str())
                .bind(*change),
                None => {
                    sqlx::query("UPDATE seats SET outcome = $3 WHERE game_id = $1 AND seat = $2")
                        .bind(game_id)
                        .bind(i32::from(result.seat.0))
                        .bind(result.outcome.as_str())
                }
            };
            update.execute(&mut **tx).await?;
        }
        Ok(())
    }

    /// The players' new ratings after a rated game, written; each seat's rating change noted in
    /// `rated`.
    async fn rate(
        tx: &mut sqlx::Transaction<'_, DB>,
        game_type: &str,
        rated: &mut [(Uuid, SeatResult, Option<f64>)],
        now: chrono::DateTime<chrono::Utc>,
    ) -> StoreResult<()> {
        // A fixed lock order, so two games ending together never deadlock on ratings.
        rated.sort_by_key(|(user_id, ..)| *user_id);
        let mut seats = Vec::new();
        for (user_id, result, _) in rated.iter() {
            // A first game's row is made first, so that it can be locked: two first games
            // finishing together then rate one after the other, as any two games do.
            sqlx::query(
                "INSERT INTO ratings (user_id, game_type, rating, deviation, volatility, games,
                    wins, losses, draws, updated_at)
                 VALUES ($1, $2, $3, $4, $5, 0, 0, 0, 0, $6)
                 ON CONFLICT (user_id, game_type) DO NOTHING",
            )
            .bind(*user_id)
            .bind(game_type)
            .bind(Glicko::NEW.rating)
            .bind(Glicko::NEW.deviation)
            .bind(Glicko::NEW.volatility)
            .bind(now)
            .execute(&mut **tx)
            .await?;
            let row = sqlx::query(B::WRITE_LOCKING.select_rating())
                .bind(*user_id)
                .bind(game_type)
                .fetch_one(&mut **tx)
                .await?;
            seats.push(RatedSeat {
                side: result.side,
                won: result.outcome == SeatOutcome::Win,
                rating: as_of(glicko_from_row(&row)?, row.try_get("updated_at")?, now),
            });
        }
        let after = rated_game(&seats);
        for (((user_id, result, rating_change), before), rating) in
            rated.iter_mut().zip(&seats).zip(after)
        {
            *rating_change = Some(rating.rating - before.rating.rating);
            let (win, loss, draw) = match result.outcome {
                SeatOutcome::Win => (1, 0, 0),
                SeatOutcome::Loss => (0, 1, 0),
                SeatOutcome::Draw => (0, 0, 1),
            };
            sqlx::query(
                "UPDATE ratings SET rating = $3, deviation = $4, volatility = $5,
                    games = games + 1, wins = wins + $6, losses = losses + $7,
                    draws = draws + $8, updated_at = $9
                 WHERE user_id = $1 AND game_type = $2",
            )
            .bind(*user_id)
            .bind(game_type)
            .bind(rating.rating)
            .bind(rating.deviation)
            .bind(rating.volatility)
            .bind(win as i64)
            .bind(loss as i64)
            .bind(draw as i64)
            .bind(now)
            .execute(&mut **tx)
            .await?;
        }
        Ok(())
    }

    async fn games_with_seats(&self, rows: &[DB::Row]) -> StoreResult<Vec<GameRecord>> {
        let mut games = Vec::with_capacity(rows.len());
        for row in rows {
            games.push(self.with_seats(Self::game_from_row(row)?).await?);
        }
        Ok(games)
    }

    async fn with_seats(&self, mut game: GameRecord) -> StoreResult<GameRecord> {
        let rows = sqlx::query(
            "SELECT s.seat, s.user_id, s.outcome, s.rating_change, u.username, u.bot_level
             FROM seats s
             JOIN users u ON u.id = s.user_id WHERE s.game_id = $1 ORDER BY s.seat",
        )
        .bind(game.id)
        .fetch_all(&self.pool)
        .await?;
        game.seats = rows
            .iter()
            .map(|row| {
                Ok(SeatRecord {
                    seat: Seat(row.try_get::<i32, _>("seat")? as u8),
                    user_id: row.try_get("user_id")?,
                    username: row.try_get("username")?,
                    computer: row
                        .try_get::<Option<String>, _>("bot_level")?
                        .as_deref()
                        .and_then(computer_level),
                    outcome: row
                        .try_get::<Option<String>, _>("outcome")?
                        .as_deref()
                        .and_then(SeatOutcome::parse),
                    rating_change: row.try_get("rating_change")?,
                })
            })
            .collect::<StoreResult<_>>()?;
        Ok(game)
    }

    fn user_from_row(row: &DB::Row) -> StoreResult<UserRecord> {
        Ok(UserRecord {
            computer: row
                .try_get::<Option<String>, _>("bot_level")?
                .as_deref()
                .and_then(computer_level),
            id: row.try_get("id")?,
            username: row.try_get("username")?,
            password_hash: row.try_get("password_hash")?,
            created_at: row.try_get("created_at")?,
        })
    }

    fn game_from_row(row: &DB::Row) -> StoreResult<GameRecord> {
        let status: String = row.try_get("status")?;
        let options: Json<serde_json::Value> = row.try_get("options")?;
        let to_act: Json<Vec<Seat>> = row.try_get("to_act")?;
        let result: Option<Json<serde_json::Value>> = row.try_get("result")?;
        Ok(GameRecord {
            id: row.try_get("id")?,
            game_type: row.try_get("game_type")?,
            rules_version: row.try_get("rules_version")?,
            players: row.try_get::<i32, _>("players")? as usize,
            options: options.0,
            seed: row.try_get::<i64, _>("seed")? as u64,
            created_by: row.try_get("created_by")?,
            created_at: row.try_get("created_at")?,
            status: GameStatus::parse(&status).ok_or_else(|| {
                StoreError::Other(anyhow::anyhow!("unknown game status {status}"))
            })?,
            version: row.try_get("version")?,
            to_act: to_act.0,
            result: result.map(|r| r.0),
            updated_at: row.try_get("updated_at")?,
            ended_at: row.try_get("ended_at")?,
            seats: Vec::new(),
            list_order: row.try_get("list_order")?,
            turn_deadline_secs: row.try_get("turn_deadline_secs")?,
            deadline_at: row.try_get("deadline_at")?,
            seats_revision: row.try_get("seats_revision")?,
            rated: row.try_get("rated")?,
        })
    }
}

/// Seats `user_id` in `seat` of a game.
async fn insert_seat<DB: Database>(
    tx: &mut sqlx::Transaction<'_, DB>,
    game_id: Uuid,
    seat: Seat,
    user_id: Uuid,
    now: chrono::DateTime<chrono::Utc>,
) -> StoreResult<()>
where
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    DB::Arguments: IntoArguments<DB>,
    for<'q> Uuid: Param<'q, DB>,
    for<'q> i32: Param<'q, DB>,
    for<'q> chrono::DateTime<chrono::Utc>: Param<'q, DB>,
{
    sqlx::query("INSERT INTO seats (game_id, seat, user_id, joined_at) VALUES ($1, $2, $3, $4)")
        .bind(game_id)
        .bind(i32::from(seat.0))
        .bind(user_id)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    Ok(())
}
