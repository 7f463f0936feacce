//! `GET /metrics` on the metrics address (docs/operating.md, "Metrics"): Prometheus' text
//! format, and the figures move when a game is played. Its own test binary, since the
//! recorder is one per process.

mod common;

use common::{Player, TestDb, fast, guest};
use interregnum_server::{Config, Server, client, protocol::TableState};
use serde_json::json;

/// The value of the series `name` (exactly that name with its labels, if any), or 0 when
/// the series has not been recorded yet.
fn value(text: &str, name: &str) -> f64 {
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .find_map(|line| {
            let (series, value) = line.rsplit_once(' ')?;
            (series == name).then(|| value.parse::<f64>().ok())?
        })
        .unwrap_or(0.0)
}

async fn scrape(addr: std::net::SocketAddr) -> String {
    let (status, text) = client::http(addr, "GET", "/metrics", None, None)
        .await
        .unwrap();
    assert_eq!(status, 200);
    text
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_counters_move_when_a_game_is_played_and_metrics_are_not_on_the_public_address() {
    let db = TestDb::sqlite();
    let mut config = Config::new("127.0.0.1:0".parse().unwrap(), db.url.clone());
    config.metrics_addr = Some("127.0.0.1:0".parse().unwrap());
    let server = Server::start(config).await.unwrap();
    let addr = server.local_addr().unwrap();
    let metrics = server.metrics_addr().unwrap();
    assert_ne!(addr, metrics);
    let task = tokio::spawn(server.serve());

    let before = scrape(metrics).await;
    let ada = guest(addr, "Ada").await;
    let table: TableState = client::call(
        addr,
        "POST",
        "/api/play-bots",
        Some(&ada),
        Some(&json!({"game": "claim", "bot": "random", "settings": fast()})),
    )
    .await
    .unwrap();
    let player = Player::join(addr, &ada, &table.id, "Ada", 7).await;
    let during = scrape(metrics).await;
    assert!(value(&during, "interregnum_live_tables") >= 1.0, "{during}");
    assert!(
        value(&during, "interregnum_connected_sockets") >= 1.0,
        "{during}"
    );
    let player = player.play_out().await;
    let after = scrape(metrics).await;

    let replay: interregnum_core::Replay = client::call(
        addr,
        "GET",
        &format!("/api/tables/{}/replay", table.id),
        Some(&ada),
        None::<&serde_json::Value>,
    )
    .await
    .unwrap();
    let stored = value(&after, "interregnum_actions_stored_total")
        - value(&before, "interregnum_actions_stored_total");
    #[allow(clippy::cast_precision_loss)]
    let played = replay.actions.len() as f64;
    assert!(stored >= played, "{stored} stored, {played} in the game");
    let commits = value(&after, "interregnum_commit_seconds_count")
        - value(&before, "interregnum_commit_seconds_count");
    assert!(commits >= played, "every action is a commit: {commits}");
    let acks = value(&after, "interregnum_ack_seconds_count")
        - value(&before, "interregnum_ack_seconds_count");
    #[allow(clippy::cast_precision_loss)]
    let acked = player.acked.len() as f64;
    assert!(
        acks >= acked && acked > 0.0,
        "{acks} ack latencies for {acked} acks"
    );
    assert!(
        after.contains("# TYPE interregnum_commit_seconds histogram"),
        "{after}"
    );
    assert!(
        after.contains("interregnum_ack_seconds_bucket{le=\"0.005\"}"),
        "{after}"
    );

    // The public address has no metrics.
    let (_, public) = client::http(addr, "GET", "/metrics", None, None)
        .await
        .unwrap();
    assert!(!public.contains("interregnum_"), "{public}");
    task.abort();
}
