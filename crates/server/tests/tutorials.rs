//! Tutorials (`POST /api/tutorials`, docs/server.md): a private table of the requester against
//! the heuristic bot on the game's fixed deal; two tutorials of a game deal the same cards,
//! which two ordinary tables do not; a game without a tutorial, or no identity, is refused.

mod common;

use common::{TestDb, guest};
use interregnum_server::{
    client,
    protocol::{HistoryEntry, Occupant, Status, TableState},
};
use serde_json::json;

async fn first_view(addr: std::net::SocketAddr, token: &str, table: &str) -> serde_json::Value {
    let history: Vec<HistoryEntry> = client::call(
        addr,
        "GET",
        &format!("/api/tables/{table}/history"),
        Some(token),
        None::<&()>,
    )
    .await
    .unwrap();
    history[0].view.clone()
}

async fn tutorials_deal_the_same_game(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let ada = guest(addr, "Ada").await;
    let mut views = Vec::new();
    for _ in 0..2 {
        let table: TableState = client::call(
            addr,
            "POST",
            "/api/tutorials",
            Some(&ada),
            Some(&json!({"game": "provinces"})),
        )
        .await
        .unwrap();
        assert_eq!(table.status, Status::Playing);
        assert_eq!(table.you, Some(0));
        assert!(!table.public);
        assert_eq!(table.settings.hints, Some(false));
        assert_eq!(table.settings.move_seconds, None);
        assert!(
            matches!(&table.seats[1].occupant, Occupant::Bot { bot } if bot == "heuristic"),
            "{:?}",
            table.seats[1]
        );
        views.push(first_view(addr, &ada, &table.id).await);
    }
    assert_eq!(views[0]["seats"][0]["hand"], views[1]["seats"][0]["hand"]);
    // Ordinary tables are dealt from fresh seeds: the check above can fail.
    let mut hands = Vec::new();
    for _ in 0..3 {
        let table: TableState = client::call(
            addr,
            "POST",
            "/api/play-bots",
            Some(&ada),
            Some(&json!({"game": "provinces", "options": {"first_player": 0}})),
        )
        .await
        .unwrap();
        hands.push(first_view(addr, &ada, &table.id).await["seats"][0]["hand"].clone());
    }
    assert!(hands[0] != hands[1] || hands[1] != hands[2], "{hands:?}");
}

async fn unknown_tutorials_are_refused(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let ada = guest(addr, "Ada").await;
    let (status, body) = client::http(
        addr,
        "POST",
        "/api/tutorials",
        Some(&ada),
        Some(&json!({"game": "chess"})),
    )
    .await
    .unwrap();
    assert_eq!(status, 400, "{body}");
    assert!(body.contains("unknown_game"), "{body}");
    assert!(body.contains("claim, imposter-kings, provinces"), "{body}");
    let (status, body) = client::http(
        addr,
        "POST",
        "/api/tutorials",
        None,
        Some(&json!({"game": "claim"})),
    )
    .await
    .unwrap();
    assert_eq!(status, 401, "{body}");
}

on_both_backends!(
    tutorials_deal_the_same_game_sqlite,
    tutorials_deal_the_same_game_postgres,
    tutorials_deal_the_same_game
);
on_both_backends!(
    unknown_tutorials_are_refused_sqlite,
    unknown_tutorials_are_refused_postgres,
    unknown_tutorials_are_refused
);
