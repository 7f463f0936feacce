//! Every command in Dutch (`--lang nl`): the boards and stories of `play` for each game, the
//! tables of `simulate` and `tournament`, `serve`'s lines; and what is machine-facing (the
//! engine protocol, JSON reports) is the same in both languages.

mod common;

use std::{
    io::{BufRead, BufReader},
    process::{Command, Stdio},
    sync::mpsc,
    time::Duration,
};

use common::*;

/// `play GAME` in Dutch, answered by the first move it offers each time (asking `options`
/// first where the offer is summarised), until the game ends.
fn dutch_game(game: &[&str]) -> String {
    let mut args = vec!["--lang", "nl", "play"];
    args.extend_from_slice(game);
    args.extend_from_slice(&["--seed", "11", "--bot", "random", "--plain"]);
    let mut asked_options = false;
    play_session(&args, |printed| {
        // The last offer printed: the options command's answer, or the prompt's.
        let offer = printed
            .lines()
            .rev()
            .find_map(|l| l.split_once("Je mag spelen: ").map(|(_, list)| list));
        match offer {
            Some(list) if asked_options || !printed.contains("\nJe mag: ") => {
                asked_options = false;
                list.split(" · ").next().unwrap_or("quit").trim().to_owned()
            }
            _ => {
                asked_options = true;
                "options".to_owned()
            }
        }
    })
}

/// Words of the English presenters that must not show in a Dutch session.
fn assert_no_english(transcript: &str, words: &[&str]) {
    for words in words {
        assert!(!transcript.contains(words), "{words:?} in:\n{transcript}");
    }
}

fn assert_has(transcript: &str, words: &[&str]) {
    for words in words {
        assert!(
            transcript.contains(words),
            "{words:?} not in:\n{transcript}"
        );
    }
}

#[test]
fn claim_is_played_to_the_end_in_dutch() {
    let transcript = dutch_game(&["claim"]);
    assert_has(
        &transcript,
        &[
            "Claim · Fase 1 · slag 1 van 13",
            "Prijs: ",
            "Je volgelingen-stapel: ",
            "Zombies gescoord: jij",
            "Aflegstapel (open): ",
            "Je hand: ",
            "Fase 2 begint",
            "Score-stapels",
            "Eindstand",
            "Dubbelgangers",
            "stemmen",
        ],
    );
    assert_no_english(
        &transcript,
        &[
            "Your hand",
            "Prize:",
            "Discard pile",
            "Phase",
            "Final score",
            "votes",
            "Bot led",
            "You lead",
        ],
    );
}

#[test]
fn the_imposter_kings_is_played_to_the_end_in_dutch() {
    let transcript = dutch_game(&["imposter-kings", "--players", "3"]);
    assert_has(
        &transcript,
        &[
            "The Imposter Kings · ronde 1 · tot 7 · A (jij) 0",
            "A (jij)",
            "B (bot)",
            "Beschuldigde: ",
            "Je hand: ",
            "Volgorde: ",
            "Je mag: ",
            "Ronde 1 voorbij: ",
            "Eindstand",
            "Koning open",
        ],
    );
    assert_no_english(
        &transcript,
        &[
            "Your hand",
            "Accused:",
            "Turn order",
            "You may:",
            "Final score",
            "King face",
            "cards in hand",
            "Successor",
        ],
    );
}

#[test]
fn provinces_is_played_to_the_end_in_dutch() {
    let transcript = dutch_game(&["provinces", "--players", "3"]);
    assert_has(
        &transcript,
        &[
            "Provinces · ronde 1 van 40 · doel 4 Provincies",
            "gebied 0 Provincies · schatkist 0",
            "── Ronde 1 · jouw beurt ──",
            "Jij trekt ",
            "Je hand: ",
            "Eindstand",
            "Het spel eindigde",
        ],
    );
    assert_no_english(
        &transcript,
        &[
            "Your hand",
            "treasury",
            " turn ──",
            "You draw",
            "draws ",
            "banks",
            "Final result",
            "Choose an action",
        ],
    );
}

#[test]
fn simulate_and_tournament_print_dutch_tables_and_the_same_json() {
    let run = |lang: &str, args: &[&str]| {
        let output = interregnum()
            .args(["--lang", lang])
            .args(args)
            .output()
            .unwrap();
        assert!(output.status.success(), "{output:?}");
        String::from_utf8(output.stdout).unwrap()
    };
    let simulate = [
        "simulate",
        "claim",
        "--games",
        "8",
        "--bots",
        "random,heuristic",
    ];
    let dutch = run("nl", &simulate);
    assert_has(
        &dutch,
        &[
            "8 spellen claim vanaf seed 0",
            "Plaats",
            "rouleert",
            "Winstkans (95%-BI)",
            "Gemiddeld aantal factiestemmen",
            "Voordeel per plaats",
            "Factiestemmen",
            "Ridders",
        ],
    );
    assert_no_english(
        &dutch,
        &["Win rate", "Seat advantage", "Knights", "rotating"],
    );
    let provinces = run("nl", &["simulate", "provinces", "--games", "4"]);
    assert_has(
        &provinces,
        &[
            "Lengte van een spel in rondes",
            "Hoe de 4 spellen eindigden",
        ],
    );
    let json = [&simulate[..], &["--json"]].concat();
    assert_eq!(run("nl", &json), run("en", &json), "JSON is for programs");

    let tournament = [
        "tournament",
        "imposter-kings",
        "--bots",
        "random,heuristic",
        "--games",
        "2",
    ];
    let dutch = run("nl", &tournament);
    assert_has(
        &dutch,
        &[
            "spellen per paar met gespiegelde delingen",
            "tegen",
            "Rang",
            "Spellen",
        ],
    );
    assert_no_english(&dutch, &["games per pair", "Rank", "Games"]);
    let csv = [&tournament[..], &["--csv"]].concat();
    assert_eq!(run("nl", &csv), run("en", &csv), "CSV is for programs");
}

#[test]
fn errors_are_dutch_and_the_engine_protocol_stays_english() {
    let refused = interregnum()
        .args(["--lang", "nl", "play", "claim", "--players", "3"])
        .output()
        .unwrap();
    assert!(!refused.status.success());
    let stderr = String::from_utf8(refused.stderr).unwrap();
    assert!(
        stderr.starts_with("fout: Claim is een spel voor 2 spelers, niet 3"),
        "{stderr}"
    );
    let engine = |lang: &str| {
        let output = interregnum()
            .args(["--lang", lang, "engine"])
            .write_stdin("{\"cmd\": \"new\", \"game\": \"claim\", \"seed\": 1}\nnonsense\n")
            .output()
            .unwrap();
        String::from_utf8(output.stdout).unwrap()
    };
    let english = engine("en");
    assert!(english.contains("\"error\""), "{english}");
    assert_eq!(engine("nl"), english);
}

#[test]
fn a_failing_external_bot_is_explained_in_dutch() {
    let run = interregnum()
        .args([
            "--lang",
            "nl",
            "tournament",
            "claim",
            "--bots",
            "random,cmd:/nonexistent/bot",
            "--games",
            "2",
        ])
        .output()
        .unwrap();
    assert!(!run.status.success());
    let stderr = String::from_utf8(run.stderr).unwrap();
    assert_has(
        &stderr,
        &[
            "kan niet spelen",
            "vond het commando niet",
            "Het toernooi stopt",
            "met de hand",
        ],
    );
    assert_no_english(
        &stderr,
        &["cannot play", "did not find", "The tournament stops"],
    );
}

#[test]
fn serve_says_where_to_open_it_in_dutch() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_interregnum"))
        .args(["--lang", "nl", "serve", "--addr", "127.0.0.1:0", "--web"])
        .arg(dir.path().join("no-client"))
        .arg("--db")
        .arg(dir.path().join("serve.db"))
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stderr = child.stderr.take().unwrap();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let mut lines = Vec::new();
    while let Ok(line) = rx.recv_timeout(Duration::from_secs(30)) {
        let done = line.contains("in je browser");
        lines.push(line);
        if done {
            break;
        }
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let text = lines.join("\n");
    // The first line is read by scripts and the browser tests: it stays as it was.
    assert!(
        text.contains("interregnum server listening on http://127.0.0.1:"),
        "{text}"
    );
    assert!(
        text.contains("/ in je browser om te spelen; Ctrl-C stopt de server."),
        "{text}"
    );
}

/// The Imposter Kings' usage table named its rows in English in a Dutch report ("flip King",
/// "purge a Condemned card", "accept an exchange"); the JSON keeps the English labels.
#[test]
fn the_imposter_kings_usage_table_is_dutch_and_its_json_english() {
    let run = |lang: &str, extra: &[&str]| {
        let output = interregnum()
            .args([
                "--lang",
                lang,
                "simulate",
                "imposter-kings",
                "--players",
                "4",
            ])
            .args(["--games", "3"])
            .args(extra)
            .output()
            .unwrap();
        assert!(output.status.success(), "{output:?}");
        String::from_utf8(output.stdout).unwrap()
    };
    let dutch = run("nl", &[]);
    assert_has(
        &dutch,
        &["Koning omdraaien", "een ruil aannemen", "speel Oathbound"],
    );
    assert_no_english(
        &dutch,
        &[
            "flip King",
            "purge a Condemned card",
            "accept an exchange",
            "decline an ability",
            "name a card",
            "play Oathbound",
            "(a play from the Antechamber)",
        ],
    );
    let english = run("en", &[]);
    assert_has(
        &english,
        &["flip King", "accept an exchange", "play Oathbound"],
    );
    let json = run("nl", &["--json"]);
    assert_eq!(json, run("en", &["--json"]), "JSON is for programs");
    assert!(json.contains("\"flip King\""), "{json}");
}

/// The hint gave its search count ungrouped ("20000 zoektochten") where the bot's own
/// description groups it the language's way ("20.000 iteraties", "20,000 iterations").
#[test]
fn the_hint_groups_its_search_count_the_languages_way() {
    let hint = |lang: &str| {
        let output = interregnum()
            .args(["--lang", lang, "play", "imposter-kings", "--seed", "7"])
            .args(["--bot", "random", "--plain"])
            .write_stdin("hint\nquit\n")
            .output()
            .unwrap();
        assert!(output.status.success(), "{output:?}");
        let stdout = String::from_utf8(output.stdout).unwrap();
        stdout
            .lines()
            .find(|line| line.contains("Tip:") || line.contains("Hint:"))
            .unwrap_or_else(|| panic!("no hint in {stdout}"))
            .to_owned()
    };
    let dutch = hint("nl");
    assert!(dutch.contains("(20.000 zoektochten)"), "{dutch}");
    let english = hint("en");
    assert!(english.contains("(20,000 searches)"), "{english}");
}
