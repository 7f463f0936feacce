//! Durable storage of identities and tables: an event log per table behind one trait, with
//! SQLite and PostgreSQL implementations that run the same SQL.
//!
//! A table is stored as what cannot be derived: game, options, seed, seats and the actions in
//! order. Every change of a table is one [`Commit`] in one transaction, guarded by the table's
//! sequence number (so two writers can never both store change `n`) and by the unique
//! `(table, command)` of an action (so a retried command is stored once).

use std::{future::Future, pin::Pin, str::FromStr, time::Duration};

use serde_json::Value;
use sqlx::{
    Row, SqlSafeStr,
    migrate::{Migration, MigrationType, Migrator},
    postgres::{PgPool, PgPoolOptions},
    sqlite::{
        SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
    },
};
use thiserror::Error;

use crate::protocol::{Identity, Mover, Status, TableSettings};

pub type StoreFuture<'a, T> = Pin<Box<dyn Future<Output = Result<T, StoreError>> + Send + 'a>>;

#[derive(Debug, Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    #[error("migrations: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("the table moved on: change {0} was stored by someone else")]
    Conflict(u32),
    #[error("command {0:?} was already applied")]
    DuplicateCommand(String),
    #[error("corrupt row: {0}")]
    Corrupt(String),
}

/// Who sits in a seat, as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Occupant {
    Open,
    Person(Identity),
    Bot(String),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRecord {
    pub seat: u8,
    pub occupant: Occupant,
    pub timeouts: u32,
    /// A bot plays for the absent person.
    pub stand_in: bool,
}

/// A table's row, without seats and actions.
#[derive(Clone, Debug, PartialEq)]
pub struct TableRecord {
    pub id: String,
    pub game: String,
    pub options: Value,
    /// Kept below 2^53 so that a replay's seed is exact in JavaScript too.
    pub seed: u64,
    pub public: bool,
    pub settings: TableSettings,
    pub status: Status,
    pub seq: u32,
    pub created_by: String,
    pub created_ms: i64,
    pub deadline_ms: Option<i64>,
    pub next_table: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActionRecord {
    pub seq: u32,
    pub seat: u8,
    pub action: String,
    pub command: Option<String>,
    pub mover: Mover,
    pub at_ms: i64,
    /// The server process that stored it.
    pub driver: String,
}

/// Everything stored about one table.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredTable {
    pub table: TableRecord,
    pub seats: Vec<SeatRecord>,
    pub actions: Vec<ActionRecord>,
}

/// One change of a table: its new row fields, the seats that changed, and the action if the
/// change is one. Stored in one transaction only if the table is still at `seq - 1`.
#[derive(Clone, Debug, PartialEq)]
pub struct Commit {
    pub table_id: String,
    pub seq: u32,
    pub status: Status,
    pub deadline_ms: Option<i64>,
    pub next_table: Option<String>,
    pub seats: Vec<SeatRecord>,
    pub action: Option<ActionRecord>,
}

/// The channel on which PostgreSQL announces a commit; the payload is the table id.
pub const NOTIFY_CHANNEL: &str = "table_changed";
const NOTIFY_SQL: &str = "SELECT pg_notify('table_changed', $1)";

/// Durable storage. Every method is one transaction.
pub trait Store: Send + Sync + 'static {
    fn create_identity(&self, identity: &Identity, token_hash: &str) -> StoreFuture<'_, ()>;
    fn identity_by_token_hash(&self, token_hash: &str) -> StoreFuture<'_, Option<Identity>>;
    fn create_table(&self, table: &TableRecord, seats: &[SeatRecord]) -> StoreFuture<'_, ()>;
    fn load_table(&self, id: &str) -> StoreFuture<'_, Option<StoredTable>>;
    /// The ids of tables not finished, oldest first.
    fn unfinished_tables(&self) -> StoreFuture<'_, Vec<String>>;
    /// The ids of public tables waiting for players, newest first.
    fn lobby(&self, limit: u32) -> StoreFuture<'_, Vec<String>>;
    /// Unfinished tables an identity created or sits at.
    fn active_tables_of(&self, identity: &str) -> StoreFuture<'_, u32>;
    /// # Errors
    /// [`StoreError::Conflict`] if the table is not at `commit.seq - 1`,
    /// [`StoreError::DuplicateCommand`] if the action's command id is stored already.
    fn commit(&self, commit: &Commit) -> StoreFuture<'_, ()>;
    /// The change a command of a table became, if it was stored.
    fn command_seq(&self, table_id: &str, command: &str) -> StoreFuture<'_, Option<u32>>;
    /// Takes (or extends) `owner`'s lease on a table for `ttl_ms`, unless another owner
    /// holds one that has not expired. True if `owner` holds it now.
    fn take_lease(&self, table_id: &str, owner: &str, ttl_ms: i64) -> StoreFuture<'_, bool>;
    fn release_lease(&self, table_id: &str, owner: &str) -> StoreFuture<'_, ()>;
    /// Whether several server processes may share this database (and so need leases).
    fn shared_by_processes(&self) -> bool;
}

/// Opens the database that `url` names (`postgres://…`, or a SQLite file path or
/// `sqlite:` URL), creating it if needed, and applies the migrations.
///
/// # Errors
/// If the database cannot be opened or migrated.
pub async fn open(url: &str) -> Result<Box<dyn Store>, StoreError> {
    if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        Ok(Box::new(PgStore::open(url).await?))
    } else {
        Ok(Box::new(SqliteStore::open(url).await?))
    }
}

fn migrator(sql: &'static str) -> Migrator {
    Migrator::with_migrations(vec![Migration::new(
        1,
        "tables, seats, actions, identities".into(),
        MigrationType::Simple,
        sql.into_sql_str(),
        false,
    )])
}

/// SQLite in WAL mode with `synchronous=NORMAL`: a committed transaction survives a crash of
/// the process. One writer connection (writes queue in the pool instead of spinning on
/// SQLITE_BUSY) and a few readers.
pub struct SqliteStore {
    writer: SqlitePool,
    reader: SqlitePool,
}

impl SqliteStore {
    /// # Errors
    /// If the file cannot be opened or migrated.
    pub async fn open(path: &str) -> Result<SqliteStore, StoreError> {
        let path = path
            .strip_prefix("sqlite://")
            .or_else(|| path.strip_prefix("sqlite:"))
            .unwrap_or(path);
        let options = SqliteConnectOptions::from_str(&format!("sqlite:{path}"))?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .busy_timeout(Duration::from_secs(10))
            .foreign_keys(true);
        // The writer never checkpoints (a checkpoint's copy and fsync would stall every
        // commit queued behind it); a connection of its own copies the WAL into the
        // database in the background, which in WAL mode blocks neither writer nor readers.
        let writer = SqlitePoolOptions::new()
            .max_connections(1)
            .connect_with(options.clone().pragma("wal_autocheckpoint", "0"))
            .await?;
        migrator(include_str!("../migrations/sqlite/0001_init.sql"))
            .run(&writer)
            .await?;
        let checkpointer = SqlitePoolOptions::new()
            .max_connections(1)
            .connect_with(options.clone())
            .await?;
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(Duration::from_millis(500)).await;
                // The long copy without blocking anyone, then a short blocking pass for what
                // came in meanwhile, which lets the WAL start over instead of growing.
                for mode in ["PASSIVE", "TRUNCATE"] {
                    let pragma = sqlx::AssertSqlSafe(format!("PRAGMA wal_checkpoint({mode})"));
                    if let Err(err) = sqlx::query(pragma).execute(&checkpointer).await {
                        tracing::warn!(%err, "WAL checkpoint failed");
                    }
                }
            }
        });
        let reader = SqlitePoolOptions::new()
            .max_connections(4)
            .connect_with(options.read_only(true))
            .await?;
        Ok(SqliteStore { writer, reader })
    }
}

/// PostgreSQL: the same tables; several server processes may share one database.
pub struct PgStore {
    pool: PgPool,
}

impl PgStore {
    /// # Errors
    /// If the database cannot be reached or migrated.
    pub async fn open(url: &str) -> Result<PgStore, StoreError> {
        let pool = PgPoolOptions::new().max_connections(8).connect(url).await?;
        migrator(include_str!("../migrations/postgres/0001_init.sql"))
            .run(&pool)
            .await?;
        Ok(PgStore { pool })
    }

    #[must_use]
    pub fn pool(&self) -> &PgPool {
        &self.pool
    }
}

fn status_text(status: Status) -> &'static str {
    match status {
        Status::Waiting => "waiting",
        Status::Playing => "playing",
        Status::Finished => "finished",
    }
}

fn parse_status(text: &str) -> Result<Status, StoreError> {
    match text {
        "waiting" => Ok(Status::Waiting),
        "playing" => Ok(Status::Playing),
        "finished" => Ok(Status::Finished),
        other => Err(StoreError::Corrupt(format!("status {other:?}"))),
    }
}

fn mover_text(mover: Mover) -> &'static str {
    match mover {
        Mover::Person => "person",
        Mover::Bot => "bot",
        Mover::Timeout => "timeout",
        Mover::StandIn => "stand_in",
    }
}

fn parse_mover(text: &str) -> Result<Mover, StoreError> {
    match text {
        "person" => Ok(Mover::Person),
        "bot" => Ok(Mover::Bot),
        "timeout" => Ok(Mover::Timeout),
        "stand_in" => Ok(Mover::StandIn),
        other => Err(StoreError::Corrupt(format!("mover {other:?}"))),
    }
}

fn occupant_columns(occupant: &Occupant) -> (&'static str, Option<&str>, Option<&str>) {
    match occupant {
        Occupant::Open => ("open", None, None),
        Occupant::Person(identity) => ("person", Some(identity.id.as_str()), None),
        Occupant::Bot(bot) => ("bot", None, Some(bot.as_str())),
    }
}

fn json_column(text: &str, what: &str) -> Result<Value, StoreError> {
    serde_json::from_str(text).map_err(|err| StoreError::Corrupt(format!("{what}: {err}")))
}

fn to_u32(value: i64, what: &str) -> Result<u32, StoreError> {
    u32::try_from(value).map_err(|_| StoreError::Corrupt(format!("{what} {value}")))
}

const INSERT_TABLE: &str = "INSERT INTO game_tables (id, game, options, seed, public, settings, status, seq, \
     created_by, created_ms, deadline_ms, next_table) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)";
const UPSERT_SEAT: &str = "INSERT INTO seats (table_id, seat, kind, identity, bot, timeouts, stand_in) \
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (table_id, seat) DO UPDATE SET kind = excluded.kind, \
     identity = excluded.identity, bot = excluded.bot, timeouts = excluded.timeouts, stand_in = excluded.stand_in";
const SELECT_TABLE: &str = "SELECT id, game, options, seed, public, settings, status, seq, created_by, created_ms, \
     deadline_ms, next_table FROM game_tables WHERE id = $1";
const SELECT_SEATS: &str = "SELECT s.seat, s.kind, s.identity, i.name, s.bot, s.timeouts, s.stand_in FROM seats s \
     LEFT JOIN identities i ON i.id = s.identity WHERE s.table_id = $1 ORDER BY s.seat";
const SELECT_ACTIONS: &str = "SELECT seq, seat, action, command, mover, at_ms, driver FROM actions WHERE table_id = $1 ORDER BY seq";
const UPDATE_TABLE: &str = "UPDATE game_tables SET seq = $1, status = $2, deadline_ms = $3, next_table = $4 \
     WHERE id = $5 AND seq = $6";
const INSERT_ACTION: &str = "INSERT INTO actions (table_id, seq, seat, action, command, mover, at_ms, driver) \
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)";
/// Takes the lease of a table if it is free, expired or already ours.
const TAKE_LEASE: &str = "INSERT INTO leases (table_id, owner, expires_ms) VALUES ($1, $2, $3) \
     ON CONFLICT (table_id) DO UPDATE SET owner = excluded.owner, expires_ms = excluded.expires_ms \
     WHERE leases.owner = excluded.owner OR leases.expires_ms < $4";
const ACTIVE_TABLES: &str = "SELECT COUNT(*) FROM game_tables t WHERE t.status <> 'finished' AND (t.created_by = $1 \
     OR EXISTS (SELECT 1 FROM seats s WHERE s.table_id = t.id AND s.identity = $1))";

/// The implementation of [`Store`] for a sqlx pool type: the SQL is the same for SQLite and
/// PostgreSQL; only the pools and the statement that starts a write differ.
macro_rules! sql_store {
    ($store:ty, $writer:ident, $reader:ident, $begin:expr, $notify:expr) => {
        impl Store for $store {
            fn create_identity(&self, identity: &Identity, token_hash: &str) -> StoreFuture<'_, ()> {
                let (id, name, hash) = (identity.id.clone(), identity.name.clone(), token_hash.to_owned());
                Box::pin(async move {
                    sqlx::query("INSERT INTO identities (id, name, token_hash, created_ms) VALUES ($1, $2, $3, $4)")
                        .bind(id)
                        .bind(name)
                        .bind(hash)
                        .bind(crate::clock::now_ms())
                        .execute(&self.$writer)
                        .await?;
                    Ok(())
                })
            }

            fn identity_by_token_hash(&self, token_hash: &str) -> StoreFuture<'_, Option<Identity>> {
                let hash = token_hash.to_owned();
                Box::pin(async move {
                    let row = sqlx::query("SELECT id, name FROM identities WHERE token_hash = $1")
                        .bind(hash)
                        .fetch_optional(&self.$reader)
                        .await?;
                    Ok(match row {
                        Some(row) => Some(Identity { id: row.try_get("id")?, name: row.try_get("name")? }),
                        None => None,
                    })
                })
            }

            fn create_table(&self, table: &TableRecord, seats: &[SeatRecord]) -> StoreFuture<'_, ()> {
                let (table, seats) = (table.clone(), seats.to_vec());
                Box::pin(async move {
                    let mut tx = self.$writer.begin_with($begin).await?;
                    sqlx::query(INSERT_TABLE)
                        .bind(&table.id)
                        .bind(&table.game)
                        .bind(table.options.to_string())
                        .bind(table.seed as i64)
                        .bind(i64::from(table.public))
                        .bind(serde_json::to_string(&table.settings).expect("settings serialise"))
                        .bind(status_text(table.status))
                        .bind(i64::from(table.seq))
                        .bind(&table.created_by)
                        .bind(table.created_ms)
                        .bind(table.deadline_ms)
                        .bind(&table.next_table)
                        .execute(&mut *tx)
                        .await?;
                    for seat in &seats {
                        let (kind, identity, bot) = occupant_columns(&seat.occupant);
                        sqlx::query(UPSERT_SEAT)
                            .bind(&table.id)
                            .bind(i64::from(seat.seat))
                            .bind(kind)
                            .bind(identity)
                            .bind(bot)
                            .bind(i64::from(seat.timeouts))
                            .bind(i64::from(seat.stand_in))
                            .execute(&mut *tx)
                            .await?;
                    }
                    tx.commit().await?;
                    Ok(())
                })
            }

            fn load_table(&self, id: &str) -> StoreFuture<'_, Option<StoredTable>> {
                let id = id.to_owned();
                Box::pin(async move {
                    let mut conn = self.$reader.acquire().await?;
                    let Some(row) = sqlx::query(SELECT_TABLE).bind(&id).fetch_optional(&mut *conn).await? else {
                        return Ok(None);
                    };
                    let settings: String = row.try_get("settings")?;
                    let status: String = row.try_get("status")?;
                    let table = TableRecord {
                        id: row.try_get("id")?,
                        game: row.try_get("game")?,
                        options: json_column(&row.try_get::<String, _>("options")?, "options")?,
                        seed: row.try_get::<i64, _>("seed")? as u64,
                        public: row.try_get::<i64, _>("public")? != 0,
                        settings: serde_json::from_str(&settings)
                            .map_err(|err| StoreError::Corrupt(format!("settings: {err}")))?,
                        status: parse_status(&status)?,
                        seq: to_u32(row.try_get("seq")?, "seq")?,
                        created_by: row.try_get("created_by")?,
                        created_ms: row.try_get("created_ms")?,
                        deadline_ms: row.try_get("deadline_ms")?,
                        next_table: row.try_get("next_table")?,
                    };
                    let mut seats = Vec::new();
                    for row in sqlx::query(SELECT_SEATS).bind(&id).fetch_all(&mut *conn).await? {
                        let kind: String = row.try_get("kind")?;
                        let occupant = match kind.as_str() {
                            "open" => Occupant::Open,
                            "person" => Occupant::Person(Identity {
                                id: row.try_get("identity")?,
                                name: row.try_get("name")?,
                            }),
                            "bot" => Occupant::Bot(row.try_get("bot")?),
                            other => return Err(StoreError::Corrupt(format!("seat kind {other:?}"))),
                        };
                        seats.push(SeatRecord {
                            seat: u8::try_from(row.try_get::<i64, _>("seat")?)
                                .map_err(|_| StoreError::Corrupt("seat".into()))?,
                            occupant,
                            timeouts: to_u32(row.try_get("timeouts")?, "timeouts")?,
                            stand_in: row.try_get::<i64, _>("stand_in")? != 0,
                        });
                    }
                    let mut actions = Vec::new();
                    for row in sqlx::query(SELECT_ACTIONS).bind(&id).fetch_all(&mut *conn).await? {
                        let mover: String = row.try_get("mover")?;
                        actions.push(ActionRecord {
                            seq: to_u32(row.try_get("seq")?, "seq")?,
                            seat: u8::try_from(row.try_get::<i64, _>("seat")?)
                                .map_err(|_| StoreError::Corrupt("action seat".into()))?,
                            action: row.try_get("action")?,
                            command: row.try_get("command")?,
                            mover: parse_mover(&mover)?,
                            at_ms: row.try_get("at_ms")?,
                            driver: row.try_get("driver")?,
                        });
                    }
                    Ok(Some(StoredTable { table, seats, actions }))
                })
            }

            fn unfinished_tables(&self) -> StoreFuture<'_, Vec<String>> {
                Box::pin(async move {
                    let rows = sqlx::query(
                        "SELECT id FROM game_tables WHERE status <> 'finished' ORDER BY created_ms, id",
                    )
                    .fetch_all(&self.$reader)
                    .await?;
                    rows.iter().map(|row| Ok(row.try_get("id")?)).collect()
                })
            }

            fn lobby(&self, limit: u32) -> StoreFuture<'_, Vec<String>> {
                Box::pin(async move {
                    let rows = sqlx::query(
                        "SELECT id FROM game_tables WHERE status = 'waiting' AND public = 1 \
                         ORDER BY created_ms DESC, id LIMIT $1",
                    )
                    .bind(i64::from(limit))
                    .fetch_all(&self.$reader)
                    .await?;
                    rows.iter().map(|row| Ok(row.try_get("id")?)).collect()
                })
            }

            fn active_tables_of(&self, identity: &str) -> StoreFuture<'_, u32> {
                let identity = identity.to_owned();
                Box::pin(async move {
                    let count: i64 = sqlx::query(ACTIVE_TABLES)
                        .bind(identity)
                        .fetch_one(&self.$reader)
                        .await?
                        .try_get(0)?;
                    to_u32(count, "count")
                })
            }

            fn commit(&self, commit: &Commit) -> StoreFuture<'_, ()> {
                let commit = commit.clone();
                Box::pin(async move {
                    let mut tx = self.$writer.begin_with($begin).await?;
                    let updated = sqlx::query(UPDATE_TABLE)
                        .bind(i64::from(commit.seq))
                        .bind(status_text(commit.status))
                        .bind(commit.deadline_ms)
                        .bind(&commit.next_table)
                        .bind(&commit.table_id)
                        .bind(i64::from(commit.seq) - 1)
                        .execute(&mut *tx)
                        .await?;
                    if updated.rows_affected() != 1 {
                        return Err(StoreError::Conflict(commit.seq));
                    }
                    for seat in &commit.seats {
                        let (kind, identity, bot) = occupant_columns(&seat.occupant);
                        sqlx::query(UPSERT_SEAT)
                            .bind(&commit.table_id)
                            .bind(i64::from(seat.seat))
                            .bind(kind)
                            .bind(identity)
                            .bind(bot)
                            .bind(i64::from(seat.timeouts))
                            .bind(i64::from(seat.stand_in))
                            .execute(&mut *tx)
                            .await?;
                    }
                    if let Some(action) = &commit.action {
                        let inserted = sqlx::query(INSERT_ACTION)
                            .bind(&commit.table_id)
                            .bind(i64::from(action.seq))
                            .bind(i64::from(action.seat))
                            .bind(&action.action)
                            .bind(&action.command)
                            .bind(mover_text(action.mover))
                            .bind(action.at_ms)
                            .bind(&action.driver)
                            .execute(&mut *tx)
                            .await;
                        match inserted {
                            Ok(_) => {}
                            Err(sqlx::Error::Database(err)) if err.is_unique_violation() => {
                                return Err(StoreError::DuplicateCommand(
                                    action.command.clone().unwrap_or_default(),
                                ));
                            }
                            Err(err) => return Err(err.into()),
                        }
                    }
                    if let Some(notify) = $notify {
                        sqlx::query(notify).bind(&commit.table_id).execute(&mut *tx).await?;
                    }
                    tx.commit().await?;
                    Ok(())
                })
            }

            fn take_lease(&self, table_id: &str, owner: &str, ttl_ms: i64) -> StoreFuture<'_, bool> {
                let (table_id, owner) = (table_id.to_owned(), owner.to_owned());
                Box::pin(async move {
                    let now = crate::clock::now_ms();
                    let taken = sqlx::query(TAKE_LEASE)
                        .bind(table_id)
                        .bind(owner)
                        .bind(now + ttl_ms)
                        .bind(now)
                        .execute(&self.$writer)
                        .await?;
                    Ok(taken.rows_affected() == 1)
                })
            }

            fn release_lease(&self, table_id: &str, owner: &str) -> StoreFuture<'_, ()> {
                let (table_id, owner) = (table_id.to_owned(), owner.to_owned());
                Box::pin(async move {
                    sqlx::query("DELETE FROM leases WHERE table_id = $1 AND owner = $2")
                        .bind(table_id)
                        .bind(owner)
                        .execute(&self.$writer)
                        .await?;
                    Ok(())
                })
            }

            fn shared_by_processes(&self) -> bool {
                $notify.is_some()
            }

            fn command_seq(&self, table_id: &str, command: &str) -> StoreFuture<'_, Option<u32>> {
                let (table_id, command) = (table_id.to_owned(), command.to_owned());
                Box::pin(async move {
                    let row = sqlx::query("SELECT seq FROM actions WHERE table_id = $1 AND command = $2")
                        .bind(table_id)
                        .bind(command)
                        .fetch_optional(&self.$reader)
                        .await?;
                    match row {
                        Some(row) => Ok(Some(to_u32(row.try_get("seq")?, "seq")?)),
                        None => Ok(None),
                    }
                })
            }
        }
    };
}

// SQLite: a write transaction must take the write lock at once (BEGIN IMMEDIATE), or a
// read-then-write transaction can fail with SQLITE_BUSY whatever the busy timeout.
sql_store!(
    SqliteStore,
    writer,
    reader,
    "BEGIN IMMEDIATE",
    None::<&'static str>
);
// Other server processes on the same database hear of each commit (a doorbell: they reload).
sql_store!(PgStore, pool, pool, "BEGIN", Some(NOTIFY_SQL));
