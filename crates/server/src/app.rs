//! What every request shares: the store, the registry of live tables, identities and limits.

use std::{
    collections::HashMap,
    sync::{
        Arc, Mutex,
        atomic::{AtomicU64, Ordering},
    },
};

use crate::{
    clock,
    games::GameEntry,
    outbox::ConnId,
    protocol::{ErrorBody, ErrorCode, Identity, Limits, Status, TableSettings},
    secrets,
    store::{Occupant, SeatRecord, Store, StoreError, StoredTable, TableRecord},
    table::{self, TableHandle},
};

/// The limits the server enforces (docs/server.md, Limits).
pub const LIMITS: Limits = Limits {
    max_message_bytes: 64 * 1024,
    messages_per_second: 20,
    tables_per_identity: 20,
    watched_per_connection: 32,
};

pub struct Shared {
    pub store: Box<dyn Store>,
    pub limits: Limits,
    /// How often connections are pinged; one silent for three times this is closed.
    pub heartbeat_ms: u32,
    /// This process, as the owner of table leases and the driver of stored actions.
    pub process: String,
    /// How long a lease lasts unless renewed (PostgreSQL with several processes).
    pub lease_ms: u32,
    /// The live tables. Loading one holds the lock, so a table is never loaded twice.
    tables: tokio::sync::Mutex<HashMap<String, TableHandle>>,
    /// Identities by token hash, so that a request costs no database read.
    identities: Mutex<HashMap<String, Identity>>,
    next_conn: AtomicU64,
}

impl Shared {
    #[must_use]
    pub fn new(
        store: Box<dyn Store>,
        limits: Limits,
        heartbeat_ms: u32,
        lease_ms: u32,
    ) -> Arc<Shared> {
        Arc::new(Shared {
            store,
            limits,
            heartbeat_ms,
            process: secrets::random_id(12),
            lease_ms,
            tables: tokio::sync::Mutex::new(HashMap::new()),
            identities: Mutex::new(HashMap::new()),
            next_conn: AtomicU64::new(1),
        })
    }

    pub fn next_conn(&self) -> ConnId {
        self.next_conn.fetch_add(1, Ordering::Relaxed)
    }

    /// Rebuilds every unfinished table from its log: bots and clocks resume.
    ///
    /// # Errors
    /// If the database cannot be read. A table whose log no longer plays back is skipped
    /// with an error in the log.
    pub async fn recover(self: &Arc<Self>) -> Result<usize, StoreError> {
        let ids = self.store.unfinished_tables().await?;
        let mut loaded = 0;
        for id in &ids {
            match self.table(id).await {
                Ok(_) => loaded += 1,
                Err(error) => tracing::error!(table = %id, %error, "cannot rebuild table"),
            }
        }
        Ok(loaded)
    }

    /// The live table `id`, loaded from the database if needed.
    ///
    /// # Errors
    /// `no_such_table`, or `storage` if the database fails.
    pub async fn table(self: &Arc<Self>, id: &str) -> Result<TableHandle, ErrorBody> {
        let mut tables = self.tables.lock().await;
        if let Some(handle) = tables.get(id) {
            return Ok(handle.clone());
        }
        // Ids are short codes; anything else cannot be a table and is not looked up.
        if id.is_empty() || id.len() > 64 {
            return Err(no_such_table());
        }
        let stored = self
            .store
            .load_table(id)
            .await
            .map_err(storage)?
            .ok_or_else(no_such_table)?;
        let handle = table::spawn(self.clone(), stored)?;
        tables.insert(id.to_owned(), handle.clone());
        Ok(handle)
    }

    /// Creates a table, stores it and starts its task; `started` starts the game at once
    /// (every seat must then be taken).
    ///
    /// # Errors
    /// `bad_options` if the game cannot start, `storage` if the database fails.
    #[allow(clippy::too_many_arguments)]
    pub async fn create_table(
        self: &Arc<Self>,
        entry: &'static GameEntry,
        options: serde_json::Value,
        seats: Vec<SeatRecord>,
        public: bool,
        settings: TableSettings,
        created_by: &str,
        started: bool,
    ) -> Result<Arc<str>, ErrorBody> {
        let seed = secrets::seed();
        let game = entry.start(&options, seed)?;
        let deadline_ms = match (started, settings.move_seconds, game.to_act()) {
            (true, Some(seconds), Some(seat))
                if matches!(seats[seat.index()].occupant, Occupant::Person(_)) =>
            {
                Some(clock::now_ms() + i64::from(seconds) * 1000)
            }
            _ => None,
        };
        let record = TableRecord {
            id: secrets::table_id(),
            game: entry.name.to_owned(),
            options,
            seed,
            public,
            settings,
            status: if started {
                Status::Playing
            } else {
                Status::Waiting
            },
            seq: 0,
            created_by: created_by.to_owned(),
            created_ms: clock::now_ms(),
            deadline_ms,
            next_table: None,
        };
        self.store
            .create_table(&record, &seats)
            .await
            .map_err(storage)?;
        let id = record.id.clone();
        let handle = table::spawn(
            self.clone(),
            StoredTable {
                table: record,
                seats,
                actions: Vec::new(),
            },
        )?;
        self.tables.lock().await.insert(id, handle.clone());
        Ok(handle.id)
    }

    /// The table `id` if it is live in this process.
    pub async fn live_table(&self, id: &str) -> Option<TableHandle> {
        self.tables.lock().await.get(id).cloned()
    }

    /// Stops every live table of this process (they release their leases).
    pub async fn shutdown(&self) {
        let tables: Vec<TableHandle> = self
            .tables
            .lock()
            .await
            .drain()
            .map(|(_, handle)| handle)
            .collect();
        for handle in tables {
            handle.send(table::Command::Stop).await;
        }
    }

    /// The identity whose token this is.
    ///
    /// # Errors
    /// `unauthorized` for an unknown token.
    pub async fn identify(&self, token: &str) -> Result<Identity, ErrorBody> {
        let hash = secrets::token_hash(token);
        if let Some(identity) = self.cached_identity(&hash) {
            return Ok(identity);
        }
        let identity = self
            .store
            .identity_by_token_hash(&hash)
            .await
            .map_err(storage)?
            .ok_or_else(|| {
                ErrorBody::new(
                    ErrorCode::Unauthorized,
                    "unknown token; create a guest with POST /api/guests",
                )
            })?;
        self.identities
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .insert(hash, identity.clone());
        Ok(identity)
    }

    fn cached_identity(&self, hash: &str) -> Option<Identity> {
        self.identities
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .get(hash)
            .cloned()
    }

    /// A new guest with a fresh token.
    ///
    /// # Errors
    /// `bad_message` for an empty or long name, `storage` if the database fails.
    pub async fn new_guest(&self, name: &str) -> Result<(Identity, String), ErrorBody> {
        let name = name.trim();
        if name.is_empty() || name.chars().count() > 32 || name.chars().any(char::is_control) {
            return Err(ErrorBody::new(
                ErrorCode::BadMessage,
                "a name is 1 to 32 characters, without control characters",
            ));
        }
        let identity = Identity {
            id: secrets::random_id(16),
            name: name.to_owned(),
        };
        let token = secrets::token();
        self.store
            .create_identity(&identity, &secrets::token_hash(&token))
            .await
            .map_err(storage)?;
        Ok((identity, token))
    }

    /// Refuses a new table for an identity at its limit.
    ///
    /// # Errors
    /// `too_many_tables`.
    pub async fn check_table_limit(&self, identity: &Identity) -> Result<(), ErrorBody> {
        let active = self
            .store
            .active_tables_of(&identity.id)
            .await
            .map_err(storage)?;
        if active >= self.limits.tables_per_identity {
            return Err(ErrorBody::new(
                ErrorCode::TooManyTables,
                format!(
                    "you have {active} unfinished tables; the limit is {}",
                    self.limits.tables_per_identity
                ),
            ));
        }
        Ok(())
    }
}

fn no_such_table() -> ErrorBody {
    ErrorBody::new(ErrorCode::NoSuchTable, "no table has that id")
}

pub(crate) fn storage(err: StoreError) -> ErrorBody {
    tracing::error!(%err, "database");
    ErrorBody::new(
        ErrorCode::Storage,
        "the database failed; nothing was changed; try again",
    )
}
