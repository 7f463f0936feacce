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

/// Hints searched at the same time by one server process (docs/server.md, Limits).
pub const MAX_HINTS_AT_ONCE: usize = 2;

pub struct Shared {
    pub store: Box<dyn Store>,
    pub limits: Limits,
    /// How often connections are pinged; one silent for three times this is closed.
    pub heartbeat_ms: u32,
    /// This process, as the owner of table leases and the driver of stored actions.
    pub process: String,
    /// How long a lease lasts unless renewed (PostgreSQL with several processes).
    pub lease_ms: u32,
    /// How long a finished table nobody watches stays in memory; after that it is put away
    /// and loaded again from the database when asked for.
    pub finished_idle_ms: u32,
    /// Hints being searched at once, across all tables: each takes the hard level's threads
    /// for up to two seconds, so a few at a time keep the tables' own bots responsive.
    pub hint_permits: Arc<tokio::sync::Semaphore>,
    /// The deck designer's simulations.
    pub simulations: crate::simulations::Simulations,
    /// The game reviews of finished tables.
    pub reviews: crate::reviews::Reviews,
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
        finished_idle_ms: u32,
    ) -> Arc<Shared> {
        Arc::new(Shared {
            store,
            limits,
            heartbeat_ms,
            process: secrets::random_id(12),
            lease_ms,
            finished_idle_ms,
            hint_permits: Arc::new(tokio::sync::Semaphore::new(MAX_HINTS_AT_ONCE)),
            simulations: crate::simulations::Simulations::default(),
            reviews: crate::reviews::Reviews::default(),
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

    /// Forgets the live table `id` if `still_idle` says, under the registry's lock, that
    /// nothing has reached it meanwhile; the table's task then ends. True if it was forgotten.
    pub async fn put_away(&self, id: &str, still_idle: impl FnOnce() -> bool) -> bool {
        let mut tables = self.tables.lock().await;
        if !still_idle() {
            return false;
        }
        tables.remove(id).is_some()
    }

    /// The number of tables live in this process.
    pub async fn live_tables(&self) -> usize {
        self.tables.lock().await.len()
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
        if name.chars().count() > 32 || !shows_as_written(name) {
            return Err(ErrorBody::new(
                ErrorCode::BadMessage,
                "a name is 1 to 32 characters, at least one of them visible, without control \
                 characters or the marks that change the direction of text",
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

/// Whether a name others will read shows as it is written: at least one visible character,
/// no control characters, and none of the bidirectional marks, overrides and isolates, which
/// reorder the text after the name on the page (a name is not isolated where it is shown).
/// Joiners and variation selectors stay allowed inside a name: emoji and several scripts
/// need them.
#[must_use]
pub fn shows_as_written(name: &str) -> bool {
    let bidi = |c: char| matches!(c, '\u{061c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
    // Characters that take no room and show nothing on their own.
    let invisible = |c: char| {
        c.is_whitespace()
            || matches!(
                c,
                '\u{00ad}'
                    | '\u{034f}'
                    | '\u{115f}'
                    | '\u{1160}'
                    | '\u{180e}'
                    | '\u{200b}'..='\u{200d}'
                    | '\u{2060}'..='\u{2064}'
                    | '\u{3164}'
                    | '\u{fe00}'..='\u{fe0f}'
                    | '\u{feff}'
                    | '\u{ffa0}'
                    | '\u{e0000}'..='\u{e0fff}'
            )
    };
    !name.chars().any(|c| c.is_control() || bidi(c)) && !name.chars().all(invisible)
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
