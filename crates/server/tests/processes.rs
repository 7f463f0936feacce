//! Two server instances on one PostgreSQL database (each with its own process id, leases,
//! LISTEN connection and pools): a table played through the first and followed live through
//! the second; then with one player on each, every move handed over to the process of the
//! person making it; then, once the first stops, played to the end through the second. Each
//! stored action names the one process that drove the table when it was made.
//! (`crates/cli/tests/serve.rs` does the same with two `interregnum serve` processes.)

mod common;

use std::time::Duration;

use common::{Player, TestDb, fast, guest, start_config};
use interregnum_server::{
    client::{self, Connection},
    protocol::{ClientMessage, ServerMessage, SnapshotReason, TableState},
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
    // Bob moves over to the second process while Ada stays on the first: each of his moves
    // is handed over to the second, each of hers back to the first.
    drop(b);
    let mut b = Player::join(second.addr, &bob, &id, "bob", 5).await;
    assert_eq!(b.seq(), seq);
    let mut rounds = 0;
    while a.seq().max(b.seq()) < seq + 8 && !a.finished() {
        rounds += 1;
        assert!(rounds < 400, "the hand-overs stalled at {}", a.seq());
        for player in [&mut a, &mut b] {
            player.maybe_act().await;
            while let Ok(message) = player.conn.recv_within(Duration::from_millis(50)).await {
                player.absorb(message);
            }
        }
    }
    let alternated = a.seq().max(b.seq());
    drop((a, b));

    // The first process stops; the players come back through the second and finish.
    first.shared.shutdown(Duration::from_secs(10)).await;
    drop(first);
    let a = Player::join(second.addr, &ada, &id, "ada", 3).await;
    let b = Player::join(second.addr, &bob, &id, "bob", 4).await;
    assert_eq!(a.seq(), alternated);
    let (a, _b) = tokio::join!(a.play_out(), b.play_out());
    assert!(a.finished());

    let stored = second.shared.store.load_table(&id).await.unwrap().unwrap();
    let first_process = stored.actions[0].driver.clone();
    assert_ne!(
        first_process, second.shared.process,
        "the first process drove the start"
    );
    for action in &stored.actions {
        // Before the switch the first drove; while the players sat on different processes,
        // each action was stored by the process of the person who made it; after the first
        // stopped, the second drove alone. Never one change by both: the sequence guard.
        let expected = if action.seq <= seq {
            first_process.as_str()
        } else if action.seq <= alternated {
            if action.seat == 0 {
                first_process.as_str()
            } else {
                second.shared.process.as_str()
            }
        } else {
            second.shared.process.as_str()
        };
        assert_eq!(action.driver, expected, "action {}", action.seq);
    }
    let seqs: Vec<u32> = stored.actions.iter().map(|action| action.seq).collect();
    assert!(seqs.windows(2).all(|pair| pair[0] < pair[1]));
}
