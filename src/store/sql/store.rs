//! [`Store`] on any [`Backend`]: accounts, games, seats and each game's log.

use crate::domain::{GameFilter, GameStatus, NotificationData};
use sqlx::types::Json;
use sqlx::{ColumnIndex, Database, Executor, IntoArguments, Row};
use uuid::Uuid;

use super::one_statement;
use super::{ColumnValue, Param, SqlStore, game_columns};
use crate::engine::Seat;
use crate::engine::matches::LogEntry;
use crate::store::backend::{Backend, HotConnection, RowsAffected};
use crate::store::{
    AppendOutcome, EventRecord, GameRecord, NewEvent, NewGame, PoolUsage, Store, StoreResult,
    UserRecord, now, seat_mask,
};

#[async_trait::async_trait]
impl<B, DB> Store for SqlStore<B>
where
    B: Backend<Database = DB>,
    DB: Database<QueryResult: RowsAffected>,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    DB::Arguments: IntoArguments<DB>,
    for<'q> bool: Param<'q, DB> + ColumnValue<DB>,
    for<'n> &'n str: ColumnIndex<DB::Row> + Param<'n, DB>,
    for<'a> Option<&'a str>: Param<'a, DB>,
    for<'q> Uuid: Param<'q, DB> + ColumnValue<DB>,
    for<'q> Option<Uuid>: Param<'q, DB> + ColumnValue<DB>,
    for<'q> i32: Param<'q, DB> + ColumnValue<DB>,
    for<'q> Option<i32>: Param<'q, DB>,
    for<'q> i64: Param<'q, DB> + ColumnValue<DB>,
    for<'q> Option<i64>: Param<'q, DB> + ColumnValue<DB>,
    for<'q> f64: Param<'q, DB> + ColumnValue<DB>,
    for<'q> chrono::DateTime<chrono::Utc>: Param<'q, DB> + ColumnValue<DB>,
    for<'q> Option<chrono::DateTime<chrono::Utc>>: Param<'q, DB>,
    String: ColumnValue<DB>,
    Option<String>: ColumnValue<DB>,
    Option<i32>: ColumnValue<DB>,
    for<'a> Json<&'a serde_json::Value>: Param<'a, DB>,
    for<'a> Option<Json<&'a serde_json::Value>>: Param<'a, DB>,
    for<'a> Json<&'a [Seat]>: Param<'a, DB>,
    for<'a> Json<&'a LogEntry>: Param<'a, DB>,
    Json<serde_json::Value>: ColumnValue<DB>,
    Json<Vec<Seat>>: ColumnValue<DB>,
    Json<LogEntry>: ColumnValue<DB>,
    for<'a> Json<&'a NotificationData>: Param<'a, DB>,
    Json<NotificationData>: ColumnValue<DB>,
{
    fn subscribe(&self) -> tokio::sync::broadcast::Receiver<Uuid> {
        self.signals.subscribe()
    }

    fn pool_usage(&self) -> Vec<PoolUsage> {
        let open = u64::from(self.pool.size());
        let idle = self.pool.num_idle() as u64;
        let main = PoolUsage {
            name: "main",
            in_use: open.saturating_sub(idle),
            idle,
            max: u64::from(self.pool.options().get_max_connections()),
        };
        std::iter::once(main)
            .chain(self.backend.hot_pool_usage())
            .collect()
    }

    fn session_view(&self) -> Option<&crate::store::SessionView> {
        self.backend.session_view()
    }

    fn subscribe_personal(&self) -> tokio::sync::broadcast::Receiver<crate::store::PersonalNews> {
        self.personal.subscribe()
    }

    async fn ping(&self) -> StoreResult<()> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    async fn create_user(
        &self,
        username: &str,
        password_hash: &str,
        released_before: chrono::DateTime<chrono::Utc>,
    ) -> StoreResult<Option<UserRecord>> {
        let user = UserRecord {
            computer: None,
            id: Uuid::new_v4(),
            username: username.to_owned(),
            password_hash: password_hash.to_owned(),
            created_at: now(),
        };
        let username_key = user.username.to_lowercase();
        let mut tx = self.pool.begin_with(B::WRITE_LOCKING.begin()).await?;
        // A deleted account holds its name for the release delay; past it, the tombstone's key
        // moves aside to a value no username can take (usernames have no ':').
        let tombstone = sqlx::query(
            "SELECT id FROM users
             WHERE username_key = $1 AND deleted_at IS NOT NULL AND deleted_at <= $2",
        )
        .bind(username_key.as_str())
        .bind(released_before)
        .fetch_optional(&mut *tx)
        .await?;
        if let Some(tombstone) = tombstone {
            let id: Uuid = tombstone.try_get("id")?;
            sqlx::query("UPDATE users SET username_key = $2 WHERE id = $1")
                .bind(id)
                .bind(format!("deleted:{id}").as_str())
                .execute(&mut *tx)
                .await?;
        }
        let inserted = sqlx::query(
            "INSERT INTO users (id, username, username_key, password_hash, created_at)
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(user.id)
        .bind(user.username.as_str())
        .bind(username_key.as_str())
        .bind(user.password_hash.as_str())
        .bind(user.created_at)
        .execute(&mut *tx)
        .await;
        match inserted {
            Ok(_) => {
                tx.commit().await?;
                Ok(Some(user))
            }
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => Ok(None),
            Err(e) => Err(e.into()),
        }
    }

    async fn user_by_username(&self, username: &str) -> StoreResult<Option<UserRecord>> {
        let row = sqlx::query(
            "SELECT id, username, password_hash, created_at, bot_level FROM users
             WHERE username_key = $1 AND deleted_at IS NULL",
        )
        .bind(username.to_lowercase().as_str())
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| Self::user_from_row(&r)).transpose()
    }

    async fn user_by_id(&self, id: Uuid) -> StoreResult<Option<UserRecord>> {
        let row = sqlx::query(
            "SELECT id, username, password_hash, created_at, bot_level FROM users
             WHERE id = $1 AND deleted_at IS NULL",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| Self::user_from_row(&r)).transpose()
    }

    async fn create_game(&self, game: NewGame) -> StoreResult<GameRecord> {
        let mut tx = self.pool.begin().await?;
        let now = now();
        Self::insert_game(&mut tx, &game, now).await?;
        let written = Self::write_notifications(&mut tx, &game.notifications, now, None).await?;
        tx.commit().await?;
        self.announce_notifications(&written);
        Ok(self
            .game(game.id)
            .await?
            .expect("the game was just created"))
    }

    async fn game_without_seats(&self, id: Uuid) -> StoreResult<Option<GameRecord>> {
        // Read once more on a new connection if the first had died while idle (a database
        // restart); the same in every hot-path read.
        let row = loop {
            let mut lease = self.backend.hot().await?;
            let row = sqlx::query(concat!(game_columns!(), " WHERE id = $1"))
                .bind(id)
                .fetch_optional(lease.connection())
                .await;
            if let Some(row) = lease.release_read(row) {
                break row?;
            }
        };
        row.map(|row| Self::game_from_row(&row)).transpose()
    }

    async fn game(&self, id: Uuid) -> StoreResult<Option<GameRecord>> {
        match self.game_without_seats(id).await? {
            Some(game) => Ok(Some(self.with_seats(game).await?)),
            None => Ok(None),
        }
    }

    async fn list_games(&self, filter: &GameFilter) -> StoreResult<Vec<GameRecord>> {
        let rows = sqlx::query(concat!(
            game_columns!(),
            " WHERE ($1 IS NULL OR status = $1)
                AND ($2 IS NULL OR game_type = $2)
                AND ($3 IS NULL OR list_order < $3)
                AND ($5 IS NULL OR players = $5)
              ORDER BY list_order DESC LIMIT $4"
        ))
        .bind(filter.status.map(|s| s.as_str()))
        .bind(filter.game_type.as_deref())
        .bind(filter.before)
        .bind(filter.limit)
        .bind(filter.players)
        .fetch_all(&self.pool)
        .await?;
        self.games_with_seats(&rows).await
    }

    async fn events(&self, game_id: Uuid, after: i64) -> StoreResult<Vec<EventRecord>> {
        let rows = loop {
            let mut lease = self.backend.hot().await?;
            let rows = sqlx::query(
                "SELECT seq, entry, idempotency_key, created_at FROM game_events
                 WHERE game_id = $1 AND seq > $2 ORDER BY seq",
            )
            .bind(game_id)
            .bind(after)
            .fetch_all(lease.connection())
            .await;
            if let Some(rows) = lease.release_read(rows) {
                break rows?;
            }
        };
        rows.iter()
            .map(|row| {
                let entry: Json<LogEntry> = row.try_get("entry")?;
                Ok(EventRecord {
                    seq: row.try_get("seq")?,
                    entry: entry.0,
                    idempotency_key: row.try_get("idempotency_key")?,
                    created_at: row.try_get("created_at")?,
                })
            })
            .collect()
    }

    async fn games_with_logs(
        &self,
        after: i64,
        limit: i64,
    ) -> StoreResult<Vec<(GameRecord, Vec<EventRecord>)>> {
        let rows = sqlx::query(concat!(
            game_columns!(),
            " WHERE list_order > $1 ORDER BY list_order LIMIT $2"
        ))
        .bind(after)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        let mut games: Vec<(GameRecord, Vec<EventRecord>)> = rows
            .iter()
            .map(|row| Ok((Self::game_from_row(row)?, Vec::new())))
            .collect::<StoreResult<_>>()?;
        let Some((first, last)) = games
            .first()
            .zip(games.last())
            .map(|(first, last)| (first.0.list_order, last.0.list_order))
        else {
            return Ok(games);
        };
        // One read for the whole page's logs, by the range of list orders just read.
        let events = sqlx::query(
            "SELECT g.list_order, e.seq, e.entry, e.idempotency_key, e.created_at
             FROM game_events e JOIN games g ON g.id = e.game_id
             WHERE g.list_order >= $1 AND g.list_order <= $2
             ORDER BY g.list_order, e.seq",
        )
        .bind(first)
        .bind(last)
        .fetch_all(&self.pool)
        .await?;
        let mut at = 0;
        for row in &events {
            let list_order: i64 = row.try_get("list_order")?;
            while at < games.len() && games[at].0.list_order < list_order {
                at += 1;
            }
            let Some((_, log)) = games
                .get_mut(at)
                .filter(|(g, _)| g.list_order == list_order)
            else {
                // A game created since the page was read: the next page has it.
                continue;
            };
            let entry: Json<LogEntry> = row.try_get("entry")?;
            log.push(EventRecord {
                seq: row.try_get("seq")?,
                entry: entry.0,
                idempotency_key: row.try_get("idempotency_key")?,
                created_at: row.try_get("created_at")?,
            });
        }
        Ok(games)
    }

    async fn append_event(&self, event: NewEvent<'_>) -> StoreResult<AppendOutcome> {
        let now = event.at;
        let finished = event.projection.status == GameStatus::Finished;
        if let Some(one_statement_append) = B::ONE_STATEMENT_APPEND
            && !finished
            && let Some(notifications) = one_statement::notifications(&event)
        {
            // One round trip instead of four: the guarded update and the insert commit or fail
            // together, and an append that lost the race inserts nothing.
            let mut lease = self.backend.hot().await?;
            let appended = sqlx::query(one_statement_append)
                .bind(event.game_id)
                .bind(event.seq)
                .bind(Json(event.entry))
                .bind(event.idempotency_key)
                // `p_user`: the event row no longer records the account (see migration 0020).
                .bind(None::<Uuid>)
                .bind(now)
                .bind(event.projection.status.as_str())
                .bind(Json(event.projection.to_act.as_slice()))
                .bind(seat_mask(&event.projection.to_act))
                .bind(event.projection.deadline_after(now))
                .bind(Json(&notifications))
                .bind(event.lease_deliveries_until)
                .fetch_all(lease.connection())
                .await;
            return match lease.release(appended) {
                Ok(rows) if !rows.is_empty() => {
                    // Committed: the news goes out even if the answer cannot be read.
                    let news = self.news_of_append(event.game_id);
                    let answer = one_statement::read_answer::<DB>(&event, &rows, now)?;
                    Ok(AppendOutcome::Appended {
                        at: now,
                        news,
                        personal: self.personal_news(&answer),
                        deliveries: answer.deliveries,
                    })
                }
                Ok(_) => Ok(AppendOutcome::SeqTaken),
                Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                    Ok(AppendOutcome::SeqTaken)
                }
                Err(e) => Err(e.into()),
            };
        }
        let mut tx = self.pool.begin_with(B::WRITE_LOCKING.begin()).await?;
        // The games row first, then the event: the same lock order as the one-statement append,
        // so the two paths never deadlock on each other.
        let updated = sqlx::query(
            // A finish also bumps `seats_revision` (the seats then show their outcomes and rating
            // changes), here rather than by a second update of the same row.
            "UPDATE games SET version = $2, status = $3, to_act = $4, result = $5,
                updated_at = $6, ended_at = $7, to_act_mask = $8, deadline_at = $9,
                seats_revision = seats_revision + $10
             WHERE id = $1 AND version = $2 - 1",
        )
        .bind(event.game_id)
        .bind(event.seq)
        .bind(event.projection.status.as_str())
        .bind(Json(event.projection.to_act.as_slice()))
        .bind(event.projection.result.as_ref().map(Json))
        .bind(now)
        .bind(finished.then_some(now))
        .bind(seat_mask(&event.projection.to_act))
        .bind(event.projection.deadline_after(now))
        .bind(i64::from(finished))
        .execute(&mut *tx)
        .await?;
        if updated.rows_affected() != 1 {
            // Another writer moved the game on first.
            return Ok(AppendOutcome::SeqTaken);
        }
        let inserted = sqlx::query(
            "INSERT INTO game_events (game_id, seq, entry, idempotency_key, created_at)
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(event.game_id)
        .bind(event.seq)
        .bind(Json(event.entry))
        .bind(event.idempotency_key)
        .bind(now)
        .execute(&mut *tx)
        .await;
        match inserted {
            Ok(_) => {}
            // A racing request with the same idempotency key: it won.
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                return Ok(AppendOutcome::SeqTaken);
            }
            Err(e) => return Err(e.into()),
        }
        if finished {
            Self::record_results(&mut tx, event.game_id, &event.projection.seat_results, now)
                .await?;
        }
        let written = Self::write_notifications(
            &mut tx,
            &event.notifications,
            now,
            event.lease_deliveries_until,
        )
        .await?;
        tx.commit().await?;
        let news = self.news_of_append(event.game_id);
        Ok(AppendOutcome::Appended {
            at: now,
            news,
            personal: self.personal_news(&written),
            deliveries: written.deliveries,
        })
    }

    async fn seq_for_idempotency_key(&self, game_id: Uuid, key: &str) -> StoreResult<Option<i64>> {
        let row = loop {
            let mut lease = self.backend.hot().await?;
            let row = sqlx::query(
                "SELECT seq FROM game_events WHERE game_id = $1 AND idempotency_key = $2",
            )
            .bind(game_id)
            .bind(key)
            .fetch_optional(lease.connection())
            .await;
            if let Some(row) = lease.release_read(row) {
                break row?;
            }
        };
        Ok(row.map(|row| row.try_get("seq")).transpose()?)
    }
}
