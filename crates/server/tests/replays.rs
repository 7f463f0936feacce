//! The replay viewer's steps: refused while the game is live (the replay holds the seed and
//! every hand), and once it is over every step replays exactly what each observer saw.

mod common;

use common::{Player, TestDb, fast, guest};
use interregnum_server::{
    client::{self, Connection},
    protocol::{ClientMessage, ReplayStep, ServerMessage, Status},
};
use serde_json::{Value, json};

async fn replays_only_once_over_and_exactly(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let ada = guest(addr, "Ada").await;
    let bob = guest(addr, "Bob").await;
    let id = common::started_table(
        addr,
        &ada,
        &bob,
        &json!({"game": "claim", "seats": [{"kind": "me"}, {"kind": "open"}],
                     "settings": fast()}),
    )
    .await;
    // A spectator follows the whole game.
    let mut eve = Connection::open(addr).await.unwrap();
    eve.send(&ClientMessage::Watch {
        table: id.clone(),
        last_seq: None,
    })
    .await
    .unwrap();

    // Live: no replay, not even of the deal, by anyone.
    for token in [None, Some(ada.as_str())] {
        for path in [
            format!("/api/tables/{id}/replay"),
            format!("/api/tables/{id}/replay/0"),
        ] {
            let (status, body) = client::http(addr, "GET", &path, token, None).await.unwrap();
            assert_eq!(status, 409, "{path}: {body}");
            assert!(body.contains("wrong_status"), "{body}");
        }
    }

    let a = Player::join(addr, &ada, &id, "ada", 3).await;
    let b = Player::join(addr, &bob, &id, "bob", 4).await;
    let (a, b) = tokio::join!(a.play_out(), b.play_out());
    let spectator_view = loop {
        if let ServerMessage::Snapshot { table, view, .. }
        | ServerMessage::Update { table, view, .. } = eve.recv().await.unwrap()
            && table.status == Status::Finished
        {
            break view.unwrap_or(Value::Null);
        }
    };

    let step = |n: u32| {
        let path = format!("/api/tables/{id}/replay/{n}");
        async move {
            client::call::<ReplayStep>(addr, "GET", &path, None, None::<&Value>)
                .await
                .unwrap()
        }
    };
    let first = step(0).await;
    let n = first.steps;
    assert!(n >= 52, "a game of Claim has 52 plays, not {n}");
    let last = step(n).await;
    // The last step is the table's final state, as each observer saw it.
    assert_eq!(last.seats[0], *a.view.as_ref().unwrap());
    assert_eq!(last.seats[1], *b.view.as_ref().unwrap());
    assert_eq!(last.spectator, spectator_view);
    // Every step is a view its seat was sent, in order: the replay is the game.
    let seen: Vec<&Value> = a.views.iter().map(|(_, view)| view).collect();
    let mut at = 0;
    for k in 0..=n {
        let s = step(k).await;
        assert_eq!(s.step, k);
        if k > 0 {
            let played = s.action.clone().expect("an action led here");
            assert!(s.by.is_some(), "step {k} names who played {played}");
        }
        let found = seen[at..].iter().position(|view| **view == s.seats[0]);
        at += found.unwrap_or_else(|| panic!("step {k} is not a view Ada was sent"));
    }
    let past = client::http(
        addr,
        "GET",
        &format!("/api/tables/{id}/replay/{}", n + 1),
        None,
        None,
    )
    .await
    .unwrap();
    assert_eq!(past.0, 400, "{}", past.1);
    let words = client::http(
        addr,
        "GET",
        &format!("/api/tables/{id}/replay/last"),
        None,
        None,
    )
    .await
    .unwrap();
    assert_eq!(words.0, 400, "{}", words.1);
    assert!(words.1.contains("bad_message"), "{}", words.1);
}

on_both_backends!(
    replays_only_once_over_and_exactly_sqlite,
    replays_only_once_over_and_exactly_postgres,
    replays_only_once_over_and_exactly
);
