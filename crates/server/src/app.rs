//! What every request shares: the store, the registry of live tables, identities and limits.

use std::{
    collections::HashMap,
    sync::{
        Arc,
        atomic::{AtomicBool, AtomicU64, Ordering},
    },
    time::Duration,
};

use crate::{
    clock,
    games::GameEntry,
    metrics,
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
    chat_chars: 300,
    chat_messages: 5,
    chat_window_ms: 10_000,
    chat_history: 100,
};

/// Hints searched at the same time by one server process (docs/server.md, Limits).
pub const MAX_HINTS_AT_ONCE: usize = 2;

/// What a new table plays: its game, the engine's options and the seed of its deal.
pub struct NewTableRecord {
    pub entry: &'static GameEntry,
    pub options: serde_json::Value,
    pub seed: u64,
}

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
    /// Chat messages and mutes per identity (docs/server.md, Chat).
    pub chat_limiter: crate::chat::ChatLimiter,
    /// The live tables. Loading one holds the lock, so a table is never loaded twice.
    tables: tokio::sync::Mutex<HashMap<String, TableHandle>>,
    /// Accounts, sessions, tokens and the identities they are cached as.
    pub accounts: crate::accounts::Accounts,
    /// The quick-pairing queues (in memory, per process).
    pub pairing: std::sync::Mutex<crate::ratings::pairing::Pairing>,
    /// Sends "your turn" mails, when the operator configured SMTP.
    mailer: std::sync::OnceLock<Arc<crate::mail::Mailer>>,
    next_conn: AtomicU64,
    /// Set when the process is shutting down: no table is loaded any more.
    stopping: AtomicBool,
    /// Turns true when the tables have stopped: every connection is then closed with
    /// [`CLOSE_RESTARTING`] so that clients reconnect (to this process once restarted, or
    /// to another).
    closing: tokio::sync::watch::Sender<bool>,
    /// Open WebSocket connections, so that a shutdown waits for their close frames.
    sockets: tokio::sync::watch::Sender<usize>,
}

/// The WebSocket close code of a server that is shutting down (RFC 6455's 1012, "service
/// restart"): the client reconnects and re-sends its unanswered actions.
pub const CLOSE_RESTARTING: u16 = 1012;

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
            chat_limiter: crate::chat::ChatLimiter::default(),
            tables: tokio::sync::Mutex::new(HashMap::new()),
            accounts: crate::accounts::Accounts::default(),
            pairing: std::sync::Mutex::default(),
            mailer: std::sync::OnceLock::new(),
            next_conn: AtomicU64::new(1),
            stopping: AtomicBool::new(false),
            closing: tokio::sync::watch::Sender::new(false),
            sockets: tokio::sync::watch::Sender::new(0),
        })
    }

    /// The mailer, if this server sends mails.
    pub fn mailer(&self) -> Option<&Arc<crate::mail::Mailer>> {
        self.mailer.get()
    }

    /// Sends "your turn" mails with `mailer` from now on (set once, at the start).
    pub fn set_mailer(&self, mailer: crate::mail::Mailer) {
        let _ = self.mailer.set(Arc::new(mailer));
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
        if self.stopping.load(Ordering::Acquire) {
            return Err(ErrorBody::new(
                ErrorCode::Moved,
                "this server is restarting; reconnect and retry",
            ));
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
        metrics::set_live_tables(tables.len());
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
        let table = NewTableRecord {
            entry,
            options,
            seed: secrets::seed(),
        };
        self.create_seeded_table(table, seats, public, settings, created_by, started)
            .await
    }

    /// [`Shared::create_table`] with the seed given: a tutorial's fixed deal.
    ///
    /// # Errors
    /// As `create_table`.
    pub async fn create_seeded_table(
        self: &Arc<Self>,
        table: NewTableRecord,
        seats: Vec<SeatRecord>,
        public: bool,
        settings: TableSettings,
        created_by: &str,
        started: bool,
    ) -> Result<Arc<str>, ErrorBody> {
        let NewTableRecord {
            entry,
            options,
            seed,
        } = table;
        let game = entry.start(&options, seed)?;
        let deadline_ms = match (started, settings.move_ms(), game.to_act()) {
            (true, Some(move_ms), Some(seat))
                if matches!(seats[seat.index()].occupant, Occupant::Person(_)) =>
            {
                Some(clock::now_ms() + move_ms)
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
        let mut tables = self.tables.lock().await;
        if self.stopping.load(Ordering::Acquire) {
            // Stored: the restarted process rebuilds it with every unfinished table.
            return Ok(id.as_str().into());
        }
        let handle = table::spawn(
            self.clone(),
            StoredTable {
                table: record,
                seats,
                actions: Vec::new(),
            },
        )?;
        tables.insert(id, handle.clone());
        metrics::set_live_tables(tables.len());
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
        let removed = tables.remove(id).is_some();
        metrics::set_live_tables(tables.len());
        removed
    }

    /// The number of tables live in this process.
    pub async fn live_tables(&self) -> usize {
        self.tables.lock().await.len()
    }

    /// Stops every live table of this process and waits up to `bound` for their tasks to
    /// end. A table finishes the command it is on first (a commit under way is stored and
    /// acknowledged), then releases its lease; commands queued behind the stop are dropped
    /// unanswered, so their senders re-send them after reconnecting. No table is loaded
    /// afterwards. False if some table had not ended within `bound`.
    pub async fn shutdown(&self, bound: Duration) -> bool {
        self.stopping.store(true, Ordering::Release);
        let tables: Vec<TableHandle> = {
            let mut tables = self.tables.lock().await;
            let handles = tables.drain().map(|(_, handle)| handle).collect();
            metrics::set_live_tables(0);
            handles
        };
        for handle in &tables {
            handle.send(table::Command::Stop).await;
        }
        let ended = futures_util::future::join_all(tables.iter().map(TableHandle::ended));
        tokio::time::timeout(bound, ended).await.is_ok()
    }

    /// Closes every WebSocket connection with [`CLOSE_RESTARTING`], after what each had
    /// queued is sent.
    pub fn close_connections(&self) {
        self.closing.send_replace(true);
    }

    /// Waits up to `bound` for every WebSocket connection to end; false if some had not.
    pub async fn connections_closed(&self, bound: Duration) -> bool {
        let mut sockets = self.sockets.subscribe();
        tokio::time::timeout(bound, sockets.wait_for(|open| *open == 0))
            .await
            .is_ok()
    }

    pub(crate) fn socket_opened(&self) {
        self.sockets.send_modify(|open| *open += 1);
        metrics::socket_opened();
    }

    pub(crate) fn socket_closed(&self) {
        self.sockets
            .send_modify(|open| *open = open.saturating_sub(1));
        metrics::socket_closed();
    }

    /// Resolves once [`Shared::close_connections`] was called.
    pub(crate) fn connections_closing(&self) -> tokio::sync::watch::Receiver<bool> {
        self.closing.subscribe()
    }

    /// The identity whose bearer token (a guest's or a named API token) this is.
    ///
    /// # Errors
    /// `unauthorized` for an unknown token.
    pub async fn identify(&self, token: &str) -> Result<Identity, ErrorBody> {
        Ok(self.identify_bearer(token).await?.identity)
    }

    /// The live tables of this process.
    pub async fn live_handles(&self) -> Vec<TableHandle> {
        self.tables.lock().await.values().cloned().collect()
    }

    /// A new guest with a fresh token.
    ///
    /// # Errors
    /// `bad_message` for an empty or long name, `storage` if the database fails.
    pub async fn new_guest(&self, name: &str) -> Result<(Identity, String), ErrorBody> {
        let name = checked_name(name)?;
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

/// A guest's or an account's name, trimmed, if it keeps the rules.
///
/// # Errors
/// `bad_message` saying what a name may be.
pub fn checked_name(name: &str) -> Result<&str, ErrorBody> {
    let name = name.trim();
    if name.chars().count() > 32 || !shows_as_written(name) {
        return Err(ErrorBody::new(
            ErrorCode::BadMessage,
            "a name is 1 to 32 characters, at least one of them visible, without control \
             characters or the marks that change the direction of text",
        ));
    }
    if name.eq_ignore_ascii_case(crate::accounts::DELETED_NAME) {
        return Err(ErrorBody::new(
            ErrorCode::BadMessage,
            format!("{name:?} is what deleted accounts are called; choose another name"),
        ));
    }
    Ok(name)
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
