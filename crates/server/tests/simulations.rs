//! The deck designer's simulations over HTTP: a small run reports what its games showed; a
//! run can be cancelled; one runs at a time; bad requests are refused with the reason; a
//! simulation is its owner's alone.

mod common;

use std::{net::SocketAddr, sync::atomic::AtomicBool, time::Duration};

use common::{TestDb, guest};
use interregnum_bots::BotSpec;
use interregnum_provinces::{Deck, Provinces, ProvincesOptions};
use interregnum_server::{
    client,
    protocol::{Ending, SimulationReport, SimulationState, SimulationStatus},
    simulations,
};
use interregnum_simulate::{Control, Plan};
use serde_json::{Value, json};

async fn poll_until_over(addr: SocketAddr, token: &str, id: &str) -> SimulationState {
    for _ in 0..600 {
        let state: SimulationState = client::call(
            addr,
            "GET",
            &format!("/api/simulations/{id}"),
            Some(token),
            None::<&Value>,
        )
        .await
        .unwrap();
        if state.status != SimulationStatus::Running {
            return state;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the simulation did not end in a minute");
}

async fn a_small_run_reports_its_games(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let ada = guest(addr, "Ada").await;
    let deck = "[rules]\nround_limit = 12\n";
    let started: SimulationState = client::call(
        addr,
        "POST",
        "/api/simulations",
        Some(&ada),
        Some(&json!({"options": {"players": 3, "deck": deck}, "bots": ["heuristic"], "games": 6})),
    )
    .await
    .unwrap();
    assert_eq!(started.games, 6);
    // Another identity cannot see it.
    let eve = guest(addr, "Eve").await;
    let hidden = client::http(
        addr,
        "GET",
        &format!("/api/simulations/{}", started.id),
        Some(&eve),
        None,
    )
    .await
    .unwrap();
    assert_eq!(hidden.0, 404, "{}", hidden.1);
    assert!(hidden.1.contains("no_such_simulation"), "{}", hidden.1);

    let done = poll_until_over(addr, &ada, &started.id).await;
    assert_eq!(done.status, SimulationStatus::Done, "{:?}", done.message);
    assert_eq!(done.done, 6);
    let report = done.report.expect("a finished run has a report");
    assert_eq!(
        (report.games, report.complete, report.players),
        (6, true, 3)
    );
    assert_eq!(report.bots, vec!["heuristic"; 3]);
    assert_eq!(report.seats.len(), 3);
    for seat in &report.seats {
        let share = seat.share;
        assert!(
            share.low <= share.rate && share.rate <= share.high,
            "{share:?}"
        );
        assert!((share.rate - f64::from(seat.wins) / 6.0).abs() < 1e-9);
    }
    // Every game has a winner: the wins add up to at least the games.
    assert!(report.seats.iter().map(|s| s.wins).sum::<u32>() >= 6);
    assert_eq!(report.rounds.histogram.iter().sum::<u32>(), 6);
    assert!(report.rounds.max <= 12, "the deck's round limit holds");
    let ended = |ending: Ending| {
        report
            .endings
            .iter()
            .find(|e| e.ending == ending)
            .unwrap()
            .games
    };
    assert_eq!(ended(Ending::ProvinceTarget) + ended(Ending::RoundLimit), 6);
    // The report names its seed: the same plan from that seed plays the same games.
    let options = ProvincesOptions {
        players: 3,
        first_player: None,
        deck: Deck::from_toml_str(deck).unwrap(),
    };
    let bots = [BotSpec::Heuristic; 3];
    let plan = Plan::<Provinces> {
        options: &options,
        games: 6,
        seed: u64::from(report.seed),
        threads: 2,
        bots: &bots,
        rotate: false,
        label: None,
    };
    let stop = AtomicBool::new(false);
    let played = interregnum_simulate::run(
        &plan,
        &Control {
            on_done: &|| {},
            stop: &stop,
        },
    );
    // Compared as the client reads it: serde_json may round a float's last bit on reading.
    let local = simulations::report(&played, report.seed, 6, 3, &bots);
    let local: SimulationReport =
        serde_json::from_str(&serde_json::to_string(&local).unwrap()).unwrap();
    assert_eq!(local, report);
}

async fn runs_are_cancelled_and_limited(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let ada = guest(addr, "Ada").await;
    let bob = guest(addr, "Bob").await;
    let long = json!({"options": {"players": 4}, "bots": ["heuristic"], "games": 1000});
    let started: SimulationState =
        client::call(addr, "POST", "/api/simulations", Some(&ada), Some(&long))
            .await
            .unwrap();
    // One at a time per server: Bob waits.
    let busy = client::http(addr, "POST", "/api/simulations", Some(&bob), Some(&long))
        .await
        .unwrap();
    assert_eq!(busy.0, 429, "{}", busy.1);
    assert!(busy.1.contains("rate_limited"), "{}", busy.1);
    // Only its owner cancels it.
    let path = format!("/api/simulations/{}", started.id);
    let not_bobs = client::http(addr, "DELETE", &path, Some(&bob), None)
        .await
        .unwrap();
    assert_eq!(not_bobs.0, 404);
    let _: SimulationState = client::call(addr, "DELETE", &path, Some(&ada), None::<&Value>)
        .await
        .unwrap();
    let over = poll_until_over(addr, &ada, &started.id).await;
    assert_eq!(over.status, SimulationStatus::Cancelled);
    assert!(over.done < 1000, "cancelled after {} games", over.done);
    assert!(over.report.is_none());
    // The slot is free again.
    let again: SimulationState = client::call(
        addr,
        "POST",
        "/api/simulations",
        Some(&bob),
        Some(&json!({"bots": ["random"], "games": 1})),
    )
    .await
    .unwrap();
    assert_eq!(
        poll_until_over(addr, &bob, &again.id).await.status,
        SimulationStatus::Done
    );

    // Bad requests say what is allowed, and need an identity.
    for (body, words) in [
        (json!({"games": 0}), "1 to 1000"),
        (json!({"games": 10, "bots": ["hard"]}), "at most 1000"),
        (json!({"games": 10, "options": {"players": 5}}), "players"),
        (
            json!({"games": 10, "options": {"deck": "[rules]\nhand_limit = -1\n"}}),
            "hand_limit",
        ),
    ] {
        let (status, text) =
            client::http(addr, "POST", "/api/simulations", Some(&ada), Some(&body))
                .await
                .unwrap();
        assert_eq!(status, 400, "{body}: {text}");
        assert!(text.contains(words), "{body}: {text}");
    }
    let anonymous = client::http(
        addr,
        "POST",
        "/api/simulations",
        None,
        Some(&json!({"games": 1})),
    )
    .await
    .unwrap();
    assert_eq!(anonymous.0, 401);
}

on_both_backends!(
    a_small_run_reports_its_games_sqlite,
    a_small_run_reports_its_games_postgres,
    a_small_run_reports_its_games
);
on_both_backends!(
    runs_are_cancelled_and_limited_sqlite,
    runs_are_cancelled_and_limited_postgres,
    runs_are_cancelled_and_limited
);

/// The designer's "open a deck file": the engine reads the file's text, with no identity
/// needed; a file it refuses gets its message; a body that is not a deck text is refused.
async fn a_deck_file_is_read_by_the_engine(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let read: Value = client::call(
        addr,
        "POST",
        "/api/decks/check",
        None,
        Some(&json!({"text": "[rules]\nhand_limit = 6\n[cards]\nmonk = 1\n"})),
    )
    .await
    .unwrap();
    assert_eq!(read["deck"]["rules"]["hand_limit"], 6);
    assert_eq!(read["deck"]["cards"]["monk"], 1);
    assert_eq!(
        read["deck"]["rules"]["round_limit"], 40,
        "a default filled in"
    );
    let json_text = serde_json::to_string(&read["deck"]).unwrap();
    let again: Value = client::call(
        addr,
        "POST",
        "/api/decks/check",
        None,
        Some(&json!({"text": json_text, "format": "json"})),
    )
    .await
    .unwrap();
    assert_eq!(again, read);
    let refused = client::http(
        addr,
        "POST",
        "/api/decks/check",
        None,
        Some(&json!({"text": "[rules]\nmax_soldiers_per_unit = 3\n"})),
    )
    .await
    .unwrap();
    assert_eq!(refused.0, 400, "{}", refused.1);
    assert!(refused.1.contains("bad_options"), "{}", refused.1);
    assert!(refused.1.contains("max_soldiers_per_unit"), "{}", refused.1);
    let not_text = client::http(
        addr,
        "POST",
        "/api/decks/check",
        None,
        Some(&json!({"deck": 3})),
    )
    .await
    .unwrap();
    assert_eq!(not_text.0, 400, "{}", not_text.1);
    assert!(not_text.1.contains("bad_message"), "{}", not_text.1);
}

on_both_backends!(
    a_deck_file_is_read_by_the_engine_sqlite,
    a_deck_file_is_read_by_the_engine_postgres,
    a_deck_file_is_read_by_the_engine
);
