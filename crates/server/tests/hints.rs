//! Hints: the hard bot's move and chance to win for the asking seat only, where the table
//! allows them; a seat without a decision, a spectator and a table without hints are refused
//! with typed errors; hints are rate-limited.

mod common;

use common::{TestDb, fast, guest};
use interregnum_server::{
    client::{self, Connection},
    protocol::{ClientMessage, ErrorCode, ServerMessage, TableState},
};
use serde_json::{Value, json};

/// The next `hint` or `error` a connection receives, skipping table news.
async fn hint_answer(conn: &mut Connection) -> ServerMessage {
    conn.recv_until(|m| matches!(m, ServerMessage::Hint { .. } | ServerMessage::Error { .. }))
        .await
        .unwrap()
}

fn error_code(message: &ServerMessage) -> ErrorCode {
    match message {
        ServerMessage::Error { error, .. } => error.code,
        other => panic!("expected an error, got {other:?}"),
    }
}

/// A connection watching `table`, and the view of its first snapshot.
async fn watching(
    addr: std::net::SocketAddr,
    token: Option<&str>,
    table: &str,
) -> (Connection, Value) {
    let mut conn = match token {
        Some(token) => Connection::login(addr, token).await.unwrap(),
        None => Connection::open(addr).await.unwrap(),
    };
    conn.keep_transcript = true;
    conn.send(&ClientMessage::Watch {
        table: table.to_owned(),
        last_seq: None,
    })
    .await
    .unwrap();
    let snapshot = conn
        .recv_until(|m| matches!(m, ServerMessage::Snapshot { .. }))
        .await
        .unwrap();
    let ServerMessage::Snapshot { view, .. } = snapshot else {
        unreachable!()
    };
    (conn, view.unwrap_or(Value::Null))
}

fn ask(table: &str, seq: u32) -> ClientMessage {
    ClientMessage::Hint {
        table: table.to_owned(),
        seq,
    }
}

async fn only_the_asker_hears_the_hint(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let ada = guest(addr, "Ada").await;
    let bob = guest(addr, "Bob").await;
    let mut settings = fast();
    settings["hints"] = json!(true);
    let table: TableState = client::call(
        addr,
        "POST",
        "/api/tables",
        Some(&ada),
        Some(&json!({"game": "claim", "options": {"first_leader": 0},
                     "seats": [{"kind": "me"}, {"kind": "open"}], "settings": settings})),
    )
    .await
    .unwrap();
    assert_eq!(table.settings.hints, Some(true));
    let id = table.id;
    let path = |what: &str| format!("/api/tables/{id}/{what}");
    let _: TableState = client::call(addr, "POST", &path("sit"), Some(&bob), Some(&json!({})))
        .await
        .unwrap();
    let started: TableState =
        client::call(addr, "POST", &path("start"), Some(&ada), None::<&Value>)
            .await
            .unwrap();
    assert_eq!(started.to_act, Some(0));
    let seq = started.seq;

    let (mut a, view) = watching(addr, Some(&ada), &id).await;
    let (mut b, _) = watching(addr, Some(&bob), &id).await;
    let (mut eve, _) = watching(addr, None, &id).await;

    // Bob has no decision now: a typed error, and no search.
    b.send(&ask(&id, seq)).await.unwrap();
    assert_eq!(
        error_code(&hint_answer(&mut b).await),
        ErrorCode::NotYourTurn
    );
    // A spectator has no seat to be advised on.
    eve.send(&ask(&id, seq)).await.unwrap();
    assert_eq!(
        error_code(&hint_answer(&mut eve).await),
        ErrorCode::Unauthorized
    );
    let stranger = guest(addr, "Eve").await;
    let (mut seen, _) = watching(addr, Some(&stranger), &id).await;
    seen.send(&ask(&id, seq)).await.unwrap();
    assert_eq!(
        error_code(&hint_answer(&mut seen).await),
        ErrorCode::NotSeated
    );
    // An old sequence number is stale.
    a.send(&ask(&id, seq + 7)).await.unwrap();
    assert_eq!(error_code(&hint_answer(&mut a).await), ErrorCode::Stale);

    // Ada is to act: the answer is one of her legal actions, for this change.
    a.send(&ask(&id, seq)).await.unwrap();
    let answer = hint_answer(&mut a).await;
    let ServerMessage::Hint {
        table: hinted,
        seq: at,
        action,
        win_chance,
        iterations,
    } = answer
    else {
        panic!("expected a hint, got {answer:?}");
    };
    assert_eq!((hinted.as_str(), at), (id.as_str(), seq));
    assert!((0.0..=1.0).contains(&win_chance), "{win_chance}");
    assert!(iterations > 0);
    let legal: Vec<String> = serde_json::from_value(view["legal"].clone()).unwrap();
    assert!(legal.contains(&action), "{action} not in {legal:?}");

    // Asked again at once: rate-limited.
    a.send(&ask(&id, seq)).await.unwrap();
    assert_eq!(
        error_code(&hint_answer(&mut a).await),
        ErrorCode::RateLimited
    );

    // The others heard nothing of it: no message to them names a hint or the hinted action
    // as a hint. (A ping makes sure everything sent to them before it has arrived.)
    for conn in [&mut b, &mut eve, &mut seen] {
        conn.send(&ClientMessage::Ping { nonce: Some(9) })
            .await
            .unwrap();
        conn.recv_until(|m| matches!(m, ServerMessage::Pong { nonce: Some(9) }))
            .await
            .unwrap();
    }
    let hints = |conn: &Connection| {
        conn.transcript
            .iter()
            .filter(|text| text.contains(r#""type":"hint""#))
            .count()
    };
    assert_eq!(hints(&a), 1);
    assert_eq!(hints(&b) + hints(&eve) + hints(&seen), 0);
    // Nothing about the table changed.
    let after: TableState = client::call(
        addr,
        "GET",
        &format!("/api/tables/{id}"),
        None,
        None::<&Value>,
    )
    .await
    .unwrap();
    assert_eq!(after.seq, seq);
}

async fn hints_follow_the_table_setting(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let ada = guest(addr, "Ada").await;
    // Against bots, hints are on unless asked otherwise.
    let bots: TableState = client::call(
        addr,
        "POST",
        "/api/play-bots",
        Some(&ada),
        Some(
            &json!({"game": "claim", "bot": "random", "options": {"first_leader": 0},
                     "settings": fast()}),
        ),
    )
    .await
    .unwrap();
    assert_eq!(bots.settings.hints, Some(true));
    // A table for two people leaves them off unless asked...
    let friends: TableState = client::call(
        addr,
        "POST",
        "/api/tables",
        Some(&ada),
        Some(&json!({"game": "claim", "options": {"first_leader": 0},
                     "seats": [{"kind": "me"}, {"kind": "open"}], "settings": fast()})),
    )
    .await
    .unwrap();
    assert_eq!(friends.settings.hints, Some(false));
    // ...and a public one cannot have them at all.
    let mut settings = fast();
    settings["hints"] = json!(true);
    let refused = client::http(
        addr,
        "POST",
        "/api/tables",
        Some(&ada),
        Some(
            &json!({"game": "claim", "public": true, "settings": settings,
                     "seats": [{"kind": "me"}, {"kind": "open"}]}),
        ),
    )
    .await
    .unwrap();
    assert_eq!(refused.0, 400, "{}", refused.1);
    assert!(refused.1.contains("bad_options"), "{}", refused.1);

    // A table against bots with hints turned off refuses them.
    settings["hints"] = json!(false);
    let off: TableState = client::call(
        addr,
        "POST",
        "/api/play-bots",
        Some(&ada),
        Some(
            &json!({"game": "claim", "bot": "random", "options": {"first_leader": 0},
                     "settings": settings}),
        ),
    )
    .await
    .unwrap();
    let (mut conn, _) = watching(addr, Some(&ada), &off.id).await;
    conn.send(&ask(&off.id, off.seq)).await.unwrap();
    assert_eq!(
        error_code(&hint_answer(&mut conn).await),
        ErrorCode::HintsOff
    );

    // The table against bots answers.
    let (mut conn, _) = watching(addr, Some(&ada), &bots.id).await;
    conn.send(&ask(&bots.id, bots.seq)).await.unwrap();
    let found = hint_answer(&mut conn).await;
    assert!(matches!(found, ServerMessage::Hint { .. }), "{found:?}");
}

on_both_backends!(
    only_the_asker_hears_the_hint_sqlite,
    only_the_asker_hears_the_hint_postgres,
    only_the_asker_hears_the_hint
);
on_both_backends!(
    hints_follow_the_table_setting_sqlite,
    hints_follow_the_table_setting_postgres,
    hints_follow_the_table_setting
);
