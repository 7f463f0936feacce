//! Whole games of every game and player count, played over the WebSocket by two programs
//! (and bots in the other seats), with a spectator watching; every view any of them received
//! must be one the engine gives that observer, and nothing before the end names the seed.

mod common;

use common::{Player, TestDb, engine_views, fast, guest, seat};
use interregnum_core::{Observer, Replay};
use interregnum_server::{
    client::{self, Connection},
    protocol::{ClientMessage, ServerMessage, Status, TableState},
};
use serde_json::{Value, json};

/// Every game and player count, with a quick match for The Imposter Kings.
fn tables() -> Vec<(&'static str, Value)> {
    vec![
        ("claim", json!({})),
        ("imposter-kings", json!({"players": 2, "points_to_win": 2})),
        ("imposter-kings", json!({"players": 3, "points_to_win": 2})),
        ("imposter-kings", json!({"players": 4, "points_to_win": 2})),
        ("provinces", json!({"players": 2})),
        ("provinces", json!({"players": 3})),
        ("provinces", json!({"players": 4})),
    ]
}

async fn whole_games(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let ada = guest(addr, "Ada").await;
    let bob = guest(addr, "Bob").await;
    for (index, (game, options)) in tables().into_iter().enumerate() {
        let players = options.get("players").and_then(Value::as_u64).unwrap_or(2) as usize;
        let mut seats = vec![json!({"kind": "me"}), json!({"kind": "open"})];
        seats.extend((2..players).map(|_| json!({"kind": "bot", "bot": "heuristic"})));
        let table: TableState = client::call(
            addr,
            "POST",
            "/api/tables",
            Some(&ada),
            Some(&json!({"game": game, "options": options, "seats": seats, "settings": fast()})),
        )
        .await
        .unwrap();
        let seated: TableState = client::call(
            addr,
            "POST",
            &format!("/api/tables/{}/sit", table.id),
            Some(&bob),
            Some(&json!({})),
        )
        .await
        .unwrap();
        assert_eq!(seated.you, Some(1));
        let mut spectator = Connection::open(addr).await.unwrap();
        spectator.keep_transcript = true;
        spectator
            .send(&ClientMessage::Watch {
                table: table.id.clone(),
                last_seq: None,
            })
            .await
            .unwrap();
        let a = Player::join(addr, &ada, &table.id, "ada", index as u64).await;
        let b = Player::join(addr, &bob, &table.id, "bob", 100 + index as u64).await;
        let started: TableState = client::call(
            addr,
            "POST",
            &format!("/api/tables/{}/start", table.id),
            Some(&ada),
            None::<&Value>,
        )
        .await
        .unwrap();
        assert_eq!(started.status, Status::Playing);
        let (a, b) = tokio::join!(a.play_out(), b.play_out());
        let mut spectator_views = Vec::new();
        loop {
            match spectator.recv().await.unwrap() {
                ServerMessage::Update { table, view, .. }
                | ServerMessage::Snapshot { table, view, .. } => {
                    if let Some(view) = view {
                        spectator_views.push(view);
                    }
                    if table.status == Status::Finished {
                        break;
                    }
                }
                _ => {}
            }
        }
        let replay: Replay = client::call(
            addr,
            "GET",
            &format!("/api/tables/{}/replay", table.id),
            None,
            None::<&Value>,
        )
        .await
        .unwrap();
        assert!(!replay.actions.is_empty());
        check_views(&replay, seat(0), a.views.iter().map(|(_, view)| view), game);
        check_views(&replay, seat(1), b.views.iter().map(|(_, view)| view), game);
        check_views(&replay, Observer::Spectator, spectator_views.iter(), game);
        for transcript in [
            &a.conn.transcript,
            &b.conn.transcript,
            &spectator.transcript,
        ] {
            check_no_seed(transcript, replay.seed);
        }
        // The replay plays back to the outcome everyone was shown.
        let outcome = a.state.as_ref().unwrap().outcome.clone().unwrap();
        let entry = interregnum_server::games::find(game).unwrap();
        let mut again = entry.start(&replay.options, replay.seed).unwrap();
        for action in &replay.actions {
            again.apply(action).unwrap();
        }
        assert_eq!(again.outcome().unwrap(), outcome, "{game}");
        eprintln!("{game} {players}p: {} actions", replay.actions.len());
    }
}

fn check_views<'a>(
    replay: &Replay,
    observer: Observer,
    views: impl Iterator<Item = &'a Value>,
    game: &str,
) {
    let allowed = engine_views(replay, observer);
    let mut count = 0;
    for view in views {
        assert!(
            allowed.contains(&view.to_string()),
            "{game}: {observer:?} was sent a view the engine never gives it: {view}"
        );
        count += 1;
    }
    assert!(count > 1, "{game}: {observer:?} saw the game");
}

/// Nothing sent before the game was over holds the seed.
fn check_no_seed(transcript: &[String], seed: u64) {
    let seed = seed.to_string();
    for text in transcript {
        let finished = text.contains("\"status\":\"finished\"");
        assert!(!text.contains("\"seed\""), "a message names a seed: {text}");
        if !finished {
            assert!(!text.contains(&seed), "a message holds the seed: {text}");
        }
    }
}

on_both_backends!(
    whole_games_of_every_game_and_player_count_sqlite,
    whole_games_of_every_game_and_player_count_postgres,
    whole_games
);
