//! Table chat (docs/server.md, Chat) on SQLite and PostgreSQL: messages and preset phrases
//! reach the table, spectators' messages never reach a player's socket while the game is on,
//! refusals are typed, each identity is rate-limited, mutes hide a sender, nobody posts as
//! someone else, and the chat survives a restart.

mod common;

use std::time::Duration;

use common::{Player, TestDb, fast, guest, started_table};
use interregnum_server::{
    client::{self, Connection},
    protocol::{
        ChatBody, ChatChannel, ChatMessage, ChatPreset, ClientMessage, ErrorCode, Identity,
        ServerMessage,
    },
};
use serde_json::json;

/// What the spectator says: it must never show on a player's socket during the game.
const SECRET: &str = "Ada holds the Dragon 9, Bob";

async fn me(addr: std::net::SocketAddr, token: &str) -> Identity {
    client::call(
        addr,
        "GET",
        "/api/me",
        Some(token),
        None::<&serde_json::Value>,
    )
    .await
    .unwrap()
}

/// A connection signed in as `token` that watches `table`, past its snapshot and chat
/// history; returns the history's messages and mutes too.
async fn watcher(
    addr: std::net::SocketAddr,
    token: &str,
    table: &str,
) -> (Connection, Vec<ChatMessage>, Vec<Identity>) {
    let mut conn = Connection::login(addr, token).await.unwrap();
    conn.keep_transcript = true;
    conn.send(&ClientMessage::Watch {
        table: table.to_owned(),
        last_seq: None,
    })
    .await
    .unwrap();
    let history = conn
        .recv_until(|m| matches!(m, ServerMessage::ChatHistory { .. }))
        .await
        .unwrap();
    let ServerMessage::ChatHistory {
        messages, muted, ..
    } = history
    else {
        unreachable!()
    };
    (conn, messages, muted)
}

async fn say(conn: &mut Connection, table: &str, command: &str, body: ChatBody) {
    conn.send(&ClientMessage::Chat {
        table: table.to_owned(),
        command: command.to_owned(),
        body,
    })
    .await
    .unwrap();
}

fn text(text: &str) -> ChatBody {
    ChatBody::Text { text: text.into() }
}

/// The answer to a chat command: its number, or the refusal's code.
async fn answer(conn: &mut Connection, command: &str) -> Result<(u32, bool), ErrorCode> {
    let reply = conn
        .recv_until(|m| match m {
            ServerMessage::ChatAck { command: c, .. } => c == command,
            ServerMessage::Error { command: c, .. } => c.as_deref() == Some(command),
            _ => false,
        })
        .await
        .unwrap();
    match reply {
        ServerMessage::ChatAck { n, duplicate, .. } => Ok((n, duplicate)),
        ServerMessage::Error { error, .. } => {
            if error.code == ErrorCode::RateLimited {
                assert!(error.retry_after_ms.is_some_and(|ms| ms > 0), "{error:?}");
            }
            Err(error.code)
        }
        _ => unreachable!(),
    }
}

/// Chat message `n` as the connection receives it (the ones before it pass by).
async fn heard(conn: &mut Connection, n: u32) -> ChatMessage {
    match conn
        .recv_until(|m| matches!(m, ServerMessage::Chat { message, .. } if message.n >= n))
        .await
        .unwrap()
    {
        ServerMessage::Chat { message, .. } if message.n == n => message,
        other => panic!("expected message {n}, got {other:?}"),
    }
}

/// No chat message of `sender` arrives within a short wait.
async fn hears_nothing_from(conn: &mut Connection, sender: &Identity) {
    while let Ok(message) = conn.recv_within(Duration::from_millis(300)).await {
        if let ServerMessage::Chat { message, .. } = &message {
            assert_ne!(&message.from, sender, "unexpected {message:?}");
        }
    }
}

fn chat_frames_of_spectators(transcript: &[String]) -> Vec<&String> {
    transcript
        .iter()
        .filter(|frame| frame.contains(SECRET) || frame.contains("\"spectators\""))
        .collect()
}

async fn chat_at_a_table(db: TestDb) {
    // A long window, so that the allowance does not refill while the test runs.
    let server = common::start_config(&db, |config| config.limits.chat_window_ms = 600_000).await;
    let addr = server.addr;
    let (ada, bob, sue) = (
        guest(addr, "Ada").await,
        guest(addr, "Bob").await,
        guest(addr, "Sue").await,
    );
    let (ada_id, bob_id, sue_id) = (
        me(addr, &ada).await,
        me(addr, &bob).await,
        me(addr, &sue).await,
    );
    let body = json!({"game": "claim", "options": {"first_leader": 0},
        "seats": [{"kind": "me"}, {"kind": "open"}], "settings": fast()});
    let id = started_table(addr, &ada, &bob, &body).await;
    let (mut a, history, _) = watcher(addr, &ada, &id).await;
    assert!(history.is_empty());
    let (mut b, _, _) = watcher(addr, &bob, &id).await;
    let (mut s, _, _) = watcher(addr, &sue, &id).await;

    // A typed message and a preset reach the other player and the spectator.
    say(&mut a, &id, "a1", text("hello Bob, good luck")).await;
    assert_eq!(answer(&mut a, "a1").await, Ok((1, false)));
    for conn in [&mut a, &mut b, &mut s] {
        let message = heard(conn, 1).await;
        assert_eq!(message.n, 1);
        assert_eq!(message.channel, ChatChannel::Players);
        assert_eq!(message.from, ada_id);
        assert_eq!(message.body, text("hello Bob, good luck"));
    }
    let preset = ChatBody::Preset {
        preset: ChatPreset::GoodLuck,
    };
    say(&mut b, &id, "b1", preset.clone()).await;
    assert_eq!(answer(&mut b, "b1").await, Ok((2, false)));
    assert_eq!(heard(&mut a, 2).await.body, preset);
    assert_eq!(heard(&mut s, 2).await.from, bob_id);
    // A re-sent command is stored once.
    say(&mut b, &id, "b1", preset.clone()).await;
    assert_eq!(answer(&mut b, "b1").await, Ok((2, true)));

    // The spectator's message reaches spectators only.
    say(&mut s, &id, "s1", text(SECRET)).await;
    assert_eq!(answer(&mut s, "s1").await, Ok((3, false)));
    let own = heard(&mut s, 3).await;
    assert_eq!(
        (own.channel, own.body.clone()),
        (ChatChannel::Spectators, text(SECRET))
    );
    hears_nothing_from(&mut a, &sue_id).await;
    hears_nothing_from(&mut b, &sue_id).await;

    // Nobody posts as someone else: the sender is the connection's identity, whatever the
    // message claims, and a forged token signs nothing in.
    b.send_text(
        json!({"type": "chat", "table": id, "command": "b2", "from": ada_id.id,
               "body": {"kind": "text", "text": "I am Ada"}})
        .to_string(),
    )
    .await
    .unwrap();
    assert!(answer(&mut b, "b2").await.is_ok());
    assert_eq!(heard(&mut a, 4).await.from, bob_id);
    let mut forger = Connection::open(addr).await.unwrap();
    forger
        .send(&ClientMessage::Hello {
            token: format!("{ada}x"),
        })
        .await
        .unwrap();
    forger
        .send(&ClientMessage::Watch {
            table: id.clone(),
            last_seq: None,
        })
        .await
        .unwrap();
    say(&mut forger, &id, "f1", text("I am Ada too")).await;
    assert_eq!(
        answer(&mut forger, "f1").await,
        Err(ErrorCode::Unauthorized)
    );

    // Too long, control characters, a line break: refused with `bad_chat`, nothing stored.
    let long = "é".repeat(server.shared.limits.chat_chars as usize + 1);
    for (command, bad) in [("x1", long.as_str()), ("x2", "beep\u{7}"), ("x3", "a\nb")] {
        say(&mut a, &id, command, text(bad)).await;
        assert_eq!(answer(&mut a, command).await, Err(ErrorCode::BadChat));
    }
    // Rate-limited per identity: Ada said one; four more pass, the next is refused.
    for n in 0..4 {
        let command = format!("r{n}");
        say(&mut a, &id, &command, text("again")).await;
        assert!(answer(&mut a, &command).await.is_ok(), "{n}");
    }
    say(&mut a, &id, "r4", text("one too many")).await;
    assert_eq!(answer(&mut a, "r4").await, Err(ErrorCode::RateLimited));
    // A fresh socket of the same identity has no fresh allowance.
    let (mut a2, _, _) = watcher(addr, &ada, &id).await;
    say(&mut a2, &id, "r5", text("from my phone")).await;
    assert_eq!(answer(&mut a2, "r5").await, Err(ErrorCode::RateLimited));

    // Sue mutes Bob: his messages stop reaching her (and leave her history), not Ada.
    s.send(&ClientMessage::Mute {
        identity: bob_id.id.clone(),
        muted: true,
    })
    .await
    .unwrap();
    let muted = s
        .recv_until(|m| matches!(m, ServerMessage::Muted { .. }))
        .await
        .unwrap();
    assert_eq!(
        muted,
        ServerMessage::Muted {
            muted: vec![bob_id.clone()]
        }
    );
    say(&mut b, &id, "b3", text("can Sue hear me?")).await;
    assert!(answer(&mut b, "b3").await.is_ok());
    assert_eq!(heard(&mut a, 9).await.body, text("can Sue hear me?"));
    hears_nothing_from(&mut s, &bob_id).await;
    let (_, sue_history, sue_mutes) = watcher(addr, &sue, &id).await;
    assert_eq!(sue_mutes, vec![bob_id.clone()]);
    assert!(sue_history.iter().all(|m| m.from != bob_id));
    assert!(sue_history.iter().any(|m| m.body == text(SECRET)));

    // Every frame each player's sockets received, not only the chat: nothing of the
    // spectators' channel.
    hears_nothing_from(&mut a2, &sue_id).await;
    for conn in [&a, &b, &a2] {
        assert_eq!(
            chat_frames_of_spectators(&conn.transcript),
            Vec::<&String>::new()
        );
    }

    // After a restart the chat is still there, each reader's part of it.
    drop((a, b, s, a2, forger));
    drop(server);
    let server = common::start(&db).await;
    let addr = server.addr;
    let (mut a, ada_history, _) = watcher(addr, &ada, &id).await;
    let said: Vec<(u32, ChatBody)> = ada_history.iter().map(|m| (m.n, m.body.clone())).collect();
    assert_eq!(
        &said[..2],
        &[(1, text("hello Bob, good luck")), (2, preset)]
    );
    assert!(
        ada_history
            .iter()
            .all(|m| m.channel == ChatChannel::Players)
    );
    assert_eq!(ada_history.len(), 8, "{said:?}");
    let (_, sue_history, _) = watcher(addr, &sue, &id).await;
    assert!(sue_history.iter().any(|m| m.body == text(SECRET)));
    assert_eq!(
        chat_frames_of_spectators(&a.transcript),
        Vec::<&String>::new()
    );

    // Once the game is over the players read the spectators' channel too.
    let ada_player = Player::join(addr, &ada, &id, "ada", 1);
    let bob_player = Player::join(addr, &bob, &id, "bob", 2);
    let (ada_player, bob_player) = tokio::join!(ada_player, bob_player);
    let (ada_player, bob_player) = tokio::join!(ada_player.play_out(), bob_player.play_out());
    for player in [&ada_player, &bob_player] {
        let before_end: Vec<&String> = player
            .conn
            .transcript
            .iter()
            .take_while(|frame| !frame.contains("\"finished\""))
            .collect();
        assert!(before_end.iter().all(|frame| !frame.contains(SECRET)));
    }
    // Ada's watching socket: the spectator's message comes in a history after the end.
    let mut finished = false;
    loop {
        let message = a.recv_within(Duration::from_secs(30)).await.unwrap();
        match message {
            ServerMessage::Update { table, .. } | ServerMessage::Snapshot { table, .. } => {
                finished = table.status == interregnum_server::protocol::Status::Finished;
            }
            ServerMessage::ChatHistory { messages, .. }
                if messages.iter().any(|m| m.body == text(SECRET)) =>
            {
                assert!(
                    finished,
                    "the spectators' channel reached a player before the end"
                );
                break;
            }
            _ => {}
        }
    }
}

on_both_backends!(chat_on_sqlite, chat_on_postgres, chat_at_a_table);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_chat_refusal_needs_a_watched_table_and_an_identity() {
    let db = TestDb::sqlite();
    let server = common::start(&db).await;
    let addr = server.addr;
    let ada = guest(addr, "Ada").await;
    let mut anonymous = Connection::open(addr).await.unwrap();
    say(&mut anonymous, "nope", "c", text("hi")).await;
    assert_eq!(
        answer(&mut anonymous, "c").await,
        Err(ErrorCode::Unauthorized)
    );
    let mut conn = Connection::login(addr, &ada).await.unwrap();
    say(&mut conn, "nope", "c", text("hi")).await;
    assert_eq!(answer(&mut conn, "c").await, Err(ErrorCode::BadMessage));
    conn.send(&ClientMessage::Mute {
        identity: "nobody".into(),
        muted: true,
    })
    .await
    .unwrap();
    let refusal = conn
        .recv_until(|m| matches!(m, ServerMessage::Error { .. }))
        .await
        .unwrap();
    let ServerMessage::Error { error, .. } = refusal else {
        unreachable!()
    };
    assert_eq!(error.code, ErrorCode::BadChat);
}

/// Two server processes on one PostgreSQL database: a message said through one reaches a
/// watcher of the other (announced on `chat_posted`), and a spectator's still reaches no
/// player there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chat_crosses_processes_on_postgres() {
    let Some(db) = TestDb::postgres("chat_crosses_processes_on_postgres").await else {
        return;
    };
    let first = common::start(&db).await;
    let second = common::start(&db).await;
    let (ada, bob, sue) = (
        guest(first.addr, "Ada").await,
        guest(first.addr, "Bob").await,
        guest(first.addr, "Sue").await,
    );
    let body = json!({"game": "claim", "options": {"first_leader": 0},
        "seats": [{"kind": "me"}, {"kind": "open"}], "settings": fast()});
    let id = started_table(first.addr, &ada, &bob, &body).await;
    let (mut a, _, _) = watcher(first.addr, &ada, &id).await;
    let (mut b, _, _) = watcher(second.addr, &bob, &id).await;
    let (mut s, _, _) = watcher(first.addr, &sue, &id).await;
    say(&mut a, &id, "a1", text("across")).await;
    assert!(answer(&mut a, "a1").await.is_ok());
    let message = tokio::time::timeout(Duration::from_secs(10), heard(&mut b, 1))
        .await
        .expect("the other process sends it on");
    assert_eq!(message.body, text("across"));
    say(&mut s, &id, "s1", text(SECRET)).await;
    assert!(answer(&mut s, "s1").await.is_ok());
    say(&mut a, &id, "a2", text("after")).await;
    assert!(answer(&mut a, "a2").await.is_ok());
    let after = tokio::time::timeout(Duration::from_secs(10), heard(&mut b, 3))
        .await
        .expect("the other process sends it on");
    assert_eq!(after.body, text("after"));
    assert_eq!(
        chat_frames_of_spectators(&b.transcript),
        Vec::<&String>::new()
    );
}
