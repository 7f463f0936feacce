//! Every accepted socket has `TCP_NODELAY` set: a small message (an `ack`, an `update`) goes
//! out at once instead of waiting for the client's delayed ACK of the one before (Nagle's
//! algorithm), which held about 7% of the acks for 40 ms.

mod common;

use std::sync::{Arc, Mutex};

use common::{TestDb, fast, guest};
use interregnum_server::{
    Config, Server,
    client::{self, Connection},
    protocol::{ClientMessage, ServerMessage, TableState},
};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_accepted_socket_has_nodelay_and_a_live_game_is_played_on_it() {
    let db = TestDb::sqlite();
    let config = Config::new("127.0.0.1:0".parse().unwrap(), db.url.clone());
    let seen: Arc<Mutex<Vec<bool>>> = Arc::default();
    let record = seen.clone();
    let server = Server::start(config)
        .await
        .unwrap()
        .on_accept(move |socket| {
            record.lock().unwrap().push(socket.nodelay().unwrap());
        });
    let addr = server.local_addr().unwrap();
    let task = tokio::spawn(server.serve());

    // HTTP requests and a WebSocket, each on its own connection.
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
    let mut conn = Connection::login(addr, &ada).await.unwrap();
    conn.send(&ClientMessage::Watch {
        table: table.id.clone(),
        last_seq: None,
    })
    .await
    .unwrap();
    let snapshot = conn
        .recv_until(|m| matches!(m, ServerMessage::Snapshot { .. }))
        .await;
    assert!(snapshot.is_ok(), "the live connection works");

    let seen = seen.lock().unwrap().clone();
    assert!(
        seen.len() >= 3,
        "the guest, the table and the WebSocket each came on an accepted socket: {seen:?}"
    );
    assert!(seen.iter().all(|&nodelay| nodelay), "{seen:?}");
    task.abort();
}
