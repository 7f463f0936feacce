//! The Interregnum game server (docs/server.md): HTTP and WebSocket with axum, one task per
//! live table, every change stored in SQLite or PostgreSQL before anyone hears of it.
//!
//! - [`protocol`]: every message and body on the wire.
//! - [`table`]: a live table, the one place that turns a game into what observers see.
//! - [`store`]: the event log, SQLite and PostgreSQL.
//! - [`games`]: the games, and what a table needs from them (checks, bots).
//! - [`http`], [`ws`]: the endpoints and the WebSocket connection.
//! - [`simulations`]: the deck designer's bot games.
//! - [`metrics`]: what an operator watches, at `GET /metrics` on its own address.
//! - [`accounts`]: accounts, sessions and named tokens.
//! - [`reviews`]: game reviews of finished tables.
//! - [`tutorials`]: the fixed deals of the browser's tutorials.
//! - [`mail`]: "your turn" mails of turn-based tables.

pub mod accounts;
pub mod app;
pub mod backup;
pub mod chat;
pub mod client;
pub mod clock;
pub mod games;
pub mod http;
pub mod mail;
pub mod metrics;
pub mod outbox;
pub mod protocol;
pub mod ratings;
pub mod replays;
pub mod request_ids;
pub mod reviews;
pub mod secrets;
pub mod simulations;
pub mod store;
pub mod table;
pub mod tls;
pub mod tutorials;
pub mod web_files;
pub mod ws;

use std::{future::Future, net::SocketAddr, path::PathBuf, sync::Arc, time::Duration};

use axum::serve::ListenerExt;
use tokio::net::{TcpListener, TcpStream};

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
    /// Where to serve `GET /metrics` (Prometheus); none serves no metrics.
    pub metrics_addr: Option<SocketAddr>,
    /// Marks the session cookie `Secure`: set it when clients reach the server over TLS
    /// (through a proxy that terminates TLS too).
    pub secure_cookies: bool,
    /// The server is reached only through a proxy that appends the client's address to
    /// `X-Forwarded-For`: login throttling counts that address instead of the proxy's.
    pub behind_proxy: bool,
    /// Search iterations per decision of a game review.
    pub review_budget: u32,
    /// Serve HTTPS and WSS with this certificate (cookies are then `Secure` too); none
    /// serves plain HTTP, for a proxy that terminates TLS or for a local game.
    pub tls: Option<tls::TlsConfig>,
    /// Send "your turn" mails through this SMTP server; none sends no mail.
    pub mail: Option<mail::MailConfig>,
}

/// How long a shutdown waits for the tables to store what they are storing and stop.
pub const SHUTDOWN_TABLES_WITHIN: Duration = Duration::from_secs(8);
/// How long a shutdown then waits for the sockets to close, and again for the last HTTP
/// requests.
pub const SHUTDOWN_CONNECTIONS_WITHIN: Duration = Duration::from_secs(2);

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
            metrics_addr: None,
            secure_cookies: false,
            behind_proxy: false,
            review_budget: interregnum_bots::review::DEFAULT_BUDGET,
            tls: None,
            mail: None,
        }
    }
}

/// Rings a table's doorbell when another process announces a commit, and asks it to hand
/// its lease over when another process wants to drive it (PostgreSQL LISTEN/NOTIFY). A lost
/// notification is caught by the tables' own polling and by the asker asking again.
async fn listen(url: &str, shared: Arc<Shared>) -> Result<(), sqlx::Error> {
    let mut listener = sqlx::postgres::PgListener::connect(url).await?;
    listener
        .listen_all([
            store::NOTIFY_CHANNEL,
            store::LEASE_WANTED_CHANNEL,
            chat::store::CHAT_CHANNEL,
        ])
        .await?;
    tokio::spawn(async move {
        loop {
            match listener.recv().await {
                Ok(notification) => {
                    let command = match notification.channel() {
                        store::LEASE_WANTED_CHANNEL => table::Command::HandOver,
                        chat::store::CHAT_CHANNEL => table::Command::ChatPosted,
                        _ => table::Command::Refresh,
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
    metrics_listener: Option<TcpListener>,
    on_accept: Option<AcceptHook>,
    tls: Option<tls::TlsConfig>,
}

/// Called with every accepted socket once it is set up (tests look at its options).
type AcceptHook = Box<dyn Fn(&TcpStream) + Send + Sync>;

/// Sets up an accepted socket. `TCP_NODELAY`: a message is a small write the client waits
/// for, so Nagle's algorithm (which holds a small write until the previous one is
/// acknowledged) met the client's delayed ACK and held about 7% of the acks for 40 ms.
fn set_up_socket(socket: &TcpStream) {
    if let Err(err) = socket.set_nodelay(true) {
        tracing::warn!(%err, "cannot set TCP_NODELAY on an accepted socket");
    }
}

impl Server {
    /// Opens the database (applying migrations), rebuilds every unfinished table and binds.
    ///
    /// # Errors
    /// If the database cannot be opened or read, or the address cannot be bound.
    pub async fn start(config: Config) -> Result<Server, Box<dyn std::error::Error + Send + Sync>> {
        // A mail setup that cannot work stops the start before the database is opened.
        let mailer = config.mail.as_ref().map(mail::Mailer::new).transpose()?;
        let store = store::open(&config.db).await?;
        let shared = Shared::new(
            store,
            config.limits,
            config.heartbeat_ms,
            config.lease_ms,
            config.finished_idle_ms,
        );
        shared
            .accounts
            .set_secure_cookies(config.secure_cookies || config.tls.is_some());
        shared.accounts.set_behind_proxy(config.behind_proxy);
        shared.reviews.set_budget(config.review_budget);
        if let Some(mailer) = mailer {
            shared.set_mailer(mailer);
        }
        if shared.store.shared_by_processes() {
            listen(&config.db, shared.clone()).await?;
        }
        let tables = shared.recover().await?;
        tracing::info!(tables, "unfinished tables rebuilt");
        let listener = TcpListener::bind(config.addr).await?;
        let metrics_listener = match config.metrics_addr {
            Some(addr) => Some(TcpListener::bind(addr).await?),
            None => None,
        };
        Ok(Server {
            shared,
            listener,
            web_dir: config.web_dir,
            metrics_listener,
            on_accept: None,
            tls: config.tls,
        })
    }

    /// The address it listens on (useful with port 0).
    ///
    /// # Errors
    /// If the socket has no local address.
    pub fn local_addr(&self) -> std::io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// The address `GET /metrics` is served on, if any.
    #[must_use]
    pub fn metrics_addr(&self) -> Option<SocketAddr> {
        self.metrics_listener
            .as_ref()
            .and_then(|listener| listener.local_addr().ok())
    }

    /// Calls `hook` with every accepted socket after it is set up.
    #[must_use]
    pub fn on_accept(mut self, hook: impl Fn(&TcpStream) + Send + Sync + 'static) -> Server {
        self.on_accept = Some(Box::new(hook));
        self
    }

    /// Serves until the process ends.
    ///
    /// # Errors
    /// If accepting connections fails.
    pub async fn serve(self) -> std::io::Result<()> {
        self.serve_until(std::future::pending()).await
    }

    /// Serves until `stop` resolves, then shuts down gracefully: stops accepting, lets every
    /// table finish the commit it is on and release its lease (within
    /// [`SHUTDOWN_TABLES_WITHIN`]), closes every WebSocket with
    /// [`CLOSE_RESTARTING`](app::CLOSE_RESTARTING) after what was queued for it, and returns
    /// once the last HTTP requests are answered (within [`SHUTDOWN_CONNECTIONS_WITHIN`]).
    ///
    /// # Errors
    /// If accepting connections fails, or metrics cannot be recorded.
    pub async fn serve_until(
        self,
        stop: impl Future<Output = ()> + Send + 'static,
    ) -> std::io::Result<()> {
        if let Some(listener) = self.metrics_listener {
            let handle = metrics::install().map_err(std::io::Error::other)?;
            tokio::spawn(async move {
                if let Err(err) = metrics::serve(listener, handle).await {
                    tracing::error!(%err, "the metrics listener failed");
                }
            });
        }
        let app = http::router(self.shared.clone(), self.web_dir.as_deref());
        let hook = self.on_accept;
        let listener = self.listener.tap_io(move |socket: &mut TcpStream| {
            set_up_socket(socket);
            if let Some(hook) = &hook {
                hook(socket);
            }
        });
        let (stop_accepting, accepting_stopped) = tokio::sync::oneshot::channel::<()>();
        let accepting_stopped = async move {
            let _ = accepting_stopped.await;
        };
        // The peer's address: login throttling counts failures per address.
        let service = app.into_make_service_with_connect_info::<SocketAddr>();
        let mut serving = match &self.tls {
            None => tokio::spawn(
                axum::serve(listener, service)
                    .with_graceful_shutdown(accepting_stopped)
                    .into_future(),
            ),
            // The outer `tap_io` does nothing: it is what gives the TLS stream its peer
            // address as connect info (axum provides that for a tapped listener).
            Some(config) => tokio::spawn(
                axum::serve(
                    tls::TlsListener::new(listener, config).tap_io(|_| {}),
                    service,
                )
                .with_graceful_shutdown(accepting_stopped)
                .into_future(),
            ),
        };
        tokio::select! {
            served = &mut serving => return served.map_err(std::io::Error::other)?,
            () = stop => {}
        }
        tracing::info!("shutting down: no new connections; the tables store what they hold");
        let _ = stop_accepting.send(());
        if !self.shared.shutdown(SHUTDOWN_TABLES_WITHIN).await {
            tracing::warn!("some tables had not stopped in time; their last commit may be retried");
        }
        self.shared.close_connections();
        if !self
            .shared
            .connections_closed(SHUTDOWN_CONNECTIONS_WITHIN)
            .await
        {
            tracing::warn!("some WebSocket connections had not closed in time");
        }
        match tokio::time::timeout(SHUTDOWN_CONNECTIONS_WITHIN, serving).await {
            Ok(served) => served.map_err(std::io::Error::other)?,
            Err(_) => {
                tracing::warn!("some HTTP requests were still open at the end of the shutdown");
                Ok(())
            }
        }
    }
}
