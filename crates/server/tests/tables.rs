//! Tables beyond one game: the lobby, private tables, rematch, the move clock with a bot
//! standing in and the person taking the seat back, and the limits.

mod common;

use std::time::Duration;

use common::{Player, TestDb, fast, guest, start_config, start_with};
use interregnum_server::{
    LIMITS,
    client::{self, Connection},
    protocol::{Change, ClientMessage, ErrorCode, Mover, ServerMessage, Status, TableState},
};
use serde_json::{Value, json};

async fn lobby_and_rematch(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let ada = guest(addr, "Ada").await;
    let bob = guest(addr, "Bob").await;
    let create = |public: bool| {
        json!({"game": "claim", "options": {"first_leader": 1}, "public": public,
               "seats": [{"kind": "me"}, {"kind": "open"}], "settings": fast()})
    };
    let public: TableState =
        client::call(addr, "POST", "/api/tables", Some(&ada), Some(&create(true)))
            .await
            .unwrap();
    let private: TableState = client::call(
        addr,
        "POST",
        "/api/tables",
        Some(&ada),
        Some(&create(false)),
    )
    .await
    .unwrap();
    let lobby: Vec<TableState> = client::call(addr, "GET", "/api/lobby", None, None::<&Value>)
        .await
        .unwrap();
    assert!(lobby.iter().any(|t| t.id == public.id));
    assert!(
        !lobby.iter().any(|t| t.id == private.id),
        "private tables are reachable by link only"
    );
    let id = public.id;
    let path = |what: &str| format!("/api/tables/{id}/{what}");
    // Start needs every seat; leaving is allowed before the start.
    let refused =
        client::call::<TableState>(addr, "POST", &path("start"), Some(&ada), None::<&Value>).await;
    assert!(matches!(
        refused,
        Err(client::ClientError::Http { status: 409, .. })
    ));
    let _: TableState = client::call(addr, "POST", &path("sit"), Some(&bob), Some(&json!({})))
        .await
        .unwrap();
    let left: TableState = client::call(addr, "POST", &path("leave"), Some(&bob), None::<&Value>)
        .await
        .unwrap();
    assert_eq!(left.you, None);
    let taken = client::call::<TableState>(
        addr,
        "POST",
        &path("sit"),
        Some(&bob),
        Some(&json!({"seat": 0})),
    )
    .await;
    assert!(matches!(
        taken,
        Err(client::ClientError::Http { status: 409, .. })
    ));
    let _: TableState = client::call(
        addr,
        "POST",
        &path("sit"),
        Some(&bob),
        Some(&json!({"seat": 1})),
    )
    .await
    .unwrap();
    let early = client::http(addr, "GET", &path("replay"), None, None)
        .await
        .unwrap();
    assert_eq!(
        early.0, 409,
        "no replay (no seed) before the end: {}",
        early.1
    );
    let _: TableState = client::call(addr, "POST", &path("start"), Some(&ada), None::<&Value>)
        .await
        .unwrap();
    let a = Player::join(addr, &ada, &id, "ada", 1).await;
    let b = Player::join(addr, &bob, &id, "bob", 2).await;
    let (mut a, mut b) = tokio::join!(a.play_out(), b.play_out());
    // Both ask for a rematch: one new table, first leader rotated, both told.
    let next: TableState = client::call(addr, "POST", &path("rematch"), Some(&bob), None::<&Value>)
        .await
        .unwrap();
    let same: TableState = client::call(addr, "POST", &path("rematch"), Some(&ada), None::<&Value>)
        .await
        .unwrap();
    assert_eq!(next.id, same.id);
    assert_eq!((next.you, same.you), (Some(1), Some(0)));
    assert_eq!(next.status, Status::Playing);
    assert_eq!(next.options["first_leader"], 0);
    for player in [&mut a, &mut b] {
        let told = player
            .conn
            .recv_until(|m| {
                matches!(
                    m,
                    ServerMessage::Update {
                        change: Change::Rematch { .. },
                        ..
                    }
                )
            })
            .await
            .unwrap();
        assert!(
            matches!(told, ServerMessage::Update { change: Change::Rematch { next_table }, .. } if next_table == next.id)
        );
    }
    let history: Vec<interregnum_server::protocol::HistoryEntry> =
        client::call(addr, "GET", &path("history"), Some(&ada), None::<&Value>)
            .await
            .unwrap();
    assert_eq!(history.len(), 53, "the deal and 52 plays");
    // The deal's entry is the change just before the first play (the start), not 0; each play
    // follows with its own change number, in order.
    assert!(history[0].seq > 0, "{:?}", history[0].seq);
    assert!(
        history
            .windows(2)
            .all(|pair| pair[1].seq == pair[0].seq + 1),
        "consecutive changes: {:?}",
        history.iter().map(|entry| entry.seq).collect::<Vec<_>>()
    );
    assert!(
        history
            .iter()
            .all(|entry| entry.view["observer"]["seat"] == 0)
    );
}

/// A finished table nobody watches leaves memory after a while, and is loaded again from the
/// database, unchanged, when someone asks for it.
async fn finished_tables_leave_memory_and_come_back(db: TestDb) {
    let server = start_config(&db, |config| config.finished_idle_ms = 300).await;
    let addr = server.addr;
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
    let id = table.id.clone();
    let a = Player::join(addr, &ada, &id, "ada", 3).await;
    let a = a.play_out().await;
    let finished = a.state.clone().unwrap();
    assert!(
        server.shared.live_table(&id).await.is_some(),
        "watched: live"
    );
    drop(a);
    let mut waited = 0;
    while server.shared.live_table(&id).await.is_some() {
        waited += 1;
        assert!(waited < 200, "the finished table stayed in memory");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // Asked for again: loaded from the database, as it was.
    let again = Player::join(addr, &ada, &id, "ada", 4).await;
    let state = again.state.clone().unwrap();
    assert_eq!(
        (state.seq, &state.outcome),
        (finished.seq, &finished.outcome)
    );
    assert_eq!(state.status, Status::Finished);
    assert!(server.shared.live_table(&id).await.is_some());
    let replay = client::http(addr, "GET", &format!("/api/tables/{id}/replay"), None, None)
        .await
        .unwrap();
    assert_eq!(replay.0, 200, "{}", replay.1);
}

async fn the_clock_hands_an_absent_seat_to_a_bot_until_its_person_returns(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let ada = guest(addr, "Ada").await;
    let table: TableState = client::call(
        addr,
        "POST",
        "/api/play-bots",
        Some(&ada),
        Some(&json!({"game": "claim", "options": {"first_leader": 0}, "bot": "random",
                     "settings": {"move_seconds": 1, "max_timeouts": 2, "reaction_ms": 0, "bot_delay_ms": 0}})),
    )
    .await
    .unwrap();
    assert!(table.remaining_ms.unwrap() <= 1000);
    let mut ada_conn = Player::join(addr, &ada, &table.id, "ada", 1).await;
    let mut timeouts = 0;
    loop {
        let message = ada_conn.conn.recv().await.unwrap();
        match &message {
            ServerMessage::Update {
                change:
                    Change::Acted {
                        seat: 0,
                        by: Mover::Timeout,
                    },
                ..
            } => timeouts += 1,
            ServerMessage::Update {
                change: Change::BotStandsIn { seat: 0 },
                table,
                ..
            } => {
                assert_eq!(timeouts, 2);
                assert!(table.seats[0].bot_standing_in);
                break;
            }
            ServerMessage::Update {
                change: Change::Acted { seat: 0, by },
                ..
            } => panic!("{by:?}"),
            _ => {}
        }
        ada_conn.absorb(message);
    }
    // The stand-in plays without waiting for the clock.
    ada_conn
        .conn
        .recv_until(|m| {
            matches!(
                m,
                ServerMessage::Update {
                    change: Change::Acted {
                        seat: 0,
                        by: Mover::StandIn
                    },
                    ..
                }
            )
        })
        .await
        .unwrap();
    ada_conn.conn.close().await.unwrap();
    // Ada returns: she takes the seat back.
    let mut back = Connection::login(addr, &ada).await.unwrap();
    back.send(&ClientMessage::Watch {
        table: table.id.clone(),
        last_seq: None,
    })
    .await
    .unwrap();
    let took = back
        .recv_until(|m| {
            matches!(
                m,
                ServerMessage::Update {
                    change: Change::TookBack { seat: 0 },
                    ..
                }
            )
        })
        .await
        .unwrap();
    let ServerMessage::Update { table: state, .. } = took else {
        unreachable!()
    };
    assert!(!state.seats[0].bot_standing_in);
    assert_eq!(state.seats[0].timeouts, 0);
}

async fn limits(db: TestDb) {
    let limits = interregnum_server::protocol::Limits {
        tables_per_identity: 2,
        ..LIMITS
    };
    let server = start_with(&db, limits, 20_000).await;
    let addr = server.addr;
    let ada = guest(addr, "Ada").await;
    for _ in 0..2 {
        let _: TableState = client::call(
            addr,
            "POST",
            "/api/play-bots",
            Some(&ada),
            Some(&json!({"game": "claim"})),
        )
        .await
        .unwrap();
    }
    let third = client::http(
        addr,
        "POST",
        "/api/play-bots",
        Some(&ada),
        Some(&json!({"game": "claim"})),
    )
    .await
    .unwrap();
    assert_eq!(third.0, 429, "{}", third.1);
    assert!(third.1.contains("too_many_tables"));
    // Bad bodies and tokens get typed errors.
    let bad = client::http(
        addr,
        "POST",
        "/api/tables",
        Some(&ada),
        Some(&json!({"game": 5})),
    )
    .await
    .unwrap();
    assert_eq!(bad.0, 400, "{}", bad.1);
    // A body over the message size is `too_large` over HTTP too, and says the limit.
    let deck = "#".repeat(LIMITS.max_message_bytes as usize);
    let huge = client::http(
        addr,
        "POST",
        "/api/tables",
        Some(&ada),
        Some(&json!({"game": "provinces", "options": {"deck": deck}, "seats": []})),
    )
    .await
    .unwrap();
    assert_eq!(huge.0, 413, "{}", huge.1);
    let error: interregnum_server::protocol::ErrorBody = serde_json::from_str(&huge.1).unwrap();
    assert_eq!(error.code, ErrorCode::TooLarge, "{error:?}");
    assert!(
        error
            .message
            .contains(&LIMITS.max_message_bytes.to_string()),
        "{}",
        error.message
    );
    let unknown = client::http(addr, "GET", "/api/me", Some("forged"), None)
        .await
        .unwrap();
    assert_eq!(unknown.0, 401);
    let bot = client::http(
        addr,
        "POST",
        "/api/play-bots",
        Some(&ada),
        Some(&json!({"game": "claim", "bot": "genius"})),
    )
    .await
    .unwrap();
    assert!(
        bot.1.contains("unknown_bot") && bot.1.contains("ismcts"),
        "{}",
        bot.1
    );
    // A search past what the server's bots may spend on a move is refused, saying the most:
    // a table's bot must answer (a budget of u64::MAX ms overflowed the search's deadline
    // and left the table waiting for a bot that had panicked).
    let cy = guest(addr, "Cy").await;
    for greedy in [
        "ismcts:18446744073709551615ms",
        "ismcts:86400000ms",
        "ismcts:4000000000",
        "ismcts:200001:heuristic",
    ] {
        let refused = client::http(
            addr,
            "POST",
            "/api/tables",
            Some(&cy),
            Some(&json!({"game": "claim",
                         "seats": [{"kind": "me"}, {"kind": "bot", "bot": greedy}]})),
        )
        .await
        .unwrap();
        assert_eq!(refused.0, 400, "{greedy}: {}", refused.1);
        assert!(
            refused.1.contains("unknown_bot") && refused.1.contains("200000"),
            "{greedy}: {}",
            refused.1
        );
    }
    // More than twice the rate in one go: the excess is refused, the connection stays.
    let mut conn = Connection::open(addr).await.unwrap();
    for nonce in 0..(3 * LIMITS.messages_per_second) {
        conn.send(&ClientMessage::Ping { nonce: Some(nonce) })
            .await
            .unwrap();
    }
    let mut limited = 0;
    for _ in 0..(3 * LIMITS.messages_per_second) {
        if let ServerMessage::Error { error, .. } = conn.recv().await.unwrap() {
            assert_eq!(error.code, ErrorCode::RateLimited);
            limited += 1;
        }
    }
    assert!(limited >= LIMITS.messages_per_second / 2, "{limited}");
    tokio::time::sleep(Duration::from_millis(1100)).await;
    conn.send(&ClientMessage::Ping { nonce: Some(1) })
        .await
        .unwrap();
    assert!(matches!(
        conn.recv().await.unwrap(),
        ServerMessage::Pong { nonce: Some(1) }
    ));
    // Too large for a message, and far too large for a frame: refused, server unharmed.
    conn.send_text("x".repeat(LIMITS.max_message_bytes as usize + 1))
        .await
        .unwrap();
    assert!(
        matches!(conn.recv().await.unwrap(), ServerMessage::Error { error, .. } if error.code == ErrorCode::TooLarge)
    );
    let _ = conn.send_text("x".repeat(2 << 20)).await;
    let (status, _) = client::http(addr, "GET", "/healthz", None, None)
        .await
        .unwrap();
    assert_eq!(status, 200);
}

/// A guest's name is shown to everyone at the table: any script, emoji and accents are
/// welcome; a name nobody can see, or one with the controls that reverse the text after it
/// on the page, is refused, saying what a name may be.
async fn guest_names(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    for name in [
        "Zoë",
        "علي",
        "李小龙",
        "🎲 Dice",
        "Ana María",
        "👩\u{200d}💻",
    ] {
        let guest = client::guest(addr, name).await.unwrap();
        assert_eq!(guest.name, name);
    }
    for name in [
        "",
        "   ",
        "\u{200b}",
        "\u{200b}\u{feff}\u{2060}",
        "\u{202e}Ada",
        "Ada\u{2067}",
        "a\nb",
        &"x".repeat(33),
    ] {
        let (status, body) = client::http(
            addr,
            "POST",
            "/api/guests",
            None,
            Some(&json!({ "name": name })),
        )
        .await
        .unwrap();
        assert_eq!(status, 400, "{name:?}: {body}");
        let error: interregnum_server::protocol::ErrorBody = serde_json::from_str(&body).unwrap();
        assert_eq!(error.code, ErrorCode::BadMessage, "{name:?}");
        assert!(error.message.contains("1 to 32"), "{}", error.message);
    }
}

/// A table's options are an object of named fields: JSON that serde would read field by
/// field in order (`[4, 3]`: The Imposter Kings at 4 players to 3 points) is refused.
async fn options_that_are_not_an_object(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let ada = guest(addr, "Ada").await;
    for options in [json!([4, 3]), json!(4), json!("players=4")] {
        let (status, body) = client::http(
            addr,
            "POST",
            "/api/play-bots",
            Some(&ada),
            Some(&json!({"game": "imposter-kings", "options": options, "bot": "random"})),
        )
        .await
        .unwrap();
        assert_eq!(status, 400, "{options}: {body}");
        assert!(body.contains("bad_options"), "{options}: {body}");
    }
    let table: TableState = client::call(
        addr,
        "POST",
        "/api/play-bots",
        Some(&ada),
        Some(&json!({"game": "imposter-kings", "options": {"players": 4}, "bot": "random"})),
    )
    .await
    .unwrap();
    assert_eq!(table.seats.len(), 4);
}

/// A Provinces table with a deck file of its own carries the file's name for everyone to see,
/// and plays (the engine never sees the name).
async fn a_deck_name_travels_with_the_table(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let ada = guest(addr, "Ada").await;
    let table: TableState = client::call(
        addr,
        "POST",
        "/api/play-bots",
        Some(&ada),
        Some(
            &json!({"game": "provinces", "bot": "random", "settings": fast(),
                     "options": {"players": 2, "deck": "[rules]\nhand_limit = 6\n",
                                 "deck_name": "six-card-hands.toml"}}),
        ),
    )
    .await
    .unwrap();
    assert_eq!(table.options["deck_name"], "six-card-hands.toml");
    let seen: TableState = client::call(
        addr,
        "GET",
        &format!("/api/tables/{}", table.id),
        None,
        None::<&Value>,
    )
    .await
    .unwrap();
    assert_eq!(seen.options["deck_name"], "six-card-hands.toml");
    let player = Player::join(addr, &ada, &table.id, "ada", 5).await;
    let view = player.view.clone().unwrap();
    assert_eq!(view["options"]["deck"]["rules"]["hand_limit"], 6);
    assert_eq!(view["options"].get("deck_name"), None);
    let bad = client::http(
        addr,
        "POST",
        "/api/play-bots",
        Some(&ada),
        Some(&json!({"game": "provinces", "options": {"deck_name": ""}})),
    )
    .await
    .unwrap();
    assert_eq!(bad.0, 400, "{}", bad.1);
    assert!(bad.1.contains("deck_name"), "{}", bad.1);
}

on_both_backends!(
    deck_name_sqlite,
    deck_name_postgres,
    a_deck_name_travels_with_the_table
);
on_both_backends!(
    lobby_and_rematch_sqlite,
    lobby_and_rematch_postgres,
    lobby_and_rematch
);
on_both_backends!(
    clock_and_stand_in_sqlite,
    clock_and_stand_in_postgres,
    the_clock_hands_an_absent_seat_to_a_bot_until_its_person_returns
);
on_both_backends!(limits_sqlite, limits_postgres, limits);
on_both_backends!(
    options_object_sqlite,
    options_object_postgres,
    options_that_are_not_an_object
);
on_both_backends!(guest_names_sqlite, guest_names_postgres, guest_names);
on_both_backends!(
    finished_tables_leave_memory_sqlite,
    finished_tables_leave_memory_postgres,
    finished_tables_leave_memory_and_come_back
);
