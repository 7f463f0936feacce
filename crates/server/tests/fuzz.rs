//! More than 100,000 malformed and hostile messages (random bytes, broken, huge and deeply
//! nested JSON, wrong seats, stale numbers, other games' notation, unknown tables, chat that
//! breaks its rules, mutes of nobody), sent in bursts between the legal moves of real players.
//! Afterwards every table's stored log must be exactly the legal moves acknowledged to the
//! players, every seat's view what the engine makes of them, and every stored chat message
//! one the rules allow. The account endpoints (and the rating ones: the leaderboard,
//! profiles, your games, rated tables) get their own hostile requests (forged and replayed
//! credentials, queries and bodies of every wrong shape): only documented answers, and the
//! account under attack unchanged.

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
    let chat_text = match rng.below(6) {
        0 => "x".repeat(301),
        1 => "bell\u{7}".to_owned(),
        2 => "two\nlines".to_owned(),
        3 => "\u{202e}reversed".to_owned(),
        4 => String::new(),
        _ => "good game".to_owned(),
    };
    let text = match rng.below(21) {
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
        // Chat: watched for real, then refused texts, unknown presets, missing bodies, and
        // mutes of nobody, of too long ids, of the wrong type (docs/server.md, Chat).
        16 => json!({"type": "watch", "table": table}).to_string(),
        17 => json!({"type": "chat", "table": table, "command": format!("k{}", rng.below(1_000)),
                     "body": {"kind": "text", "text": chat_text}}).to_string(),
        18 => match rng.below(4) {
            0 => json!({"type": "chat", "table": table, "command": "k", "body": {"kind": "preset", "preset": "insult"}}),
            1 => json!({"type": "chat", "table": table, "command": "k"}),
            2 => json!({"type": "chat", "table": table, "command": "x".repeat(65), "body": {"kind": "preset", "preset": "thanks"}}),
            _ => json!({"type": "chat", "table": table, "command": "k", "body": {"kind": "text", "text": ["a", "b"]}}),
        }
        .to_string(),
        19 => match rng.below(3) {
            0 => json!({"type": "mute", "identity": "nobody", "muted": true}),
            1 => json!({"type": "mute", "identity": "y".repeat(70), "muted": true}),
            _ => json!({"type": "mute", "identity": "nobody", "muted": "yes"}),
        }
        .to_string(),
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
        // Whatever the hostile connections said that was stored is a chat message the rules
        // allow.
        let chat = server
            .shared
            .store
            .chat()
            .recent_chat(&target.id, 1_000)
            .await
            .unwrap();
        for message in &chat {
            interregnum_server::chat::check_body(&message.body, &server.shared.limits).unwrap();
        }
    }
    let (status, _) = client::http(addr, "GET", "/healthz", None, None)
        .await
        .unwrap();
    assert_eq!(status, 200);
}

const ACCOUNT_REQUESTS: usize = 1_500;
const PASSWORD: &str = "correct horse battery";

/// A hostile request to the account endpoints: random methods, paths, credentials (none,
/// forged, Eve's, Ada's cookie without the CSRF header or from another site) and bodies.
fn hostile_request(
    rng: &mut Rng,
    addr: SocketAddr,
    ada: &(String, String),
    eve: &(String, String),
) -> (
    &'static str,
    String,
    Vec<(&'static str, String)>,
    Option<String>,
) {
    let ada_token_id = &ada.1;
    // Each path with the method it answers; mostly that one, sometimes another.
    let board = [
        "game=claim&players=2",
        "game=claim&players=2&page=1000",
        "game=claim&players=2&page=1001",
        "game=claim&players=9",
        "game=claim&players=-1",
        "game=%00&players=2",
        "players=2",
        "game=claim&players=2&page=4294967296",
        "game=claim&players=2&x=1",
        "",
    ];
    let players = [
        "Ada",
        "eve",
        "bot:hard",
        "bot:nobody",
        "id:",
        "id:%ff%fe",
        "%00",
        "deleted%20player",
    ];
    let (path, method) = match rng.below(21) {
        19 => ("/api/account/mail".to_owned(), "GET"),
        20 => ("/api/account/mail".to_owned(), "POST"),
        17 => ("/api/pairing".to_owned(), "POST"),
        18 => ("/api/pairing".to_owned(), "DELETE"),
        12 => (
            format!("/api/leaderboard?{}", board[rng.below(board.len())]),
            "GET",
        ),
        13 => (
            format!("/api/players/{}", players[rng.below(players.len())]),
            "GET",
        ),
        14 => (
            format!(
                "/api/players/{}?page={}",
                "a".repeat(rng.below(3_000)),
                rng.below(3_000)
            ),
            "GET",
        ),
        15 => ("/api/account/games".to_owned(), "GET"),
        16 => ("/api/tables".to_owned(), "POST"),
        0 => ("/api/account".to_owned(), "POST"),
        1 => ("/api/account/name".to_owned(), "POST"),
        2 => ("/api/account/delete".to_owned(), "POST"),
        3 => ("/api/account/tokens".to_owned(), "POST"),
        4 => (format!("/api/account/tokens/{ada_token_id}"), "DELETE"),
        5 => (
            format!("/api/account/tokens/{}", "x".repeat(rng.below(300))),
            "DELETE",
        ),
        6 => ("/api/login".to_owned(), "POST"),
        7 => ("/api/logout".to_owned(), "POST"),
        8 => ("/api/logout-everywhere".to_owned(), "POST"),
        9 => ("/api/account/tokens/%00%ff".to_owned(), "DELETE"),
        10 => ("/api/account/tokens".to_owned(), "GET"),
        _ => ("/api/account".to_owned(), "GET"),
    };
    let methods = ["GET", "POST", "DELETE", "PUT"];
    let method = if rng.below(5) == 0 {
        methods[rng.below(methods.len())]
    } else {
        method
    };
    let ada_cookie = format!("interregnum_session={}", ada.0);
    let headers = match rng.below(9) {
        0 => Vec::new(),
        1 => vec![("Authorization", "Bearer forged".to_owned())],
        2 => vec![("Cookie", ada_cookie)],
        3 => vec![
            ("Cookie", ada_cookie),
            ("X-Interregnum-Csrf", "1".to_owned()),
            ("Origin", "http://evil.example".to_owned()),
        ],
        4 => vec![
            ("Cookie", ada_cookie),
            ("X-Interregnum-Csrf", "1".to_owned()),
            ("Sec-Fetch-Site", "cross-site".to_owned()),
        ],
        5 => vec![(
            "Cookie",
            "interregnum_session=; other=1; interregnum_session".to_owned(),
        )],
        6 => vec![(
            "Authorization",
            format!("Bearer {}", "z".repeat(rng.below(5_000))),
        )],
        // Eve is signed in properly: whatever she does touches only her own account.
        _ => vec![
            ("Cookie", format!("interregnum_session={}", eve.0)),
            ("X-Interregnum-Csrf", "1".to_owned()),
            ("Origin", format!("http://{addr}")),
        ],
    };
    let name = [
        "Ada",
        "ada",
        "ADA",
        "Eve",
        "",
        "\u{202e}x",
        "deleted player",
        "ab",
    ][rng.below(8)];
    let body = match rng.below(10) {
        0 => None,
        1 => Some(
            String::from_utf8_lossy(
                &(0..rng.below(200))
                    .map(|_| rng.below(256) as u8)
                    .collect::<Vec<_>>(),
            )
            .into_owned(),
        ),
        2 => Some(format!("{}{}", "[".repeat(3_000), "]".repeat(3_000))),
        3 => Some(json!({"username": name, "password": "x".repeat(70_000)}).to_string()),
        4 => Some(json!({"username": name, "password": ["not", "a", "string"]}).to_string()),
        5 => Some(json!({"username": name, "password": "wrong password"}).to_string()),
        6 => Some(json!({"name": name}).to_string()),
        7 => Some(json!({"password": PASSWORD, "name": 5}).to_string()),
        8 => Some("null".to_owned()),
        9 if path == "/api/pairing" => {
            let game = ["claim", "provinces", "chess", ""][rng.below(4)];
            Some(json!({ "game": game }).to_string())
        }
        9 if path == "/api/tables" => {
            let bot = ["easy", "random", "hard"][rng.below(3)];
            let move_seconds = [None, Some(30)][rng.below(2)];
            let move_days = [None, Some(1), Some(5), Some(7), Some(255), Some(256)][rng.below(6)];
            let hints = [None, Some(true)][rng.below(2)];
            let rated = rng.below(2) == 0;
            let username = ["Eve", "ada", "nobody", "x", "%00"][rng.below(5)];
            let other = [
                json!({"kind": "bot", "bot": bot}),
                json!({"kind": "player", "username": username}),
            ][rng.below(2)]
            .clone();
            Some(
                json!({"game": "claim", "seats": [{"kind": "me"}, other],
                       "settings": {"rated": rated, "move_seconds": move_seconds,
                                    "move_days": move_days, "hints": hints}})
                .to_string(),
            )
        }
        9 if path == "/api/account/mail" => {
            let email = [
                json!(null),
                json!("eve@example.org"),
                json!("eve"),
                json!("eve@example.org\r\nBcc: x@example.org"),
                json!("a".repeat(rng.below(400))),
                json!(5),
            ][rng.below(6)]
            .clone();
            let turn_mails = [json!(true), json!(false), json!("yes")][rng.below(3)].clone();
            Some(json!({"email": email, "turn_mails": turn_mails}).to_string())
        }
        _ => Some(json!({"username": name, "password": PASSWORD}).to_string()),
    };
    (method, path, headers, body)
}

/// The account endpoints under fire: every answer is a documented error or a success,
/// never a crash, and Ada's account (whose cookie the attacker replays without the CSRF
/// header or from another site) is exactly as it was.
async fn fuzz_accounts(addr: SocketAddr) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let ada_guest = guest(addr, "Ada").await;
    let mut sessions = Vec::new();
    for (token, username) in [(&ada_guest, "Ada"), (&guest(addr, "Eve").await, "Eve")] {
        let answer = common::request(
            addr,
            "POST",
            "/api/account",
            &common::bearer(token),
            Some(&json!({"username": username, "password": PASSWORD})),
        )
        .await;
        sessions.push(answer.session().expect("registered"));
    }
    let ada_browser = common::browser(addr, &sessions[0]);
    let made = common::request(
        addr,
        "POST",
        "/api/account/tokens",
        &ada_browser,
        Some(&json!({"name": "bot"})),
    )
    .await
    .json();
    let ada_mail = json!({"email": "ada@example.org", "turn_mails": true});
    let set = common::request(
        addr,
        "POST",
        "/api/account/mail",
        &ada_browser,
        Some(&ada_mail),
    )
    .await;
    assert_eq!(set.status, 200, "{}", set.body);
    let ada = (sessions[0].clone(), made["id"].as_str().unwrap().to_owned());
    let ada_secret = made["token"].as_str().unwrap().to_owned();
    let eve = (sessions[1].clone(), String::new());
    let mut rng = Rng::new(77);
    let mut codes = std::collections::BTreeMap::new();
    for _ in 0..ACCOUNT_REQUESTS {
        let (method, path, headers, body) = hostile_request(&mut rng, addr, &ada, &eve);
        let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
        let body = body.unwrap_or_default();
        let mut text = format!(
            "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n",
            body.len()
        );
        for (name, value) in &headers {
            text.push_str(&format!("{name}: {value}\r\n"));
        }
        text.push_str("\r\n");
        text.push_str(&body);
        stream.write_all(text.as_bytes()).await.unwrap();
        let mut answer = Vec::new();
        stream.read_to_end(&mut answer).await.unwrap();
        let answer = String::from_utf8_lossy(&answer).into_owned();
        let (head, body) = answer.split_once("\r\n\r\n").expect("an HTTP answer");
        let status: u16 = head.split_whitespace().nth(1).unwrap().parse().unwrap();
        assert_ne!(status, 500, "{method} {path}: {body}");
        let code = if status == 200 {
            "ok".to_owned()
        } else if status == 405 || (status == 404 && body.is_empty()) {
            // A method or path that names no endpoint: axum's own answer.
            status.to_string()
        } else {
            let error: interregnum_server::protocol::ErrorBody = serde_json::from_str(body)
                .unwrap_or_else(|err| panic!("{method} {path} {status}: {err}: {body}"));
            assert_eq!(
                interregnum_server::http::status_of(error.code).as_u16(),
                status,
                "{error:?}"
            );
            format!("{:?}", error.code)
        };
        *codes.entry(code).or_insert(0) += 1;
    }
    eprintln!("{ACCOUNT_REQUESTS} hostile account requests: {codes:?}");
    for expected in [
        "Csrf",
        "Unauthorized",
        "BadMessage",
        "TooLarge",
        "NoSuchPlayer",
        "ok",
    ] {
        assert!(codes.contains_key(expected), "no {expected} in {codes:?}");
    }
    let me = common::request(addr, "GET", "/api/account", &ada_browser, None)
        .await
        .json();
    assert_eq!(
        (me["name"].as_str(), me["username"].as_str()),
        (Some("Ada"), Some("Ada"))
    );
    let tokens = common::request(addr, "GET", "/api/account/tokens", &ada_browser, None)
        .await
        .json();
    assert_eq!(tokens.as_array().map(Vec::len), Some(1), "{tokens}");
    let mail = common::request(addr, "GET", "/api/account/mail", &ada_browser, None)
        .await
        .json();
    assert_eq!(
        (&mail["email"], &mail["turn_mails"]),
        (&ada_mail["email"], &ada_mail["turn_mails"]),
        "Ada's mail settings are as she left them"
    );
    let by_token =
        common::request(addr, "GET", "/api/me", &common::bearer(&ada_secret), None).await;
    assert_eq!(by_token.status, 200);
}

on_both_backends!(fuzz_sqlite, fuzz_postgres, fuzz);

async fn account_fuzz(db: TestDb) {
    let server = common::start(&db).await;
    fuzz_accounts(server.addr).await;
}

on_both_backends!(account_fuzz_sqlite, account_fuzz_postgres, account_fuzz);
