//! [`SessionStore`] on any [`Backend`]: sessions, rotating refresh tokens, password changes and
//! account deletion.

use crate::domain::NotificationData;
use chrono::{DateTime, Utc};
use sqlx::{ColumnIndex, Database, Executor, IntoArguments, Row};
use uuid::Uuid;

use sqlx::types::Json;

use super::invitations::{Ending, PendingInvitations};
use super::{ColumnValue, Param, SqlStore};
use crate::store::backend::{Backend, HotConnection, RowsAffected, WriteLocking};
use crate::store::{
    EndedInvitations, NewRefreshToken, Rotation, SessionStore, StoreResult, TellOfEndedInvitations,
    now,
};

/// A refresh token with its session, read to be rotated.
macro_rules! refresh_token_to_rotate {
    () => {
        "SELECT rt.session_id, rt.expires_at, rt.used_at, s.user_id, s.revoked_at
         FROM refresh_tokens rt JOIN sessions s ON s.id = rt.session_id
         WHERE rt.token_hash = $1"
    };
}

impl WriteLocking {
    /// Replaces the username `$1` by `$2` where notifications name a person: the inviter of an
    /// invitation, the invitee who answered one.
    fn rename_in_notifications(self) -> [&'static str; 2] {
        match self {
            WriteLocking::RowsRead => [
                "UPDATE notifications SET data = jsonb_set(data, '{inviter}', to_jsonb($2::text))
                 WHERE kind IN ('invited', 'invitation_withdrawn') AND data->>'inviter' = $1",
                "UPDATE notifications SET data = jsonb_set(data, '{invitee}', to_jsonb($2::text))
                 WHERE kind = 'invitation_answered' AND data->>'invitee' = $1",
            ],
            WriteLocking::WholeDatabase => [
                "UPDATE notifications SET data = json_set(data, '$.inviter', $2)
                 WHERE kind IN ('invited', 'invitation_withdrawn')
                   AND json_extract(data, '$.inviter') = $1",
                "UPDATE notifications SET data = json_set(data, '$.invitee', $2)
                 WHERE kind = 'invitation_answered' AND json_extract(data, '$.invitee') = $1",
            ],
        }
    }

    /// Locks, on Postgres, the games of every pending invitation person `$1` sent or received.
    /// (SQLite's writers take the whole database.)
    fn lock_games_invited_to(self) -> Option<&'static str> {
        match self {
            WriteLocking::RowsRead => Some(
                "SELECT id FROM games WHERE id IN (
                    SELECT game_id FROM invitations
                    WHERE status = 'pending' AND (inviter_id = $1 OR invitee_id = $1)
                 ) ORDER BY id FOR UPDATE",
            ),
            WriteLocking::WholeDatabase => None,
        }
    }

    /// Locks the token and its session on Postgres, so that two refreshes with one token (or two
    /// tokens of one session) are decided one after the other.
    fn select_refresh_token(self) -> &'static str {
        match self {
            WriteLocking::RowsRead => concat!(refresh_token_to_rotate!(), " FOR UPDATE"),
            WriteLocking::WholeDatabase => refresh_token_to_rotate!(),
        }
    }
}

#[async_trait::async_trait]
impl<B, DB> SessionStore for SqlStore<B>
where
    B: Backend<Database = DB>,
    DB: Database<QueryResult: RowsAffected>,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    DB::Arguments: IntoArguments<DB>,
    for<'q> bool: Param<'q, DB> + ColumnValue<DB>,
    for<'n> &'n str: ColumnIndex<DB::Row> + Param<'n, DB>,
    for<'q> Uuid: Param<'q, DB> + ColumnValue<DB>,
    for<'q> DateTime<Utc>: Param<'q, DB> + ColumnValue<DB>,
    String: ColumnValue<DB>,
    // What writing the inviters' and invitees' notifications needs.
    for<'a> Option<&'a str>: Param<'a, DB>,
    for<'q> i32: Param<'q, DB> + ColumnValue<DB>,
    for<'q> i64: Param<'q, DB> + ColumnValue<DB>,
    for<'q> Option<DateTime<Utc>>: Param<'q, DB>,
    for<'a> Json<&'a NotificationData>: Param<'a, DB>,
{
    async fn create_session(&self, user_id: Uuid, first: NewRefreshToken<'_>) -> StoreResult<Uuid> {
        let session_id = Uuid::new_v4();
        let now = now();
        let mut tx = self.pool.begin().await?;
        sqlx::query("INSERT INTO sessions (id, user_id, created_at) VALUES ($1, $2, $3)")
            .bind(session_id)
            .bind(user_id)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        insert_refresh_token(&mut tx, session_id, first, now).await?;
        tx.commit().await?;
        Ok(session_id)
    }

    async fn rotate_refresh_token(
        &self,
        presented: &str,
        next: NewRefreshToken<'_>,
        now: DateTime<Utc>,
    ) -> StoreResult<Rotation> {
        let mut tx = self.pool.begin_with(B::WRITE_LOCKING.begin()).await?;
        let Some(token) = sqlx::query(B::WRITE_LOCKING.select_refresh_token())
            .bind(presented)
            .fetch_optional(&mut *tx)
            .await?
        else {
            return Ok(Rotation::Unknown);
        };
        let session_id: Uuid = token.try_get("session_id")?;
        if token
            .try_get::<Option<DateTime<Utc>>, _>("revoked_at")?
            .is_some()
        {
            return Ok(Rotation::SessionEnded);
        }
        if token
            .try_get::<Option<DateTime<Utc>>, _>("used_at")?
            .is_some()
        {
            // Whoever presents a used token got it from somewhere: end the session for everyone
            // holding one of its tokens, the thief and the owner alike.
            let mut ending = self.ending_sessions();
            revoke_session(&mut tx, session_id, now).await?;
            ending.ended([session_id]);
            tx.commit().await?;
            ending.committed();
            return Ok(Rotation::Reused);
        }
        if token.try_get::<DateTime<Utc>, _>("expires_at")? <= now {
            return Ok(Rotation::Expired);
        }
        sqlx::query("UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1")
            .bind(presented)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        insert_refresh_token(&mut tx, session_id, next, now).await?;
        // Tokens past their lifetime are refused whatever they say; keeping them would only grow
        // the table with every refresh.
        sqlx::query("DELETE FROM refresh_tokens WHERE session_id = $1 AND expires_at < $2")
            .bind(session_id)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        let user_id = token.try_get("user_id")?;
        tx.commit().await?;
        Ok(Rotation::Rotated {
            session_id,
            user_id,
        })
    }

    async fn end_session_of(&self, presented: &str) -> StoreResult<bool> {
        let row = sqlx::query("SELECT session_id FROM refresh_tokens WHERE token_hash = $1")
            .bind(presented)
            .fetch_optional(&self.pool)
            .await?;
        let Some(row) = row else {
            return Ok(false);
        };
        let session_id = row.try_get::<Uuid, _>("session_id")?;
        let mut ending = self.ending_sessions();
        let mut tx = self.pool.begin().await?;
        revoke_session(&mut tx, session_id, now()).await?;
        tx.commit().await?;
        ending.ended([session_id]);
        ending.committed();
        Ok(true)
    }

    async fn prune_sessions(
        &self,
        now: DateTime<Utc>,
        ended_before: DateTime<Utc>,
    ) -> StoreResult<u64> {
        let mut tx = self.pool.begin_with(B::WRITE_LOCKING.begin()).await?;
        // The tokens first, explicitly: no reliance on the foreign key's cascade.
        let condition = "(revoked_at IS NOT NULL AND revoked_at < $2)
            OR NOT EXISTS (SELECT 1 FROM refresh_tokens t
                           WHERE t.session_id = sessions.id AND t.expires_at > $1)";
        sqlx::query(sqlx::AssertSqlSafe(format!(
            "DELETE FROM refresh_tokens WHERE session_id IN (SELECT id FROM sessions WHERE {condition})"
        )))
        .bind(now)
        .bind(ended_before)
        .execute(&mut *tx)
        .await?;
        // A live session pruned (its refresh tokens all expired) is as good as ended.
        let mut ending = self.ending_sessions();
        let pruned = sqlx::query(sqlx::AssertSqlSafe(format!(
            "DELETE FROM sessions WHERE {condition} RETURNING id"
        )))
        .bind(now)
        .bind(ended_before)
        .fetch_all(&mut *tx)
        .await?;
        ending.ended(session_ids(&pruned)?);
        tx.commit().await?;
        ending.committed();
        Ok(pruned.len() as u64)
    }

    async fn end_sessions(&self, user_id: Uuid) -> StoreResult<()> {
        let mut ending = self.ending_sessions();
        let mut tx = self.pool.begin().await?;
        end_sessions_of_user(&mut tx, &mut ending, user_id, now()).await?;
        tx.commit().await?;
        ending.committed();
        Ok(())
    }

    async fn session_is_live(&self, session_id: Uuid, user_id: Uuid) -> StoreResult<bool> {
        // On the hot-path connections: every authenticated request asks.
        let row = loop {
            let mut lease = self.backend.hot().await?;
            let row = sqlx::query(
                "SELECT user_id FROM sessions
                 WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL",
            )
            .bind(session_id)
            .bind(user_id)
            .fetch_optional(lease.connection())
            .await;
            if let Some(row) = lease.release_read(row) {
                break row?;
            }
        };
        Ok(row.is_some())
    }

    async fn change_password(&self, user_id: Uuid, password_hash: &str) -> StoreResult<()> {
        let now = now();
        let mut tx = self.pool.begin().await?;
        sqlx::query("UPDATE users SET password_hash = $2 WHERE id = $1")
            .bind(user_id)
            .bind(password_hash)
            .execute(&mut *tx)
            .await?;
        let mut ending = self.ending_sessions();
        end_sessions_of_user(&mut tx, &mut ending, user_id, now).await?;
        tx.commit().await?;
        ending.committed();
        Ok(())
    }

    async fn delete_user(
        &self,
        user_id: Uuid,
        placeholder: &str,
        now: DateTime<Utc>,
        tell: &TellOfEndedInvitations<'_>,
    ) -> StoreResult<bool> {
        let mut tx = self.pool.begin_with(B::WRITE_LOCKING.begin()).await?;
        let username: Option<String> =
            sqlx::query("SELECT username FROM users WHERE id = $1 AND deleted_at IS NULL")
                .bind(user_id)
                .fetch_optional(&mut *tx)
                .await?
                .map(|row| row.try_get("username"))
                .transpose()?;
        // `!` starts no PHC string, so no password ever verifies against it.
        let deleted = sqlx::query(
            "UPDATE users SET deleted_at = $2, username = $3, password_hash = '!deleted'
             WHERE id = $1 AND deleted_at IS NULL AND bot_level IS NULL",
        )
        .bind(user_id)
        .bind(now)
        .bind(placeholder)
        .execute(&mut *tx)
        .await?;
        if deleted.rows_affected() != 1 {
            return Ok(false);
        }
        let mut ending = self.ending_sessions();
        end_sessions_of_user(&mut tx, &mut ending, user_id, now).await?;
        // Their seats show the placeholder from now on: every instance that cached one of
        // these games reads it again (told once this commits).
        let renamed = sqlx::query(
            "UPDATE games SET seats_revision = seats_revision + 1, lobby_revision = lobby_revision + 1
             WHERE id IN (SELECT game_id FROM seats WHERE user_id = $1) RETURNING id",
        )
        .bind(user_id)
        .fetch_all(&mut *tx)
        .await?
        .iter()
        .map(|row| row.try_get::<Uuid, _>("id"))
        .collect::<Result<Vec<_>, _>>()?;
        // The games their pending invitations are to, locked first (in id order) as a lobby
        // plan locks a game before its invitations: no two of these wait on each other's
        // invitation rows. Their lobby revision moves on, so that a plan made before this
        // (a join that would accept one of these invitations) is decided again.
        if let Some(lock_games) = B::WRITE_LOCKING.lock_games_invited_to() {
            sqlx::query(lock_games)
                .bind(user_id)
                .fetch_all(&mut *tx)
                .await?;
        }
        sqlx::query(
            "UPDATE games SET lobby_revision = lobby_revision + 1 WHERE id IN (
                SELECT game_id FROM invitations
                WHERE status = 'pending' AND (inviter_id = $1 OR invitee_id = $1))",
        )
        .bind(user_id)
        .execute(&mut *tx)
        .await?;
        // The invitations they had not answered are declined, as they could have done it, and
        // each inviter is told as for any decline; those they sent are withdrawn, and each
        // invitee told. Both name them by the placeholder, set above.
        let ended = EndedInvitations {
            declined: Self::end_invitations(
                &mut tx,
                PendingInvitations::To(user_id),
                Ending::Declined,
            )
            .await?,
            withdrawn: Self::end_invitations(
                &mut tx,
                PendingInvitations::From(user_id),
                Ending::Withdrawn,
            )
            .await?,
        };
        let told = tell(&ended);
        let told = Self::write_notifications(&mut tx, &told, now, None).await?;
        // Nothing more is sent to them, and their inbox goes with them. (The counter row stays,
        // so an id is never given twice.)
        // The endpoints first: a recorder writing a delivery row holds its endpoint (see
        // `WriteLocking::lock_endpoint`), so its rows are in before the deliveries go.
        for forget in [
            "DELETE FROM webhooks WHERE user_id = $1",
            "DELETE FROM webhook_deliveries WHERE user_id = $1",
            "DELETE FROM notifications WHERE user_id = $1",
        ] {
            sqlx::query(forget).bind(user_id).execute(&mut *tx).await?;
        }
        // Others' notifications name them by username (who invited, who answered): they show
        // the placeholder from now on, as seats do. (Rare enough to scan for.)
        if let Some(username) = username {
            for rename in B::WRITE_LOCKING.rename_in_notifications() {
                sqlx::query(rename)
                    .bind(username.as_str())
                    .bind(placeholder)
                    .execute(&mut *tx)
                    .await?;
            }
        }
        tx.commit().await?;
        ending.committed();
        self.announce_notifications(&told);
        for game_id in renamed {
            self.announce_change(game_id);
        }
        Ok(true)
    }
}

async fn insert_refresh_token<DB>(
    tx: &mut sqlx::Transaction<'_, DB>,
    session_id: Uuid,
    token: NewRefreshToken<'_>,
    now: DateTime<Utc>,
) -> StoreResult<()>
where
    DB: Database,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    DB::Arguments: IntoArguments<DB>,
    for<'q> bool: Param<'q, DB> + ColumnValue<DB>,
    for<'n> &'n str: Param<'n, DB>,
    for<'q> Uuid: Param<'q, DB>,
    for<'q> DateTime<Utc>: Param<'q, DB>,
{
    sqlx::query(
        "INSERT INTO refresh_tokens (token_hash, session_id, issued_at, expires_at)
         VALUES ($1, $2, $3, $4)",
    )
    .bind(token.hash)
    .bind(session_id)
    .bind(now)
    .bind(token.expires_at)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Ends every live session of person `$1` at `$2`, naming them.
const END_SESSIONS_OF_USER: &str =
    "UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL RETURNING id";

/// The `id` column of `rows`.
fn session_ids<R>(rows: &[R]) -> Result<Vec<Uuid>, sqlx::Error>
where
    R: Row,
    for<'a> &'a str: ColumnIndex<R>,
    Uuid: ColumnValue<R::Database>,
{
    rows.iter().map(|row| row.try_get("id")).collect()
}

/// Ends every live session of `user_id` at `now` in `tx`, noting them in `ending`, and the
/// person's waiting seek with them (on Postgres this waits for a pairing wave holding it, so a
/// person is never seated after their sessions ended).
async fn end_sessions_of_user<DB>(
    tx: &mut sqlx::Transaction<'_, DB>,
    ending: &mut super::EndingSessions<'_>,
    user_id: Uuid,
    now: DateTime<Utc>,
) -> StoreResult<()>
where
    DB: Database,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    DB::Arguments: IntoArguments<DB>,
    for<'q> bool: Param<'q, DB> + ColumnValue<DB>,
    for<'q> Uuid: Param<'q, DB>,
    for<'q> DateTime<Utc>: Param<'q, DB>,
    for<'a> &'a str: ColumnIndex<DB::Row>,
    Uuid: ColumnValue<DB>,
{
    let ended = sqlx::query(END_SESSIONS_OF_USER)
        .bind(user_id)
        .bind(now)
        .fetch_all(&mut **tx)
        .await?;
    ending.ended(session_ids(&ended)?);
    sqlx::query("DELETE FROM seeks WHERE user_id = $1 AND game_id IS NULL")
        .bind(user_id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

async fn revoke_session<DB>(
    tx: &mut sqlx::Transaction<'_, DB>,
    session_id: Uuid,
    now: DateTime<Utc>,
) -> StoreResult<()>
where
    DB: Database,
    for<'c> &'c mut DB::Connection: Executor<'c, Database = DB>,
    DB::Arguments: IntoArguments<DB>,
    for<'q> bool: Param<'q, DB> + ColumnValue<DB>,
    for<'q> Uuid: Param<'q, DB>,
    for<'q> DateTime<Utc>: Param<'q, DB>,
{
    sqlx::query("UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL")
        .bind(session_id)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    // The session's waiting seek ends with it (see `end_sessions_of_user`).
    sqlx::query("DELETE FROM seeks WHERE session_id = $1 AND game_id IS NULL")
        .bind(session_id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}
