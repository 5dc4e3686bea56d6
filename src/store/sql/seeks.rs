//! [`SeekStore`] on any [`Backend`], and the one place a new game's rows are written (a game
//! created in the lobby, a rematch, or a table a pairing wave formed).

use crate::domain::{GameStatus, NotificationData};
use chrono::{DateTime, Utc};
use sqlx::types::Json;
use sqlx::{ColumnIndex, Database, Executor, IntoArguments, Row};
use uuid::Uuid;

use super::{ColumnValue, Param, SqlStore, glicko_from_row};
use crate::engine::Seat;
use crate::store::backend::{Backend, RowsAffected, WriteLocking};
use crate::store::{
    CancelSeekOutcome, NewGame, NewSeek, PlanWave, SeekOutcome, SeekRecord, SeekStore, StoreError,
    StoreResult, WaitingSeek, computer_level, computer_level_name, now, seat_mask,
};

macro_rules! seek_fields {
    () => {
        "SELECT s.id, s.user_id, s.game_type, s.players, s.options, s.rated, s.turn_deadline_secs,
            s.computer_after_secs, s.computer_level, s.created_at, s.game_id, s.paired_at"
    };
}

macro_rules! seek_columns {
    () => {
        concat!(seek_fields!(), " FROM seeks s")
    };
}

/// The seeks a wave pairs, with their seekers' ratings, oldest first.
macro_rules! waiting_in_pool {
    () => {
        concat!(
            seek_fields!(),
            ", r.rating, r.deviation, r.volatility FROM seeks s
             LEFT JOIN ratings r ON r.user_id = s.user_id AND r.game_type = s.game_type
             WHERE s.pool = $1 AND s.game_id IS NULL ORDER BY s.created_at, s.id"
        )
    };
}

impl WriteLocking {
    /// A statement answering (as `locked`) whether this transaction now runs pool `$1`'s wave,
    /// which no other transaction does until it ends; `None` where the transaction holds the
    /// whole database already.
    fn try_lock_pool(self) -> Option<&'static str> {
        match self {
            WriteLocking::RowsRead => {
                Some("SELECT pg_try_advisory_xact_lock(hashtextextended($1, 35)) AS locked")
            }
            WriteLocking::WholeDatabase => None,
        }
    }

    /// Reads the seeks waiting in pool `$1`, locking them on Postgres so that a cancellation
    /// waits for the wave and then finds the seek paired.
    fn select_waiting_seeks(self) -> &'static str {
        match self {
            WriteLocking::RowsRead => concat!(waiting_in_pool!(), " FOR UPDATE OF s"),
            WriteLocking::WholeDatabase => waiting_in_pool!(),
        }
    }
}

impl<B, DB> SqlStore<B>
where
    B: Backend<Database = DB>,
    DB: Database<QueryResult: RowsAffected>,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    DB::Arguments: IntoArguments<DB>,
    for<'n> &'n str: ColumnIndex<DB::Row> + Param<'n, DB>,
    for<'q> Uuid: Param<'q, DB> + ColumnValue<DB>,
    for<'q> Option<Uuid>: Param<'q, DB> + ColumnValue<DB>,
    for<'q> i32: Param<'q, DB> + ColumnValue<DB>,
    for<'q> i64: Param<'q, DB> + ColumnValue<DB>,
    for<'q> Option<i64>: Param<'q, DB> + ColumnValue<DB>,
    for<'q> bool: Param<'q, DB> + ColumnValue<DB>,
    for<'q> f64: Param<'q, DB> + ColumnValue<DB>,
    for<'q> DateTime<Utc>: Param<'q, DB> + ColumnValue<DB>,
    for<'q> Option<DateTime<Utc>>: Param<'q, DB> + ColumnValue<DB>,
    String: ColumnValue<DB>,
    Option<String>: ColumnValue<DB>,
    for<'a> Option<&'a str>: Param<'a, DB>,
    for<'a> Json<&'a serde_json::Value>: Param<'a, DB>,
    for<'a> Json<&'a [Seat]>: Param<'a, DB>,
    Json<serde_json::Value>: ColumnValue<DB>,
    for<'a> Json<&'a NotificationData>: Param<'a, DB>,
{
    /// Writes a new game and its seats, active at once if the service started it (every seat
    /// taken at creation: computer players, a rematch's table, a pairing). Its notifications are
    /// the caller's to write (a wave writes all its games' at once, so that it locks each
    /// person's notification counter in one order).
    pub(super) async fn insert_game(
        tx: &mut sqlx::Transaction<'_, DB>,
        game: &NewGame,
        now: DateTime<Utc>,
    ) -> StoreResult<()> {
        let (status, to_act, deadline_at) = match &game.start {
            Some(start) => (
                GameStatus::Active,
                start.to_act.as_slice(),
                start.deadline_at,
            ),
            None => (GameStatus::Open, &[][..], None),
        };
        sqlx::query(
            "INSERT INTO games (id, game_type, rules_version, players, options, seed,
                created_by, created_at, status, version, to_act, updated_at,
                turn_deadline_secs, to_act_mask, deadline_at, rematch_of, rated)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, $10, $8, $11, $12, $13, $14, $15)",
        )
        .bind(game.id)
        .bind(game.game_type.as_str())
        .bind(game.rules_version.as_str())
        .bind(game.players as i32)
        .bind(Json(&game.options))
        .bind(game.seed as i64)
        .bind(game.created_by)
        .bind(now)
        .bind(status.as_str())
        .bind(Json(to_act))
        .bind(game.turn_deadline_secs)
        .bind(seat_mask(to_act))
        .bind(deadline_at)
        .bind(game.rematch_of)
        .bind(game.rated)
        .execute(&mut **tx)
        .await?;
        for &(seat, user_id) in &game.seats {
            super::insert_seat(tx, game.id, seat, user_id, now).await?;
        }
        Ok(())
    }

    fn seek_from_row(row: &DB::Row) -> StoreResult<SeekRecord> {
        let options: Json<serde_json::Value> = row.try_get("options")?;
        let after: Option<i64> = row.try_get("computer_after_secs")?;
        let level: Option<String> = row.try_get("computer_level")?;
        let computer_fallback = match (after, level) {
            (Some(after), Some(level)) => Some((
                after,
                computer_level(&level).ok_or_else(|| {
                    StoreError::Other(anyhow::anyhow!("unknown computer level {level}"))
                })?,
            )),
            _ => None,
        };
        Ok(SeekRecord {
            id: row.try_get("id")?,
            user_id: row.try_get("user_id")?,
            game_type: row.try_get("game_type")?,
            players: row.try_get::<i32, _>("players")? as usize,
            options: options.0,
            rated: row.try_get("rated")?,
            turn_deadline_secs: row.try_get("turn_deadline_secs")?,
            computer_fallback,
            created_at: row.try_get("created_at")?,
            game_id: row.try_get("game_id")?,
            paired_at: row.try_get("paired_at")?,
        })
    }

    async fn insert_seek(&self, seek: &NewSeek) -> StoreResult<SeekRecord> {
        let created_at = now();
        sqlx::query(
            "INSERT INTO seeks (id, user_id, session_id, pool, game_type, players, options, rated,
                turn_deadline_secs, computer_after_secs, computer_level, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
        )
        .bind(seek.id)
        .bind(seek.user_id)
        .bind(seek.session_id)
        .bind(seek.pool.as_str())
        .bind(seek.game_type.as_str())
        .bind(seek.players as i32)
        .bind(Json(&seek.options))
        .bind(seek.rated)
        .bind(seek.turn_deadline_secs)
        .bind(seek.computer_fallback.map(|(after, _)| after))
        .bind(
            seek.computer_fallback
                .map(|(_, level)| computer_level_name(level)),
        )
        .bind(created_at)
        .execute(&self.pool)
        .await?;
        Ok(SeekRecord {
            id: seek.id,
            user_id: seek.user_id,
            game_type: seek.game_type.clone(),
            players: seek.players,
            options: seek.options.clone(),
            rated: seek.rated,
            turn_deadline_secs: seek.turn_deadline_secs,
            computer_fallback: seek.computer_fallback,
            created_at,
            game_id: None,
            paired_at: None,
        })
    }

    async fn waiting_seek_of(&self, user_id: Uuid) -> StoreResult<Option<SeekRecord>> {
        let row = sqlx::query(concat!(
            seek_columns!(),
            " WHERE s.user_id = $1 AND s.game_id IS NULL"
        ))
        .bind(user_id)
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(Self::seek_from_row).transpose()
    }
}

#[async_trait::async_trait]
impl<B, DB> SeekStore for SqlStore<B>
where
    B: Backend<Database = DB>,
    DB: Database<QueryResult: RowsAffected>,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    DB::Arguments: IntoArguments<DB>,
    for<'n> &'n str: ColumnIndex<DB::Row> + Param<'n, DB>,
    for<'q> Uuid: Param<'q, DB> + ColumnValue<DB>,
    for<'q> Option<Uuid>: Param<'q, DB> + ColumnValue<DB>,
    for<'q> i32: Param<'q, DB> + ColumnValue<DB>,
    for<'q> i64: Param<'q, DB> + ColumnValue<DB>,
    for<'q> Option<i64>: Param<'q, DB> + ColumnValue<DB>,
    for<'q> bool: Param<'q, DB> + ColumnValue<DB>,
    for<'q> f64: Param<'q, DB> + ColumnValue<DB>,
    for<'q> DateTime<Utc>: Param<'q, DB> + ColumnValue<DB>,
    for<'q> Option<DateTime<Utc>>: Param<'q, DB> + ColumnValue<DB>,
    String: ColumnValue<DB>,
    Option<String>: ColumnValue<DB>,
    for<'a> Option<&'a str>: Param<'a, DB>,
    for<'a> Json<&'a serde_json::Value>: Param<'a, DB>,
    for<'a> Json<&'a [Seat]>: Param<'a, DB>,
    Json<serde_json::Value>: ColumnValue<DB>,
    for<'a> Json<&'a NotificationData>: Param<'a, DB>,
{
    async fn create_seek(&self, seek: NewSeek) -> StoreResult<SeekOutcome> {
        // The unique key refuses a second waiting seek; when the one it met is paired or
        // cancelled before it can be named, the insert is tried again.
        for _ in 0..3 {
            match self.insert_seek(&seek).await {
                Ok(created) => return Ok(SeekOutcome::Created(created)),
                Err(StoreError::Constraint(_)) => {
                    if let Some(waiting) = self.waiting_seek_of(seek.user_id).await? {
                        return Ok(SeekOutcome::AlreadySeeking(waiting));
                    }
                }
                Err(error) => return Err(error),
            }
        }
        Err(StoreError::Other(anyhow::anyhow!(
            "a seek kept meeting another that vanished"
        )))
    }

    async fn seek(&self, user_id: Uuid, id: Uuid) -> StoreResult<Option<SeekRecord>> {
        let row = sqlx::query(concat!(
            seek_columns!(),
            " WHERE s.id = $1 AND s.user_id = $2"
        ))
        .bind(id)
        .bind(user_id)
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(Self::seek_from_row).transpose()
    }

    async fn seeks_of(&self, user_id: Uuid) -> StoreResult<Vec<SeekRecord>> {
        let rows = sqlx::query(concat!(
            seek_columns!(),
            " WHERE s.user_id = $1 ORDER BY s.created_at DESC, s.id"
        ))
        .bind(user_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(Self::seek_from_row).collect()
    }

    async fn cancel_seek(&self, user_id: Uuid, id: Uuid) -> StoreResult<CancelSeekOutcome> {
        // On Postgres this waits for a wave holding the seek, and then deletes nothing if the
        // wave paired it.
        let deleted =
            sqlx::query("DELETE FROM seeks WHERE id = $1 AND user_id = $2 AND game_id IS NULL")
                .bind(id)
                .bind(user_id)
                .execute(&self.pool)
                .await?;
        if deleted.rows_affected() == 1 {
            return Ok(CancelSeekOutcome::Cancelled);
        }
        Ok(match self.seek(user_id, id).await? {
            Some(SeekRecord {
                game_id: Some(game_id),
                ..
            }) => CancelSeekOutcome::Paired(game_id),
            _ => CancelSeekOutcome::NotFound,
        })
    }

    async fn pools_waiting(&self) -> StoreResult<Vec<String>> {
        let rows = sqlx::query("SELECT DISTINCT pool FROM seeks WHERE game_id IS NULL")
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|row| Ok(row.try_get::<String, _>("pool")?))
            .collect()
    }

    async fn pairing_wave(
        &self,
        pool: &str,
        lapse_before: DateTime<Utc>,
        plan: &PlanWave<'_>,
    ) -> StoreResult<Option<Vec<Uuid>>> {
        let mut tx = self.pool.begin_with(B::WRITE_LOCKING.begin()).await?;
        if let Some(try_lock) = B::WRITE_LOCKING.try_lock_pool() {
            let locked: bool = sqlx::query(try_lock)
                .bind(pool)
                .fetch_one(&mut *tx)
                .await?
                .try_get("locked")?;
            if !locked {
                return Ok(None);
            }
        }
        sqlx::query(
            "DELETE FROM seeks WHERE pool = $1 AND game_id IS NULL AND (created_at < $2
                OR NOT EXISTS (SELECT 1 FROM sessions ss JOIN users u ON u.id = ss.user_id
                    WHERE ss.id = seeks.session_id AND ss.revoked_at IS NULL
                        AND u.deleted_at IS NULL))",
        )
        .bind(pool)
        .bind(lapse_before)
        .execute(&mut *tx)
        .await?;
        let rows = sqlx::query(B::WRITE_LOCKING.select_waiting_seeks())
            .bind(pool)
            .fetch_all(&mut *tx)
            .await?;
        let mut waiting = Vec::with_capacity(rows.len());
        for row in &rows {
            let rated = row.try_get::<Option<f64>, _>("rating")?.is_some();
            waiting.push(WaitingSeek {
                seek: Self::seek_from_row(row)?,
                rating: rated.then(|| glicko_from_row(row)).transpose()?,
            });
        }
        let games = plan(waiting);
        let now = now();
        let mut started = Vec::new();
        for paired in &games {
            Self::insert_game(&mut tx, &paired.game, now).await?;
            started.extend(paired.game.notifications.iter().cloned());
            for seek_id in &paired.seek_ids {
                sqlx::query(
                    "UPDATE seeks SET game_id = $2, paired_at = $3
                     WHERE id = $1 AND game_id IS NULL",
                )
                .bind(*seek_id)
                .bind(paired.game.id)
                .bind(now)
                .execute(&mut *tx)
                .await?;
            }
        }
        let written = Self::write_notifications(&mut tx, &started, now, None).await?;
        tx.commit().await?;
        self.announce_notifications(&written);
        Ok(Some(games.iter().map(|paired| paired.game.id).collect()))
    }

    async fn prune_paired_seeks(&self, before: DateTime<Utc>) -> StoreResult<u64> {
        let deleted = sqlx::query("DELETE FROM seeks WHERE game_id IS NOT NULL AND paired_at < $1")
            .bind(before)
            .execute(&self.pool)
            .await?;
        Ok(deleted.rows_affected())
    }
}
