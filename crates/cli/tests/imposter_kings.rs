//! The Imposter Kings through the `interregnum` binary: simulate, tournament, refused flags,
//! and a whole match in the terminal.

mod common;

use common::*;

use serde_json::Value;

fn simulate(players: &str) -> Value {
    let output = interregnum()
        .args([
            "simulate",
            "imposter-kings",
            "--players",
            players,
            "--games",
            "20",
            "--seed",
            "4",
            "--json",
        ])
        .output()
        .unwrap();
    json_of(&output)
}

#[test]
fn simulate_is_reproducible_and_sane_for_2_3_and_4_players() {
    for (players, seats) in [("2", 2), ("3", 3), ("4", 4)] {
        let report = simulate(players);
        assert_eq!(report, simulate(players), "{players} players: reproducible");
        assert_eq!(report["game"], "imposter-kings");
        assert_eq!(report["games"], 20);
        let rows = report["seats"].as_array().unwrap();
        assert_eq!(rows.len(), seats);
        let wins: u64 = rows.iter().map(|s| s["wins"].as_u64().unwrap()).sum();
        // Every match has a winner; in 4 players both members of a team win.
        let expected = if seats == 4 { 40 } else { 20 };
        assert_eq!(wins, expected, "{players} players: {report}");
        let rounds = &report["rounds"];
        assert!(rounds["mean"].as_f64().unwrap() >= 1.0, "{report}");
        assert!(rounds["min"].as_f64().unwrap() >= 1.0);
        assert!(report["winner_points"]["min"].as_f64().unwrap() >= 7.0);
        let decided: u64 = report["deciding_round_points"]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| n.as_u64().unwrap())
            .sum();
        assert_eq!(decided, 20);
        let usage = report["usage"].as_array().unwrap();
        let label = |name: &str| usage.iter().any(|u| u["label"] == name);
        assert!(label("flip King"), "{players} players: kings are flipped");
        assert!(
            label("play Queen"),
            "{players} players: the Queen is played"
        );
        assert!(
            usage
                .iter()
                .all(|u| u["by_seat"].as_array().unwrap().len() == seats)
        );
    }
    let output = interregnum()
        .args([
            "simulate",
            "imposter-kings",
            "--players",
            "3",
            "--games",
            "5",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.contains("Rounds"), "{text}");
    assert!(text.contains("Actions and cards played"), "{text}");
    assert!(text.contains("Mean points"), "{text}");
}

#[test]
fn a_tournament_between_random_and_heuristic_works() {
    let output = interregnum()
        .args([
            "tournament",
            "imposter-kings",
            "--bots",
            "random,heuristic",
            "--games",
            "10",
            "--seed",
            "2",
            "--json",
        ])
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    let text = report.to_string();
    assert!(
        text.contains("heuristic") && text.contains("random"),
        "{text}"
    );
}

#[test]
fn bad_flags_are_refused_with_a_message() {
    let stderr_of = |args: &[&str]| {
        let output = interregnum().args(args).output().unwrap();
        assert!(!output.status.success(), "{args:?} must fail");
        String::from_utf8_lossy(&output.stderr).into_owned()
    };
    assert!(stderr_of(&["play", "imposter-kings", "--players", "5"]).contains("2, 3 or 4 players"));
    assert!(
        stderr_of(&["simulate", "imposter-kings", "--players", "1"]).contains("2, 3 or 4 players")
    );
    assert!(
        stderr_of(&["simulate", "imposter-kings", "--deck", "x.toml"]).contains("no deck file")
    );
    assert!(stderr_of(&["simulate", "imposter-kings", "--first", "B"]).contains("True King"));
    assert!(
        stderr_of(&["play", "imposter-kings", "--players", "3", "--seat", "D"])
            .contains("this table has 3 seats")
    );
}

/// Lines that are never legal: typos the notation cannot read, and well-formed actions that
/// no rule allows. Each must get a one-line answer and a new prompt.
const WRONG: [&str; 8] = [
    "xyzzy",
    "play Quen",
    "guess E Queen",
    "number 40",
    "court 40",
    "disgrace 40",
    "number 40",
    "first Z",
];

/// Plays a whole match through the binary with `args` after `play imposter-kings`, driven
/// like a person would: at each prompt the driver first sends a wrong line (a typo or an
/// illegal action) and checks it gets one line of answer and a new prompt, reads the list of
/// allowed actions from the refusal, and then plays one of them, trying every kind of action
/// it is offered. Returns the transcript and the kinds of action played.
fn drive(args: &[&str], script: Vec<&str>) -> (String, Vec<String>) {
    let mut script = script.into_iter();
    let mut kinds_played: Vec<String> = Vec::new();
    let mut prompts = 0usize;
    let mut wrong = 0usize;
    // The last line sent, when it was a wrong one.
    let mut sent_wrong = false;
    let full_args: Vec<&str> = ["play", "imposter-kings"]
        .iter()
        .chain(args)
        .copied()
        .collect();
    let transcript = play_session(&full_args, |pending| {
        prompts += 1;
        assert!(prompts < 20_000, "the match ends");
        let allowed = pending
            .lines()
            .find_map(|l| l.split_once("You may play: ").map(|(_, list)| list));
        if sent_wrong {
            assert_eq!(
                pending.lines().count(),
                2,
                "a wrong line gets one line of answer and a new prompt: {pending:?}"
            );
        }
        if let Some(line) = script.next() {
            sent_wrong = false;
            line.to_owned()
        } else if let Some(list) = allowed.filter(|_| sent_wrong) {
            sent_wrong = false;
            let legal: Vec<&str> = list.split(" · ").collect();
            let kind = |a: &str| a.split(' ').next().unwrap_or("").to_owned();
            let fresh = legal.iter().find(|a| !kinds_played.contains(&kind(a)));
            let chosen = match fresh {
                Some(fresh) => fresh,
                None => legal[(prompts * 7919) % legal.len()],
            };
            kinds_played.push(kind(chosen));
            chosen.to_owned()
        } else {
            sent_wrong = true;
            wrong += 1;
            // Typos until one is refused with the list of allowed actions.
            let probe = if allowed.is_none() && wrong.is_multiple_of(3) {
                WRONG[wrong % WRONG.len()]
            } else {
                "number 40"
            };
            probe.to_owned()
        }
    });
    assert!(
        transcript.contains("Final score"),
        "{}",
        &transcript[transcript.len().saturating_sub(3000)..]
    );
    assert!(!transcript.contains("panicked"));
    assert!(
        !transcript.contains('\u{1b}'),
        "NO_COLOR means no colour codes"
    );
    (transcript, kinds_played)
}

#[test]
fn a_whole_3_player_match_in_the_terminal() {
    let script = vec![
        "help",
        "card Queen",
        "? king's hand",
        "card Nobody",
        "cards",
        "board",
        "",
    ];
    let (transcript, kinds_played) = drive(
        &["--players", "3", "--seed", "21", "--bot", "random"],
        script,
    );
    let has = |text: &str| transcript.contains(text);
    assert!(has("The Imposter Kings · seed 21"));
    assert!(has("`card Queen`"), "help tells how to read a card");
    assert!(has("Queen (9): Royalty."), "card text");
    assert!(has("King's Hand (8): Reaction from hand"), "card text");
    assert!(has("No card is called \"Nobody\""));
    assert!(has("Fool (1): On play"), "`cards` lists every card");
    assert!(has("Type help for the notation"), "a typo is explained");
    assert!(has("Not allowed:"), "an illegal action is explained");
    assert!(has("Court"));
    assert!(has("Accused:"));
    assert!(has("Your hand:"));
    assert!(has("A (you)"));
    assert!(has("B (bot):") && has("C (bot):"));
    assert!(has("You may:"));
    assert!(has("Throne: "), "the Court is drawn with its Throne");
    assert!(has(" over: "), "round ends are told");
    assert!(has("(1 for the win"), "with the breakdown of their points");
    assert!(has("The Court at the end"), "and the last Court");
    assert!(
        has("Final score"),
        "{}",
        &transcript[transcript.len().saturating_sub(3000)..]
    );
    assert!(has("wins the match") || has("You win the match") || has("share the win"));
    for kind in ["reveal", "hide", "play"] {
        assert!(
            kinds_played.iter().any(|k| k == kind),
            "the person got to {kind}: {kinds_played:?}"
        );
    }
    assert!(!has("panicked"));
    assert!(
        !transcript.contains('\u{1b}'),
        "NO_COLOR means no colour codes"
    );
}

#[test]
fn whole_matches_with_2_and_4_players_in_the_terminal() {
    let (two, kinds) = drive(
        &["--seed", "3", "--seat", "B", "--bot", "heuristic"],
        vec!["board"],
    );
    assert!(two.contains("B (you)") && two.contains("A (bot):"));
    assert!(kinds.iter().any(|k| k == "hide"), "{kinds:?}");
    let (four, kinds) = drive(
        &[
            "--players",
            "4",
            "--seed",
            "8",
            "--seat",
            "C",
            "--bot",
            "random",
        ],
        vec![],
    );
    assert!(four.contains("C (you)") && four.contains("A (partner)"));
    assert!(four.contains("team A+C"));
    assert!(four.contains("wins the match!") || four.contains("wins the match."));
    for kind in ["reveal", "share", "take", "successor", "remove"] {
        assert!(kinds.iter().any(|k| k == kind), "{kind}: {kinds:?}");
    }
}

/// The 2-player deck has no Executioner, Herald, Warden or Spy, but `cards` described all
/// eighteen and `card Spy` told the Spy's text as if it could turn up: a player counting
/// cards was told of four that are not in the game. Both now follow the table's deck.
#[test]
fn cards_and_card_follow_the_deck_of_the_table_size() {
    let answers = |players: &str, lines: &str| {
        let output = interregnum()
            .args(["play", "imposter-kings", "--players", players])
            .args(["--seed", "3", "--bot", "random", "--plain"])
            .write_stdin(lines)
            .output()
            .unwrap();
        assert!(output.status.success(), "{output:?}");
        String::from_utf8(output.stdout).unwrap()
    };
    let two = answers("2", "cards\ncard Spy\ncard Nobody\nquit\n");
    for absent in ["Executioner (4)", "Herald (6)", "Warden (7)", "Spy (8)"] {
        assert!(
            !two.contains(absent),
            "{absent} in the 2-player deck:\n{two}"
        );
    }
    for present in ["Fool (1)", "Assassin (2)", "Sentry (8)", "Queen (9)"] {
        assert!(two.contains(present), "{present} missing:\n{two}");
    }
    assert!(
        two.contains("Spy is not in the 2-player deck."),
        "card Spy:\n{two}"
    );
    let nobody = two
        .lines()
        .find(|l| l.contains("No card is called \"Nobody\""))
        .unwrap();
    assert!(
        nobody.contains("Sentry") && !nobody.contains("Warden"),
        "{nobody}"
    );
    let three = answers("3", "cards\ncard Spy\nquit\n");
    for present in ["Executioner (4)", "Herald (6)", "Warden (7)", "Spy (8)"] {
        assert!(three.contains(present), "{present} missing at 3:\n{three}");
    }
}
