//! [`LobbyStore`] on any [`Backend`]: open games' snapshots and the lobby plans that change them,
//! invitations, history, ratings and turn deadlines.

use crate::domain::{HistoryFilter, InvitationAnswer, InvitationStatus, NotificationData};
use chrono::{DateTime, Utc};
use sqlx::types::Json;
use sqlx::{ColumnIndex, Database, Executor, IntoArguments, Row};
use uuid::Uuid;

use super::{ColumnValue, Param, SqlStore, game_columns, glicko_from_row};
use crate::engine::Seat;
use crate::store::backend::{Backend, RowsAffected};
use crate::store::{
    ComputerAccount, GameChange, GameRecord, InvitationRecord, InviteLinkRecord, LeaderRecord,
    LobbyApplied, LobbyInvitation, LobbyPlan, LobbySnapshot, LobbyStore, RatingRecord,
    RematchAnswer, StoreError, StoreResult, TurnRecord, computer_level, seat_mask,
};

macro_rules! invitation_columns {
    () => {
        "SELECT i.id, i.game_id, i.invitee_id, i.status, i.created_at,
            inviter.username AS inviter, invitee.username AS invitee,
            g.game_type, g.players
         FROM invitations i
         JOIN games g ON g.id = i.game_id
         JOIN users inviter ON inviter.id = i.inviter_id
         JOIN users invitee ON invitee.id = i.invitee_id"
    };
}

#[async_trait::async_trait]
impl<B, DB> LobbyStore for SqlStore<B>
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
    for<'q> i64: Param<'q, DB> + ColumnValue<DB>,
    for<'q> Option<i64>: Param<'q, DB>,
    for<'q> f64: Param<'q, DB> + ColumnValue<DB>,
    for<'q> DateTime<Utc>: Param<'q, DB> + ColumnValue<DB>,
    for<'q> Option<DateTime<Utc>>: Param<'q, DB>,
    String: ColumnValue<DB>,
    Json<serde_json::Value>: ColumnValue<DB>,
    Json<Vec<Seat>>: ColumnValue<DB>,
    for<'a> Json<&'a [Seat]>: Param<'a, DB>,
    for<'a> Json<&'a NotificationData>: Param<'a, DB>,
{
    async fn lobby_snapshot(&self, game_id: Uuid) -> StoreResult<Option<LobbySnapshot>> {
        // The revision first: whatever the reads below see is at least as new, so a plan made
        // from them is refused if anything changed after the revision was read.
        let Some(revision) = sqlx::query("SELECT lobby_revision FROM games WHERE id = $1")
            .bind(game_id)
            .fetch_optional(&self.pool)
            .await?
        else {
            return Ok(None);
        };
        let revision: i64 = revision.try_get("lobby_revision")?;
        let Some(row) = sqlx::query(concat!(game_columns!(), " WHERE id = $1"))
            .bind(game_id)
            .fetch_optional(&self.pool)
            .await?
        else {
            return Ok(None);
        };
        let game = self.with_seats(Self::game_from_row(&row)?).await?;
        let invitations = sqlx::query(
            "SELECT i.id, i.inviter_id, i.invitee_id, i.status,
                inviter.username AS inviter, invitee.username AS invitee
             FROM invitations i
             JOIN users inviter ON inviter.id = i.inviter_id
             JOIN users invitee ON invitee.id = i.invitee_id
             WHERE i.game_id = $1 ORDER BY i.created_at, i.id",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|row| {
            let status: String = row.try_get("status")?;
            Ok(LobbyInvitation {
                id: row.try_get("id")?,
                inviter_id: row.try_get("inviter_id")?,
                inviter: row.try_get("inviter")?,
                invitee_id: row.try_get("invitee_id")?,
                invitee: row.try_get("invitee")?,
                status: InvitationStatus::parse(&status).ok_or_else(|| {
                    StoreError::Other(anyhow::anyhow!("unknown invitation status {status}"))
                })?,
            })
        })
        .collect::<StoreResult<_>>()?;
        Ok(Some(LobbySnapshot {
            game,
            revision,
            invitations,
        }))
    }

    async fn apply_lobby_plan(&self, plan: &LobbyPlan) -> StoreResult<LobbyApplied> {
        let mut tx = self.pool.begin_with(B::WRITE_LOCKING.begin()).await?;
        // The guard, and the game's row locked until the end (so that two plans made from one
        // revision cannot both pass it).
        let statement = match &plan.game_change {
            None => {
                "UPDATE games SET lobby_revision = lobby_revision + 1, updated_at = $3
                 WHERE id = $1 AND lobby_revision = $2"
            }
            Some(GameChange::Start(_)) => {
                "UPDATE games SET lobby_revision = lobby_revision + 1, updated_at = $3,
                    status = 'active', to_act = $4, to_act_mask = $5, deadline_at = $6
                 WHERE id = $1 AND lobby_revision = $2"
            }
            Some(GameChange::Cancel) => {
                "UPDATE games SET lobby_revision = lobby_revision + 1, updated_at = $3,
                    status = 'cancelled', ended_at = $3
                 WHERE id = $1 AND lobby_revision = $2"
            }
        };
        let mut guarded = sqlx::query(statement)
            .bind(plan.game_id)
            .bind(plan.expected_revision)
            .bind(plan.at);
        if let Some(GameChange::Start(start)) = &plan.game_change {
            guarded = guarded
                .bind(Json(start.to_act.as_slice()))
                .bind(seat_mask(&start.to_act))
                .bind(start.deadline_at);
        }
        let guarded = guarded.execute(&mut *tx).await?;
        if guarded.rows_affected() != 1 {
            return Ok(LobbyApplied::Stale);
        }
        if let Some((seat, user_id)) = plan.seat_taken {
            super::insert_seat(&mut tx, plan.game_id, seat, user_id, plan.at).await?;
        }
        if let Some(user_id) = plan.seat_given_up {
            sqlx::query("DELETE FROM seats WHERE game_id = $1 AND user_id = $2")
                .bind(plan.game_id)
                .bind(user_id)
                .execute(&mut *tx)
                .await?;
        }
        if let Some(invitation) = &plan.invitation_written {
            sqlx::query(
                "INSERT INTO invitations
                    (id, game_id, inviter_id, invitee_id, status, created_at)
                 VALUES ($1, $2, $3, $4, 'pending', $5)",
            )
            .bind(invitation.id)
            .bind(plan.game_id)
            .bind(invitation.inviter_id)
            .bind(invitation.invitee_id)
            .bind(plan.at)
            .execute(&mut *tx)
            .await?;
        }
        for &(id, answer) in &plan.invitations_answered {
            let status = match answer {
                InvitationAnswer::Accepted => InvitationStatus::Accepted,
                InvitationAnswer::Declined => InvitationStatus::Declined,
            };
            sqlx::query("UPDATE invitations SET status = $2 WHERE id = $1 AND status = 'pending'")
                .bind(id)
                .bind(status.as_str())
                .execute(&mut *tx)
                .await?;
        }
        for &id in &plan.invitations_withdrawn {
            sqlx::query("DELETE FROM invitations WHERE id = $1 AND status = 'pending'")
                .bind(id)
                .execute(&mut *tx)
                .await?;
        }
        let written = Self::write_notifications(
            &mut tx,
            &plan.notifications,
            plan.at,
            plan.lease_deliveries_until,
        )
        .await?;
        tx.commit().await?;
        self.announce_notifications(&written);
        Ok(LobbyApplied::Applied {
            deliveries: written.deliveries,
        })
    }

    async fn invitation(&self, id: Uuid) -> StoreResult<Option<InvitationRecord>> {
        let row = sqlx::query(concat!(invitation_columns!(), " WHERE i.id = $1"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        row.map(|r| invitation_from_row(&r)).transpose()
    }

    async fn invitations_for(
        &self,
        invitee_id: Uuid,
        status: InvitationStatus,
    ) -> StoreResult<Vec<InvitationRecord>> {
        let rows = sqlx::query(concat!(
            invitation_columns!(),
            " WHERE i.invitee_id = $1 AND i.status = $2 ORDER BY i.created_at DESC"
        ))
        .bind(invitee_id)
        .bind(status.as_str())
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(invitation_from_row).collect()
    }

    async fn history(&self, user_id: Uuid, filter: &HistoryFilter) -> StoreResult<Vec<GameRecord>> {
        let rows = sqlx::query(concat!(
            game_columns!(),
            " JOIN seats s ON s.game_id = games.id
              WHERE s.user_id = $1
                AND ($2 IS NULL OR games.game_type = $2)
                AND ($3 IS NULL OR games.status = $3)
                AND ($4 IS NULL OR s.outcome = $4)
                AND ($5 IS NULL OR games.list_order < $5)
                AND ($6 = 0 OR ((games.to_act_mask >> s.seat) & 1) = 1)
              ORDER BY games.list_order DESC LIMIT $7"
        ))
        .bind(user_id)
        .bind(filter.game_type.as_deref())
        .bind(filter.status.map(|s| s.as_str()))
        .bind(filter.outcome.map(|o| o.as_str()))
        .bind(filter.before)
        .bind(i64::from(filter.awaiting_move))
        .bind(filter.limit)
        .fetch_all(&self.pool)
        .await?;
        self.games_with_seats(&rows).await
    }

    async fn ratings(&self, user_id: Uuid) -> StoreResult<Vec<RatingRecord>> {
        let rows = sqlx::query(
            "SELECT game_type, rating, deviation, volatility, updated_at, games, wins, losses,
                draws FROM ratings
             WHERE user_id = $1 AND games > 0 ORDER BY game_type",
        )
        .bind(user_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(RatingRecord {
                    game_type: row.try_get("game_type")?,
                    rating: glicko_from_row(row)?,
                    rated_at: row.try_get("updated_at")?,
                    games: row.try_get("games")?,
                    wins: row.try_get("wins")?,
                    losses: row.try_get("losses")?,
                    draws: row.try_get("draws")?,
                })
            })
            .collect()
    }

    async fn turns(&self, user_id: Uuid, limit: i64) -> StoreResult<Vec<TurnRecord>> {
        let rows = sqlx::query(
            "SELECT g.id, g.game_type, g.version, g.deadline_at FROM games g
             JOIN seats s ON s.game_id = g.id
             WHERE s.user_id = $1 AND g.status = 'active' AND ((g.to_act_mask >> s.seat) & 1) = 1
             ORDER BY g.list_order DESC LIMIT $2",
        )
        .bind(user_id)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(TurnRecord {
                    game_id: row.try_get("id")?,
                    game_type: row.try_get("game_type")?,
                    version: row.try_get("version")?,
                    deadline_at: row.try_get("deadline_at")?,
                })
            })
            .collect()
    }

    async fn invite_link(
        &self,
        game_id: Uuid,
        token: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<InviteLinkRecord> {
        // One statement each, no transaction: a second request racing the first finds its row
        // (the insert waits for the first's commit on the key) and answers with it.
        sqlx::query(
            "INSERT INTO invite_links (game_id, token, created_at) VALUES ($1, $2, $3)
             ON CONFLICT (game_id) DO NOTHING",
        )
        .bind(game_id)
        .bind(token)
        .bind(at)
        .execute(&self.pool)
        .await?;
        let row =
            sqlx::query("SELECT game_id, token, created_at FROM invite_links WHERE game_id = $1")
                .bind(game_id)
                .fetch_one(&self.pool)
                .await?;
        invite_link_from_row(&row)
    }

    async fn answer_rematch(
        &self,
        game_id: Uuid,
        user_id: Uuid,
        accepted: bool,
        at: DateTime<Utc>,
    ) -> StoreResult<()> {
        sqlx::query(
            "INSERT INTO rematch_answers (game_id, user_id, answer, answered_at)
             VALUES ($1, $2, $3, $4)
             ON CONFLICT (game_id, user_id) DO UPDATE
                SET answer = excluded.answer, answered_at = excluded.answered_at",
        )
        .bind(game_id)
        .bind(user_id)
        .bind(if accepted { "accepted" } else { "declined" })
        .bind(at)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    async fn rematch_answers(&self, game_id: Uuid) -> StoreResult<Vec<RematchAnswer>> {
        let rows = sqlx::query(
            "SELECT user_id, answer, answered_at FROM rematch_answers WHERE game_id = $1
             ORDER BY answered_at, user_id",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(RematchAnswer {
                    user_id: row.try_get("user_id")?,
                    accepted: row.try_get::<String, _>("answer")? == "accepted",
                    answered_at: row.try_get("answered_at")?,
                })
            })
            .collect()
    }

    async fn rematch_game(&self, game_id: Uuid) -> StoreResult<Option<Uuid>> {
        let row = sqlx::query("SELECT id FROM games WHERE rematch_of = $1")
            .bind(game_id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|row| row.try_get("id")).transpose()?)
    }

    async fn revoke_invite_link(&self, game_id: Uuid) -> StoreResult<bool> {
        let deleted = sqlx::query("DELETE FROM invite_links WHERE game_id = $1")
            .bind(game_id)
            .execute(&self.pool)
            .await?;
        Ok(deleted.rows_affected() > 0)
    }

    async fn invite_link_by_token(&self, token: &str) -> StoreResult<Option<InviteLinkRecord>> {
        let row =
            sqlx::query("SELECT game_id, token, created_at FROM invite_links WHERE token = $1")
                .bind(token)
                .fetch_optional(&self.pool)
                .await?;
        row.as_ref().map(invite_link_from_row).transpose()
    }

    async fn leaderboard(
        &self,
        game_type: &str,
        min_games: i64,
        active_since: DateTime<Utc>,
        offset: i64,
        limit: i64,
    ) -> StoreResult<Vec<LeaderRecord>> {
        let rows = sqlx::query(
            "SELECT u.username, r.rating, r.deviation, r.volatility, r.updated_at, r.games
             FROM ratings r JOIN users u ON u.id = r.user_id
             WHERE r.game_type = $1 AND r.games >= $2 AND r.updated_at >= $3
                AND u.bot_level IS NULL AND u.deleted_at IS NULL
             ORDER BY r.rating DESC, u.username_key LIMIT $4 OFFSET $5",
        )
        .bind(game_type)
        .bind(min_games)
        .bind(active_since)
        .bind(limit)
        .bind(offset)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(LeaderRecord {
                    username: row.try_get("username")?,
                    rating: glicko_from_row(row)?,
                    rated_at: row.try_get("updated_at")?,
                    games: row.try_get("games")?,
                })
            })
            .collect()
    }

    async fn overdue_games(&self, now: DateTime<Utc>) -> StoreResult<Vec<Uuid>> {
        let rows = sqlx::query(
            "SELECT id FROM games
             WHERE status = 'active' AND deadline_at IS NOT NULL AND deadline_at < $1
             ORDER BY deadline_at LIMIT 100",
        )
        .bind(now)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(|row| row.try_get("id"))
            .collect::<Result<_, _>>()?)
    }

    async fn computer_accounts(&self) -> StoreResult<Vec<ComputerAccount>> {
        let rows = sqlx::query(
            "SELECT id, bot_level FROM users WHERE bot_level IS NOT NULL ORDER BY username",
        )
        .fetch_all(&self.pool)
        .await?;
        let mut accounts = Vec::new();
        for row in &rows {
            let stored: String = row.try_get("bot_level")?;
            let level = computer_level(&stored).ok_or_else(|| {
                StoreError::Other(anyhow::anyhow!("unknown bot_level {stored:?}"))
            })?;
            accounts.push(ComputerAccount {
                id: row.try_get("id")?,
                level,
            });
        }
        Ok(accounts)
    }

    async fn games_awaiting_computers(&self, before: DateTime<Utc>) -> StoreResult<Vec<Uuid>> {
        let rows = sqlx::query(
            "SELECT DISTINCT g.id, g.updated_at FROM games g
             JOIN seats s ON s.game_id = g.id
             JOIN users u ON u.id = s.user_id
             WHERE g.status = 'active' AND g.updated_at < $1 AND u.bot_level IS NOT NULL
                AND (g.to_act_mask >> s.seat) & 1 = 1
             ORDER BY g.updated_at LIMIT 100",
        )
        .bind(before)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(|row| row.try_get("id"))
            .collect::<Result<_, _>>()?)
    }
}

fn invite_link_from_row<R: Row>(row: &R) -> StoreResult<InviteLinkRecord>
where
    for<'n> &'n str: ColumnIndex<R>,
    Uuid: ColumnValue<R::Database>,
    String: ColumnValue<R::Database>,
    DateTime<Utc>: ColumnValue<R::Database>,
{
    Ok(InviteLinkRecord {
        game_id: row.try_get("game_id")?,
        token: row.try_get("token")?,
        created_at: row.try_get("created_at")?,
    })
}

fn invitation_from_row<R: Row>(row: &R) -> StoreResult<InvitationRecord>
where
    for<'n> &'n str: ColumnIndex<R>,
    Uuid: ColumnValue<R::Database>,
    String: ColumnValue<R::Database>,
    i32: ColumnValue<R::Database>,
    DateTime<Utc>: ColumnValue<R::Database>,
{
    let status: String = row.try_get("status")?;
    Ok(InvitationRecord {
        id: row.try_get("id")?,
        game_id: row.try_get("game_id")?,
        game_type: row.try_get("game_type")?,
        players: row.try_get::<i32, _>("players")? as usize,
        inviter: row.try_get("inviter")?,
        invitee_id: row.try_get("invitee_id")?,
        invitee: row.try_get("invitee")?,
        status: InvitationStatus::parse(&status).ok_or_else(|| {
            StoreError::Other(anyhow::anyhow!("unknown invitation status {status}"))
        })?,
        created_at: row.try_get("created_at")?,
    })
}
