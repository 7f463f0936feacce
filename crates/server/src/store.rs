//! Durable storage of identities and tables: an event log per table behind one trait, with
//! SQLite and PostgreSQL implementations that run the same SQL.
//!
//! A table is stored as what cannot be derived: game, options, seed, seats and the actions in
//! order. Every change of a table is one [`Commit`] in one transaction, guarded by the table's
//! sequence number (so two writers can never both store change `n`) and by the unique
//! `(table, command)` of an action (so a retried command is stored once).

use std::{
    future::Future,
    pin::Pin,
    str::FromStr,
    sync::{
        Arc,
        atomic::{AtomicU64, Ordering},
    },
    time::Duration,
};

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
use tokio::sync::{mpsc, oneshot};

use crate::protocol::{Identity, Mover, Status, TableSettings};

mod batch;

pub type StoreFuture<'a, T> = Pin<Box<dyn Future<Output = Result<T, StoreError>> + Send + 'a>>;

#[derive(Debug, Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    #[error("migrations: {0}")]
    Migrate(sqlx::migrate::MigrateError),
    #[error(
        "the database was migrated by a newer interregnum (its migration {0} is unknown to this \
         version): run that version or a newer one, or restore the backup taken before the \
         upgrade (docs/operating.md, Upgrades)"
    )]
    NewerSchema(i64),
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
    /// Kept for one account (a challenge by username): only they may sit there.
    Invited(Identity),
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
    /// The game's end, with the change that ends it: results and ratings (`ratings/`).
    pub end: Option<crate::ratings::GameEnd>,
}

/// The channel on which PostgreSQL announces a commit; the payload is the table id.
pub const NOTIFY_CHANNEL: &str = "table_changed";
const NOTIFY_SQL: &str = "SELECT pg_notify('table_changed', $1)";
/// The channel on which a process asks the driver of a table to hand its lease over, because
/// a person connected to it wants to act there; the payload is the table id.
pub const LEASE_WANTED_CHANNEL: &str = "lease_wanted";

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
    /// Asks whichever process holds a table's lease to release it (a doorbell on
    /// [`LEASE_WANTED_CHANNEL`]); nothing where one process owns the database.
    fn request_lease(&self, table_id: &str) -> StoreFuture<'_, ()>;
    /// Whether several server processes may share this database (and so need leases).
    fn shared_by_processes(&self) -> bool;
    /// Accounts, sessions and API tokens (`accounts/store.rs`).
    fn accounts(&self) -> &dyn crate::accounts::store::AccountStore;
    /// Table chat and mutes (`chat/store.rs`).
    fn chat(&self) -> &dyn crate::chat::store::ChatStore;
    /// Ratings, results, the leaderboard and profiles (`ratings/store.rs`).
    fn ratings(&self) -> &dyn crate::ratings::store::RatingStore;
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

impl From<sqlx::migrate::MigrateError> for StoreError {
    fn from(err: sqlx::migrate::MigrateError) -> StoreError {
        match err {
            sqlx::migrate::MigrateError::VersionMissing(version) => {
                StoreError::NewerSchema(version)
            }
            other => StoreError::Migrate(other),
        }
    }
}

/// Applies the migrations this version knows; refuses a database migrated by a newer one
/// (a downgrade), which sqlx reports as a migration it cannot find.
async fn migrate<'a, A>(
    migrations: &[(&'static str, &'static str)],
    to: A,
) -> Result<(), StoreError>
where
    A: sqlx::Acquire<'a>,
    <A::Connection as std::ops::Deref>::Target: sqlx::migrate::Migrate,
{
    migrator(migrations).run(to).await?;
    Ok(())
}

/// The migrations of one back end, in order: `(description, SQL)`, numbered from 1.
fn migrator(migrations: &[(&'static str, &'static str)]) -> Migrator {
    Migrator::with_migrations(
        (1..)
            .zip(migrations)
            .map(|(version, (description, sql))| {
                Migration::new(
                    version,
                    (*description).into(),
                    MigrationType::Simple,
                    sql.into_sql_str(),
                    false,
                )
            })
            .collect(),
    )
}

const SQLITE_MIGRATIONS: &[(&str, &str)] = &[
    (
        "tables, seats, actions, identities",
        include_str!("../migrations/sqlite/0001_init.sql"),
    ),
    (
        "accounts, sessions, api tokens",
        include_str!("../migrations/sqlite/0002_accounts.sql"),
    ),
    (
        "table chat and mutes",
        include_str!("../migrations/sqlite/0003_chat.sql"),
    ),
    (
        "ratings, game results",
        include_str!("../migrations/sqlite/0004_ratings.sql"),
    ),
    (
        "account e-mail, turn mails",
        include_str!("../migrations/sqlite/0005_turn_mails.sql"),
    ),
];

const POSTGRES_MIGRATIONS: &[(&str, &str)] = &[
    (
        "tables, seats, actions, identities",
        include_str!("../migrations/postgres/0001_init.sql"),
    ),
    (
        "accounts, sessions, api tokens",
        include_str!("../migrations/postgres/0002_accounts.sql"),
    ),
    (
        "table chat and mutes",
        include_str!("../migrations/postgres/0003_chat.sql"),
    ),
    (
        "ratings, game results",
        include_str!("../migrations/postgres/0004_ratings.sql"),
    ),
    (
        "account e-mail, turn mails",
        include_str!("../migrations/postgres/0005_turn_mails.sql"),
    ),
];

/// The statements of one [`Commit`] inside an open transaction `$tx`: the guarded update of
/// the table row, the seats that changed and the action. Leaves the transaction as it was
/// changed so far on an error; the caller drops the transaction, which rolls it back.
macro_rules! write_commit {
    ($tx:expr, $commit:expr) => {{
        let (tx, commit) = ($tx, $commit);
        async move {
            let updated = sqlx::query(UPDATE_TABLE)
                .bind(i64::from(commit.seq))
                .bind(status_text(commit.status))
                .bind(commit.deadline_ms)
                .bind(&commit.next_table)
                .bind(&commit.table_id)
                .bind(i64::from(commit.seq) - 1)
                .execute(&mut **tx)
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
                    .execute(&mut **tx)
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
                    .execute(&mut **tx)
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
            if let Some(end) = &commit.end {
                crate::ratings::store::write_end!(tx, &commit.table_id, end)?;
            }
            Ok::<(), StoreError>(())
        }
        .await
    }};
}

/// SQLite in WAL mode with `synchronous=NORMAL`: a committed transaction survives a crash of
/// the process. One writer connection (writes queue in the pool instead of spinning on
/// SQLITE_BUSY) and a few readers.
pub struct SqliteStore {
    writer: SqlitePool,
    reader: SqlitePool,
    /// Commits queue here for the group committer (see [`group_commits`]).
    commits: mpsc::Sender<Pending>,
    /// Transactions the group committer has run.
    transactions: Arc<AtomicU64>,
}

/// A commit waiting for its group, and where to say how it went.
struct Pending {
    commit: Commit,
    done: oneshot::Sender<Result<(), StoreError>>,
}

/// The most commits one transaction takes.
const MAX_GROUP: usize = 256;

/// Group commit: the commits of many tables that queue while a transaction runs go into the
/// next transaction together. Each caller hears of its commit only once the whole transaction
/// is committed, so an action is still acknowledged only when it is durable. SQLite has one
/// writer, and every statement is a round trip to sqlx's worker thread: a transaction per
/// action (five statements) capped it near 1,000 actions a second (docs/benchmarks.md); a
/// group costs two statements for the transaction and, whatever its size, one statement each
/// for the table rows, the seats and the actions (`batch`).
///
/// A commit that conflicts or repeats a stored command is rare (a table's task sends one
/// change at a time, in order), so a group is tried whole; if any of it fails, nothing of it
/// is stored and each commit is tried again alone, for its own result.
async fn group_commits(
    writer: SqlitePool,
    mut queue: mpsc::Receiver<Pending>,
    transactions: Arc<AtomicU64>,
) {
    let mut group = Vec::with_capacity(MAX_GROUP);
    while queue.recv_many(&mut group, MAX_GROUP).await > 0 {
        let commits: Vec<&Commit> = group.iter().map(|pending| &pending.commit).collect();
        transactions.fetch_add(1, Ordering::Relaxed);
        let together = commit_together(&writer, &commits).await;
        let results: Vec<Result<(), StoreError>> = match together {
            Ok(()) => commits.iter().map(|_| Ok(())).collect(),
            Err(err) if commits.len() == 1 => vec![Err(err)],
            Err(_) => {
                let mut results = Vec::with_capacity(commits.len());
                for commit in &commits {
                    transactions.fetch_add(1, Ordering::Relaxed);
                    results.push(commit_together(&writer, &[commit]).await);
                }
                results
            }
        };
        for (pending, result) in group.drain(..).zip(results) {
            let _ = pending.done.send(result);
        }
    }
}

/// Stores `commits` in one transaction, all or none: one alone as `write_commit!` writes it,
/// a group in a few statements of many rows each (`batch`).
async fn commit_together(writer: &SqlitePool, commits: &[&Commit]) -> Result<(), StoreError> {
    let mut tx = writer.begin_with("BEGIN IMMEDIATE").await?;
    if let [commit] = commits {
        write_commit!(&mut tx, *commit)?;
    } else {
        batch::write_group(&mut tx, commits).await?;
        for commit in commits {
            if let Some(end) = &commit.end {
                crate::ratings::store::write_end!(&mut tx, &commit.table_id, end)?;
            }
        }
    }
    tx.commit().await?;
    Ok(())
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
        migrate(SQLITE_MIGRATIONS, &writer).await?;
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
        let (commits, queue) = mpsc::channel(4 * MAX_GROUP);
        let transactions = Arc::new(AtomicU64::new(0));
        tokio::spawn(group_commits(writer.clone(), queue, transactions.clone()));
        Ok(SqliteStore {
            writer,
            reader,
            commits,
            transactions,
        })
    }

    /// The one connection that writes, and the pool that reads.
    pub(crate) fn pools(&self) -> (&SqlitePool, &SqlitePool) {
        (&self.writer, &self.reader)
    }

    /// How many transactions the group committer has run (each holds one or more commits).
    #[must_use]
    pub fn commit_transactions(&self) -> u64 {
        self.transactions.load(Ordering::Relaxed)
    }

    async fn commit_change(&self, commit: Commit) -> Result<(), StoreError> {
        let (done, result) = oneshot::channel();
        let gone = || StoreError::Corrupt("the group committer stopped".into());
        self.commits
            .send(Pending { commit, done })
            .await
            .map_err(|_| gone())?;
        result.await.unwrap_or_else(|_| Err(gone()))
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
        migrate(POSTGRES_MIGRATIONS, &pool).await?;
        Ok(PgStore { pool })
    }

    /// One transaction per commit: PostgreSQL runs several writers at once, and announces
    /// each commit to the other processes.
    async fn commit_change(&self, commit: Commit) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        write_commit!(&mut tx, &commit)?;
        sqlx::query(NOTIFY_SQL)
            .bind(&commit.table_id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
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
        Occupant::Invited(identity) => ("invited", Some(identity.id.as_str()), None),
    }
}

fn json_column(text: &str, what: &str) -> Result<Value, StoreError> {
    serde_json::from_str(text).map_err(|err| StoreError::Corrupt(format!("{what}: {err}")))
}

pub(crate) fn to_u32(value: i64, what: &str) -> Result<u32, StoreError> {
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
     OR EXISTS (SELECT 1 FROM seats s WHERE s.table_id = t.id AND s.identity = $1 AND s.kind = 'person'))";

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
                            "invited" => Occupant::Invited(Identity {
                                id: row.try_get("identity")?,
                                name: row.try_get("name")?,
                            }),
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
                Box::pin(async move { self.commit_change(commit).await })
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

            fn request_lease(&self, table_id: &str) -> StoreFuture<'_, ()> {
                let table_id = table_id.to_owned();
                Box::pin(async move {
                    if $notify.is_some() {
                        sqlx::query("SELECT pg_notify('lease_wanted', $1)")
                            .bind(table_id)
                            .execute(&self.$writer)
                            .await?;
                    }
                    Ok(())
                })
            }

            fn shared_by_processes(&self) -> bool {
                $notify.is_some()
            }

            fn accounts(&self) -> &dyn crate::accounts::store::AccountStore {
                self
            }

            fn chat(&self) -> &dyn crate::chat::store::ChatStore {
                self
            }

            fn ratings(&self) -> &dyn crate::ratings::store::RatingStore {
                self
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

#[cfg(test)]
mod tests {
    use super::*;

    fn table(id: &str) -> TableRecord {
        TableRecord {
            id: id.to_owned(),
            game: "claim".into(),
            options: serde_json::json!({}),
            seed: 7,
            public: false,
            settings: TableSettings::default(),
            status: Status::Playing,
            seq: 0,
            created_by: "someone".into(),
            created_ms: 0,
            deadline_ms: None,
            next_table: None,
        }
    }

    fn action(table_id: &str, seq: u32, command: &str) -> Commit {
        Commit {
            table_id: table_id.to_owned(),
            seq,
            status: Status::Playing,
            deadline_ms: None,
            next_table: None,
            seats: Vec::new(),
            end: None,
            action: Some(ActionRecord {
                seq,
                seat: 0,
                action: format!("move {seq}"),
                command: Some(command.to_owned()),
                mover: Mover::Person,
                at_ms: 0,
                driver: "here".into(),
            }),
        }
    }

    /// Commits of many tables sent at once share transactions; a commit that conflicts and
    /// one whose command was stored already fail alone (their groups are redone commit by
    /// commit), and every other commit is stored exactly once.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn group_commit_stores_each_commit_once_and_fails_only_the_bad_ones() {
        let dir = tempfile::tempdir().unwrap();
        let store = Arc::new(
            SqliteStore::open(&dir.path().join("t.db").display().to_string())
                .await
                .unwrap(),
        );
        let someone = Identity {
            id: "someone".into(),
            name: "Someone".into(),
        };
        store.create_identity(&someone, "hash").await.unwrap();
        let ids: Vec<String> = (0..200).map(|i| format!("t{i}")).collect();
        for id in &ids {
            store.create_table(&table(id), &[]).await.unwrap();
        }
        for round in 1..=3u32 {
            let mut tasks = Vec::new();
            for (i, id) in ids.iter().enumerate() {
                let store = store.clone();
                // After a first clean round, every tenth table also gets a second change
                // numbered like the first (a conflict), every seventh one a change that
                // reuses an old command.
                let mut commits = vec![action(id, round, &format!("{id}-{round}"))];
                if i % 10 == 0 && round > 1 {
                    commits.push(action(id, round, &format!("{id}-{round}-again")));
                }
                if i % 7 == 0 && round > 1 {
                    commits.push(action(id, round + 1, &format!("{id}-1")));
                }
                // Every third table's changes also seat a bot, counting the round in its
                // timeouts: the seats of a group are written with it.
                if i % 3 == 0 {
                    for commit in &mut commits {
                        commit.seats = vec![SeatRecord {
                            seat: 1,
                            occupant: Occupant::Bot("easy".into()),
                            timeouts: round,
                            stand_in: round == 2,
                        }];
                    }
                }
                for commit in commits {
                    let store = store.clone();
                    tasks.push(tokio::spawn(async move {
                        (commit.clone(), store.commit(&commit).await)
                    }));
                }
            }
            let mut stored = std::collections::HashMap::new();
            let tasks_sent = tasks.len() as u64;
            for task in tasks {
                let (commit, result) = task.await.unwrap();
                let command = commit.action.unwrap().command.unwrap();
                let reused = command == format!("{}-1", commit.table_id) && round > 1;
                match result {
                    Ok(()) => {
                        assert!(!reused, "{command} was stored twice");
                        *stored.entry(commit.table_id).or_insert(0) += 1;
                    }
                    // The loser of two changes numbered alike, or the reused command
                    // arriving before its table reached the change before it.
                    Err(StoreError::Conflict(seq)) => assert_eq!(seq, commit.seq, "{command}"),
                    Err(StoreError::DuplicateCommand(duplicate)) => {
                        assert!(reused, "{command}");
                        assert_eq!(duplicate, command);
                    }
                    Err(other) => panic!("{command}: {other}"),
                }
            }
            assert_eq!(stored.len(), ids.len(), "round {round}");
            if round == 1 {
                let transactions = store.commit_transactions();
                assert!(
                    transactions < tasks_sent / 2,
                    "{tasks_sent} commits sent at once took {transactions} transactions"
                );
                // A clean round is stored in groups, seats included.
                for (i, id) in ids.iter().enumerate().filter(|(i, _)| i % 3 == 0) {
                    let seats = store.load_table(id).await.unwrap().unwrap().seats;
                    let seen: Vec<_> = seats.iter().map(|s| (s.seat, s.timeouts)).collect();
                    assert_eq!(seen, [(1, 1)], "table {i}");
                }
            }
            assert!(
                stored.values().all(|&n| n == 1),
                "one change per table in round {round}"
            );
        }
        for id in &ids {
            let table = store.load_table(id).await.unwrap().unwrap();
            assert_eq!(table.table.seq, 3);
            let seqs: Vec<u32> = table.actions.iter().map(|a| a.seq).collect();
            assert_eq!(seqs, [1, 2, 3]);
            let actions: Vec<&str> = table.actions.iter().map(|a| a.action.as_str()).collect();
            assert_eq!(actions, ["move 1", "move 2", "move 3"], "{id}");
        }
        for (i, id) in ids.iter().enumerate() {
            let seats = store.load_table(id).await.unwrap().unwrap().seats;
            if i % 3 == 0 {
                assert_eq!(seats.len(), 1, "{id}");
                assert_eq!(seats[0].occupant, Occupant::Bot("easy".into()));
                assert_eq!((seats[0].timeouts, seats[0].stand_in), (3, false), "{id}");
            } else {
                assert!(seats.is_empty(), "{id}");
            }
        }
    }
}
