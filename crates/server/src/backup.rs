//! `interregnum backup`: a consistent copy of a SQLite database, taken while the server
//! serves (docs/operating.md, "Backups").
//!
//! SQLite's `VACUUM INTO` writes the database as one read transaction sees it, so the copy is
//! a snapshot at one commit even while the server keeps committing (in WAL mode the server's
//! writer is not blocked). It is SQLite's documented way to back up a live database from SQL,
//! compact as well; the C backup API would copy page by page and restart whenever the server
//! writes. PostgreSQL is backed up with its own `pg_dump`.

use std::{path::Path, str::FromStr, time::Duration};

use sqlx::{
    ConnectOptions,
    sqlite::{SqliteConnectOptions, SqliteJournalMode},
};

/// Why a backup was not made.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error(
        "{0} is a PostgreSQL database: back it up with pg_dump, e.g. \
         `pg_dump --format=custom --file=interregnum.dump '{0}'` (docs/operating.md)"
    )]
    Postgres(String),
    #[error("there is no database at {0}; give the file the server runs with (--db)")]
    NoDatabase(String),
    #[error("{0} exists already; give the backup a new file name (nothing was overwritten)")]
    Exists(String),
    #[error("the backup failed: {0}")]
    Sqlite(#[from] sqlx::Error),
}

/// Copies the SQLite database at `db` (a path, or a `sqlite:` URL as `serve --db` takes) to
/// the new file `out`, consistent at one commit.
///
/// # Errors
/// [`BackupError`]: a PostgreSQL URL, a missing database, an existing `out`, or SQLite's own.
pub async fn sqlite(db: &str, out: &Path) -> Result<(), BackupError> {
    if db.starts_with("postgres://") || db.starts_with("postgresql://") {
        return Err(BackupError::Postgres(db.to_owned()));
    }
    let path = db
        .strip_prefix("sqlite://")
        .or_else(|| db.strip_prefix("sqlite:"))
        .unwrap_or(db);
    if !Path::new(path).is_file() {
        return Err(BackupError::NoDatabase(path.to_owned()));
    }
    if out.exists() {
        return Err(BackupError::Exists(out.display().to_string()));
    }
    let mut connection = SqliteConnectOptions::from_str(&format!("sqlite:{path}"))?
        .journal_mode(SqliteJournalMode::Wal)
        .busy_timeout(Duration::from_secs(10))
        .connect()
        .await?;
    sqlx::query("VACUUM INTO ?1")
        .bind(out.to_string_lossy().as_ref())
        .execute(&mut connection)
        .await?;
    Ok(())
}
