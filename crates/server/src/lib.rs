//! The Interregnum game server (docs/server.md): HTTP and WebSocket with axum, one task per
//! live table, every change stored in SQLite or PostgreSQL before anyone hears of it.
//!
//! - [`protocol`]: every message and body on the wire.
//! - [`table`]: a live table, the one place that turns a game into what observers see.
//! - [`store`]: the event log, SQLite and PostgreSQL.
//! - [`games`]: the games, and what a table needs from them (checks, bots).
//! - [`http`], [`ws`]: the endpoints and the WebSocket connection.
//! - [`simulations`]: the deck designer's bot games.
//! - [`reviews`]: game reviews of finished tables.

pub mod app;
pub mod client;
pub mod clock;
pub mod games;
pub mod http;
pub mod outbox;
pub mod protocol;
pub mod ratings;
pub mod replays;
pub mod reviews;
pub mod secrets;
pub mod simulations;
pub mod store;
pub mod table;
pub mod ws;

use std::{net::SocketAddr, path::PathBuf, sync::Arc};

use tokio::net::TcpListener;

pub use app::{LIMITS, Shared};

/// How to run a server.
#[derive(Clone, Debug)]
pub struct Config {
    pub addr: SocketAddr,
    /// A SQLite file path, or a `postgres://` URL.
    pub db: String,
    /// The built browser client; `/` says how to build it when there is none.
    pub web_dir: Option<PathBuf>,
    pub heartbeat_ms: u32,
    pub limits: protocol::Limits,
    /// How long a table's lease lasts unless renewed, with PostgreSQL.
    pub lease_ms: u32,
    /// How long a finished table nobody watches stays in memory.
    pub finished_idle_ms: u32,
    /// Search iterations per decision of a game review.
    pub review_budget: u32,
}

impl Config {
    #[must_use]
    pub fn new(addr: SocketAddr, db: impl Into<String>) -> Config {
        Config {
            addr,
            db: db.into(),
            web_dir: None,
            heartbeat_ms: 20_000,
            limits: LIMITS,
            lease_ms: 10_000,
            finished_idle_ms: 5 * 60 * 1000,
            review_budget: interregnum_bots::review::DEFAULT_BUDGET,
        }
    }
}

/// Rings a table's doorbell when another process announces a commit, and asks it to hand
/// its lease over when another process wants to drive it (PostgreSQL LISTEN/NOTIFY). A lost
/// notification is caught by the tables' own polling and by the asker asking again.
async fn listen(url: &str, shared: Arc<Shared>) -> Result<(), sqlx::Error> {
    let mut listener = sqlx::postgres::PgListener::connect(url).await?;
    listener
        .listen_all([store::NOTIFY_CHANNEL, store::LEASE_WANTED_CHANNEL])
        .await?;
    tokio::spawn(async move {
        loop {
            match listener.recv().await {
                Ok(notification) => {
                    let command = if notification.channel() == store::LEASE_WANTED_CHANNEL {
                        table::Command::HandOver
                    } else {
                        table::Command::Refresh
                    };
                    if let Some(table) = shared.live_table(notification.payload()).await {
                        table.send(command).await;
                    }
                }
                Err(err) => {
                    tracing::warn!(%err, "LISTEN connection failed; retrying");
                    tokio::time::sleep(std::time::Duration::from_secs(1)).await;
                }
            }
        }
    });
    Ok(())
}

/// A server bound to its address, its tables rebuilt, ready to serve.
pub struct Server {
    pub shared: Arc<Shared>,
    listener: TcpListener,
    web_dir: Option<PathBuf>,
}

impl Server {
    /// Opens the database (applying migrations), rebuilds every unfinished table and binds.
    ///
    /// # Errors
    /// If the database cannot be opened or read, or the address cannot be bound.
    pub async fn start(config: Config) -> Result<Server, Box<dyn std::error::Error + Send + Sync>> {
        let store = store::open(&config.db).await?;
        let shared = Shared::new(
            store,
            config.limits,
            config.heartbeat_ms,
            config.lease_ms,
            config.finished_idle_ms,
        );
        shared.reviews.set_budget(config.review_budget);
        if shared.store.shared_by_processes() {
            listen(&config.db, shared.clone()).await?;
        }
        let tables = shared.recover().await?;
        tracing::info!(tables, "unfinished tables rebuilt");
        let listener = TcpListener::bind(config.addr).await?;
        Ok(Server {
            shared,
            listener,
            web_dir: config.web_dir,
        })
    }

    /// The address it listens on (useful with port 0).
    ///
    /// # Errors
    /// If the socket has no local address.
    pub fn local_addr(&self) -> std::io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// Serves until the process ends.
    ///
    /// # Errors
    /// If accepting connections fails.
    pub async fn serve(self) -> std::io::Result<()> {
        let app = http::router(self.shared, self.web_dir.as_deref());
        axum::serve(self.listener, app).await
    }
}
