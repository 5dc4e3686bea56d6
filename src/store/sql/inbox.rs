//! [`InboxStore`] on any [`Backend`]: listing notifications and marking them read, and deadline
//! warnings. (Writing them, with their outbox rows, is `outbox.rs`.)

use crate::domain::{MarkRead, NotificationData, NotificationFilter};
use chrono::{DateTime, Utc};
use sqlx::types::Json;
use sqlx::{ColumnIndex, Database, Executor, IntoArguments, Row};
use uuid::Uuid;

use super::{ColumnValue, Param, SqlStore};
use crate::engine::Seat;
use crate::store::backend::{Backend, HotConnection, RowsAffected};
use crate::store::{
    InboxStore, NotificationRecord, SeatRecord, StoreResult, TurnEnding, WarnOfDeadline,
    computer_level,
};

#[async_trait::async_trait]
impl<B, DB> InboxStore for SqlStore<B>
where
    B: Backend<Database = DB>,
    DB: Database<QueryResult: RowsAffected>,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    DB::Arguments: IntoArguments<DB>,
    for<'q> bool: Param<'q, DB> + ColumnValue<DB>,
    for<'n> &'n str: ColumnIndex<DB::Row> + Param<'n, DB>,
    for<'a> Option<&'a str>: Param<'a, DB>,
    for<'q> Uuid: Param<'q, DB> + ColumnValue<DB>,
    for<'q> i32: Param<'q, DB> + ColumnValue<DB>,
    for<'q> Option<i32>: Param<'q, DB>,
    for<'q> i64: Param<'q, DB> + ColumnValue<DB>,
    for<'q> Option<i64>: Param<'q, DB>,
    for<'q> DateTime<Utc>: Param<'q, DB> + ColumnValue<DB>,
    for<'q> Option<DateTime<Utc>>: Param<'q, DB>,
    String: ColumnValue<DB>,
    for<'a> Json<&'a NotificationData>: Param<'a, DB>,
    Json<NotificationData>: ColumnValue<DB>,
    Json<Vec<Seat>>: ColumnValue<DB>,
{
    async fn notifications(
        &self,
        user_id: Uuid,
        filter: &NotificationFilter,
    ) -> StoreResult<Vec<NotificationRecord>> {
        // Unread ones are all after the person's read position (see migration 0021), so the
        // key's range starts there instead of at the person's first notification.
        let after = if filter.unread_only {
            self.read_through(user_id).await?
        } else {
            0
        };
        let rows = sqlx::query(
            "SELECT user_id, id, data, created_at, read_at FROM notifications
             WHERE user_id = $1 AND id > $2 AND ($3 IS NULL OR id < $3)
                AND ($4 = 0 OR read_at IS NULL)
             ORDER BY id DESC LIMIT $5",
        )
        .bind(user_id)
        .bind(after)
        .bind(filter.before)
        .bind(i64::from(filter.unread_only))
        .bind(filter.limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(notification_from_row).collect()
    }

    async fn notifications_after(
        &self,
        user_id: Uuid,
        after: i64,
        limit: i64,
    ) -> StoreResult<Vec<NotificationRecord>> {
        // On the hot-path connections: every personal stream asks after each notification.
        let rows = loop {
            let mut lease = self.backend.hot().await?;
            let rows = sqlx::query(
                "SELECT user_id, id, data, created_at, read_at FROM notifications
                 WHERE user_id = $1 AND id > $2 ORDER BY id LIMIT $3",
            )
            .bind(user_id)
            .bind(after)
            .bind(limit)
            .fetch_all(lease.connection())
            .await;
            if let Some(rows) = lease.release_read(rows) {
                break rows?;
            }
        };
        rows.iter().map(notification_from_row).collect()
    }

    async fn last_notification_id(&self, user_id: Uuid) -> StoreResult<i64> {
        let row = sqlx::query("SELECT last_id FROM notification_heads WHERE user_id = $1")
            .bind(user_id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row
            .map(|row| row.try_get("last_id"))
            .transpose()?
            .unwrap_or(0))
    }

    async fn unread_count(&self, user_id: Uuid) -> StoreResult<i64> {
        Ok(sqlx::query(
            "SELECT COUNT(*) AS unread FROM notifications
             WHERE user_id = $1 AND read_at IS NULL AND id > COALESCE(
                (SELECT read_through FROM notification_heads WHERE user_id = $1), 0)",
        )
        .bind(user_id)
        .fetch_one(&self.pool)
        .await?
        .try_get("unread")?)
    }

    async fn mark_read(&self, user_id: Uuid, which: MarkRead<'_>) -> StoreResult<u64> {
        let now = crate::store::now();
        let mut tx = self.pool.begin_with(B::WRITE_LOCKING.begin()).await?;
        // The person's head, locked until commit: every notification up to its last id has
        // committed and none is written meanwhile, so the statements below see all there are
        // and the read position never passes an unread one.
        if let Some(lock) = B::WRITE_LOCKING.lock_notification_head() {
            sqlx::query(lock)
                .bind(user_id)
                .fetch_optional(&mut *tx)
                .await?;
        }
        let mut marked = 0;
        match which {
            // From the read position: everything up to it is read already.
            MarkRead::UpTo(up_to) => {
                marked += sqlx::query(
                    "UPDATE notifications SET read_at = $3
                     WHERE user_id = $1 AND read_at IS NULL AND id <= $2 AND id > COALESCE(
                        (SELECT read_through FROM notification_heads WHERE user_id = $1), 0)",
                )
                .bind(user_id)
                .bind(up_to)
                .bind(now)
                .execute(&mut *tx)
                .await?
                .rows_affected()
            }
            MarkRead::Ids(ids) => {
                for id in ids {
                    marked += sqlx::query(
                        "UPDATE notifications SET read_at = $3
                         WHERE user_id = $1 AND id = $2 AND read_at IS NULL",
                    )
                    .bind(user_id)
                    .bind(*id)
                    .bind(now)
                    .execute(&mut *tx)
                    .await?
                    .rows_affected();
                }
            }
        }
        // The position moves up to the first unread notification (or the last id): it reads
        // only the notifications it passes, and nothing ever marks one unread again.
        sqlx::query(
            "UPDATE notification_heads SET read_through = COALESCE(
                (SELECT MIN(n.id) - 1 FROM notifications n
                 WHERE n.user_id = $1 AND n.id > notification_heads.read_through
                    AND n.read_at IS NULL),
                last_id)
             WHERE user_id = $1",
        )
        .bind(user_id)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(marked)
    }

    async fn warn_of_deadlines(
        &self,
        now: DateTime<Utc>,
        lead_secs: i64,
        warn: &WarnOfDeadline<'_>,
    ) -> StoreResult<usize> {
        let soon = now + chrono::Duration::seconds(lead_secs);
        let candidates = sqlx::query(
            "SELECT id FROM games
             WHERE status = 'active' AND deadline_at IS NOT NULL
                AND deadline_at > $1 AND deadline_at <= $2 AND turn_deadline_secs > $3
                AND deadline_warned_version < version
             ORDER BY deadline_at LIMIT 100",
        )
        .bind(now)
        .bind(soon)
        .bind(lead_secs)
        .fetch_all(&self.pool)
        .await?;
        let mut warned = 0;
        for candidate in &candidates {
            let game_id: Uuid = candidate.try_get("id")?;
            if self
                .warn_of_deadline(game_id, now, soon, lead_secs, warn)
                .await?
            {
                warned += 1;
            }
        }
        Ok(warned)
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
    for<'a> Option<&'a str>: Param<'a, DB>,
    for<'q> Uuid: Param<'q, DB> + ColumnValue<DB>,
    for<'q> i32: Param<'q, DB> + ColumnValue<DB>,
    for<'q> i64: Param<'q, DB> + ColumnValue<DB>,
    for<'q> DateTime<Utc>: Param<'q, DB> + ColumnValue<DB>,
    for<'q> Option<DateTime<Utc>>: Param<'q, DB>,
    String: ColumnValue<DB>,
    for<'a> Json<&'a NotificationData>: Param<'a, DB>,
    Json<Vec<Seat>>: ColumnValue<DB>,
{
    /// The person's read position: every notification up to it is read.
    async fn read_through(&self, user_id: Uuid) -> StoreResult<i64> {
        let row = sqlx::query("SELECT read_through FROM notification_heads WHERE user_id = $1")
            .bind(user_id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row
            .map(|row| row.try_get("read_through"))
            .transpose()?
            .unwrap_or(0))
    }

    /// Warns of one game's turn as `warn` decides, if the game is still in the window
    /// [`InboxStore::warn_of_deadlines`] looked for, under the game's lock (so of two instances'
    /// sweeps, one warns).
    async fn warn_of_deadline(
        &self,
        game_id: Uuid,
        now: DateTime<Utc>,
        soon: DateTime<Utc>,
        lead_secs: i64,
        warn: &WarnOfDeadline<'_>,
    ) -> StoreResult<bool> {
        let mut tx = self.pool.begin_with(B::WRITE_LOCKING.begin()).await?;
        let lock = match B::WRITE_LOCKING {
            crate::store::WriteLocking::RowsRead => " FOR UPDATE",
            crate::store::WriteLocking::WholeDatabase => "",
        };
        let game = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT game_type, version, to_act, deadline_at FROM games
             WHERE id = $1 AND status = 'active' AND deadline_at > $2 AND deadline_at <= $3
                AND turn_deadline_secs > $4 AND deadline_warned_version < version{lock}"
        )))
        .bind(game_id)
        .bind(now)
        .bind(soon)
        .bind(lead_secs)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(game) = game else {
            return Ok(false);
        };
        let version: i64 = game.try_get("version")?;
        let game_type: String = game.try_get("game_type")?;
        let deadline_at: DateTime<Utc> = game.try_get("deadline_at")?;
        let to_act: Json<Vec<Seat>> = game.try_get("to_act")?;
        let seats = sqlx::query(
            "SELECT s.seat, s.user_id, u.username, u.bot_level FROM seats s
             JOIN users u ON u.id = s.user_id WHERE s.game_id = $1 ORDER BY s.seat",
        )
        .bind(game_id)
        .fetch_all(&mut *tx)
        .await?
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
                outcome: None,
                rating_change: None,
            })
        })
        .collect::<StoreResult<_>>()?;
        let items = warn(&TurnEnding {
            game_id,
            game_type,
            version,
            deadline_at,
            to_act: to_act.0,
            seats,
        });
        let written = Self::write_notifications(&mut tx, &items, now, None).await?;
        sqlx::query("UPDATE games SET deadline_warned_version = $2 WHERE id = $1")
            .bind(game_id)
            .bind(version)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        self.announce_notifications(&written);
        Ok(true)
    }
}

pub(super) fn notification_from_row<R: Row>(row: &R) -> StoreResult<NotificationRecord>
where
    for<'n> &'n str: ColumnIndex<R>,
    Uuid: ColumnValue<R::Database>,
    i64: ColumnValue<R::Database>,
    DateTime<Utc>: ColumnValue<R::Database>,
    Json<NotificationData>: ColumnValue<R::Database>,
{
    let data: Json<NotificationData> = row.try_get("data")?;
    Ok(NotificationRecord {
        user_id: row.try_get("user_id")?,
        id: row.try_get("id")?,
        data: data.0,
        created_at: row.try_get("created_at")?,
        read_at: row.try_get("read_at")?,
    })
}
