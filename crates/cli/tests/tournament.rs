//! `interregnum tournament`, through the binary, with built-in and external bots.

mod common;

use common::{interregnum, json_of};
use serde_json::Value;

fn tournament(args: &[&str]) -> std::process::Output {
    interregnum()
        .arg("tournament")
        .arg("claim")
        .args(args)
        .output()
        .unwrap()
}

fn report(args: &[&str]) -> Value {
    json_of(&tournament(args))
}

#[test]
fn round_robin_on_mirrored_deals_with_ratings_is_reproducible() {
    let args = [
        "--bots",
        "random,heuristic,ismcts:50",
        "--games",
        "20",
        "--seed",
        "3",
        "--json",
    ];
    let first = report(&args);
    assert_eq!(first["games_per_pair"], 20);
    let pairs = first["pairs"].as_array().unwrap();
    assert_eq!(pairs.len(), 3, "every pair of three bots");
    for pair in pairs {
        let total = pair["first_wins"].as_u64().unwrap()
            + pair["draws"].as_u64().unwrap()
            + pair["second_wins"].as_u64().unwrap();
        assert_eq!(total, 20);
    }
    let ratings = first["ratings"].as_array().unwrap();
    assert_eq!(ratings.len(), 3);
    assert!(
        ratings
            .windows(2)
            .all(|w| w[0]["rating"].as_f64() >= w[1]["rating"].as_f64())
    );
    assert!(
        ratings
            .iter()
            .all(|r| r["low"].as_f64() < r["rating"].as_f64())
    );
    assert_eq!(
        report(&[&args[..], &["--threads", "1"]].concat()),
        first,
        "threads change nothing"
    );
}

#[test]
fn an_external_python_bot_plays_through_the_bot_protocol() {
    let bot = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/random_bot.py");
    let entrant = format!("heuristic,cmd:python3 {bot} 7");
    let output = tournament(&["--bots", &entrant, "--games", "4", "--seed", "1", "--csv"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    assert!(
        !stderr.contains("warning"),
        "the example bot answers legally: {stderr}"
    );
    let csv = String::from_utf8(output.stdout).unwrap();
    let mut lines = csv.lines();
    assert_eq!(
        lines.next(),
        Some("bot,opponent,games,wins,draws,losses,score,score_low,score_high")
    );
    let row = lines.next().unwrap();
    assert!(row.starts_with("\"heuristic\",\"cmd:python3 "), "{row}");
    assert!(row.contains(",4,"), "four games: {row}");
}

#[test]
fn a_bot_that_cannot_start_or_answers_nonsense_is_reported() {
    let output = tournament(&["--bots", "random", "--games", "2"]);
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("at least two bots"));
    let output = tournament(&["--bots", "random,cmd:", "--games", "2"]);
    assert!(String::from_utf8_lossy(&output.stderr).contains("cmd: needs a command"));
    // A "bot" that answers garbage still finishes its games, with a warning.
    let output = tournament(&[
        "--bots",
        "random,cmd:yes nonsense",
        "--games",
        "2",
        "--json",
    ]);
    assert!(output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("warning: external bot"));
}
