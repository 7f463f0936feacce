//! Sessions over the WebSocket: reconnection, presence, stale numbers, retried commands,
//! two tabs of one seat, refusals, and a restart that keeps everything acknowledged.

mod common;

use std::time::Duration;

use common::{Player, TestDb, fast, guest};
use interregnum_server::{
    client::{self, Connection},
    protocol::{ClientMessage, ErrorCode, ServerMessage, SnapshotReason, TableState},
};
use serde_json::{Value, json};

/// A started Claim table between Ada (seat 0) and Bob (seat 1); returns it and the tokens.
async fn claim_table(addr: std::net::SocketAddr, first: u8) -> (String, String, String) {
    let ada = guest(addr, "Ada").await;
    let bob = guest(addr, "Bob").await;
    let table: TableState = client::call(
        addr,
        "POST",
        "/api/tables",
        Some(&ada),
        Some(&json!({"game": "claim", "options": {"first_leader": first},
                     "seats": [{"kind": "me"}, {"kind": "open"}], "settings": fast()})),
    )
    .await
    .unwrap();
    let path = |what: &str| format!("/api/tables/{}/{what}", table.id);
    let _: TableState = client::call(
        addr,
        "POST",
        &path("sit"),
        Some(&bob),
        Some(&json!({"seat": 1})),
    )
    .await
    .unwrap();
    let _: TableState = client::call(addr, "POST", &path("start"), Some(&bob), None::<&Value>)
        .await
        .unwrap();
    (table.id, ada, bob)
}

async fn next_of(player: &mut Player, wanted: impl Fn(&ServerMessage) -> bool) -> ServerMessage {
    loop {
        let message = player.conn.recv().await.unwrap();
        let hit = wanted(&message);
        if !matches!(message, ServerMessage::Error { .. }) {
            player.absorb(message.clone());
        }
        if hit {
            return message;
        }
    }
}

fn act(table: &str, seq: u32, action: &str, command: &str) -> ClientMessage {
    ClientMessage::Act {
        table: table.to_owned(),
        seq,
        action: action.to_owned(),
        command: command.to_owned(),
        auto: false,
    }
}

fn legal_of(player: &Player) -> String {
    player.legal().first().cloned().expect("a legal action")
}

async fn reconnection_stale_and_retries(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let (table, ada, bob) = claim_table(addr, 0).await;
    let mut a = Player::join(addr, &ada, &table, "ada", 1).await;
    let mut b = Player::join(addr, &bob, &table, "bob", 2).await;
    let start_seq = a.seq();

    // Ada plays; the retried command (same id, old number) is applied once.
    let action = legal_of(&a);
    a.conn
        .send(&act(&table, start_seq, &action, "ada-1"))
        .await
        .unwrap();
    let ack = next_of(&mut a, |m| matches!(m, ServerMessage::Ack { .. })).await;
    let ServerMessage::Ack {
        seq: applied,
        duplicate: false,
        ..
    } = ack
    else {
        panic!("{ack:?}")
    };
    assert_eq!(applied, start_seq + 1);
    a.conn
        .send(&act(&table, start_seq, &action, "ada-1"))
        .await
        .unwrap();
    let again = next_of(&mut a, |m| matches!(m, ServerMessage::Ack { .. })).await;
    assert!(matches!(again, ServerMessage::Ack { seq, duplicate: true, .. } if seq == applied));

    // Bob answers with an old number: refused, with a fresh snapshot; nothing applied.
    next_of(
        &mut b,
        |m| matches!(m, ServerMessage::Update { table, .. } if table.seq == applied),
    )
    .await;
    let reply = legal_of(&b);
    b.conn
        .send(&act(&table, start_seq, &reply, "bob-1"))
        .await
        .unwrap();
    let refused = next_of(&mut b, |m| matches!(m, ServerMessage::Error { .. })).await;
    assert!(
        matches!(&refused, ServerMessage::Error { error, command: Some(c), .. } if error.code == ErrorCode::Stale && c == "bob-1"),
        "{refused:?}"
    );
    let snapshot = next_of(&mut b, |m| matches!(m, ServerMessage::Snapshot { .. })).await;
    assert!(
        matches!(&snapshot, ServerMessage::Snapshot { reason: SnapshotReason::Stale, table, .. } if table.seq == applied)
    );

    // Not Ada's turn now; Eve has no seat; nonsense and illegal actions say why.
    a.conn
        .send(&act(&table, applied, &reply, "ada-2"))
        .await
        .unwrap();
    let refused = next_of(&mut a, |m| matches!(m, ServerMessage::Error { .. })).await;
    assert!(
        matches!(&refused, ServerMessage::Error { error, .. } if error.code == ErrorCode::NotYourTurn)
    );
    let eve = guest(addr, "Eve").await;
    let mut e = Connection::login(addr, &eve).await.unwrap();
    e.send(&act(&table, applied, &reply, "eve-1"))
        .await
        .unwrap();
    assert!(
        matches!(e.recv().await.unwrap(), ServerMessage::Error { error, .. } if error.code == ErrorCode::NotSeated)
    );
    b.conn
        .send(&act(&table, applied, "Xx9", "bob-2"))
        .await
        .unwrap();
    let refused = next_of(&mut b, |m| matches!(m, ServerMessage::Error { .. })).await;
    assert!(
        matches!(&refused, ServerMessage::Error { error, .. } if error.code == ErrorCode::BadAction && error.message.contains("Kn7"))
    );
    let legal = b.legal();
    let illegal = ["Gb0", "Gb7", "Kn2", "Kn9", "Un0", "Dw9", "Dp9", "Dp2"]
        .into_iter()
        .find(|card| !legal.iter().any(|l| l == card))
        .unwrap();
    b.conn
        .send(&act(&table, applied, illegal, "bob-3"))
        .await
        .unwrap();
    let refused = next_of(&mut b, |m| matches!(m, ServerMessage::Error { .. })).await;
    let ServerMessage::Error { error, .. } = refused else {
        unreachable!()
    };
    assert_eq!(error.code, ErrorCode::IllegalAction);
    assert_eq!(error.allowed.as_deref(), Some(legal.as_slice()));

    // Bob drops: Ada sees the seat disconnected and for how long.
    b.conn.close().await.unwrap();
    let presence = next_of(&mut a, |m| matches!(m, ServerMessage::Presence { .. })).await;
    let ServerMessage::Presence { seats, seq, .. } = presence else {
        unreachable!()
    };
    assert_eq!(seq, applied, "presence is not a change");
    let bob_presence = seats.iter().find(|s| s.seat == 1).unwrap().presence;
    assert!(!bob_presence.connected && bob_presence.away_ms.is_some());
    tokio::time::sleep(Duration::from_millis(30)).await;
    let state: TableState = client::call(
        addr,
        "GET",
        &format!("/api/tables/{table}"),
        None,
        None::<&Value>,
    )
    .await
    .unwrap();
    assert!(state.seats[1].presence.unwrap().away_ms.unwrap() >= 20);

    // Bob comes back with his last number and two tabs: both get the snapshot, then both
    // get his move; Ada sees him connected again.
    let mut tab1 = Player::join(addr, &bob, &table, "bob", 3).await;
    let mut tab2 = Player::join(addr, &bob, &table, "bob-tab", 4).await;
    assert_eq!(tab1.seq(), applied);
    assert_eq!(tab1.view, tab2.view);
    let presence = next_of(&mut a, |m| matches!(m, ServerMessage::Presence { .. })).await;
    assert!(
        matches!(presence, ServerMessage::Presence { seats, .. } if seats[1].presence.connected)
    );
    let reply = legal_of(&tab1);
    tab1.conn
        .send(&act(&table, applied, &reply, "bob-4"))
        .await
        .unwrap();
    next_of(&mut tab1, |m| matches!(m, ServerMessage::Ack { .. })).await;
    next_of(
        &mut tab2,
        |m| matches!(m, ServerMessage::Update { table, .. } if table.seq == applied + 1),
    )
    .await;
    assert_eq!(tab1.view, tab2.view);

    // A restart on the same database: the same table, number and views; the old command
    // is still recognised.
    let views_before = (tab1.view.clone(), tab1.seq());
    drop(server);
    let server = common::start(&db).await;
    let addr = server.addr;
    let mut back = Player::join(addr, &bob, &table, "bob", 5).await;
    assert_eq!((back.view.clone(), back.seq()), views_before);
    let mut ada_back = Player::join(addr, &ada, &table, "ada", 6).await;
    ada_back
        .conn
        .send(&act(&table, 0, &action, "ada-1"))
        .await
        .unwrap();
    let again = next_of(&mut ada_back, |m| matches!(m, ServerMessage::Ack { .. })).await;
    assert!(matches!(again, ServerMessage::Ack { seq, duplicate: true, .. } if seq == applied));
    back.conn
        .send(&ClientMessage::Ping { nonce: Some(7) })
        .await
        .unwrap();
    next_of(&mut back, |m| {
        matches!(m, ServerMessage::Pong { nonce: Some(7) })
    })
    .await;
}

on_both_backends!(
    reconnection_stale_and_retries_sqlite,
    reconnection_stale_and_retries_postgres,
    reconnection_stale_and_retries
);

/// A socket that stops answering (half-open) is closed after three silent heartbeats, and the
/// others see its seat disconnected.
async fn half_open_sockets_are_detected(db: TestDb) {
    let server = common::start_with(&db, common::test_limits(), 150).await;
    let addr = server.addr;
    let (table, ada, bob) = claim_table(addr, 0).await;
    let mut a = Player::join(addr, &ada, &table, "ada", 1).await;
    let b = Player::join(addr, &bob, &table, "bob", 2).await;
    // Ada keeps reading (and so answers pings); Bob's program hangs without closing.
    let presence = next_of(&mut a, |m| {
        matches!(m, ServerMessage::Presence { seats, .. }
            if seats.iter().any(|s| s.seat == 1 && !s.presence.connected))
    })
    .await;
    assert!(matches!(presence, ServerMessage::Presence { .. }));
    drop(b);
}

on_both_backends!(
    half_open_sockets_are_detected_sqlite,
    half_open_sockets_are_detected_postgres,
    half_open_sockets_are_detected
);

/// In a reaction window (a decision that may be `pass`) a pass is held until the window has
/// been open `reaction_ms`, so the table closes it on the same schedule whoever holds what.
async fn reaction_windows_close_on_a_schedule(db: TestDb) {
    const REACTION_MS: u64 = 400;
    let server = common::start(&db).await;
    let addr = server.addr;
    let ada = guest(addr, "Ada").await;
    let bob = guest(addr, "Bob").await;
    let mut windows = 0;
    for attempt in 0..6 {
        let id = common::started_table(
            addr,
            &ada,
            &bob,
            &json!({"game": "provinces", "options": {"players": 2},
                         "seats": [{"kind": "me"}, {"kind": "open"}],
                         "settings": {"reaction_ms": REACTION_MS, "bot_delay_ms": 0}}),
        )
        .await;
        let mut players = [
            Player::join(addr, &ada, &id, "ada", attempt).await,
            Player::join(addr, &bob, &id, "bob", 50 + attempt).await,
        ];
        let mut steps = 0;
        while !players[0].finished() && steps < 400 && windows < 3 {
            steps += 1;
            for player in &mut players {
                let legal = player.legal();
                // A seat whose last action is unanswered may see its next decision before
                // that action's Ack; the window is timed only once nothing is in flight, so
                // the Ack awaited below is the pass's own.
                if !player.is_waiting() && legal.iter().any(|action| action == "pass") {
                    // Offered a window: pass at once, and time how long until it is played.
                    let offered = std::time::Instant::now();
                    let seq = player.seq();
                    let command = format!("pass-{attempt}-{steps}");
                    player
                        .conn
                        .send(&ClientMessage::Act {
                            table: id.clone(),
                            seq,
                            action: "pass".into(),
                            command: command.clone(),
                            auto: true,
                        })
                        .await
                        .unwrap();
                    next_of(player, |m| {
                        matches!(m, ServerMessage::Ack { command: acked, .. } if *acked == command)
                    })
                    .await;
                    let held = offered.elapsed().as_millis() as u64;
                    assert!(
                        held + 100 >= REACTION_MS,
                        "a pass was played after {held} ms"
                    );
                    windows += 1;
                } else {
                    player.maybe_act().await;
                }
                while let Ok(message) = player.conn.recv_within(Duration::from_millis(5)).await {
                    player.absorb(message);
                }
            }
        }
        if windows >= 3 {
            break;
        }
    }
    assert!(windows >= 1, "random play never reached a reaction window");
}

on_both_backends!(
    reaction_windows_close_on_a_schedule_sqlite,
    reaction_windows_close_on_a_schedule_postgres,
    reaction_windows_close_on_a_schedule
);

/// A command id names one seat's action: another seat, or an identity with no seat, that
/// sends the same id is told so instead of hearing that its action was applied.
async fn a_command_id_answers_only_its_own_seat(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let (table, ada, bob) = claim_table(addr, 0).await;
    let mut a = Player::join(addr, &ada, &table, "ada", 1).await;
    let mut b = Player::join(addr, &bob, &table, "bob", 2).await;
    let action = legal_of(&a);
    a.conn
        .send(&act(&table, a.seq(), &action, "1"))
        .await
        .unwrap();
    let ack = next_of(&mut a, |m| matches!(m, ServerMessage::Ack { .. })).await;
    let ServerMessage::Ack { seq: applied, .. } = ack else {
        unreachable!()
    };
    next_of(
        &mut b,
        |m| matches!(m, ServerMessage::Update { table, .. } if table.seq == applied),
    )
    .await;

    // Bob's client numbers its commands too: his first is "1" as well.
    let reply = legal_of(&b);
    b.conn
        .send(&act(&table, applied, &reply, "1"))
        .await
        .unwrap();
    let answer = next_of(&mut b, |m| {
        matches!(m, ServerMessage::Ack { .. } | ServerMessage::Error { .. })
    })
    .await;
    let ServerMessage::Error { error, command, .. } = &answer else {
        panic!("Bob's move was not applied, yet: {answer:?}")
    };
    assert_eq!(command.as_deref(), Some("1"));
    assert_eq!(error.code, ErrorCode::BadMessage, "{error:?}");
    assert!(error.message.contains("unique"), "{}", error.message);
    // Nothing was applied for him, and with a fresh id his move is.
    assert_eq!(b.seq(), applied);
    b.conn
        .send(&act(&table, applied, &reply, "2"))
        .await
        .unwrap();
    let ack = next_of(&mut b, |m| matches!(m, ServerMessage::Ack { .. })).await;
    assert!(
        matches!(ack, ServerMessage::Ack { seq, duplicate: false, .. } if seq == applied + 1),
        "{ack:?}"
    );

    // Eve has no seat: whatever id she sends, she is told so.
    let eve = guest(addr, "Eve").await;
    let mut e = Connection::login(addr, &eve).await.unwrap();
    e.send(&act(&table, applied + 1, &action, "1"))
        .await
        .unwrap();
    let answer = e
        .recv_until(|m| matches!(m, ServerMessage::Ack { .. } | ServerMessage::Error { .. }))
        .await
        .unwrap();
    assert!(
        matches!(&answer, ServerMessage::Error { error, .. } if error.code == ErrorCode::NotSeated),
        "{answer:?}"
    );
}

on_both_backends!(
    a_command_id_answers_only_its_own_seat_sqlite,
    a_command_id_answers_only_its_own_seat_postgres,
    a_command_id_answers_only_its_own_seat
);

/// An action held for its reaction window and overtaken by another change (here the other
/// seat's person coming back from the bot that stood in for them) is answered: `stale`,
/// nothing applied, a snapshot. It was dropped without a word, and the client waited for ever.
async fn a_held_action_overtaken_by_another_change_is_answered(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let ada = guest(addr, "Ada").await;
    let bob = guest(addr, "Bob").await;
    for attempt in 0..6 {
        let id = common::started_table(
            addr,
            &ada,
            &bob,
            &json!({"game": "provinces", "options": {"players": 2},
                         "seats": [{"kind": "me"}, {"kind": "open"}],
                         "settings": {"move_seconds": 1, "max_timeouts": 1,
                                      "reaction_ms": 1500, "bot_delay_ms": 0}}),
        )
        .await;
        // Bob never comes: his first decision runs out of time and a bot stands in for him.
        let mut a = Player::join(addr, &ada, &id, "ada", attempt).await;
        let mut steps = 0;
        while !a.finished() && steps < 3000 {
            steps += 1;
            let stood_in = a
                .state
                .as_ref()
                .is_some_and(|state| state.seats[1].bot_standing_in);
            if stood_in && !a.is_waiting() && a.legal().iter().any(|action| action == "pass") {
                // Ada passes in a window: held for 1.5 s. Bob comes back meanwhile.
                let command = format!("held-{attempt}");
                a.conn
                    .send(&act(&id, a.seq(), "pass", &command))
                    .await
                    .unwrap();
                let mut b = Connection::login(addr, &bob).await.unwrap();
                b.send(&ClientMessage::Watch {
                    table: id.clone(),
                    last_seq: None,
                })
                .await
                .unwrap();
                let answer = loop {
                    let message = a
                        .conn
                        .recv_within(Duration::from_secs(10))
                        .await
                        .expect("Ada's held pass is answered");
                    match &message {
                        ServerMessage::Ack { command: c, .. }
                        | ServerMessage::Error {
                            command: Some(c), ..
                        } if *c == command => {
                            break message;
                        }
                        _ => a.absorb(message),
                    }
                };
                let ServerMessage::Error { error, .. } = &answer else {
                    // Played before Bob was back: no overtaking this time.
                    continue;
                };
                assert_eq!(error.code, ErrorCode::Stale, "{error:?}");
                let snapshot = a
                    .conn
                    .recv_until(|m| matches!(m, ServerMessage::Snapshot { .. }))
                    .await
                    .unwrap();
                assert!(
                    matches!(&snapshot, ServerMessage::Snapshot { reason: SnapshotReason::Stale, table, .. } if !table.seats[1].bot_standing_in),
                    "{snapshot:?}"
                );
                return;
            }
            a.maybe_act().await;
            while let Ok(message) = a.conn.recv_within(Duration::from_millis(20)).await {
                a.absorb(message);
            }
        }
    }
    panic!("Ada was never offered a window while a bot stood in for Bob");
}

on_both_backends!(
    a_held_action_overtaken_by_another_change_is_answered_sqlite,
    a_held_action_overtaken_by_another_change_is_answered_postgres,
    a_held_action_overtaken_by_another_change_is_answered
);

/// An action held for its reaction window, whose sender reconnects and sends it again under
/// the same command id (as docs/server.md says to), is answered on the new connection. The
/// answer went to the closed connection, and the browser client waited for it for ever: its
/// buttons stayed disabled, so it never passed in a window again and the table stopped.
async fn a_held_action_sent_again_after_a_reconnect_is_answered_there(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let ada = guest(addr, "Ada").await;
    let bob = guest(addr, "Bob").await;
    for attempt in 0..6 {
        let id = common::started_table(
            addr,
            &ada,
            &bob,
            &json!({"game": "provinces", "options": {"players": 2},
                         "seats": [{"kind": "me"}, {"kind": "open"}],
                         "settings": {"reaction_ms": 1500, "bot_delay_ms": 0}}),
        )
        .await;
        let mut players = [
            Player::join(addr, &ada, &id, "ada", attempt).await,
            Player::join(addr, &bob, &id, "bob", 50 + attempt).await,
        ];
        let mut steps = 0;
        while !players[0].finished() && steps < 400 {
            steps += 1;
            let a = &mut players[0];
            if !a.is_waiting() && a.legal().iter().any(|action| action == "pass") {
                // Ada passes (held for 1.5 s), and her connection drops at once.
                let seq = a.seq();
                let command = format!("held-{attempt}");
                a.conn.send(&act(&id, seq, "pass", &command)).await.unwrap();
                let fresh = Connection::login(addr, &ada).await.unwrap();
                std::mem::replace(&mut a.conn, fresh).close().await.unwrap();
                a.conn
                    .send(&ClientMessage::Watch {
                        table: id.clone(),
                        last_seq: Some(seq),
                    })
                    .await
                    .unwrap();
                a.conn.send(&act(&id, seq, "pass", &command)).await.unwrap();
                let answer = a
                    .conn
                    .recv_until(|m| {
                        matches!(m, ServerMessage::Ack { command: c, .. } | ServerMessage::Error { command: Some(c), .. } if *c == command)
                    })
                    .await
                    .expect("the held pass is answered on the new connection");
                assert!(
                    matches!(&answer, ServerMessage::Ack { seq: applied, .. } if *applied == seq + 1),
                    "{answer:?}"
                );
                return;
            }
            for player in &mut players {
                player.maybe_act().await;
                while let Ok(message) = player.conn.recv_within(Duration::from_millis(5)).await {
                    player.absorb(message);
                }
            }
        }
    }
    panic!("Ada was never offered a reaction window");
}

on_both_backends!(
    a_held_action_sent_again_after_a_reconnect_is_answered_there_sqlite,
    a_held_action_sent_again_after_a_reconnect_is_answered_there_postgres,
    a_held_action_sent_again_after_a_reconnect_is_answered_there
);
