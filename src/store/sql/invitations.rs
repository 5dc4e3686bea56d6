//! A deleted account's pending invitations: those addressed to them are declined and those they
//! sent withdrawn, each changed and read back in one statement, for the service to say what that
//! tells the other side (written in the same transaction). Every other change to an invitation
//! is a lobby plan, decided in `service::lobby_plans`.

use crate::domain::InvitationStatus;
use sqlx::{ColumnIndex, Database, Executor, IntoArguments, Row};
use uuid::Uuid;

use super::{ColumnValue, Param, SqlStore};
use crate::store::backend::Backend;
use crate::store::{EndedInvitation, LobbyInvitation, StoreResult};

/// Which pending invitations a statement answers or withdraws.
#[derive(Clone, Copy)]
pub(in crate::store) enum PendingInvitations {
    /// Every one addressed to a person.
    To(Uuid),
    /// Every one a person sent.
    From(Uuid),
}

impl PendingInvitations {
    /// The condition on `invitations` (with `$1` and `$2` as [`Self::bind`] binds them).
    fn condition(self) -> &'static str {
        match self {
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
            PendingInvitations::To(id) | PendingInvitations::From(id) => query.bind(id),
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
    /// Declines the pending invitations `which` picks (an invitee's, as if they had declined
    /// them), or withdraws them (deletes them), in one statement, and returns them as they were,
    /// each party named as `users` holds them now (a deleted account's placeholder already).
    pub(in crate::store) async fn end_invitations(
        tx: &mut sqlx::Transaction<'_, DB>,
        which: PendingInvitations,
        how: Ending,
    ) -> StoreResult<Vec<EndedInvitation>> {
        let change = match how {
            Ending::Declined => "UPDATE invitations SET status = 'declined'",
            Ending::Withdrawn => "DELETE FROM invitations",
        };
        let statement = format!(
            "{change} WHERE status = 'pending' AND {}
             RETURNING id, game_id, inviter_id, invitee_id,
                (SELECT username FROM users WHERE users.id = invitations.inviter_id) AS inviter,
                (SELECT username FROM users WHERE users.id = invitations.invitee_id) AS invitee,
                (SELECT game_type FROM games WHERE games.id = invitations.game_id) AS game_type",
            which.condition()
        );
        let ended = which
            .bind(sqlx::query(sqlx::AssertSqlSafe(statement)))
            .fetch_all(&mut **tx)
            .await?;
        ended
            .iter()
            .map(|row| {
                Ok(EndedInvitation {
                    invitation: LobbyInvitation {
                        id: row.try_get("id")?,
                        inviter_id: row.try_get("inviter_id")?,
                        inviter: row.try_get("inviter")?,
                        invitee_id: row.try_get("invitee_id")?,
                        invitee: row.try_get("invitee")?,
                        status: InvitationStatus::Pending,
                    },
                    game_id: row.try_get("game_id")?,
                    game_type: row.try_get("game_type")?,
                })
            })
            .collect()
    }
}

/// How [`SqlStore::end_invitations`] ends them.
#[derive(Clone, Copy)]
pub(in crate::store) enum Ending {
    Declined,
    Withdrawn,
}
