//! Invitations that stop being pending for a reason other than their invitee's answer through
//! the API, and the invitation answer's own statement: each is changed and read back in one
//! statement, and returns the notifications that tell the other side, to be written in the same
//! transaction.

use sqlx::{ColumnIndex, Database, Executor, IntoArguments, Row};
use uuid::Uuid;

use super::{ColumnValue, Param, SqlStore};
use crate::store::backend::Backend;
use crate::store::{
    InvitationAnswer, NewNotification, NotificationData, StoreResult, WithdrawalReason,
};

/// Which pending invitations a statement answers or withdraws.
#[derive(Clone, Copy)]
pub(in crate::store) enum PendingInvitations {
    /// The one with this id.
    Id(Uuid),
    /// Every one to a game.
    ToGame(Uuid),
    /// The one to a game addressed to `invitee`.
    ToGameFor { game_id: Uuid, invitee: Uuid },
    /// Every one addressed to a person.
    To(Uuid),
    /// Every one a person sent.
    From(Uuid),
}

impl PendingInvitations {
    /// The condition on `invitations` (with `$1` and `$2` as [`Self::bind`] binds them).
    fn condition(self) -> &'static str {
        match self {
            PendingInvitations::Id(_) => "id = $1",
            PendingInvitations::ToGame(_) => "game_id = $1",
            PendingInvitations::ToGameFor { .. } => "game_id = $1 AND invitee_id = $2",
            PendingInvitations::To(_) => "invitee_id = $1",
            PendingInvitations::From(_) => "inviter_id = $1",
        }
    }

    fn bind<'q, DB: Database>(
        self,
        query: sqlx::query::Query<'q, DB, DB::Arguments>,
    ) -> sqlx::query::Query<'q, DB, DB::Arguments>
    where
        Uuid: Param<'q, DB>,
    {
        match self {
            PendingInvitations::Id(id)
            | PendingInvitations::ToGame(id)
            | PendingInvitations::To(id)
            | PendingInvitations::From(id) => query.bind(id),
            PendingInvitations::ToGameFor { game_id, invitee } => query.bind(game_id).bind(invitee),
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
    String: ColumnValue<DB>,
{
    /// Answers the invitations `which` picks, still pending, with `answer`, and returns what
    /// tells each inviter. Answered and read back in one statement, so one answered or withdrawn
    /// meanwhile is told as what it is. The invitee is named as `users` holds them now (a deleted
    /// account's placeholder already).
    pub(in crate::store) async fn answer_invitations(
        tx: &mut sqlx::Transaction<'_, DB>,
        which: PendingInvitations,
        answer: InvitationAnswer,
    ) -> StoreResult<Vec<NewNotification>> {
        let status = match answer {
            InvitationAnswer::Accepted => "accepted",
            InvitationAnswer::Declined => "declined",
        };
        let statement = format!(
            "UPDATE invitations SET status = '{status}' WHERE status = 'pending' AND {}
             RETURNING id, game_id, inviter_id,
                (SELECT username FROM users WHERE users.id = invitations.invitee_id) AS invitee",
            which.condition()
        );
        let answered = which
            .bind(sqlx::query(sqlx::AssertSqlSafe(statement)))
            .fetch_all(&mut **tx)
            .await?;
        answered
            .iter()
            .map(|invitation| {
                Ok(NewNotification::new(
                    invitation.try_get("inviter_id")?,
                    NotificationData::InvitationAnswered {
                        invitation_id: invitation.try_get("id")?,
                        game_id: invitation.try_get("game_id")?,
                        invitee: invitation.try_get("invitee")?,
                        answer,
                    },
                ))
            })
            .collect()
    }

    /// Withdraws the invitations `which` picks, still pending, for `reason`: deletes them, and
    /// returns what tells each invitee. As [`Self::answer_invitations`], in one statement; the
    /// inviter is named as `users` holds them now.
    pub(in crate::store) async fn withdraw_invitations(
        tx: &mut sqlx::Transaction<'_, DB>,
        which: PendingInvitations,
        reason: WithdrawalReason,
    ) -> StoreResult<Vec<NewNotification>> {
        let statement = format!(
            "DELETE FROM invitations WHERE status = 'pending' AND {}
             RETURNING id, game_id, invitee_id,
                (SELECT username FROM users WHERE users.id = invitations.inviter_id) AS inviter,
                (SELECT game_type FROM games WHERE games.id = invitations.game_id) AS game_type",
            which.condition()
        );
        let withdrawn = which
            .bind(sqlx::query(sqlx::AssertSqlSafe(statement)))
            .fetch_all(&mut **tx)
            .await?;
        withdrawn
            .iter()
            .map(|invitation| {
                Ok(NewNotification::new(
                    invitation.try_get("invitee_id")?,
                    NotificationData::InvitationWithdrawn {
                        invitation_id: invitation.try_get("id")?,
                        game_id: invitation.try_get("game_id")?,
                        game_type: invitation.try_get("game_type")?,
                        inviter: invitation.try_get("inviter")?,
                        reason,
                    },
                ))
            })
            .collect()
    }
}
