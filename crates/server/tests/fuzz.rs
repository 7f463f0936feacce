//! More than 100,000 malformed and hostile messages (random bytes, broken, huge and deeply
//! nested JSON, wrong seats, stale numbers, other games' notation, unknown tables), sent in
//! bursts between the legal moves of real players. Afterwards every table's stored log must
//! be exactly the legal moves acknowledged to the players, and every seat's view what the
//! engine makes of them.

mod common;

use std::{
    net::SocketAddr,
    time::{Duration, Instant},
};

use common::{Player, Rng, TestDb, fast, guest, seat};
use futures_util::{SinkExt, StreamExt};
use interregnum_server::{
    client,
    protocol::{ServerMessage, Status, TableState},
};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

const BURSTS: usize = 12;
const HOSTILE_CONNECTIONS: usize = 4;
const PER_CONNECTION_PER_BURST: usize = 2_200;

/// A table the fuzzer attacks, with the two people who really play it.
struct Target {
    id: String,
    game: &'static str,
    players: Vec<Player>,
}

fn hostile(rng: &mut Rng, targets: &[(String, u32, Vec<String>, Vec<String>)]) -> Message {
    let (table, seq, legal_now, _) = &targets[rng.below(targets.len())];
    let stale = seq.wrapping_add(1 + rng.below(5) as u32);
    let notation = [
        "Gb0",
        "Kn7",
        "Dp9",
        "pass",
        "kingshand",
        "assassin",
        "end",
        "bank S4",
        "attack S6 B",
        "play Queen",
        "first B",
        "hide Fool Elder",
        "guard",
        "monk",
        "reaper",
        "take shared",
        "activate S5 4+1",
        "",
        " ",
        "\u{0}",
        "🂡",
        "A",
        "B 3",
        "null",
    ];
    let action = notation[rng.below(notation.len())];
    // A seated identity may be sending this: never a legal action at the current number.
    let action = if legal_now.iter().any(|l| l == action) {
        "Xx9"
    } else {
        action
    };
    let text = match rng.below(16) {
        0 => {
            let bytes: Vec<u8> = (0..rng.below(200)).map(|_| rng.below(256) as u8).collect();
            return if rng.below(2) == 0 {
                Message::Binary(bytes.into())
            } else {
                Message::Text(String::from_utf8_lossy(&bytes).into_owned().into())
            };
        }
        1 => "{\"type\":\"act\",\"table\":".to_owned(),
        2 => format!("{}{}", "[".repeat(5_000), "]".repeat(5_000)),
        3 => format!("{{\"type\":\"act\",\"table\":\"{table}\",\"seq\":{seq},\"action\":\"{}\",\"command\":\"c\"}}", "x".repeat(70_000)),
        4 => json!({"type": "act", "table": table, "seq": -1, "action": action, "command": "c"}).to_string(),
        5 => json!({"type": "act", "table": table, "seq": stale, "action": legal_now.first().map_or("x", String::as_str), "command": format!("s{}", rng.below(1000))}).to_string(),
        6 => json!({"type": "act", "table": table, "seq": seq, "action": action, "command": format!("h{}", rng.below(1_000_000))}).to_string(),
        7 => json!({"type": "act", "table": "nope", "seq": seq, "action": action, "command": "c"}).to_string(),
        8 => json!({"type": "watch", "table": format!("{}{}", table, rng.below(9))}).to_string(),
        9 => json!({"type": "act", "table": table, "seq": seq, "action": action, "command": "x".repeat(65)}).to_string(),
        10 => json!({"type": "hello", "token": "forged"}).to_string(),
        11 => json!({"type": "shout", "table": table}).to_string(),
        12 => json!({"type": "act", "table": table, "seq": u32::MAX, "action": {"nested": [1, 2]}, "command": 5}).to_string(),
        13 => json!({"type": "act", "table": table, "seq": seq, "action": action, "command": "c", "auto": "yes"}).to_string(),
        14 => "null".to_owned(),
        _ => json!({"type": "ping", "nonce": rng.below(100)}).to_string(),
    };
    Message::Text(text.into())
}

/// Waits until `target`'s table stands still and its people have seen all of it.
async fn settle(addr: SocketAddr, target: &mut Target) {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        for player in &mut target.players {
            while let Ok(message) = player.conn.recv_within(Duration::from_millis(60)).await {
                player.absorb(message);
            }
        }
        let state: TableState = client::call(
            addr,
            "GET",
            &format!("/api/tables/{}", target.id),
            None,
            None::<&Value>,
        )
        .await
        .unwrap();
        let seen = target
            .players
            .iter()
            .all(|player| !player.is_waiting() && player.seq() == state.seq);
        let person_to_act = state.status != Status::Playing
            || target
                .players
                .iter()
                .any(|player| player.state.as_ref().and_then(|mine| mine.you) == state.to_act);
        if seen && person_to_act {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "{} did not settle: the server is at {}, the people at {:?}",
            target.game,
            state.seq,
            target.players.iter().map(Player::seq).collect::<Vec<_>>()
        );
    }
}

/// Sends `count` hostile messages on one connection as `token` (or anonymously), reading
/// the answers concurrently; returns how many answers came.
async fn attack(
    addr: SocketAddr,
    token: Option<String>,
    targets: Vec<(String, u32, Vec<String>, Vec<String>)>,
    seed: u64,
    count: usize,
) -> usize {
    let (socket, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
        .await
        .unwrap();
    let (mut sink, mut stream) = socket.split();
    let reader = tokio::spawn(async move {
        let mut answers = 0;
        while let Ok(Some(Ok(frame))) =
            tokio::time::timeout(Duration::from_secs(5), stream.next()).await
        {
            if let Message::Text(text) = frame {
                let message: ServerMessage =
                    serde_json::from_str(&text).expect("the server speaks its protocol");
                assert!(
                    !matches!(
                        message,
                        ServerMessage::Ack { .. } | ServerMessage::Update { .. }
                    ),
                    "a hostile message changed a table: {text}"
                );
                answers += 1;
            }
        }
        answers
    });
    if let Some(token) = token {
        sink.send(Message::Text(
            json!({"type": "hello", "token": token}).to_string().into(),
        ))
        .await
        .unwrap();
    }
    let mut rng = Rng::new(seed);
    for _ in 0..count {
        sink.send(hostile(&mut rng, &targets)).await.unwrap();
    }
    sink.close().await.unwrap();
    reader.await.unwrap()
}

async fn fuzz(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let ada = guest(addr, "Ada").await;
    let bob = guest(addr, "Bob").await;
    let eve = guest(addr, "Eve").await;
    let mut targets = Vec::new();
    for (index, (game, options)) in [
        ("claim", json!({})),
        ("imposter-kings", json!({"players": 3, "points_to_win": 3})),
        ("provinces", json!({"players": 3})),
    ]
    .into_iter()
    .enumerate()
    {
        let players = options.get("players").and_then(Value::as_u64).unwrap_or(2);
        let mut seats = vec![json!({"kind": "me"}), json!({"kind": "open"})];
        seats.extend((2..players).map(|_| json!({"kind": "bot", "bot": "random"})));
        let table: TableState = client::call(
            addr,
            "POST",
            "/api/tables",
            Some(&ada),
            Some(&json!({"game": game, "options": options, "seats": seats, "settings": fast()})),
        )
        .await
        .unwrap();
        let _: TableState = client::call(
            addr,
            "POST",
            &format!("/api/tables/{}/sit", table.id),
            Some(&bob),
            Some(&json!({})),
        )
        .await
        .unwrap();
        let _: TableState = client::call(
            addr,
            "POST",
            &format!("/api/tables/{}/start", table.id),
            Some(&ada),
            None::<&Value>,
        )
        .await
        .unwrap();
        let a = Player::join(addr, &ada, &table.id, "ada", index as u64).await;
        let b = Player::join(addr, &bob, &table.id, "bob", 10 + index as u64).await;
        targets.push(Target {
            id: table.id,
            game,
            players: vec![a, b],
        });
    }

    let mut sent = 0;
    let mut answered = 0;
    for burst in 0..BURSTS {
        // The tables stand still during a burst: bots move only after a person does, and
        // the people wait. Before freezing the numbers, each table must have settled: every
        // person's action answered, every update arrived, and a person to act (not a bot
        // still thinking). On a loaded machine messages are late, so wait for it.
        for target in &mut targets {
            settle(addr, target).await;
        }
        let frozen: Vec<(String, u32, Vec<String>, Vec<String>)> = targets
            .iter()
            .map(|t| {
                (
                    t.id.clone(),
                    t.players[0].seq(),
                    t.players[0].legal(),
                    t.players[1].legal(),
                )
            })
            .map(|(id, seq, a, b)| (id, seq, [a.clone(), b.clone()].concat(), Vec::new()))
            .collect();
        let tokens = [
            Some(ada.clone()),
            Some(bob.clone()),
            Some(eve.clone()),
            None,
        ];
        let attacks = (0..HOSTILE_CONNECTIONS).map(|c| {
            attack(
                addr,
                tokens[c % tokens.len()].clone(),
                frozen.clone(),
                (burst * 100 + c) as u64,
                PER_CONNECTION_PER_BURST,
            )
        });
        for answers in futures_util::future::join_all(attacks).await {
            answered += answers;
        }
        sent += HOSTILE_CONNECTIONS * PER_CONNECTION_PER_BURST;
        // Nothing moved.
        for (target, (_, seq, _, _)) in targets.iter().zip(&frozen) {
            let state: TableState = client::call(
                addr,
                "GET",
                &format!("/api/tables/{}", target.id),
                None,
                None::<&Value>,
            )
            .await
            .unwrap();
            assert_eq!(state.seq, *seq, "burst {burst} changed {}", target.game);
        }
        // The people play a few moves.
        for target in &mut targets {
            for _ in 0..6 {
                for player in &mut target.players {
                    if player.maybe_act().await {
                        while let Ok(message) =
                            player.conn.recv_within(Duration::from_millis(300)).await
                        {
                            let done = matches!(message, ServerMessage::Ack { .. });
                            player.absorb(message);
                            if done {
                                break;
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(sent >= 100_000, "sent {sent}");
    assert!(
        answered >= sent / 2,
        "only {answered} answers to {sent} messages"
    );
    eprintln!("{sent} hostile messages, {answered} answers");

    // Every table is what its legal moves made it.
    for target in &mut targets {
        for player in &mut target.players {
            while let Ok(message) = player.conn.recv_within(Duration::from_millis(200)).await {
                player.absorb(message);
            }
        }
        let stored = server
            .shared
            .store
            .load_table(&target.id)
            .await
            .unwrap()
            .unwrap();
        let mut acked: Vec<u32> = target
            .players
            .iter()
            .flat_map(|p| p.acked.iter().map(|(seq, _)| *seq))
            .collect();
        acked.sort_unstable();
        let by_people: Vec<u32> = stored
            .actions
            .iter()
            .filter(|a| a.mover == interregnum_server::protocol::Mover::Person)
            .map(|a| a.seq)
            .collect();
        assert_eq!(
            by_people, acked,
            "{}: the people's stored actions are exactly those acknowledged",
            target.game
        );
        assert!(acked.len() >= 10, "{}: the people played", target.game);
        let entry = interregnum_server::games::find(target.game).unwrap();
        let mut game = entry
            .start(&stored.table.options, stored.table.seed)
            .unwrap();
        for action in &stored.actions {
            game.apply(&action.action).unwrap();
        }
        for (index, player) in target.players.iter().enumerate() {
            assert_eq!(
                player.view.as_ref(),
                Some(&game.view(seat(index as u8))),
                "{} seat {index}",
                target.game
            );
            assert_eq!(player.seq(), stored.table.seq);
        }
        assert_ne!(stored.table.status, Status::Waiting);
    }
    let (status, _) = client::http(addr, "GET", "/healthz", None, None)
        .await
        .unwrap();
    assert_eq!(status, 200);
}

on_both_backends!(fuzz_sqlite, fuzz_postgres, fuzz);
