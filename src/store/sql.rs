//! The queries both backends share. SQLite understands Postgres's `$N` placeholders, so the SQL
//! is written once; each backend passes in how it takes the write lock on a game (Postgres locks
//! the row with `FOR UPDATE`, SQLite takes the database write lock with `BEGIN IMMEDIATE`).

/// Runs a read on a hot-path connection of `$store` (`$connection` names it in `$query`), once
/// more on a new connection if the first had died while idle (a database restart).
macro_rules! hot_read {
    ($store:expr, |$connection:ident| $query:expr) => {
        loop {
            let mut lease = $store.hot().await?;
            let $connection = lease.connection();
            let result = $query.await;
            if let Some(result) = lease.settle_read(result) {
                break result;
            }
        }
    };
}

/// Implements [`super::Store`] for `$store`, whose field `pool` is a `sqlx::Pool<$db>`.
macro_rules! impl_store {
    (
        $store:ty,
        $db:ty,
        begin_write = $begin:literal,
        lock_game = $lock:literal,
        one_statement_append = $one_statement_append:literal
    ) => {
        #[async_trait::async_trait]
        impl $crate::store::Store for $store {
            fn subscribe(&self) -> tokio::sync::broadcast::Receiver<uuid::Uuid> {
                self.signals.subscribe()
            }

            async fn ping(&self) -> $crate::store::StoreResult<()> {
                sqlx::query("SELECT 1").execute(&self.pool).await?;
                Ok(())
            }

            async fn create_user(
                &self,
                username: &str,
                password_hash: &str,
            ) -> $crate::store::StoreResult<Option<$crate::store::UserRecord>> {
                let user = $crate::store::UserRecord {
                    id: uuid::Uuid::new_v4(),
                    username: username.to_owned(),
                    password_hash: password_hash.to_owned(),
                    created_at: $crate::store::now(),
                };
                let inserted = sqlx::query(
                    "INSERT INTO users (id, username, username_key, password_hash, created_at)
                     VALUES ($1, $2, $3, $4, $5)",
                )
                .bind(user.id)
                .bind(&user.username)
                .bind(user.username.to_lowercase())
                .bind(&user.password_hash)
                .bind(user.created_at)
                .execute(&self.pool)
                .await;
                match inserted {
                    Ok(_) => Ok(Some(user)),
                    Err(sqlx::Error::Database(e)) if e.is_unique_violation() => Ok(None),
                    Err(e) => Err(e.into()),
                }
            }

            async fn user_by_username(
                &self,
                username: &str,
            ) -> $crate::store::StoreResult<Option<$crate::store::UserRecord>> {
                let row = sqlx::query(
                    "SELECT id, username, password_hash, created_at FROM users
                     WHERE username_key = $1",
                )
                .bind(username.to_lowercase())
                .fetch_optional(&self.pool)
                .await?;
                row.map(|r| user_from_row(&r)).transpose()
            }

            async fn user_by_id(
                &self,
                id: uuid::Uuid,
            ) -> $crate::store::StoreResult<Option<$crate::store::UserRecord>> {
                let row = sqlx::query(
                    "SELECT id, username, password_hash, created_at FROM users WHERE id = $1",
                )
                .bind(id)
                .fetch_optional(&self.pool)
                .await?;
                row.map(|r| user_from_row(&r)).transpose()
            }

            async fn create_game(
                &self,
                game: $crate::store::NewGame,
            ) -> $crate::store::StoreResult<$crate::store::GameRecord> {
                let now = $crate::store::now();
                let mut tx = self.pool.begin().await?;
                let full = game.players == 1;
                let status = if full {
                    $crate::store::GameStatus::Active
                } else {
                    $crate::store::GameStatus::Open
                };
                let to_act: &[$crate::engine::Seat] = if full { &game.initial_to_act } else { &[] };
                sqlx::query(
                    "INSERT INTO games (id, game_type, rules_version, players, options, seed,
                        created_by, created_at, status, version, to_act, updated_at,
                        turn_deadline_secs)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, $10, $8, $11)",
                )
                .bind(game.id)
                .bind(&game.game_type)
                .bind(&game.rules_version)
                .bind(game.players as i32)
                .bind(sqlx::types::Json(&game.options))
                .bind(game.seed as i64)
                .bind(game.created_by)
                .bind(now)
                .bind(status.as_str())
                .bind(sqlx::types::Json(to_act))
                .bind(game.turn_deadline_secs)
                .execute(&mut *tx)
                .await?;
                sqlx::query(
                    "INSERT INTO seats (game_id, seat, user_id, joined_at) VALUES ($1, $2, $3, $4)",
                )
                .bind(game.id)
                .bind(i32::from(game.creator_seat.0))
                .bind(game.created_by)
                .bind(now)
                .execute(&mut *tx)
                .await?;
                tx.commit().await?;
                Ok(self
                    .game(game.id)
                    .await?
                    .expect("the game was just created"))
            }

            async fn join_game(
                &self,
                game_id: uuid::Uuid,
                seat: $crate::engine::Seat,
                user_id: uuid::Uuid,
                initial_to_act: &[$crate::engine::Seat],
            ) -> $crate::store::StoreResult<$crate::store::JoinOutcome> {
                use sqlx::Row;
                use $crate::store::JoinOutcome;
                let (mut tx, game) = self.lock_game(game_id).await?;
                let Some(game) = game else {
                    return Ok(JoinOutcome::NotFound);
                };
                if game.try_get::<String, _>("status")? != "open" {
                    return Ok(JoinOutcome::NotOpen);
                }
                let players: i32 = game.try_get("players")?;
                let seated = sqlx::query("SELECT seat, user_id FROM seats WHERE game_id = $1")
                    .bind(game_id)
                    .fetch_all(&mut *tx)
                    .await?;
                for row in &seated {
                    if row.try_get::<uuid::Uuid, _>("user_id")? == user_id {
                        return Ok(JoinOutcome::AlreadySeated);
                    }
                    if row.try_get::<i32, _>("seat")? == i32::from(seat.0) {
                        return Ok(JoinOutcome::SeatTaken);
                    }
                }
                let now = $crate::store::now();
                sqlx::query(
                    "INSERT INTO seats (game_id, seat, user_id, joined_at) VALUES ($1, $2, $3, $4)",
                )
                .bind(game_id)
                .bind(i32::from(seat.0))
                .bind(user_id)
                .bind(now)
                .execute(&mut *tx)
                .await?;
                let status = if seated.len() + 1 == players as usize {
                    "active"
                } else {
                    "open"
                };
                let to_act: &[$crate::engine::Seat] = if status == "active" {
                    initial_to_act
                } else {
                    &[]
                };
                let deadline_secs: Option<i64> = game.try_get("turn_deadline_secs")?;
                let deadline_at = deadline_secs
                    .filter(|_| status == "active")
                    .map(|secs| now + chrono::Duration::seconds(secs));
                sqlx::query(
                    "UPDATE games SET status = $2, to_act = $3, to_act_mask = $5,
                        deadline_at = $6, updated_at = $4 WHERE id = $1",
                )
                .bind(game_id)
                .bind(status)
                .bind(sqlx::types::Json(to_act))
                .bind(now)
                .bind($crate::store::seat_mask(to_act))
                .bind(deadline_at)
                .execute(&mut *tx)
                .await?;
                tx.commit().await?;
                Ok(JoinOutcome::Joined)
            }

            async fn game_without_seats(
                &self,
                id: uuid::Uuid,
            ) -> $crate::store::StoreResult<Option<$crate::store::GameRecord>> {
                let row = $crate::store::sql::hot_read!(self, |connection| sqlx::query(concat!(
                    $crate::store::sql::GAME_COLUMNS!(),
                    " WHERE id = $1"
                ))
                .bind(id)
                .fetch_optional(connection))?;
                row.map(|row| game_from_row(&row)).transpose()
            }

            async fn game(
                &self,
                id: uuid::Uuid,
            ) -> $crate::store::StoreResult<Option<$crate::store::GameRecord>> {
                match self.game_without_seats(id).await? {
                    Some(game) => Ok(Some(self.with_seats(game).await?)),
                    None => Ok(None),
                }
            }

            async fn list_games(
                &self,
                filter: &$crate::store::GameFilter,
            ) -> $crate::store::StoreResult<Vec<$crate::store::GameRecord>> {
                let rows = sqlx::query(concat!(
                    $crate::store::sql::GAME_COLUMNS!(),
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

            async fn events(
                &self,
                game_id: uuid::Uuid,
                after: i64,
            ) -> $crate::store::StoreResult<Vec<$crate::store::EventRecord>> {
                use sqlx::Row;
                let rows = $crate::store::sql::hot_read!(self, |connection| sqlx::query(
                    "SELECT seq, entry, idempotency_key, created_at FROM game_events
                     WHERE game_id = $1 AND seq > $2 ORDER BY seq",
                )
                .bind(game_id)
                .bind(after)
                .fetch_all(connection))?;
                rows.iter()
                    .map(|row| {
                        let entry: sqlx::types::Json<$crate::engine::matches::LogEntry> =
                            row.try_get("entry")?;
                        Ok($crate::store::EventRecord {
                            seq: row.try_get("seq")?,
                            entry: entry.0,
                            idempotency_key: row.try_get("idempotency_key")?,
                            created_at: row.try_get("created_at")?,
                        })
                    })
                    .collect()
            }

            async fn append_event(
                &self,
                event: $crate::store::NewEvent<'_>,
            ) -> $crate::store::StoreResult<$crate::store::AppendOutcome> {
                use $crate::store::AppendOutcome;
                let now = $crate::store::now();
                let finished = event.projection.status == $crate::store::GameStatus::Finished;
                if !$one_statement_append.is_empty() && !finished {
                    // One round trip instead of four: the guarded update and the insert commit
                    // or fail together, and an append that lost the race inserts nothing.
                    let mut lease = self.hot().await?;
                    let appended = sqlx::query($one_statement_append)
                        .bind(event.game_id)
                        .bind(event.seq)
                        .bind(sqlx::types::Json(event.entry))
                        .bind(event.idempotency_key)
                        .bind(event.user_id)
                        .bind(now)
                        .bind(event.projection.status.as_str())
                        .bind(sqlx::types::Json(&event.projection.to_act))
                        .bind($crate::store::seat_mask(&event.projection.to_act))
                        .bind(event.projection.deadline_after(now))
                        .execute(lease.connection())
                        .await;
                    return match lease.settle(appended) {
                        Ok(done) if done.rows_affected() == 1 => {
                            let _ = self.signals.send(event.game_id);
                            self.notify_other_instances(event.game_id);
                            Ok(AppendOutcome::Appended { at: now })
                        }
                        Ok(_) => Ok(AppendOutcome::SeqTaken),
                        Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                            Ok(AppendOutcome::SeqTaken)
                        }
                        Err(e) => Err(e.into()),
                    };
                }
                let mut tx = self.pool.begin_with($begin).await?;
                // The games row first, then the event: the same lock order as the one-statement
                // append, so the two paths never deadlock on each other.
                let updated = sqlx::query(
                    "UPDATE games SET version = $2, status = $3, to_act = $4, result = $5,
                        updated_at = $6, ended_at = $7, to_act_mask = $8, deadline_at = $9
                     WHERE id = $1 AND version = $2 - 1",
                )
                .bind(event.game_id)
                .bind(event.seq)
                .bind(event.projection.status.as_str())
                .bind(sqlx::types::Json(&event.projection.to_act))
                .bind(event.projection.result.as_ref().map(sqlx::types::Json))
                .bind(now)
                .bind(finished.then_some(now))
                .bind($crate::store::seat_mask(&event.projection.to_act))
                .bind(event.projection.deadline_after(now))
                .execute(&mut *tx)
                .await?;
                if updated.rows_affected() != 1 {
                    // Another writer moved the game on first.
                    return Ok(AppendOutcome::SeqTaken);
                }
                let inserted = sqlx::query(
                    "INSERT INTO game_events
                        (game_id, seq, entry, idempotency_key, user_id, created_at)
                     VALUES ($1, $2, $3, $4, $5, $6)",
                )
                .bind(event.game_id)
                .bind(event.seq)
                .bind(sqlx::types::Json(event.entry))
                .bind(event.idempotency_key)
                .bind(event.user_id)
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
                tx.commit().await?;
                // No receiver is fine: nobody is streaming this game on this instance.
                let _ = self.signals.send(event.game_id);
                self.notify_other_instances(event.game_id);
                Ok(AppendOutcome::Appended { at: now })
            }

            async fn seq_for_idempotency_key(
                &self,
                game_id: uuid::Uuid,
                key: &str,
            ) -> $crate::store::StoreResult<Option<i64>> {
                Ok($crate::store::sql::hot_read!(self, |connection| sqlx::query_scalar(
                    "SELECT seq FROM game_events WHERE game_id = $1 AND idempotency_key = $2",
                )
                .bind(game_id)
                .bind(key)
                .fetch_optional(connection))?)
            }
        }

        impl $store {
            /// A write transaction holding the lock on one game, and the game's row (`None` when
            /// there is no such game).
            async fn lock_game(
                &self,
                game_id: uuid::Uuid,
            ) -> $crate::store::StoreResult<(
                sqlx::Transaction<'static, $db>,
                Option<<$db as sqlx::Database>::Row>,
            )> {
                let mut tx = self.pool.begin_with($begin).await?;
                let game = sqlx::query(concat!(
                    "SELECT status, players, created_by, turn_deadline_secs FROM games WHERE id = $1",
                    $lock
                ))
                .bind(game_id)
                .fetch_optional(&mut *tx)
                .await?;
                Ok((tx, game))
            }

            /// Each seat's outcome and the players' ratings, in the transaction that ends the
            /// game, so a finished game and its rating changes are never seen apart.
            async fn record_results(
                tx: &mut sqlx::Transaction<'_, $db>,
                game_id: uuid::Uuid,
                results: &[$crate::store::SeatResult],
                now: chrono::DateTime<chrono::Utc>,
            ) -> $crate::store::StoreResult<()> {
                use sqlx::Row;
                let game_type: String = sqlx::query_scalar("SELECT game_type FROM games WHERE id = $1")
                    .bind(game_id)
                    .fetch_one(&mut **tx)
                    .await?;
                let mut rated = Vec::new();
                for result in results {
                    sqlx::query("UPDATE seats SET outcome = $3 WHERE game_id = $1 AND seat = $2")
                        .bind(game_id)
                        .bind(i32::from(result.seat.0))
                        .bind(result.outcome.as_str())
                        .execute(&mut **tx)
                        .await?;
                    let user_id: uuid::Uuid =
                        sqlx::query_scalar("SELECT user_id FROM seats WHERE game_id = $1 AND seat = $2")
                            .bind(game_id)
                            .bind(i32::from(result.seat.0))
                            .fetch_one(&mut **tx)
                            .await?;
                    rated.push((user_id, *result));
                }
                // A fixed lock order, so two games ending together never deadlock on ratings.
                rated.sort_by_key(|(user_id, _)| *user_id);
                let mut seats = Vec::new();
                for (user_id, result) in &rated {
                    let row = sqlx::query(concat!(
                        "SELECT rating FROM ratings WHERE user_id = $1 AND game_type = $2",
                        $lock
                    ))
                    .bind(user_id)
                    .bind(&game_type)
                    .fetch_optional(&mut **tx)
                    .await?;
                    let rating = match row {
                        Some(row) => row.try_get::<f64, _>("rating")?,
                        None => $crate::ratings::INITIAL_RATING,
                    };
                    seats.push($crate::ratings::RatedSeat {
                        side: result.side,
                        won: result.outcome == $crate::store::SeatOutcome::Win,
                        rating,
                    });
                }
                let changes = $crate::ratings::rating_changes(&seats);
                for (((user_id, result), seat), change) in rated.iter().zip(&seats).zip(changes) {
                    let (win, loss, draw) = match result.outcome {
                        $crate::store::SeatOutcome::Win => (1, 0, 0),
                        $crate::store::SeatOutcome::Loss => (0, 1, 0),
                        $crate::store::SeatOutcome::Draw => (0, 0, 1),
                    };
                    sqlx::query(
                        "INSERT INTO ratings
                            (user_id, game_type, rating, games, wins, losses, draws, updated_at)
                         VALUES ($1, $2, $3, 1, $4, $5, $6, $7)
                         ON CONFLICT (user_id, game_type) DO UPDATE SET
                            rating = ratings.rating + $8,
                            games = ratings.games + 1,
                            wins = ratings.wins + excluded.wins,
                            losses = ratings.losses + excluded.losses,
                            draws = ratings.draws + excluded.draws,
                            updated_at = excluded.updated_at",
                    )
                    .bind(user_id)
                    .bind(&game_type)
                    .bind(seat.rating + change)
                    .bind(win as i64)
                    .bind(loss as i64)
                    .bind(draw as i64)
                    .bind(now)
                    // Added to the stored rating rather than overwriting it, so two first games
                    // finishing together (no row to lock yet) both count.
                    .bind(change)
                    .execute(&mut **tx)
                    .await?;
                }
                Ok(())
            }

            async fn games_with_seats(
                &self,
                rows: &[<$db as sqlx::Database>::Row],
            ) -> $crate::store::StoreResult<Vec<$crate::store::GameRecord>> {
                let mut games = Vec::with_capacity(rows.len());
                for row in rows {
                    games.push(self.with_seats(game_from_row(row)?).await?);
                }
                Ok(games)
            }

            async fn with_seats(
                &self,
                mut game: $crate::store::GameRecord,
            ) -> $crate::store::StoreResult<$crate::store::GameRecord> {
                use sqlx::Row;
                let rows = sqlx::query(
                    "SELECT s.seat, s.user_id, s.outcome, u.username FROM seats s
                     JOIN users u ON u.id = s.user_id WHERE s.game_id = $1 ORDER BY s.seat",
                )
                .bind(game.id)
                .fetch_all(&self.pool)
                .await?;
                game.seats = rows
                    .iter()
                    .map(|row| {
                        Ok($crate::store::SeatRecord {
                            seat: $crate::engine::Seat(row.try_get::<i32, _>("seat")? as u8),
                            user_id: row.try_get("user_id")?,
                            username: row.try_get("username")?,
                            outcome: row
                                .try_get::<Option<String>, _>("outcome")?
                                .as_deref()
                                .and_then($crate::store::SeatOutcome::parse),
                        })
                    })
                    .collect::<Result<_, $crate::store::StoreError>>()?;
                Ok(game)
            }
        }

        fn user_from_row(
            row: &<$db as sqlx::Database>::Row,
        ) -> $crate::store::StoreResult<$crate::store::UserRecord> {
            use sqlx::Row;
            Ok($crate::store::UserRecord {
                id: row.try_get("id")?,
                username: row.try_get("username")?,
                password_hash: row.try_get("password_hash")?,
                created_at: row.try_get("created_at")?,
            })
        }

        fn game_from_row(
            row: &<$db as sqlx::Database>::Row,
        ) -> $crate::store::StoreResult<$crate::store::GameRecord> {
            use sqlx::Row;
            let status: String = row.try_get("status")?;
            let options: sqlx::types::Json<serde_json::Value> = row.try_get("options")?;
            let to_act: sqlx::types::Json<Vec<$crate::engine::Seat>> = row.try_get("to_act")?;
            let result: Option<sqlx::types::Json<serde_json::Value>> = row.try_get("result")?;
            Ok($crate::store::GameRecord {
                id: row.try_get("id")?,
                game_type: row.try_get("game_type")?,
                rules_version: row.try_get("rules_version")?,
                players: row.try_get::<i32, _>("players")? as usize,
                options: options.0,
                seed: row.try_get::<i64, _>("seed")? as u64,
                created_by: row.try_get("created_by")?,
                created_at: row.try_get("created_at")?,
                status: $crate::store::GameStatus::parse(&status).ok_or_else(|| {
                    $crate::store::StoreError::Other(anyhow::anyhow!("unknown game status {status}"))
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
            })
        }
    };
}

macro_rules! GAME_COLUMNS {
    () => {
        "SELECT list_order, id, game_type, rules_version, players, options, seed, created_by,
            created_at, status, version, to_act, result, updated_at, ended_at,
            turn_deadline_secs, deadline_at FROM games"
    };
}

pub(crate) use GAME_COLUMNS;
pub(crate) use hot_read;
pub(crate) use impl_store;
