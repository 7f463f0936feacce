//! `interregnum serve` and `interregnum backup`: the online server as an operator runs it
//! (docs/operating.md): its flags, its logs, its signals.

use std::{net::SocketAddr, path::PathBuf};

use anyhow::{Context, Result};
use clap::{Args, ValueEnum};

use crate::i18n::tr;

/// The flags of `interregnum serve`.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The address to listen on.
    #[arg(long, default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,
    /// The database: a SQLite file (created if missing), or a postgres:// URL.
    #[arg(long, default_value = "interregnum.db")]
    pub db: String,
    /// The built browser client to serve at /.
    #[arg(long, default_value = "web/dist")]
    pub web: PathBuf,
    /// With PostgreSQL shared by several server processes: how long a process's hold on
    /// a table lasts unless renewed, so how soon another process takes over the tables
    /// of one that died.
    #[arg(long, value_name = "SECONDS", default_value = "10", value_parser = clap::value_parser!(u32).range(1..=3600))]
    pub lease_seconds: u32,
    /// Serve Prometheus metrics at http://ADDR/metrics (keep it private: a loopback or
    /// internal address). Off by default.
    #[arg(long, value_name = "ADDR")]
    pub metrics_addr: Option<SocketAddr>,
    /// How log lines are written to standard error: text for people, json (one object per
    /// line, with each HTTP request's id) for log collectors.
    #[arg(long, value_enum, default_value_t = LogFormat::Text)]
    pub log_format: LogFormat,
    /// Mark the session cookie Secure (sent over HTTPS only): set it when players reach the
    /// server over TLS, through a proxy that terminates it.
    #[arg(long)]
    pub secure_cookies: bool,
    /// The server is reached only through a proxy that appends each client's address to
    /// X-Forwarded-For (nginx's $proxy_add_x_forwarded_for): login throttling counts that
    /// address. Never set it when clients can reach the server directly (they could forge it).
    #[arg(long)]
    pub behind_proxy: bool,
    /// Serve HTTPS and WSS with this PEM certificate chain (the server's certificate
    /// first), for running without a proxy; needs --tls-key. Cookies are then Secure.
    #[arg(long, value_name = "FILE", requires = "tls_key")]
    pub tls_cert: Option<PathBuf>,
    /// The PEM private key of --tls-cert.
    #[arg(long, value_name = "FILE", requires = "tls_cert")]
    pub tls_key: Option<PathBuf>,
    /// Search iterations per decision of a game review (`POST /api/tables/{id}/review`):
    /// fewer answer sooner and are less sure; the tests use a few hundred.
    #[arg(long, value_name = "N", default_value_t = interregnum_bots::review::DEFAULT_BUDGET,
          value_parser = clap::value_parser!(u32).range(1..=i64::from(interregnum_bots::review::MAX_BUDGET)))]
    pub review_budget: u32,
    /// Send "your turn" mails of turn-based tables through this SMTP server:
    /// smtp://HOST:PORT (plain), smtp://HOST:PORT?tls=required (STARTTLS) or
    /// smtps://HOST:PORT (TLS), with USER:PASSWORD@ before the host if it wants a login.
    /// Needs --mail-from and --site-url. Off by default (no mail is sent).
    #[arg(long, value_name = "URL", requires_all = ["mail_from", "site_url"], conflicts_with = "smtp_url_file")]
    pub smtp_url: Option<String>,
    /// --smtp-url read from this file (its first line), so that a password in it does not
    /// show in the process list.
    #[arg(long, value_name = "FILE", requires_all = ["mail_from", "site_url"])]
    pub smtp_url_file: Option<PathBuf>,
    /// The From of "your turn" mails: an address, or `Name <address>`.
    #[arg(long, value_name = "ADDRESS")]
    pub mail_from: Option<String>,
    /// The address players open the site at (https://games.example.org): mails link a
    /// table as this with /#/table/ID.
    #[arg(long, value_name = "URL")]
    pub site_url: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LogFormat {
    Text,
    Json,
}

/// Runs the server until SIGTERM or Ctrl-C, then shuts it down gracefully (every table
/// stores what it holds, clients are told to reconnect).
///
/// # Errors
/// If the database cannot be opened, the address bound, or the server fails.
pub fn serve(args: ServeArgs, build_web_client: impl FnOnce(&std::path::Path)) -> Result<()> {
    let logs = tracing_subscriber::fmt()
        .with_max_level(tracing_subscriber::filter::LevelFilter::INFO)
        .with_writer(std::io::stderr);
    match args.log_format {
        LogFormat::Text => logs.init(),
        LogFormat::Json => logs
            .json()
            .flatten_event(true)
            .with_current_span(true)
            .init(),
    }
    // Read before anything else starts, so a wrong file is the first and only thing said.
    let tls = match (&args.tls_cert, &args.tls_key) {
        (Some(cert), Some(key)) => Some(interregnum_server::tls::TlsConfig::load(cert, key)?),
        _ => None,
    };
    let smtp_url = match (&args.smtp_url, &args.smtp_url_file) {
        (Some(url), _) => Some(url.clone()),
        (None, Some(file)) => Some(
            std::fs::read_to_string(file)
                .with_context(|| format!("cannot read {}", file.display()))?
                .lines()
                .next()
                .unwrap_or_default()
                .trim()
                .to_owned(),
        ),
        (None, None) => None,
    };
    let mail = smtp_url.map(|smtp_url| interregnum_server::mail::MailConfig {
        smtp_url,
        from: args.mail_from.clone().unwrap_or_default(),
        site_url: args.site_url.clone().unwrap_or_default(),
    });
    let scheme = if tls.is_some() { "https" } else { "http" };
    build_web_client(&args.web);
    let runtime = tokio::runtime::Runtime::new().context("cannot start the async runtime")?;
    let served = runtime.block_on(async {
        let mut config = interregnum_server::Config::new(args.addr, args.db);
        config.web_dir = Some(args.web);
        config.lease_ms = args.lease_seconds * 1000;
        config.metrics_addr = args.metrics_addr;
        config.secure_cookies = args.secure_cookies;
        config.behind_proxy = args.behind_proxy;
        config.tls = tls;
        config.review_budget = args.review_budget;
        config.mail = mail;
        let server = interregnum_server::Server::start(config)
            .await
            .map_err(|err| anyhow::anyhow!("{err}"))?;
        let addr = server.local_addr()?;
        // The first line is read by scripts and the browser tests: its words stay English.
        eprintln!("interregnum server listening on {scheme}://{addr}");
        if let Some(metrics) = server.metrics_addr() {
            eprintln!("metrics at http://{metrics}/metrics");
        }
        eprintln!(
            "{}",
            tr("cli-serve-open", &[("url", &format!("{scheme}://{addr}/"))])
        );
        server
            .serve_until(stop_signal())
            .await
            .context("the server stopped")
    });
    // A bot's search or a designer's simulation may still run on the blocking pool: the
    // tables have stored everything, so the process does not wait for them.
    runtime.shutdown_background();
    served?;
    eprintln!("{}", tr("cli-serve-stopped", &[]));
    Ok(())
}

/// Resolves at SIGTERM (what service managers and container runtimes send) or Ctrl-C.
async fn stop_signal() {
    let ctrl_c = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {}
        () = terminate => {}
    }
}

/// The flags of `interregnum backup`.
#[derive(Debug, Args)]
pub struct BackupArgs {
    /// The server's SQLite database (as given to `serve --db`).
    #[arg(long, default_value = "interregnum.db")]
    pub db: String,
    /// The new file to write the copy to.
    pub file: PathBuf,
}

/// Writes a consistent copy of a SQLite database, also while a server uses it.
///
/// # Errors
/// A PostgreSQL URL (the message gives the `pg_dump` line), no database, an existing file.
pub fn backup(args: &BackupArgs) -> Result<()> {
    let runtime = tokio::runtime::Runtime::new().context("cannot start the async runtime")?;
    runtime.block_on(interregnum_server::backup::sqlite(&args.db, &args.file))?;
    eprintln!(
        "{}",
        tr(
            "cli-backup-done",
            &[("db", &args.db), ("file", &args.file.display())]
        )
    );
    Ok(())
}
