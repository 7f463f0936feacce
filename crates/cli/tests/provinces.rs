//! Provinces through the `interregnum` binary: simulate with the designer's fields, deck
//! files good and bad, and a whole game in the terminal.

mod common;

use common::*;

use std::path::PathBuf;

use serde_json::Value;

const DEFAULT_DECK: &str = include_str!("../../provinces/decks/default.toml");

/// A deck file in the temporary directory, named after the test.
fn deck_file(name: &str, text: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!(
        "interregnum-provinces-{}-{name}.toml",
        std::process::id()
    ));
    std::fs::write(&path, text).unwrap();
    path
}

fn simulate(args: &[&str]) -> Value {
    json_of(
        &interregnum()
            .args(["simulate", "provinces", "--json"])
            .args(args)
            .output()
            .unwrap(),
    )
}

#[test]
fn simulate_reports_the_designer_fields_reproducibly() {
    let args = [
        "--players",
        "3",
        "--games",
        "50",
        "--seed",
        "4",
        "--threads",
    ];
    let report = simulate(&[&args[..], &["2"]].concat());
    assert_eq!(report, simulate(&[&args[..], &["1"]].concat()));
    assert_eq!(report["games"], 50);
    assert_eq!(report["seats"].as_array().unwrap().len(), 3);
    let rounds = &report["rounds"];
    let (min, max) = (
        rounds["min"].as_f64().unwrap(),
        rounds["max"].as_f64().unwrap(),
    );
    let (mean, median) = (
        rounds["mean"].as_f64().unwrap(),
        rounds["median"].as_f64().unwrap(),
    );
    assert!(1.0 <= min && min <= mean && mean <= max && min <= median && median <= max);
    assert!(rounds["sd"].as_f64().unwrap() >= 0.0);
    let endings = &report["endings"];
    let count = |key: &str| endings[key]["games"].as_u64().unwrap();
    assert_eq!(count("province_target") + count("round_limit"), 50);
    assert_eq!(
        count("round_limit"),
        rounds["hit_round_limit"].as_u64().unwrap()
    );
    assert_eq!(
        count("most_provinces") + count("treasury_tie_break") + count("shared"),
        50
    );
    let labels: Vec<&str> = report["usage"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u["label"].as_str().unwrap())
        .collect();
    for label in [
        "action: pass",
        "action: bank",
        "card: Province",
        "action: end",
    ] {
        assert!(labels.contains(&label), "usage counts {label}: {labels:?}");
    }

    // The tables for people.
    let output = interregnum()
        .args(["simulate", "provinces", "--players", "3", "--games", "20"])
        .output()
        .unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(output.status.success());
    for heading in [
        "Mean Provinces",
        "Game length in rounds",
        "Hit the round limit",
        "Won on the treasury tie-break",
        "Actions and cards, per game",
        "Cards played from hand",
        "Cards discarded at the hand limit",
    ] {
        assert!(text.contains(heading), "{heading} in\n{text}");
    }
}

#[test]
fn a_good_deck_file_is_used() {
    let text = DEFAULT_DECK
        .replace("round_limit = 40", "round_limit = 3")
        .replace(
            "provinces_to_win = { \"2\" = 5,",
            "provinces_to_win = { \"2\" = 12,",
        );
    let path = deck_file("good", &text);
    let report = simulate(&[
        "--deck",
        path.to_str().unwrap(),
        "--games",
        "20",
        "--first",
        "B",
    ]);
    assert_eq!(report["rounds"]["max"], 3, "the deck's round limit applies");
    assert_eq!(report["rounds"]["hit_round_limit"], 20);
    assert_eq!(report["endings"]["round_limit"]["games"], 20);
    assert_eq!(
        report["deck_file"],
        path.to_str().unwrap(),
        "the report names the deck"
    );
    let intro = interregnum()
        .args([
            "play",
            "provinces",
            "--seed",
            "1",
            "--deck",
            path.to_str().unwrap(),
        ])
        .write_stdin("quit\n")
        .output()
        .unwrap();
    let intro = String::from_utf8(intro.stdout).unwrap();
    assert!(
        intro.starts_with(&format!("Provinces · deck {}", path.display())),
        "the game names its deck: {intro}"
    );
    assert!(
        intro.contains("Provinces · custom deck · round 1 of 3"),
        "{intro}"
    );
    std::fs::remove_file(path).unwrap();
}

#[test]
fn bad_deck_files_and_flags_are_explained() {
    let stderr_of = |args: &[&str]| {
        let output = interregnum()
            .args(["simulate", "provinces", "--games", "2"])
            .args(args)
            .output()
            .unwrap();
        assert!(!output.status.success(), "{args:?} must fail");
        String::from_utf8_lossy(&output.stderr).into_owned()
    };
    let bad = [
        ("typo", "[rules]\nhand_limt = 5\n", "hand_limt"),
        ("type", "[rules]\nhand_limit = \"five\"\n", "hand_limit"),
        (
            "range",
            "[rules]\nmax_soldiers_per_unit = 3\n",
            "max_soldiers_per_unit",
        ),
        ("count", "[cards]\nprovince = 0\n", "province"),
        (
            "level",
            "[[soldier]]\nrank = \"Nobody\"\nlevel = 0\ncount = 3\n",
            "level",
        ),
    ];
    for (name, text, key) in bad {
        let path = deck_file(name, text);
        let file = path.to_str().unwrap().to_owned();
        let message = stderr_of(&["--deck", &file]);
        assert!(message.contains(&file), "{name}: names the file: {message}");
        assert!(message.contains(key), "{name}: names {key}: {message}");
        std::fs::remove_file(path).unwrap();
    }
    // Several mistakes are reported at once, each with its key.
    let path = deck_file(
        "several",
        "[rules]\nhand_limit = -1\nround_limit = -5\n[cards]\nmonk = 999\n",
    );
    let message = stderr_of(&["--deck", path.to_str().unwrap()]);
    assert!(message.contains("3 problems"), "{message}");
    for key in ["rules.hand_limit", "rules.round_limit", "cards.monk"] {
        assert!(message.contains(key), "{key} in {message}");
    }
    std::fs::remove_file(path).unwrap();

    let two_only = deck_file(
        "two",
        "[rules]\nplayers_supported = [2]\nprovinces_to_win = { \"2\" = 5 }\n",
    );
    let message = stderr_of(&["--deck", two_only.to_str().unwrap(), "--players", "3"]);
    assert!(message.contains("players_supported"), "{message}");
    std::fs::remove_file(two_only).unwrap();

    let missing = stderr_of(&["--deck", "/nonexistent/provinces-deck.toml"]);
    assert!(
        missing.contains("/nonexistent/provinces-deck.toml"),
        "{missing}"
    );
    assert!(stderr_of(&["--players", "5"]).contains("2 to 4 players"));
    assert!(stderr_of(&["--first", "C"]).contains("seats are A to B"));
}

/// Plays a whole game as seat B against random bots, answering every prompt with an action
/// from the listed legal ones (a new kind first, so every kind gets played when it comes
/// up), after a few typos and illegal moves.
#[test]
fn a_whole_game_in_the_terminal() {
    let mut script = vec![
        "help",
        "xyzzy",
        "bank S99",
        "block S1",
        "board",
        "card S4",
        "cards",
        "card Joker",
    ]
    .into_iter();
    let mut kinds_played: Vec<String> = Vec::new();
    let mut turn = 0usize;
    let transcript = play_session(
        &[
            "play",
            "provinces",
            "--players",
            "3",
            "--seat",
            "B",
            "--seed",
            "12",
            "--bot",
            "random",
            "--no-auto-pass",
        ],
        |pending| {
            turn += 1;
            assert!(turn < 5_000, "the game ends");
            match script.next() {
                Some(line) => line.to_owned(),
                None => match pending
                    .lines()
                    .rev()
                    .find_map(|l| l.strip_prefix("You may play: "))
                {
                    None => "board".to_owned(),
                    Some(list) => {
                        let legal: Vec<&str> = list.split(" · ").collect();
                        let kind = |a: &str| a.split(' ').next().unwrap_or("").to_owned();
                        let fresh = legal.iter().find(|a| !kinds_played.contains(&kind(a)));
                        let chosen = if legal.contains(&"province") {
                            "province"
                        } else if let Some(fresh) = fresh {
                            fresh
                        } else {
                            legal[(turn * 7919) % legal.len()]
                        };
                        kinds_played.push(kind(chosen));
                        chosen.to_owned()
                    }
                },
            }
        },
    );
    assert!(transcript.contains("seed 12"));
    assert!(
        transcript.contains("activate S5            raise a soldier; then pay 4"),
        "help explains the notation"
    );
    assert!(
        transcript.contains("Type help for the notation"),
        "a typo is explained"
    );
    assert!(
        transcript.contains("Not allowed:"),
        "an illegal move is explained"
    );
    assert!(
        transcript.contains("B (you)"),
        "the board shows the person's seat"
    );
    assert!(transcript.contains("Your hand:"));
    assert!(transcript.contains("You may play:"));
    assert!(
        transcript.contains("or pass?") || transcript.contains("no reaction for this window"),
        "reaction windows are explained"
    );
    assert!(transcript.contains("Final result"), "{transcript}");
    assert!(
        transcript.contains("S4: a soldier of level 4"),
        "`card` tells a card"
    );
    assert!(
        transcript.contains("Monk: a reaction"),
        "`cards` lists them"
    );
    assert!(transcript.contains("No card is called \"Joker\""));
    assert!(
        !transcript.contains("passed for you"),
        "--no-auto-pass asks in every window"
    );
    assert!(transcript.contains("reached the target") || transcript.contains("round limit"));
    assert!(
        !transcript.contains('\u{1b}'),
        "NO_COLOR and a pipe mean no colour codes"
    );
    for kind in ["end", "bank", "pass"] {
        assert!(
            kinds_played.iter().any(|k| k == kind),
            "played {kind}: {kinds_played:?}"
        );
    }
}

/// By default a reaction window in which the person holds no reaction card is passed for
/// them, with a line that says so.
#[test]
fn windows_without_a_reaction_card_are_passed_for_the_person() {
    // Random games are short: the first deal (of a few) in which someone attacks will do.
    let passed = (1..=8).any(|seed| {
        let mut turn = 0usize;
        let transcript = play_session(
            &[
                "play",
                "provinces",
                "--players",
                "4",
                "--seed",
                &seed.to_string(),
                "--bot",
                "random",
            ],
            |pending| {
                turn += 1;
                assert!(turn < 5_000, "the game ends");
                let list = pending
                    .lines()
                    .rev()
                    .find_map(|l| l.strip_prefix("You may play: "));
                match list {
                    None => "board".to_owned(),
                    Some(list) => {
                        let legal: Vec<&str> = list.split(" · ").collect();
                        legal[(turn * 7919) % legal.len()].to_owned()
                    }
                }
            },
        );
        assert!(transcript.contains("Final result"), "{transcript}");
        assert!(
            !transcript.contains("You hold no reaction for this window: pass."),
            "the person is not asked to pass for nothing"
        );
        transcript.contains("You hold no card that could react to this")
    });
    assert!(passed, "no window was passed for the person in 8 games");
}

/// Issue 8: the reproduction through the engine protocol. After `province` the first player
/// is over the hand limit by 38 cards; `legal`, `view` and a refused `apply` once listed
/// every set of 38 cards (66 s, 12.8 GB and a 5.4 GB line). Now each lists one discard per
/// distinct card in hand.
#[test]
fn a_deck_with_huge_draws_answers_at_once_through_the_protocol() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{Command, Stdio};

    let mut child = Command::new(env!("CARGO_BIN_EXE_interregnum"))
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut ask = |line: &str| -> (Value, usize) {
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
        let mut answer = String::new();
        stdout.read_line(&mut answer).unwrap();
        (serde_json::from_str(&answer).unwrap(), answer.len())
    };
    let (new, _) = ask(
        r#"{"cmd":"new","game":"provinces","seed":1,"options":{"players":2,"first_player":0,"deck":{"rules":{"draws_per_turn":60,"hand_limit":15}}}}"#,
    );
    assert_eq!(new["ok"], true, "{new}");
    let (applied, _) = ask(r#"{"cmd":"apply","action":"province"}"#);
    assert_eq!(applied["ok"], true, "{applied}");
    // The default deck's bound (docs/rules/provinces.md, engine ruling 9): 205 at 2 players.
    let bound = 205;
    let (legal, bytes) = ask(r#"{"cmd":"legal"}"#);
    let legal = legal["legal"].as_array().unwrap().clone();
    assert!(!legal.is_empty() && legal.len() <= bound, "{legal:?}");
    assert!(
        legal
            .iter()
            .all(|a| a.as_str().unwrap().starts_with("discard "))
    );
    assert!(bytes < 4096, "a {bytes}-byte answer");
    let (view, _) = ask(r#"{"cmd":"view","seat":0}"#);
    assert_eq!(view["view"]["legal"].as_array().unwrap(), &legal, "{view}");
    assert_eq!(view["view"]["phase"]["count"], 38);
    let (refused, bytes) = ask(r#"{"cmd":"apply","action":"end"}"#);
    assert_eq!(refused["ok"], false);
    assert_eq!(refused["error"]["allowed"].as_array().unwrap(), &legal);
    assert!(bytes < 4096, "a {bytes}-byte answer");
    drop(stdin);
    child.wait().unwrap();
}

/// A card's text and the help follow the deck in play (they already gave its power-up
/// bonuses, Scout draws and target), but said "one power-up of each level per unit", "one
/// a turn" and "draw 2" whatever the deck allowed: a designer playing a deck with two
/// power-ups of a level, two Provinces a turn and Scouts that draw 3 was told otherwise.
#[test]
fn card_texts_and_the_help_follow_the_deck_file() {
    let deck = deck_file(
        "card-texts",
        "[rules]\nmax_powerups_per_level = 2\nprovinces_per_turn = 2\n\n\
         [cards]\nscout = { count = 4, draw = 3 }\n",
    );
    let answers = |lang: &str, deck: Option<&PathBuf>| {
        let mut command = interregnum();
        command.args([
            "--lang",
            lang,
            "play",
            "provinces",
            "--seed",
            "1",
            "--plain",
        ]);
        if let Some(deck) = deck {
            command.arg("--deck").arg(deck);
        }
        let output = command
            .write_stdin("card P1\ncard Province\nhelp\nquit\n")
            .output()
            .unwrap();
        assert!(output.status.success(), "{output:?}");
        String::from_utf8(output.stdout).unwrap()
    };
    let custom = answers("en", Some(&deck));
    for words in [
        "+1 strength (2 power-ups of each level per unit)",
        "(`province`, up to 2 a turn)",
        "lay a Province (up to 2 a turn)",
        "play a Scout (draw 3)",
    ] {
        assert!(custom.contains(words), "{words:?} not in:\n{custom}");
    }
    let default = answers("en", None);
    for words in [
        "+1 strength (one power-up of each level per unit)",
        "(`province`, one a turn)",
        "lay a Province (one a turn)",
        "play a Scout (draw 2)",
    ] {
        assert!(default.contains(words), "{words:?} not in:\n{default}");
    }
    let dutch = answers("nl", Some(&deck));
    for words in [
        "(2 versterkingen van elk niveau per eenheid)",
        "(`province`, tot 2 per beurt)",
        "leg een Provincie (tot 2 per beurt)",
        "speel een Verkenner (trek 3)",
    ] {
        assert!(dutch.contains(words), "{words:?} not in:\n{dutch}");
    }
}

/// `card P4` in the built-in deck (three power-ups) described a power-up of "+0 strength",
/// and `card S9` a soldier of level 9, as if the deck had them; and the answer to a name
/// that is no card listed "S1 to S8, P1 to P3" whatever the deck. Both now name the cards
/// of the deck in play.
#[test]
fn card_names_only_the_cards_of_the_deck_in_play() {
    let deck = deck_file(
        "one-power-up",
        "[[power_up]]\nname = \"Spear\"\nlevel = 1\nbonus = 2\ncount = 4\n",
    );
    let answers = |lang: &str, deck: Option<&PathBuf>, lines: &str| {
        let mut command = interregnum();
        command.args([
            "--lang",
            lang,
            "play",
            "provinces",
            "--seed",
            "1",
            "--plain",
        ]);
        if let Some(deck) = deck {
            command.arg("--deck").arg(deck);
        }
        let output = command.write_stdin(lines).output().unwrap();
        assert!(output.status.success(), "{output:?}");
        let stdout = String::from_utf8(output.stdout).unwrap();
        stdout
            .lines()
            .filter_map(|l| l.strip_prefix("> "))
            .map(str::to_owned)
            .collect::<Vec<_>>()
    };
    let builtin = answers("en", None, "card P4\ncard S9\ncard Joker\ncard P3\nquit\n");
    let all =
        "S1, S2, S3, S4, S5, S6, S7, S8, P1, P2, P3, Guard, Monk, Reaper, Scout, Tax, Province";
    for (reply, name) in builtin.iter().zip(["P4", "S9", "Joker"]) {
        assert!(
            reply.starts_with(&format!("No card is called \"{name}\" in this deck")),
            "{reply}"
        );
        assert!(reply.contains(all), "{reply}");
    }
    assert!(builtin[3].starts_with("P3: a power-up"), "{}", builtin[3]);
    let custom = answers("en", Some(&deck), "card P2\ncard P1\nquit\n");
    assert!(
        custom[0].starts_with("No card is called \"P2\" in this deck")
            && custom[0].contains("S8, P1, Guard"),
        "{}",
        custom[0]
    );
    assert!(custom[1].contains("+2 strength"), "{}", custom[1]);
    let dutch = answers("nl", Some(&deck), "card P2\nquit\n");
    assert!(
        dutch[0].starts_with("Geen kaart heet \"P2\" in deze stapel")
            && dutch[0].contains("S8, P1, Guard"),
        "{}",
        dutch[0]
    );
}
