//! `interregnum play` and `interregnum simulate`, through the binary.

mod common;

use common::*;

use serde_json::Value;

/// `play` speaks Dutch with `--lang nl` or a Dutch environment, English otherwise, and says
/// which languages there are when asked for another.
#[test]
fn play_speaks_the_language_asked_for() {
    let session = |args: &[&str], lang: &str| {
        let output = interregnum()
            .args(args)
            .args(["play", "claim", "--seed", "3", "--plain"])
            .env("LANG", lang)
            .env("NO_COLOR", "1")
            .write_stdin("options\nxyzzy\nquit\n")
            .output()
            .unwrap();
        assert!(output.status.success(), "{output:?}");
        let text = String::from_utf8(output.stdout).unwrap();
        // The last line repeats the command, which differs by its flags.
        let (session, _) = text.trim_end().rsplit_once(':').unwrap();
        session.to_owned()
    };
    let english = session(&[], "C.UTF-8");
    for words in [
        "You may play:",
        "Type help for the notation",
        "Game left unfinished",
    ] {
        assert!(english.contains(words), "{words}: {english}");
    }
    let dutch = session(&["--lang", "nl"], "C.UTF-8");
    for words in [
        "Je mag spelen:",
        "Typ help voor de notatie",
        "Spel niet uitgespeeld",
    ] {
        assert!(dutch.contains(words), "{words}: {dutch}");
    }
    assert!(!dutch.contains("You may play"), "{dutch}");
    assert_eq!(
        session(&[], "nl_NL.UTF-8"),
        dutch,
        "LANG=nl_NL asks for Dutch"
    );
    assert_eq!(
        session(&["--lang", "en"], "nl_NL.UTF-8"),
        english,
        "--lang goes first"
    );
    let refused = interregnum()
        .args(["--lang", "fr", "play", "claim"])
        .output()
        .unwrap();
    assert!(!refused.status.success());
    let stderr = String::from_utf8(refused.stderr).unwrap();
    assert!(stderr.contains("en (English) and nl (Dutch)"), "{stderr}");
}

/// Every card of the notation, and some typos, in a loop: the game must reject what is not
/// legal with a new prompt, accept what is, and reach the final table.
#[test]
fn a_whole_game_in_the_terminal_with_typos() {
    let cards: Vec<String> = ["Gb", "Kn", "Un", "Dw", "Dp"]
        .iter()
        .flat_map(|f| (0..10).map(move |v| format!("{f}{v}")))
        .collect();
    let mut input = String::from("help\nboard\nhint\nxyzzy\n\ncard Kn7\ncards\n");
    for _ in 0..26 {
        input.push_str(&cards.join("\n"));
        input.push('\n');
    }
    let output = interregnum()
        .args([
            "play",
            "claim",
            "--seed",
            "11",
            "--seat",
            "B",
            "--bot",
            "heuristic",
        ])
        .env("NO_COLOR", "1")
        .write_stdin(input)
        .output()
        .unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(output.status.success(), "{stdout}");
    assert!(stdout.contains("seed 11"));
    assert!(
        stdout.contains("you are seat B. Bot A: heuristic (rules of thumb, no search)."),
        "the intro says who the bot is"
    );
    assert!(
        stdout.contains("Type help for the notation"),
        "a typo gets an explanation"
    );
    assert!(
        stdout.contains("Not allowed:"),
        "an illegal card gets an explanation"
    );
    assert!(stdout.contains("Phase 2 begins"));
    assert!(
        stdout.contains("Kn7: Knights (Kn, 2-9)"),
        "`card` tells a card"
    );
    assert!(
        stdout.contains("Dwarves (Dw, 0-9)"),
        "`cards` lists the factions"
    );
    assert!(stdout.contains("Final score"));
    for faction in ["Goblins", "Knights", "Undead", "Dwarves", "Doppelgängers"] {
        assert!(stdout.contains(faction), "the result names {faction}");
    }
    assert!(
        !stdout.contains('\u{1b}'),
        "NO_COLOR and a pipe mean no colour codes"
    );
}

#[test]
fn bad_command_line_input_is_an_error_not_a_crash() {
    let stderr_of = |args: &[&str]| {
        let output = interregnum().args(args).output().unwrap();
        assert!(!output.status.success(), "{args:?} must fail");
        String::from_utf8_lossy(&output.stderr).into_owned()
    };
    assert!(stderr_of(&["play", "claim", "--seat", "E"]).contains("use A, B, C or D"));
    assert!(stderr_of(&["play", "claim", "--seat", "C"]).contains("this table has 2 seats"));
    assert!(
        stderr_of(&["simulate", "claim", "--players", "3"])
            .contains("Claim is a game for 2 players")
    );
    assert!(
        stderr_of(&["simulate", "claim", "--deck", "x.toml"]).contains("Claim has no deck file")
    );
    assert!(
        stderr_of(&["simulate", "claim", "--bots", "random,random,random"])
            .contains("give one for every seat")
    );
    assert!(stderr_of(&["simulate", "claim", "--bots", "mcts"]).contains("ismcts:2000"));
    let zero = stderr_of(&["play", "claim", "--bot", "ismcts:0"]);
    assert!(
        zero.contains("a search needs at least 1 iteration"),
        "{zero}"
    );
    assert!(!zero.contains('\\') && !zero.contains("  "), "{zero}");
}

/// A typed line that is not UTF-8 (a pipe from another program, a terminal in another
/// encoding) is refused like any line that is not a move, and the game goes on: it used to
/// end the session with "stream did not contain valid UTF-8".
#[test]
fn a_line_that_is_not_utf8_is_refused_and_the_game_goes_on() {
    let output = interregnum()
        .args(["play", "claim", "--seed", "3", "--bot", "random"])
        .env("NO_COLOR", "1")
        .write_stdin(&b"\xff\xfe Kn7\nquit\n"[..])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}");
    assert!(stdout.contains("Type help for the notation"), "{stdout}");
    assert!(stdout.contains("Game left unfinished"), "{stdout}");
}

/// Leaving a game tells how to come back: the same command, every option repeated, with the
/// deal's seed added when it was left out.
#[test]
fn quitting_repeats_the_command_with_its_seed() {
    let output = interregnum()
        .args([
            "play", "claim", "--seat", "B", "--bot", "random", "--first", "A",
        ])
        .write_stdin("quit\n")
        .output()
        .unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(stdout.contains("quit (or Ctrl-C) to leave"), "{stdout}");
    let hint = stdout
        .lines()
        .find_map(|l| l.split_once("Game left unfinished. Play the same deal again with: "))
        .map(|(_, hint)| hint)
        .unwrap_or_else(|| panic!("{stdout}"));
    assert!(
        hint.contains(" play claim --seat B --bot random --first A --seed "),
        "{hint}"
    );
    let seed = hint.rsplit(' ').next().unwrap();
    assert!(
        stdout.contains(&format!("seed {seed}")),
        "the seed played: {stdout}"
    );
}

fn simulate_json(seed: &str, threads: &str) -> Value {
    let output = interregnum()
        .args([
            "simulate",
            "claim",
            "--games",
            "200",
            "--seed",
            seed,
            "--threads",
            threads,
            "--json",
        ])
        .output()
        .unwrap();
    assert!(output.status.success());
    serde_json::from_slice(&output.stdout).unwrap()
}

#[test]
fn simulate_reports_seats_and_factions_reproducibly() {
    let report = simulate_json("5", "2");
    assert_eq!(report["games"], 200);
    let seats = report["seats"].as_array().unwrap();
    assert_eq!(seats.len(), 2);
    let draws = report["draws"].as_u64().unwrap();
    for seat in seats {
        let total = seat["wins"].as_u64().unwrap()
            + seat["draws"].as_u64().unwrap()
            + seat["losses"].as_u64().unwrap();
        assert_eq!(total, 200);
        let rate = &seat["win_rate"];
        assert!(rate["low"].as_f64().unwrap() <= rate["rate"].as_f64().unwrap());
        assert!(rate["rate"].as_f64().unwrap() <= rate["high"].as_f64().unwrap());
    }
    let wins: u64 = seats.iter().map(|s| s["wins"].as_u64().unwrap()).sum();
    assert_eq!(wins + draws, 200);
    assert_eq!(report["mean_plies"], 52.0);
    for faction in report["factions"].as_array().unwrap() {
        let n = faction["won_by"][0].as_u64().unwrap()
            + faction["won_by"][1].as_u64().unwrap()
            + faction["unawarded"].as_u64().unwrap();
        assert_eq!(n, 200);
    }
    assert_eq!(
        report,
        simulate_json("5", "1"),
        "same seed, same report, whatever the threads"
    );
    assert_ne!(report["seats"], simulate_json("6", "2")["seats"]);
}

/// Different bots rotate through the seats by default, so a bot's win rate is not a seat's
/// advantage; `--fixed-seats` keeps them in place.
#[test]
fn simulate_rotates_different_bots_through_the_seats() {
    let run = |extra: &[&str]| {
        json_of(
            &interregnum()
                .args([
                    "simulate",
                    "claim",
                    "--games",
                    "40",
                    "--seed",
                    "3",
                    "--bots",
                    "random,heuristic",
                    "--json",
                ])
                .args(extra)
                .output()
                .unwrap(),
        )
    };
    let rotating = run(&[]);
    assert_eq!(rotating["seating"], "rotating");
    let rows = rotating["seats"].as_array().unwrap();
    assert_eq!(rows[0]["bot"], "random");
    assert_eq!(rows[1]["bot"], "heuristic");
    assert!(rows.iter().all(|r| r["seat"] == "rotating"));
    let wins: u64 = rows.iter().map(|r| r["wins"].as_u64().unwrap()).sum();
    let seat_wins: u64 = rotating["seat_wins"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["wins"].as_u64().unwrap())
        .sum();
    assert_eq!(wins, seat_wins, "the same wins, counted by bot and by seat");
    assert!(
        rows[1]["wins"].as_u64() > rows[0]["wins"].as_u64(),
        "the heuristic beats random: {rotating}"
    );
    let fixed = run(&["--fixed-seats"]);
    assert_eq!(fixed["seating"], "fixed");
    assert_eq!(fixed["seats"][0]["seat"], "A");
    assert!(fixed.get("seat_wins").is_none());

    let text = String::from_utf8(
        interregnum()
            .args([
                "simulate",
                "claim",
                "--games",
                "10",
                "--bots",
                "random,heuristic",
            ])
            .output()
            .unwrap()
            .stdout,
    )
    .unwrap();
    assert!(text.contains("Seats rotate"), "{text}");
    assert!(text.contains("Seat advantage"), "{text}");
}

/// `--threads 0` was taken as 1 without a word, and a thread count the machine cannot start
/// panicked ("failed to spawn thread") once the games began: both commands refuse a count
/// outside what they allow, and say what that is.
#[test]
fn thread_counts_out_of_range_are_refused() {
    for command in [
        &["simulate", "claim", "--games", "2"][..],
        &[
            "tournament",
            "claim",
            "--bots",
            "random,heuristic",
            "--games",
            "2",
        ][..],
    ] {
        for threads in ["0", "100000"] {
            let output = interregnum()
                .args(command)
                .args(["--threads", threads])
                .output()
                .unwrap();
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert!(!output.status.success(), "{command:?} --threads {threads}");
            assert!(
                stderr.contains("--threads") && stderr.contains("give from 1 to 1024"),
                "{command:?} --threads {threads}: {stderr}"
            );
        }
        let output = interregnum()
            .args(command)
            .args(["--threads", "1024"])
            .output()
            .unwrap();
        assert!(output.status.success(), "{command:?} --threads 1024");
    }
}
