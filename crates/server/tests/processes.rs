//! Two server instances on one PostgreSQL database (each with its own process id, leases,
//! LISTEN connection and pools): a table played through the first, followed live through
//! the second, then, once the first stops, played to the end through the second. One table
//! is never driven by both: a command through the follower is refused with `moved`, and the
//! stored actions of the two drivers do not interleave.

mod common;

use std::time::Duration;

use common::{Player, TestDb, fast, guest, start_config};
use interregnum_server::{
    client::{self, Connection},
    protocol::{ClientMessage, ErrorCode, ServerMessage, SnapshotReason, TableState},
};
use serde_json::{Value, json};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_share_one_postgresql_and_never_drive_one_table_together() {
    let Some(db) = TestDb::postgres("two_processes_share_one_postgresql").await else {
        return;
    };
    let lease = |config: &mut interregnum_server::Config| config.lease_ms = 1_500;
    let first = start_config(&db, lease).await;
    let second = start_config(&db, lease).await;
    let ada = guest(first.addr, "Ada").await;
    let bob = guest(second.addr, "Bob").await;
    let table: TableState = client::call(
        first.addr,
        "POST",
        "/api/tables",
        Some(&ada),
        Some(&json!({"game": "claim", "public": true, "seats": [{"kind": "me"}, {"kind": "open"}], "settings": fast()})),
    )
    .await
    .unwrap();
    let id = table.id.clone();
    // The lobby is shared.
    let lobby: Vec<TableState> =
        client::call(second.addr, "GET", "/api/lobby", None, None::<&Value>)
            .await
            .unwrap();
    assert!(lobby.iter().any(|t| t.id == id));
    let _: TableState = client::call(
        first.addr,
        "POST",
        &format!("/api/tables/{id}/sit"),
        Some(&bob),
        Some(&json!({})),
    )
    .await
    .unwrap();
    let _: TableState = client::call(
        first.addr,
        "POST",
        &format!("/api/tables/{id}/start"),
        Some(&ada),
        None::<&Value>,
    )
    .await
    .unwrap();

    // A spectator follows through the second process.
    let mut spectator = Connection::open(second.addr).await.unwrap();
    spectator
        .send(&ClientMessage::Watch {
            table: id.clone(),
            last_seq: None,
        })
        .await
        .unwrap();
    spectator.recv().await.unwrap();

    let mut a = Player::join(first.addr, &ada, &id, "ada", 1).await;
    let mut b = Player::join(first.addr, &bob, &id, "bob", 2).await;
    for _ in 0..10 {
        for player in [&mut a, &mut b] {
            player.maybe_act().await;
            while let Ok(message) = player.conn.recv_within(Duration::from_millis(50)).await {
                player.absorb(message);
            }
        }
    }
    let seq = a.seq().max(b.seq());
    // The follower heard of it (LISTEN/NOTIFY doorbell, then a read of the database).
    let followed = spectator
        .recv_until(|m| matches!(m, ServerMessage::Snapshot { table, reason: SnapshotReason::Resync, .. } if table.seq == seq))
        .await;
    assert!(followed.is_ok(), "the second process followed to {seq}");
    // A command through the second process while the first drives: refused.
    let mut intruder = Connection::login(second.addr, &ada).await.unwrap();
    intruder
        .send(&ClientMessage::Act {
            table: id.clone(),
            seq,
            action: "Gb0".into(),
            command: "intrude".into(),
            auto: false,
        })
        .await
        .unwrap();
    let refused = intruder.recv().await.unwrap();
    assert!(
        matches!(&refused, ServerMessage::Error { error, .. } if error.code == ErrorCode::Moved),
        "{refused:?}"
    );

    // The first process stops; the players come back through the second and finish.
    first.shared.shutdown().await;
    drop(first);
    let a = Player::join(second.addr, &ada, &id, "ada", 3).await;
    let b = Player::join(second.addr, &bob, &id, "bob", 4).await;
    assert_eq!(a.seq(), seq);
    let (a, _b) = tokio::join!(a.play_out(), b.play_out());
    assert!(a.finished());

    let stored = second.shared.store.load_table(&id).await.unwrap().unwrap();
    let drivers: Vec<&str> = stored
        .actions
        .iter()
        .map(|action| action.driver.as_str())
        .collect();
    let switch = drivers
        .iter()
        .position(|driver| *driver == second.shared.process.as_str())
        .unwrap();
    assert!(switch > 0, "the first process drove the start");
    assert!(
        drivers[..switch].iter().all(|d| *d == drivers[0]),
        "one driver before the switch"
    );
    assert!(
        drivers[switch..]
            .iter()
            .all(|d| *d == second.shared.process),
        "one driver after: {drivers:?}"
    );
    assert_ne!(drivers[0], second.shared.process);
}
