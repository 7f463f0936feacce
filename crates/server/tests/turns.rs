//! Turn-based tables (docs/server.md, Turn-based tables): days per move, checked; the
//! caller's games with those that wait for their move first; and "your turn" mails to the
//! accounts that asked for them, through an SMTP sink this test runs on 127.0.0.1, sent
//! once per turn, never naming a card, and no endpoint showing anyone else's address.

mod common;

use std::{net::SocketAddr, time::Duration};

use common::{Answer, Player, TestDb, bearer, browser, guest, request};
use interregnum_server::{
    mail::MailConfig,
    protocol::{Status, TableState},
};
use serde_json::{Value, json};
use tokio::{
    io::{AsyncBufReadExt, AsyncWriteExt, BufReader},
    net::TcpListener,
    sync::mpsc,
};

const PASSWORD: &str = "correct horse battery";

async fn post(addr: SocketAddr, path: &str, headers: &[(&str, String)], body: Value) -> Answer {
    request(addr, "POST", path, headers, Some(&body)).await
}

async fn get(addr: SocketAddr, path: &str, headers: &[(&str, String)]) -> Answer {
    request(addr, "GET", path, headers, None).await
}

fn turn_based(days: u8) -> Value {
    json!({"move_days": days, "max_timeouts": 2, "reaction_ms": 0, "bot_delay_ms": 0})
}

/// Days per move are 1, 2, 3 or 7, and a table has one clock; a turn-based table gives the
/// seat to act its days.
async fn days_per_move_are_checked(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let ada = guest(addr, "Ada").await;
    for bad in [
        json!({"move_days": 5}),
        json!({"move_days": 0}),
        json!({"move_days": 1, "move_seconds": 30}),
    ] {
        let answer = post(
            addr,
            "/api/play-bots",
            &bearer(&ada),
            json!({"game": "claim", "bot": "random", "settings": bad}),
        )
        .await;
        assert_eq!(
            (answer.status, answer.code().as_str()),
            (400, "bad_options"),
            "{bad}: {}",
            answer.body
        );
        let message = answer.json()["message"].as_str().unwrap().to_owned();
        assert!(
            message.contains("1, 2, 3 or 7") || message.contains("not both"),
            "{message}"
        );
    }
    let too_big = post(
        addr,
        "/api/play-bots",
        &bearer(&ada),
        json!({"game": "claim", "bot": "random", "settings": {"move_days": 300}}),
    )
    .await;
    assert_eq!(too_big.code(), "bad_message", "{}", too_big.body);
    for days in [1u8, 2, 3, 7] {
        let answer = post(
            addr,
            "/api/play-bots",
            &bearer(&ada),
            json!({"game": "claim", "bot": "random", "options": {"first_leader": 0},
                   "settings": turn_based(days)}),
        )
        .await;
        assert_eq!(answer.status, 200, "{}", answer.body);
        let table: TableState = serde_json::from_str(&answer.body).unwrap();
        assert_eq!(table.settings.move_days, Some(days));
        assert_eq!(table.settings.move_seconds, None);
        let day = 24 * 3600 * 1000;
        let left = table.remaining_ms.expect("a clock");
        assert!(left <= u32::from(days) * day && left > u32::from(days) * day - 60_000);
    }
    // A real-time table's settings say nothing of days.
    let real_time = post(
        addr,
        "/api/play-bots",
        &bearer(&ada),
        json!({"game": "claim", "bot": "random", "settings": {"move_seconds": 60}}),
    )
    .await;
    assert!(!real_time.body.contains("move_days"), "{}", real_time.body);
}

on_both_backends!(
    days_per_move_are_checked_on_sqlite,
    days_per_move_are_checked_on_postgres,
    days_per_move_are_checked
);

/// A guest registered as `username`: its session secret and a bearer token of its account.
async fn account(addr: SocketAddr, username: &str) -> (String, String) {
    let token = guest(addr, username).await;
    let answer = post(
        addr,
        "/api/account",
        &bearer(&token),
        json!({"username": username, "password": PASSWORD}),
    )
    .await;
    assert_eq!(answer.status, 200, "{}", answer.body);
    let session = answer.session().expect("a session cookie");
    let made = post(
        addr,
        "/api/account/tokens",
        &browser(addr, &session),
        json!({"name": "test"}),
    )
    .await;
    assert_eq!(made.status, 200, "{}", made.body);
    (session, made.json()["token"].as_str().unwrap().to_owned())
}

/// A rated game may be turn-based; the caller's games list those awaiting the caller's
/// move first.
async fn your_turn_first(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let (_, ada) = account(addr, "ada").await;
    let rated = post(
        addr,
        "/api/play-bots",
        &bearer(&ada),
        json!({"game": "claim", "bot": "medium", "options": {"first_leader": 0},
               "settings": {"move_days": 3, "rated": true, "reaction_ms": 0, "bot_delay_ms": 0}}),
    )
    .await;
    assert_eq!(rated.status, 200, "{}", rated.body);
    let rated: TableState = serde_json::from_str(&rated.body).unwrap();
    assert!(rated.settings.rated);
    assert_eq!(rated.to_act, Some(0), "Ada leads");
    // Two tables where the bot leads (its move comes after the table is made), made later.
    let mut later = Vec::new();
    for _ in 0..2 {
        let answer = post(
            addr,
            "/api/tables",
            &bearer(&ada),
            json!({"game": "claim", "seats": [{"kind": "me"}, {"kind": "open"}],
                   "settings": turn_based(1)}),
        )
        .await;
        assert_eq!(answer.status, 200, "{}", answer.body);
        later.push(answer.json()["id"].as_str().unwrap().to_owned());
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let games = get(addr, "/api/account/games", &bearer(&ada)).await;
    let games: Vec<TableState> = serde_json::from_str(&games.body).unwrap();
    let ids: Vec<&str> = games.iter().map(|table| table.id.as_str()).collect();
    assert_eq!(
        ids,
        [rated.id.as_str(), later[1].as_str(), later[0].as_str()],
        "the game that waits for Ada first, then the others newest first"
    );
    assert_eq!(games[0].to_act, games[0].you);
    assert_eq!(games[1].status, Status::Waiting);
}

on_both_backends!(
    your_turn_first_on_sqlite,
    your_turn_first_on_postgres,
    your_turn_first
);

/// One message an SMTP sink accepted.
#[derive(Debug)]
struct Mail {
    to: Vec<String>,
    data: String,
}

/// An SMTP server on 127.0.0.1 that speaks just enough SMTP to accept messages, each sent
/// on the channel as it arrives.
async fn smtp_sink() -> (u16, mpsc::UnboundedReceiver<Mail>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let (tx, rx) = mpsc::unbounded_channel();
    tokio::spawn(async move {
        while let Ok((socket, _)) = listener.accept().await {
            let tx = tx.clone();
            tokio::spawn(async move {
                let (read, mut write) = socket.into_split();
                let mut lines = BufReader::new(read).lines();
                write.write_all(b"220 sink ESMTP\r\n").await.unwrap();
                let mut to = Vec::new();
                while let Ok(Some(line)) = lines.next_line().await {
                    let verb = line.get(..4).unwrap_or_default().to_ascii_uppercase();
                    let answer: &[u8] = match verb.as_str() {
                        "EHLO" | "HELO" => b"250 sink\r\n",
                        "RCPT" => {
                            to.push(line.clone());
                            b"250 ok\r\n"
                        }
                        "DATA" => {
                            write.write_all(b"354 go on\r\n").await.unwrap();
                            let mut data = String::new();
                            while let Ok(Some(line)) = lines.next_line().await {
                                if line == "." {
                                    break;
                                }
                                data.push_str(&line);
                                data.push('\n');
                            }
                            let _ = tx.send(Mail {
                                to: std::mem::take(&mut to),
                                data,
                            });
                            b"250 queued\r\n"
                        }
                        "QUIT" => {
                            let _ = write.write_all(b"221 bye\r\n").await;
                            break;
                        }
                        _ => b"250 ok\r\n",
                    };
                    write.write_all(answer).await.unwrap();
                }
            });
        }
    });
    (port, rx)
}

/// Every card name of Claim (no "your turn" mail may hold one).
fn claim_cards() -> Vec<String> {
    let mut cards = Vec::new();
    for faction in ["Gb", "Kn", "Un", "Dw", "Dp"] {
        for n in 0..10 {
            cards.push(format!("{faction}{n}"));
        }
    }
    cards
}

/// Plays this seat's moves until it is not its turn any more (or the game ended).
async fn play_turn(player: &mut Player) {
    while player.maybe_act().await {
        while player.is_waiting() {
            let message = player.conn.recv().await.unwrap();
            player.absorb(message);
        }
        while let Ok(message) = player.conn.recv_within(Duration::from_millis(100)).await {
            player.absorb(message);
        }
    }
}

/// Bob asked for "your turn" mails, Ada did not. Each time a move makes it Bob's turn while
/// he is away, one mail goes to him: the game and the table's link, no card. None while he
/// is at the table, none to Ada, none at a real-time table; only Bob sees his address.
async fn your_turn_mails(db: TestDb) {
    let (port, mut mails) = smtp_sink().await;
    let server = common::start_config(&db, |config| {
        config.mail = Some(MailConfig {
            smtp_url: format!("smtp://127.0.0.1:{port}"),
            from: "Interregnum <games@example.org>".into(),
            site_url: "https://games.example.org".into(),
        });
    })
    .await;
    let addr = server.addr;
    let (ada_session, ada) = account(addr, "ada").await;
    let (bob_session, bob) = account(addr, "bob").await;

    // Mail settings: the owner's own, with a session only, checked.
    let mail_path = "/api/account/mail";
    let unset = get(addr, mail_path, &browser(addr, &bob_session)).await;
    assert_eq!(
        unset.json(),
        json!({"email": null, "turn_mails": false, "server_sends": true})
    );
    for bad in [
        json!({"email": "bob", "turn_mails": false}),
        json!({"email": "bob@example.org\r\nBcc: eve@example.org", "turn_mails": true}),
        json!({"email": null, "turn_mails": true}),
    ] {
        let answer = post(addr, mail_path, &browser(addr, &bob_session), bad.clone()).await;
        assert_eq!(
            (answer.status, answer.code().as_str()),
            (400, "bad_email"),
            "{bad}"
        );
    }
    let set = post(
        addr,
        mail_path,
        &browser(addr, &bob_session),
        json!({"email": " bob@example.org ", "turn_mails": true}),
    )
    .await;
    assert_eq!(set.status, 200, "{}", set.body);
    assert_eq!(set.json()["email"], "bob@example.org");
    let ada_set = post(
        addr,
        mail_path,
        &browser(addr, &ada_session),
        json!({"email": "ada@example.org", "turn_mails": false}),
    )
    .await;
    assert_eq!(ada_set.status, 200, "{}", ada_set.body);
    let by_token = get(addr, mail_path, &bearer(&bob)).await;
    assert_eq!(by_token.code(), "needs_session", "{}", by_token.body);
    let a_guest = guest(addr, "Eve").await;
    assert_eq!(
        get(addr, mail_path, &bearer(&a_guest)).await.code(),
        "needs_session"
    );

    // A real-time table: no mail.
    let real_time = json!({"move_seconds": 600, "reaction_ms": 0, "bot_delay_ms": 0});
    let quick = common::started_table(
        addr,
        &ada,
        &bob,
        &json!({"game": "claim", "options": {"first_leader": 0},
                "seats": [{"kind": "me"}, {"kind": "open"}], "settings": real_time}),
    )
    .await;
    let mut ada_quick = Player::join(addr, &ada, &quick, "ada-quick", 1).await;
    play_turn(&mut ada_quick).await;
    drop(ada_quick);

    // A turn-based table: Ada leads while Bob is away.
    let id = common::started_table(
        addr,
        &ada,
        &bob,
        &json!({"game": "claim", "options": {"first_leader": 0},
                "seats": [{"kind": "me"}, {"kind": "open"}], "settings": turn_based(2)}),
    )
    .await;
    let mut ada_seat = Player::join(addr, &ada, &id, "ada", 2).await;
    play_turn(&mut ada_seat).await;
    let mail = tokio::time::timeout(Duration::from_secs(10), mails.recv())
        .await
        .expect("a mail within 10 s")
        .unwrap();
    assert_eq!(mail.to.len(), 1);
    assert!(mail.to[0].contains("<bob@example.org>"), "{mail:?}");
    assert!(
        mail.data
            .contains(&format!("https://games.example.org/#/table/{id}")),
        "{}",
        mail.data
    );
    assert!(mail.data.contains("Claim"), "{}", mail.data);
    for card in claim_cards() {
        assert!(
            !mail.data.contains(&card),
            "the mail names {card}: {}",
            mail.data
        );
    }

    // Bob comes, plays his turn while there (no mail), and goes; Ada is away when it is her
    // turn (she asked for none); when she has played, it is Bob's turn again: one more mail.
    drop(ada_seat);
    let mut mailed = 1;
    let mut bob_seat = Player::join(addr, &bob, &id, "bob", 3).await;
    for _ in 0..4 {
        play_turn(&mut bob_seat).await;
        if bob_seat.finished() {
            break;
        }
        drop(bob_seat);
        tokio::time::sleep(Duration::from_millis(300)).await;
        let mut ada_seat = Player::join(addr, &ada, &id, "ada", 4).await;
        play_turn(&mut ada_seat).await;
        drop(ada_seat);
        if !table_finished(addr, &id).await {
            let mail = tokio::time::timeout(Duration::from_secs(10), mails.recv())
                .await
                .expect("a mail for Bob's new turn")
                .unwrap();
            assert!(mail.to[0].contains("<bob@example.org>"), "{mail:?}");
            mailed += 1;
        }
        bob_seat = Player::join(addr, &bob, &id, "bob", 5).await;
    }
    assert!(mailed >= 2);
    // Nothing more: no second mail for a turn, none to Ada, none for the real-time table.
    tokio::time::sleep(Duration::from_millis(1000)).await;
    assert!(mails.try_recv().is_err(), "one mail per turn, to Bob only");

    // The first mail's change (Ada's lead, change 3) is claimed in the database: whichever
    // process drove the table, it is not mailed again.
    let accounts = server.shared.store.accounts();
    assert!(!accounts.claim_turn_mail(&id, 3, 1).await.unwrap());
    assert!(accounts.claim_turn_mail(&id, 10_000, 1).await.unwrap());

    // Nobody else sees Bob's address: not his profile, not the leaderboard, not a table.
    for path in [
        "/api/players/bob".to_owned(),
        "/api/leaderboard?game=claim".to_owned(),
        format!("/api/tables/{id}"),
        "/api/account/games".to_owned(),
        "/api/account".to_owned(),
    ] {
        let answer = get(addr, &path, &browser(addr, &ada_session)).await;
        assert!(
            !answer.body.contains("bob@example.org"),
            "{path}: {}",
            answer.body
        );
    }

    // A deleted account's address is forgotten.
    let bob_id = get(addr, "/api/me", &bearer(&bob)).await.json()["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let deleted = post(
        addr,
        "/api/account/delete",
        &browser(addr, &bob_session),
        json!({"password": PASSWORD}),
    )
    .await;
    assert_eq!(deleted.status, 200, "{}", deleted.body);
    assert_eq!(accounts.turn_mail_address(&bob_id).await.unwrap(), None);
    assert_eq!(accounts.mail_settings(&bob_id).await.unwrap(), None);
}

/// An SMTP server that refuses every recipient: a turn mail fails, is logged and not retried,
/// and the game goes on.
async fn a_refused_mail_changes_nothing(db: TestDb) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let (tx, mut refused) = mpsc::unbounded_channel();
    tokio::spawn(async move {
        while let Ok((socket, _)) = listener.accept().await {
            let tx = tx.clone();
            tokio::spawn(async move {
                let (read, mut write) = socket.into_split();
                let mut lines = BufReader::new(read).lines();
                write.write_all(b"220 sink ESMTP\r\n").await.unwrap();
                while let Ok(Some(line)) = lines.next_line().await {
                    let verb = line.get(..4).unwrap_or_default().to_ascii_uppercase();
                    let answer: &[u8] = match verb.as_str() {
                        "RCPT" => {
                            let _ = tx.send(line.clone());
                            b"550 5.1.1 <bob@example.org>: no such user here\r\n"
                        }
                        "QUIT" => b"221 bye\r\n",
                        _ => b"250 ok\r\n",
                    };
                    if write.write_all(answer).await.is_err() || verb == "QUIT" {
                        break;
                    }
                }
            });
        }
    });
    let server = common::start_config(&db, |config| {
        config.mail = Some(MailConfig {
            smtp_url: format!("smtp://127.0.0.1:{port}"),
            from: "games@example.org".into(),
            site_url: "http://127.0.0.1".into(),
        });
    })
    .await;
    let addr = server.addr;
    let (_, ada) = account(addr, "ada").await;
    let (bob_session, bob) = account(addr, "bob").await;
    let set = post(
        addr,
        "/api/account/mail",
        &browser(addr, &bob_session),
        json!({"email": "bob@example.org", "turn_mails": true}),
    )
    .await;
    assert_eq!(set.status, 200, "{}", set.body);
    let id = common::started_table(
        addr,
        &ada,
        &bob,
        &json!({"game": "claim", "options": {"first_leader": 0},
                "seats": [{"kind": "me"}, {"kind": "open"}], "settings": turn_based(1)}),
    )
    .await;
    let mut ada_seat = Player::join(addr, &ada, &id, "ada", 6).await;
    play_turn(&mut ada_seat).await;
    let tried = tokio::time::timeout(Duration::from_secs(10), refused.recv())
        .await
        .expect("the mail was tried")
        .unwrap();
    assert!(tried.contains("bob@example.org"), "{tried}");
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(
        refused.try_recv().is_err(),
        "a refused mail is not tried again"
    );
    // Bob plays on as if nothing happened.
    let mut bob_seat = Player::join(addr, &bob, &id, "bob", 7).await;
    assert!(!bob_seat.legal().is_empty(), "Bob is to act");
    play_turn(&mut bob_seat).await;
    assert!(bob_seat.seq() > ada_seat.seq());
}

on_both_backends!(
    a_refused_mail_changes_nothing_on_sqlite,
    a_refused_mail_changes_nothing_on_postgres,
    a_refused_mail_changes_nothing
);

async fn table_finished(addr: SocketAddr, id: &str) -> bool {
    let state = get(addr, &format!("/api/tables/{id}"), &[]).await;
    let state: TableState = serde_json::from_str(&state.body).unwrap();
    state.status == Status::Finished
}

on_both_backends!(
    your_turn_mails_on_sqlite,
    your_turn_mails_on_postgres,
    your_turn_mails
);

/// A challenge: a table with a seat kept for a named account, which only that account may
/// take, listed in its games; the game starts once they sit.
async fn challenge_by_username(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let (_, ada) = account(addr, "ada").await;
    let (_, bob) = account(addr, "Bob").await;
    let eve = guest(addr, "Eve").await;
    let table = |seats: Value| {
        json!({"game": "claim", "options": {"first_leader": 0}, "seats": seats,
               "settings": turn_based(7)})
    };
    for (seats, code) in [
        (
            json!([{"kind": "me"}, {"kind": "player", "username": "nobody"}]),
            "no_such_player",
        ),
        (
            json!([{"kind": "me"}, {"kind": "player", "username": "Eve"}]),
            "no_such_player",
        ),
        (
            json!([{"kind": "me"}, {"kind": "player", "username": "x"}]),
            "bad_username",
        ),
        (
            json!([{"kind": "me"}, {"kind": "player", "username": "ADA"}]),
            "bad_options",
        ),
        (
            json!([{"kind": "player", "username": "bob"}, {"kind": "player", "username": "bob"}]),
            "bad_options",
        ),
    ] {
        let answer = post(addr, "/api/tables", &bearer(&ada), table(seats.clone())).await;
        assert_eq!(answer.code(), code, "{seats}: {}", answer.body);
    }
    let made = post(
        addr,
        "/api/tables",
        &bearer(&ada),
        table(json!([{"kind": "me"}, {"kind": "player", "username": "BOB"}])),
    )
    .await;
    assert_eq!(made.status, 200, "{}", made.body);
    let made: TableState = serde_json::from_str(&made.body).unwrap();
    let id = made.id.clone();
    assert_eq!(
        serde_json::to_value(&made.seats[1].occupant).unwrap()["kind"],
        "invited"
    );
    assert_eq!(
        serde_json::to_value(&made.seats[1].occupant).unwrap()["identity"]["name"],
        "Bob"
    );
    let sit = |token: String, body: Value| {
        let id = id.clone();
        async move {
            post(
                addr,
                &format!("/api/tables/{id}/sit"),
                &bearer(&token),
                body,
            )
            .await
        }
    };
    assert_eq!(sit(eve.clone(), json!({})).await.code(), "seat_taken");
    let kept = sit(eve.clone(), json!({"seat": 1})).await;
    assert_eq!(kept.code(), "seat_taken");
    assert!(kept.body.contains("kept for Bob"), "{}", kept.body);
    let early = post(
        addr,
        &format!("/api/tables/{id}/start"),
        &bearer(&ada),
        json!({}),
    )
    .await;
    assert_eq!(early.code(), "wrong_status", "{}", early.body);
    // Bob sees the challenge among his games, and takes the seat kept for him.
    let games = get(addr, "/api/account/games", &bearer(&bob)).await;
    let games: Vec<TableState> = serde_json::from_str(&games.body).unwrap();
    assert_eq!(
        games.iter().map(|t| t.id.as_str()).collect::<Vec<_>>(),
        [id.as_str()]
    );
    let seated = sit(bob.clone(), json!({})).await;
    assert_eq!(seated.status, 200, "{}", seated.body);
    assert_eq!(seated.json()["you"], 1);
    let started = post(
        addr,
        &format!("/api/tables/{id}/start"),
        &bearer(&ada),
        json!({}),
    )
    .await;
    assert_eq!(started.status, 200, "{}", started.body);
    assert_eq!(started.json()["status"], "playing");
}

on_both_backends!(
    challenge_by_username_on_sqlite,
    challenge_by_username_on_postgres,
    challenge_by_username
);
