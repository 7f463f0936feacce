//! `interregnum review`, through the binary.

mod common;

use std::sync::atomic::AtomicBool;

use common::*;
use interregnum_bots::{
    BotSpec, ReviewConfig, ask, derive_seed,
    review::{ReviewControl, review_replay},
};
use interregnum_claim::{Claim, ClaimOptions};
use interregnum_core::{Game, Recorded, Replay, Seat, Start};

/// A finished Claim game between the rules of thumb and the easy level, as a record.
fn claim_replay(seed: u64) -> Replay {
    let mut recorded = Recorded::<Claim>::new(&ClaimOptions::default(), Start::seeded(seed))
        .expect("a seeded Claim game starts");
    let mut bots = [
        BotSpec::Heuristic.build::<Claim>(derive_seed(seed, 0)),
        BotSpec::Random.build::<Claim>(derive_seed(seed, 1)),
    ];
    let mut legal = Vec::new();
    while let Some(seat) = recorded.state().to_act() {
        let card = ask(
            bots[seat.index()].as_mut(),
            recorded.state(),
            seat,
            &mut legal,
        );
        recorded.apply(card).unwrap();
    }
    recorded.replay()
}

fn replay_file(replay: &Replay) -> tempfile::NamedTempFile {
    let file = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(file.path(), serde_json::to_string(replay).unwrap()).unwrap();
    file
}

/// `--json` prints the library's review of that record, seat and budget.
#[test]
fn the_json_review_is_the_library_review() {
    let replay = claim_replay(11);
    let file = replay_file(&replay);
    let printed = json_of(
        &interregnum()
            .arg("review")
            .arg(file.path())
            .args(["--seat", "B", "--budget", "200", "--threads", "2", "--json"])
            .output()
            .unwrap(),
    );
    let stop = AtomicBool::new(false);
    let control = ReviewControl {
        on_progress: &|_, _| {},
        stop: &stop,
    };
    let config = ReviewConfig {
        budget: 200,
        threads: 1,
    };
    let expected = review_replay(&replay, Seat::new(1), &config, &control).unwrap();
    assert_eq!(printed["seat"], 1);
    assert_eq!(printed["game"], "claim");
    let decisions = printed["decisions"].as_array().unwrap();
    assert_eq!(decisions.len(), expected.decisions.len());
    for (printed, expected) in decisions.iter().zip(&expected.decisions) {
        assert_eq!(printed["ply"], expected.ply);
        assert_eq!(printed["played"], expected.played.as_str());
        assert_eq!(printed["best"], expected.best.as_str());
        assert_eq!(
            printed["mark"],
            serde_json::to_value(expected.mark).unwrap()
        );
        assert!((printed["value"].as_f64().unwrap() - expected.value).abs() < 1e-12);
    }
    assert_eq!(
        printed["summary"]["turning_points"],
        serde_json::to_value(&expected.summary.turning_points).unwrap()
    );
}

/// Without `--json`, a table of the decisions and the summary, in the language asked for;
/// the record may come on standard input.
#[test]
fn the_review_reads_as_a_table_and_a_summary_in_both_languages() {
    let replay = claim_replay(12);
    let file = replay_file(&replay);
    let output = interregnum()
        .arg("review")
        .arg(file.path())
        .args(["--seat", "A", "--budget", "100"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    let english = String::from_utf8(output.stdout).unwrap();
    for words in [
        "Move",
        "Played",
        "Best",
        "Seat A in claim:",
        "weighed by a search of 100 iterations each",
        "The decisions that mattered most",
        "Result: ",
    ] {
        assert!(english.contains(words), "{words}: {english}");
    }
    let output = interregnum()
        .args([
            "--lang", "nl", "review", "-", "--seat", "A", "--budget", "100",
        ])
        .write_stdin(serde_json::to_string(&replay).unwrap())
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    let dutch = String::from_utf8(output.stdout).unwrap();
    for words in ["Zet", "Gespeeld", "Plaats A in claim:", "Uitslag: "] {
        assert!(dutch.contains(words), "{words}: {dutch}");
    }
    // The same decisions in both: the moves column holds the same numbers.
    let moves = |text: &str| {
        text.lines()
            .filter_map(|line| line.split(['│', '┆']).nth(1))
            .filter_map(|cell| cell.trim().parse::<usize>().ok())
            .collect::<Vec<_>>()
    };
    assert!(!moves(&english).is_empty(), "{english}");
    assert_eq!(moves(&english), moves(&dutch));
}

#[test]
fn a_bad_seat_file_or_budget_is_refused_saying_what_is_allowed() {
    let replay = claim_replay(13);
    let file = replay_file(&replay);
    let refused = |args: &[&str]| {
        let output = interregnum().arg("review").args(args).output().unwrap();
        assert!(!output.status.success(), "{args:?}");
        String::from_utf8(output.stderr).unwrap()
    };
    let path = file.path().to_str().unwrap();
    let err = refused(&[path, "--seat", "C"]);
    assert!(
        err.contains("this table has 2 seats; choose a seat from A to B"),
        "{err}"
    );
    let err = refused(&[path, "--seat", "A", "--budget", "0"]);
    assert!(err.contains("1..=1000000"), "{err}");
    let not_a_replay = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(not_a_replay.path(), "{\"game\": \"claim\"}").unwrap();
    let err = refused(&[not_a_replay.path().to_str().unwrap(), "--seat", "A"]);
    assert!(err.contains("is not a replay record"), "{err}");
    let mut illegal = replay;
    illegal.actions[1] = "Zz1".to_owned();
    let illegal_file = replay_file(&illegal);
    let err = refused(&[illegal_file.path().to_str().unwrap(), "--seat", "A"]);
    assert!(err.contains("action 1"), "{err}");
}
