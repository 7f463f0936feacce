//! Game reviews over HTTP: refused while the game is live; once it is over, computed in the
//! background, followed by asking again, the review the bots crate makes of the replay, kept
//! once computed; who may ask for which seat.

mod common;

use std::{sync::atomic::AtomicBool, time::Duration};

use common::{Player, TestDb, fast, guest};
use interregnum_bots::{
    ReviewConfig,
    review::{Review, ReviewControl, review_replay},
};
use interregnum_core::{Replay, Seat};
use interregnum_server::{
    client,
    protocol::{ReviewState, ReviewStatus},
};
use serde_json::{Value, json};

const BUDGET: u32 = 200;

async fn ask(addr: std::net::SocketAddr, token: &str, id: &str, body: &Value) -> (u16, String) {
    client::http(
        addr,
        "POST",
        &format!("/api/tables/{id}/review"),
        Some(token),
        Some(body),
    )
    .await
    .unwrap()
}

async fn until_done(
    addr: std::net::SocketAddr,
    token: &str,
    id: &str,
    body: &Value,
) -> ReviewState {
    for _ in 0..600 {
        let (status, text) = ask(addr, token, id, body).await;
        assert_eq!(status, 200, "{text}");
        let state: ReviewState = serde_json::from_str(&text).unwrap();
        if state.status != ReviewStatus::Running {
            return state;
        }
        assert!(state.done <= state.decisions || state.decisions == 0);
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the review did not end in a minute");
}

async fn reviews_once_over_for_whom_may_see(db: TestDb) {
    let server = common::start_config(&db, |config| config.review_budget = BUDGET).await;
    let addr = server.addr;
    let ada = guest(addr, "Ada").await;
    let bob = guest(addr, "Bob").await;
    let eve = guest(addr, "Eve").await;
    let id = common::started_table(
        addr,
        &ada,
        &bob,
        &json!({"game": "claim", "seats": [{"kind": "me"}, {"kind": "open"}],
                "settings": fast()}),
    )
    .await;
    // Live: refused, even for one's own seat.
    let (status, text) = ask(addr, &ada, &id, &json!({})).await;
    assert_eq!(status, 409, "{text}");
    assert!(text.contains("wrong_status"), "{text}");

    let a = Player::join(addr, &ada, &id, "ada", 3).await;
    let b = Player::join(addr, &bob, &id, "bob", 4).await;
    let _ = tokio::join!(a.play_out(), b.play_out());

    // A private table: each player reviews their own seat, nobody another's.
    for (token, body) in [(&bob, json!({"seat": 0})), (&eve, json!({"seat": 1}))] {
        let (status, text) = ask(addr, token, &id, &body).await;
        assert_eq!(status, 403, "{text}");
        assert!(text.contains("not_seated"), "{text}");
    }
    let (status, text) = ask(addr, &eve, &id, &json!({})).await;
    assert!(text.contains("not_seated"), "{status} {text}");
    let (status, text) = ask(addr, &ada, &id, &json!({"seat": 5})).await;
    assert_eq!(status, 400, "{text}");
    assert!(text.contains("no_such_seat"), "{text}");

    // Ada's own seat, by default.
    let done = until_done(addr, &ada, &id, &json!({})).await;
    assert_eq!(done.status, ReviewStatus::Done, "{:?}", done.message);
    assert_eq!((done.seat, done.done), (0, done.decisions));
    let served: Review = serde_json::from_value(done.review.unwrap()).unwrap();
    // It is the review the bots crate makes of the table's replay, at the server's budget
    // and on its one thread (any thread count gives the same).
    let replay: Replay = client::call(
        addr,
        "GET",
        &format!("/api/tables/{id}/replay"),
        None,
        None::<&Value>,
    )
    .await
    .unwrap();
    let stop = AtomicBool::new(false);
    let control = ReviewControl {
        on_progress: &|_, _| {},
        stop: &stop,
    };
    let config = ReviewConfig {
        budget: BUDGET,
        threads: 2,
    };
    let local = review_replay(&replay, Seat::new(0), &config, &control).unwrap();
    assert_eq!(served.decisions.len(), local.decisions.len());
    for (served, local) in served.decisions.iter().zip(&local.decisions) {
        assert_eq!(
            (served.ply, &served.played, &served.best, served.mark),
            (local.ply, &local.played, &local.best, local.mark)
        );
    }
    assert_eq!(served.summary.turning_points, local.summary.turning_points);
    // Kept: asking again answers at once with the same review.
    let (status, again) = ask(addr, &ada, &id, &json!({"seat": 0})).await;
    assert_eq!(status, 200, "{again}");
    let again: ReviewState = serde_json::from_str(&again).unwrap();
    assert_eq!(again.status, ReviewStatus::Done);
    assert_eq!(again.review, serde_json::to_value(&served).ok());
    // Bob reviews his own seat.
    let bobs = until_done(addr, &bob, &id, &json!({})).await;
    assert_eq!((bobs.seat, bobs.status), (1, ReviewStatus::Done));
}

on_both_backends!(
    reviews_once_over_for_whom_may_see_sqlite,
    reviews_once_over_for_whom_may_see_postgres,
    reviews_once_over_for_whom_may_see
);

async fn a_public_table_is_reviewed_for_any_seat(db: TestDb) {
    let server = common::start_config(&db, |config| config.review_budget = BUDGET).await;
    let addr = server.addr;
    let ada = guest(addr, "Ada").await;
    let bob = guest(addr, "Bob").await;
    let eve = guest(addr, "Eve").await;
    let id = common::started_table(
        addr,
        &ada,
        &bob,
        &json!({"game": "claim", "seats": [{"kind": "me"}, {"kind": "open"}],
                "public": true, "settings": fast()}),
    )
    .await;
    let a = Player::join(addr, &ada, &id, "ada", 5).await;
    let b = Player::join(addr, &bob, &id, "bob", 6).await;
    let _ = tokio::join!(a.play_out(), b.play_out());
    let done = until_done(addr, &eve, &id, &json!({"seat": 1})).await;
    assert_eq!((done.seat, done.status), (1, ReviewStatus::Done));
    // A spectator still names the seat.
    let (_, text) = ask(addr, &eve, &id, &json!({})).await;
    assert!(text.contains("not_seated"), "{text}");
}

on_both_backends!(
    a_public_table_is_reviewed_for_any_seat_sqlite,
    a_public_table_is_reviewed_for_any_seat_postgres,
    a_public_table_is_reviewed_for_any_seat
);
