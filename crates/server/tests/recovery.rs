//! A stored table whose log no longer plays back (a bug, or an engine changed under
//! unfinished tables): whoever asks for it is refused without a word of the engine's
//! refusal, which names the cards of the seat to act.

mod common;

use common::{Player, TestDb, fast, guest};
use interregnum_core::Observer;
use interregnum_server::{
    client::{self, Connection},
    games,
    protocol::{ClientMessage, ErrorBody, ErrorCode, ServerMessage, TableState},
};
use serde_json::{Value, json};
use sqlx::Row;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_log_that_does_not_play_back_is_refused_without_hidden_cards() {
    let db = TestDb::sqlite();
    let server = common::start(&db).await;
    let addr = server.addr;
    let ada = guest(addr, "Ada").await;
    let bob = guest(addr, "Bob").await;
    let table: TableState = client::call(
        addr,
        "POST",
        "/api/tables",
        Some(&ada),
        Some(&json!({"game": "claim", "options": {"first_leader": 0},
                     "seats": [{"kind": "me"}, {"kind": "open"}], "settings": fast()})),
    )
    .await
    .unwrap();
    let id = table.id;
    let path = |what: &str| format!("/api/tables/{id}/{what}");
    let _: TableState = client::call(addr, "POST", &path("sit"), Some(&bob), Some(&json!({})))
        .await
        .unwrap();
    let _: TableState = client::call(addr, "POST", &path("start"), Some(&ada), None::<&Value>)
        .await
        .unwrap();
    let mut a = Player::join(addr, &ada, &id, "ada", 1).await;
    assert!(a.maybe_act().await);
    while a.is_waiting() {
        let message = a.conn.recv().await.unwrap();
        a.absorb(message);
    }
    drop(a);
    drop(server);

    // The stored lead becomes a card Ada does not hold: it reads, but is not legal.
    let pool = sqlx::SqlitePool::connect(&format!("sqlite:{}", db.url))
        .await
        .unwrap();
    let row = sqlx::query("SELECT seed, options FROM game_tables WHERE id = $1")
        .bind(&id)
        .fetch_one(&pool)
        .await
        .unwrap();
    let seed = row.get::<i64, _>("seed") as u64;
    let options: Value = serde_json::from_str(&row.get::<String, _>("options")).unwrap();
    let game = games::find("claim").unwrap().start(&options, seed).unwrap();
    let legal = game.legal_actions();
    let not_held = ["Gb0", "Gb7", "Kn2", "Kn9", "Un0", "Dw9", "Dp9", "Dp2"]
        .into_iter()
        .find(|card| !legal.iter().any(|l| l == card))
        .unwrap();
    let updated = sqlx::query("UPDATE actions SET action = $1 WHERE table_id = $2")
        .bind(not_held)
        .bind(&id)
        .execute(&pool)
        .await
        .unwrap();
    assert_eq!(updated.rows_affected(), 1);
    pool.close().await;

    // What a spectator may not see: the cards in Ada's hand, which are what she may lead.
    let spectator = game.view(Observer::Spectator).to_string();
    let hidden: Vec<&String> = legal
        .iter()
        .filter(|card| !spectator.contains(card.as_str()))
        .collect();
    assert!(!hidden.is_empty(), "the hands are hidden from a spectator");
    let check = |error: &ErrorBody| {
        assert_eq!(error.code, ErrorCode::Internal, "{error:?}");
        for card in &hidden {
            assert!(
                !error.message.contains(card.as_str()),
                "a spectator's error names {card}, a hidden card: {}",
                error.message
            );
        }
        assert!(error.allowed.is_none(), "{error:?}");
    };

    let server = common::start(&db).await;
    let addr = server.addr;
    let mut eve = Connection::open(addr).await.unwrap();
    eve.send(&ClientMessage::Watch {
        table: id.clone(),
        last_seq: None,
    })
    .await
    .unwrap();
    let answer = eve
        .recv_until(|m| {
            matches!(
                m,
                ServerMessage::Error { .. } | ServerMessage::Snapshot { .. }
            )
        })
        .await
        .unwrap();
    let ServerMessage::Error { error, .. } = &answer else {
        panic!("the table was rebuilt from a log that does not play back: {answer:?}")
    };
    check(error);
    let (status, body) = client::http(addr, "GET", &format!("/api/tables/{id}"), None, None)
        .await
        .unwrap();
    assert_eq!(status, 500, "{body}");
    check(&serde_json::from_str(&body).unwrap());
}
