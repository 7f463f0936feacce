//! What an operator watches (docs/operating.md, "Metrics"): counters, gauges and histograms
//! in Prometheus' text format at `GET /metrics`, served on an address of its own
//! (`serve --metrics-addr`) so that it is never public by default.
//!
//! The `metrics` facade costs nothing until a recorder is installed: a server started without
//! a metrics address records nothing. One process has one recorder, so every server in a
//! process (tests start several) adds to the same figures.

use std::{sync::OnceLock, time::Duration};

use ::metrics::{counter, gauge, histogram};
use axum::{Router, routing::get};
use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};
use tokio::net::TcpListener;

/// Tables live in this process (loaded in memory, driven or followed).
pub const LIVE_TABLES: &str = "interregnum_live_tables";
/// Open WebSocket connections.
pub const CONNECTED_SOCKETS: &str = "interregnum_connected_sockets";
/// Actions stored (people's, bots' and the clock's), since the process started.
pub const ACTIONS_STORED: &str = "interregnum_actions_stored_total";
/// Time to store one change in the database, in seconds.
pub const COMMIT_SECONDS: &str = "interregnum_commit_seconds";
/// Time from a person's action arriving on its socket to its `ack` being queued, in seconds
/// (actions held for a reaction window are not counted: their wait is the window's).
pub const ACK_SECONDS: &str = "interregnum_ack_seconds";
/// Bots searching right now.
pub const BOTS_THINKING: &str = "interregnum_bots_thinking";
/// Table leases this process holds (PostgreSQL shared by several processes).
pub const LEASES_HELD: &str = "interregnum_leases_held";

/// "Your turn" mails handed to the SMTP server (`result="sent"`) or not (`result="failed"`).
pub const TURN_MAILS: &str = "interregnum_turn_mails_total";

/// Histogram buckets in seconds: from a fast commit (0.5 ms) to the tail worth paging on.
const LATENCY_BUCKETS: [f64; 12] = [
    0.000_5, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 5.0,
];

static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();

/// Installs the process's recorder (once) and returns the handle that renders it.
///
/// # Errors
/// If another recorder was installed in this process by something else.
pub fn install() -> Result<PrometheusHandle, metrics_exporter_prometheus::BuildError> {
    if let Some(handle) = HANDLE.get() {
        return Ok(handle.clone());
    }
    let handle = PrometheusBuilder::new()
        .set_buckets(&LATENCY_BUCKETS)?
        .install_recorder()?;
    describe();
    Ok(HANDLE.get_or_init(|| handle).clone())
}

fn describe() {
    ::metrics::describe_gauge!(LIVE_TABLES, "Tables live in this process.");
    ::metrics::describe_gauge!(CONNECTED_SOCKETS, "Open WebSocket connections.");
    ::metrics::describe_counter!(ACTIONS_STORED, "Actions stored since the process started.");
    ::metrics::describe_histogram!(
        COMMIT_SECONDS,
        ::metrics::Unit::Seconds,
        "Time to store one change in the database."
    );
    ::metrics::describe_histogram!(
        ACK_SECONDS,
        ::metrics::Unit::Seconds,
        "Time from a person's action arriving to its ack, outside reaction windows."
    );
    ::metrics::describe_gauge!(BOTS_THINKING, "Bots searching right now.");
    ::metrics::describe_gauge!(LEASES_HELD, "Table leases this process holds.");
    ::metrics::describe_counter!(TURN_MAILS, "\"Your turn\" mails sent or failed.");
}

/// Serves `GET /metrics` on `listener` until the process ends.
pub async fn serve(listener: TcpListener, handle: PrometheusHandle) -> std::io::Result<()> {
    let app = Router::new().route(
        "/metrics",
        get(move || {
            let handle = handle.clone();
            async move {
                handle.run_upkeep();
                (
                    [(
                        axum::http::header::CONTENT_TYPE,
                        "text/plain; version=0.0.4; charset=utf-8",
                    )],
                    handle.render(),
                )
            }
        }),
    );
    axum::serve(listener, app).await
}

pub(crate) fn set_live_tables(count: usize) {
    #[allow(clippy::cast_precision_loss)] // a count of tables is far below 2^52
    gauge!(LIVE_TABLES).set(count as f64);
}

pub(crate) fn socket_opened() {
    gauge!(CONNECTED_SOCKETS).increment(1.0);
}

pub(crate) fn socket_closed() {
    gauge!(CONNECTED_SOCKETS).decrement(1.0);
}

pub(crate) fn committed(took: Duration, action: bool) {
    histogram!(COMMIT_SECONDS).record(took.as_secs_f64());
    if action {
        counter!(ACTIONS_STORED).increment(1);
    }
}

pub(crate) fn acknowledged(took: Duration) {
    histogram!(ACK_SECONDS).record(took.as_secs_f64());
}

pub(crate) fn bot_started() {
    gauge!(BOTS_THINKING).increment(1.0);
}

pub(crate) fn bot_finished() {
    gauge!(BOTS_THINKING).decrement(1.0);
}

pub(crate) fn lease_taken() {
    gauge!(LEASES_HELD).increment(1.0);
}

pub(crate) fn lease_released() {
    gauge!(LEASES_HELD).decrement(1.0);
}

pub(crate) fn turn_mail(sent: bool) {
    let result = if sent { "sent" } else { "failed" };
    counter!(TURN_MAILS, "result" => result).increment(1);
}
