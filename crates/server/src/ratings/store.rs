//! Ratings and game results in the database (migration 0004), the same SQL on SQLite and
//! PostgreSQL: [`write_end!`] records a game's end inside the transaction that stores it,
//! and [`RatingStore`] answers the leaderboard and the profiles.

use sqlx::Row;

use super::{PROVISIONAL_DEVIATION, Rating};
use crate::store::{PgStore, SqliteStore, StoreError, StoreFuture};

/// Records a [`super::GameEnd`] of table `$table_id` in the open transaction `$tx` (a `&mut Transaction`): for a
/// rated game every player's rating row is read (and, on PostgreSQL, locked: the upsert takes
/// the row's lock, rows in player order so two games that end at once cannot deadlock),
/// rated by [`super::GameEnd::rate`] and written back; then one `game_results` row per seat
/// with a player. The caller's transaction stores the game's last change too, so a result is
/// applied exactly once: with the change, or not at all.
macro_rules! write_end {
    ($tx:expr, $table_id:expr, $end:expr) => {{
        let (tx, table_id, end): (_, &str, &$crate::ratings::GameEnd) = ($tx, $table_id, $end);
        async move {
            let players = i64::from(end.players);
            let mut before = Vec::with_capacity(end.seats.len());
            if end.rated && end.seats.iter().all(|seat| seat.player.is_some()) {
                let mut order: Vec<&str> = end
                    .seats
                    .iter()
                    .filter_map(|seat| seat.player.as_deref())
                    .collect();
                order.sort_unstable();
                order.dedup();
                let fresh = $crate::ratings::Rating::new_player();
                let mut found = std::collections::HashMap::new();
                for player in order {
                    let row = sqlx::query($crate::ratings::store::LOCK_RATING)
                        .bind(player)
                        .bind(&end.game)
                        .bind(players)
                        .bind(fresh.rating)
                        .bind(fresh.deviation)
                        .bind(fresh.volatility)
                        .bind(end.at_ms)
                        .fetch_one(&mut **tx)
                        .await?;
                    found.insert(
                        player,
                        $crate::ratings::Rating {
                            rating: row.try_get("rating")?,
                            deviation: row.try_get("deviation")?,
                            volatility: row.try_get("volatility")?,
                        },
                    );
                }
                for seat in &end.seats {
                    if let Some(rating) = seat.player.as_deref().and_then(|p| found.get(p)) {
                        before.push(*rating);
                    }
                }
            }
            let after = end.rate(&before);
            for (index, seat) in end.seats.iter().enumerate() {
                let Some(player) = &seat.player else { continue };
                let rated = after.as_ref().map(|after| (before[index], after[index]));
                if let Some((_, new)) = rated {
                    sqlx::query($crate::ratings::store::UPDATE_RATING)
                        .bind(new.rating)
                        .bind(new.deviation)
                        .bind(new.volatility)
                        .bind(end.at_ms)
                        .bind(player)
                        .bind(&end.game)
                        .bind(players)
                        .execute(&mut **tx)
                        .await?;
                }
                sqlx::query($crate::ratings::store::INSERT_RESULT)
                    .bind(table_id)
                    .bind(i64::from(seat.seat))
                    .bind(player)
                    .bind(&end.game)
                    .bind(players)
                    .bind(seat.payoff)
                    .bind(i64::from(seat.left))
                    .bind(i64::from(rated.is_some()))
                    .bind(rated.map(|(old, _)| old.rating))
                    .bind(rated.map(|(_, new)| new.rating))
                    .bind(rated.map(|(_, new)| new.deviation))
                    .bind(end.at_ms)
                    .execute(&mut **tx)
                    .await?;
            }
            Ok::<(), $crate::store::StoreError>(())
        }
        .await
    }};
}
pub(crate) use write_end;

/// A player's rating row, made at 1500 ± 350 if it is not there yet, and locked.
pub(crate) const LOCK_RATING: &str = "INSERT INTO ratings \
     (player, game, players, rating, deviation, volatility, games, updated_ms) \
     VALUES ($1, $2, $3, $4, $5, $6, 0, $7) \
     ON CONFLICT (player, game, players) DO UPDATE SET games = ratings.games \
     RETURNING rating, deviation, volatility";

pub(crate) const UPDATE_RATING: &str = "UPDATE ratings SET rating = $1, deviation = $2, \
     volatility = $3, games = games + 1, updated_ms = $4 \
     WHERE player = $5 AND game = $6 AND players = $7";

pub(crate) const INSERT_RESULT: &str = "INSERT INTO game_results \
     (table_id, seat, player, game, players, payoff, left_game, rated, rating_before, rating, \
      deviation, at_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)";

/// A player as a profile or the leaderboard names them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerRecord {
    /// An identity id, or `bot:LEVEL`.
    pub id: String,
    pub name: String,
    pub username: Option<String>,
    pub deleted: bool,
}

/// One rating of a player.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingRecord {
    pub player: String,
    pub game: String,
    pub players: u8,
    pub rating: Rating,
    pub games: u32,
}

/// A leaderboard row: the rating and who holds it.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardRecord {
    pub player: PlayerRecord,
    pub rating: Rating,
    pub games: u32,
}

/// A stored game result of one player.
#[derive(Clone, Debug, PartialEq)]
pub struct ResultRecord {
    pub table_id: String,
    pub seat: u8,
    pub game: String,
    pub players: u8,
    pub payoff: f64,
    pub left: bool,
    pub rated: bool,
    pub rating_before: Option<f64>,
    pub rating: Option<f64>,
    pub deviation: Option<f64>,
    pub at_ms: i64,
}

/// Games played and won on one table (game and player count).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedRecord {
    pub game: String,
    pub players: u8,
    pub played: u32,
    pub won: u32,
}

pub trait RatingStore: Send + Sync {
    /// The identity with this id, or the account with this lower-cased username.
    fn player(
        &self,
        id: Option<&str>,
        username_key: Option<&str>,
    ) -> StoreFuture<'_, Option<PlayerRecord>>;
    /// One table's ratings of accounts not deleted and of rated bots, established ratings
    /// first, each part by rating.
    fn leaderboard(
        &self,
        game: &str,
        players: u8,
        offset: u32,
        limit: u32,
    ) -> StoreFuture<'_, Vec<BoardRecord>>;
    /// A player's ratings, one per table with at least one rated game.
    fn ratings_of(&self, player: &str) -> StoreFuture<'_, Vec<RatingRecord>>;
    /// A player's most recent `limit` rated results, oldest first.
    fn rating_history(&self, player: &str, limit: u32) -> StoreFuture<'_, Vec<ResultRecord>>;
    /// Games played and won, per table.
    fn played(&self, player: &str) -> StoreFuture<'_, Vec<PlayedRecord>>;
    /// A player's finished games, newest first: public and rated ones, and private ones
    /// too when `private` (the player asking about themselves).
    fn results(
        &self,
        player: &str,
        private: bool,
        offset: u32,
        limit: u32,
    ) -> StoreFuture<'_, Vec<ResultRecord>>;
    /// The unfinished tables an identity sits at or created, newest first.
    fn unfinished_of(&self, identity: &str, limit: u32) -> StoreFuture<'_, Vec<String>>;
}

const SELECT_PLAYER: &str = "SELECT i.id, i.name, a.username, a.deleted \
     FROM identities i LEFT JOIN accounts a ON a.identity = i.id";

const LEADERBOARD: &str = "SELECT r.player, r.rating, r.deviation, r.volatility, r.games, \
     i.name, a.username FROM ratings r \
     LEFT JOIN identities i ON i.id = r.player LEFT JOIN accounts a ON a.identity = r.player \
     WHERE r.game = $1 AND r.players = $2 AND r.games > 0 \
     AND (r.player LIKE 'bot:%' OR a.deleted = 0) \
     ORDER BY CASE WHEN r.deviation > $3 THEN 1 ELSE 0 END, r.rating DESC, r.player \
     LIMIT $4 OFFSET $5";

const SELECT_RESULT: &str = "SELECT g.table_id, g.seat, g.game, g.players, g.payoff, g.left_game, \
     g.rated, g.rating_before, g.rating, g.deviation, g.at_ms FROM game_results g";

fn to_u8(value: i64, what: &str) -> Result<u8, StoreError> {
    u8::try_from(value).map_err(|_| StoreError::Corrupt(format!("{what} {value}")))
}

fn to_u32(value: i64, what: &str) -> Result<u32, StoreError> {
    u32::try_from(value).map_err(|_| StoreError::Corrupt(format!("{what} {value}")))
}

/// A [`ResultRecord`] from a row of [`SELECT_RESULT`].
macro_rules! result_row {
    ($row:expr) => {{
        let row = $row;
        Ok::<ResultRecord, StoreError>(ResultRecord {
            table_id: row.try_get("table_id")?,
            seat: to_u8(row.try_get("seat")?, "seat")?,
            game: row.try_get("game")?,
            players: to_u8(row.try_get("players")?, "players")?,
            payoff: row.try_get("payoff")?,
            left: row.try_get::<i64, _>("left_game")? != 0,
            rated: row.try_get::<i64, _>("rated")? != 0,
            rating_before: row.try_get("rating_before")?,
            rating: row.try_get("rating")?,
            deviation: row.try_get("deviation")?,
            at_ms: row.try_get("at_ms")?,
        })
    }};
}

/// A bot's identity as a player: its level is its name.
fn bot_record(id: &str) -> Option<PlayerRecord> {
    let level = id.strip_prefix("bot:")?;
    super::RATED_BOTS.contains(&level).then(|| PlayerRecord {
        id: id.to_owned(),
        name: level.to_owned(),
        username: None,
        deleted: false,
    })
}

macro_rules! rating_store {
    ($store:ty, $reader:expr) => {
        impl RatingStore for $store {
            fn player(
                &self,
                id: Option<&str>,
                username_key: Option<&str>,
            ) -> StoreFuture<'_, Option<PlayerRecord>> {
                let (id, key) = (id.map(str::to_owned), username_key.map(str::to_owned));
                Box::pin(async move {
                    if let Some(bot) = id.as_deref().and_then(bot_record) {
                        return Ok(Some(bot));
                    }
                    let row = match (&id, &key) {
                        (Some(id), _) => {
                            sqlx::query(sqlx::AssertSqlSafe(format!("{SELECT_PLAYER} WHERE i.id = $1")))
                                .bind(id)
                                .fetch_optional($reader(self))
                                .await?
                        }
                        (None, Some(key)) => {
                            sqlx::query(sqlx::AssertSqlSafe(format!(
                                "{SELECT_PLAYER} WHERE a.username_key = $1"
                            )))
                            .bind(key)
                            .fetch_optional($reader(self))
                            .await?
                        }
                        (None, None) => None,
                    };
                    let Some(row) = row else { return Ok(None) };
                    Ok(Some(PlayerRecord {
                        id: row.try_get("id")?,
                        name: row.try_get("name")?,
                        username: row.try_get("username")?,
                        deleted: row.try_get::<Option<i64>, _>("deleted")?.unwrap_or(0) != 0,
                    }))
                })
            }

            fn leaderboard(
                &self,
                game: &str,
                players: u8,
                offset: u32,
                limit: u32,
            ) -> StoreFuture<'_, Vec<BoardRecord>> {
                let game = game.to_owned();
                Box::pin(async move {
                    let rows = sqlx::query(LEADERBOARD)
                        .bind(&game)
                        .bind(i64::from(players))
                        .bind(PROVISIONAL_DEVIATION)
                        .bind(i64::from(limit))
                        .bind(i64::from(offset))
                        .fetch_all($reader(self))
                        .await?;
                    rows.iter()
                        .map(|row| {
                            let player: String = row.try_get("player")?;
                            let record = match bot_record(&player) {
                                Some(bot) => bot,
                                None => PlayerRecord {
                                    name: row.try_get::<Option<String>, _>("name")?.unwrap_or_default(),
                                    username: row.try_get("username")?,
                                    id: player,
                                    deleted: false,
                                },
                            };
                            Ok(BoardRecord {
                                player: record,
                                rating: Rating {
                                    rating: row.try_get("rating")?,
                                    deviation: row.try_get("deviation")?,
                                    volatility: row.try_get("volatility")?,
                                },
                                games: to_u32(row.try_get("games")?, "games")?,
                            })
                        })
                        .collect()
                })
            }

            fn ratings_of(&self, player: &str) -> StoreFuture<'_, Vec<RatingRecord>> {
                let player = player.to_owned();
                Box::pin(async move {
                    let rows = sqlx::query(
                        "SELECT game, players, rating, deviation, volatility, games FROM ratings \
                         WHERE player = $1 AND games > 0 ORDER BY game, players",
                    )
                    .bind(&player)
                    .fetch_all($reader(self))
                    .await?;
                    rows.iter()
                        .map(|row| {
                            Ok(RatingRecord {
                                player: player.clone(),
                                game: row.try_get("game")?,
                                players: to_u8(row.try_get("players")?, "players")?,
                                rating: Rating {
                                    rating: row.try_get("rating")?,
                                    deviation: row.try_get("deviation")?,
                                    volatility: row.try_get("volatility")?,
                                },
                                games: to_u32(row.try_get("games")?, "games")?,
                            })
                        })
                        .collect()
                })
            }

            fn rating_history(&self, player: &str, limit: u32) -> StoreFuture<'_, Vec<ResultRecord>> {
                let player = player.to_owned();
                Box::pin(async move {
                    let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
                        "{SELECT_RESULT} WHERE g.player = $1 AND g.rated = 1 \
                         ORDER BY g.at_ms DESC, g.table_id LIMIT $2"
                    )))
                    .bind(&player)
                    .bind(i64::from(limit))
                    .fetch_all($reader(self))
                    .await?;
                    let mut results = rows
                        .iter()
                        .map(|row| result_row!(row))
                        .collect::<Result<Vec<_>, _>>()?;
                    results.reverse();
                    Ok(results)
                })
            }

            fn played(&self, player: &str) -> StoreFuture<'_, Vec<PlayedRecord>> {
                let player = player.to_owned();
                Box::pin(async move {
                    let rows = sqlx::query(
                        "SELECT game, players, COUNT(*) AS played, \
                         SUM(CASE WHEN payoff = 1 AND left_game = 0 THEN 1 ELSE 0 END) AS won \
                         FROM game_results WHERE player = $1 GROUP BY game, players \
                         ORDER BY game, players",
                    )
                    .bind(&player)
                    .fetch_all($reader(self))
                    .await?;
                    rows.iter()
                        .map(|row| {
                            Ok(PlayedRecord {
                                game: row.try_get("game")?,
                                players: to_u8(row.try_get("players")?, "players")?,
                                played: to_u32(row.try_get("played")?, "played")?,
                                won: to_u32(row.try_get("won")?, "won")?,
                            })
                        })
                        .collect()
                })
            }

            fn results(
                &self,
                player: &str,
                private: bool,
                offset: u32,
                limit: u32,
            ) -> StoreFuture<'_, Vec<ResultRecord>> {
                let player = player.to_owned();
                Box::pin(async move {
                    let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
                        "{SELECT_RESULT} JOIN game_tables t ON t.id = g.table_id \
                         WHERE g.player = $1 AND (t.public = 1 OR g.rated = 1 OR $2 = 1) \
                         ORDER BY g.at_ms DESC, g.table_id LIMIT $3 OFFSET $4"
                    )))
                    .bind(&player)
                    .bind(i64::from(private))
                    .bind(i64::from(limit))
                    .bind(i64::from(offset))
                    .fetch_all($reader(self))
                    .await?;
                    rows.iter().map(|row| result_row!(row)).collect()
                })
            }

            fn unfinished_of(&self, identity: &str, limit: u32) -> StoreFuture<'_, Vec<String>> {
                let identity = identity.to_owned();
                Box::pin(async move {
                    let rows = sqlx::query(
                        "SELECT t.id FROM game_tables t WHERE t.status <> 'finished' \
                         AND (t.created_by = $1 OR EXISTS \
                         (SELECT 1 FROM seats s WHERE s.table_id = t.id AND s.identity = $1)) \
                         ORDER BY t.created_ms DESC, t.id LIMIT $2",
                    )
                    .bind(&identity)
                    .bind(i64::from(limit))
                    .fetch_all($reader(self))
                    .await?;
                    rows.iter().map(|row| Ok(row.try_get("id")?)).collect()
                })
            }
        }
    };
}

fn sqlite_reader(store: &SqliteStore) -> &sqlx::SqlitePool {
    store.pools().1
}

rating_store!(SqliteStore, sqlite_reader);
rating_store!(PgStore, PgStore::pool);
