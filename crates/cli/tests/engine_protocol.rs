//! The engine protocol, end to end through the `interregnum engine` process.

use std::{
    io::{BufRead, BufReader, Write},
    process::{Child, ChildStdin, Command, Stdio},
    sync::mpsc::{self, Receiver, RecvTimeoutError},
    time::Duration,
};

use interregnum_cli::engine::{MAX_LINE_BYTES, MAX_OPEN_GAMES};
use serde_json::{Value, json};

/// How long a test waits for one answer: far beyond any answer here, so that an engine
/// that stays silent fails the test instead of hanging it.
const ANSWER_WAIT: Duration = Duration::from_secs(20);

struct Engine {
    child: Child,
    stdin: ChildStdin,
    /// Answer lines, read on their own thread so a silent engine cannot block the test.
    answers: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_interregnum"))
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the binary starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        let (tx, answers) = mpsc::channel();
        std::thread::spawn(move || {
            for line in stdout.lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            child,
            stdin,
            answers,
        }
    }

    /// Sends `bytes` and a newline; returns the answer line as the engine wrote it.
    fn exchange(&mut self, bytes: &[u8]) -> String {
        self.stdin.write_all(bytes).unwrap();
        self.stdin.write_all(b"\n").unwrap();
        self.stdin.flush().unwrap();
        self.answer(bytes)
    }

    fn answer(&mut self, sent: &[u8]) -> String {
        let shown = String::from_utf8_lossy(&sent[..sent.len().min(200)]).into_owned();
        match self.answers.recv_timeout(ANSWER_WAIT) {
            Ok(answer) => answer,
            Err(RecvTimeoutError::Timeout) => panic!("no answer to {shown:?}"),
            Err(RecvTimeoutError::Disconnected) => {
                panic!("the engine exited on {shown:?}: {:?}", self.child.wait())
            }
        }
    }

    fn send_raw(&mut self, line: &str) -> Value {
        let answer = self.exchange(line.as_bytes());
        serde_json::from_str(&answer).unwrap_or_else(|err| panic!("{err}: {answer:?}"))
    }

    fn send(&mut self, request: Value) -> Value {
        self.send_raw(&request.to_string())
    }

    fn ok(&mut self, request: Value) -> Value {
        let answer = self.send(request.clone());
        assert_eq!(answer["ok"], true, "{request} -> {answer}");
        answer
    }

    fn error_kind(&mut self, line: &str) -> String {
        let answer = self.send_raw(line);
        assert_eq!(answer["ok"], false, "{line} -> {answer}");
        assert!(
            answer["error"]["message"]
                .as_str()
                .is_some_and(|m| !m.is_empty())
        );
        answer["error"]["kind"].as_str().unwrap().to_owned()
    }
}

#[test]
fn a_whole_game_of_claim_through_the_protocol() {
    let mut engine = Engine::start();
    let games = engine.ok(json!({"cmd": "games", "id": 1}));
    assert_eq!(games["id"], 1);
    assert_eq!(games["games"][0]["name"], "claim");

    let new = engine
        .ok(json!({"cmd": "new", "game": "claim", "seed": 42, "options": {"first_leader": 1}}));
    assert_eq!(new["seats"], 2);
    assert_eq!(new["to_act"], 1);
    let handle = new["game"].clone();

    // Seat 0's view shows its 13 cards and hides seat 1's; the spectator sees no hand.
    let view = engine.ok(json!({"cmd": "view", "game": handle, "seat": 0}))["view"].clone();
    assert_eq!(view["seats"][0]["hand"].as_array().unwrap().len(), 13);
    assert!(view["seats"][1].get("hand").is_none());
    let spectator = engine.ok(json!({"cmd": "view", "game": handle}))["view"].clone();
    assert!(spectator["seats"][0].get("hand").is_none());

    let mut plies = 0;
    loop {
        let legal = engine.ok(json!({"cmd": "legal", "game": handle}));
        let Some(first) = legal["legal"].as_array().unwrap().first().cloned() else {
            break;
        };
        let applied = engine.ok(json!({"cmd": "apply", "game": handle, "action": first}));
        assert_eq!(applied["action"], first);
        plies += 1;
    }
    assert_eq!(plies, 52, "26 tricks of two cards");
    let outcome = engine.ok(json!({"cmd": "outcome"}));
    assert_eq!(outcome["over"], true);
    assert_eq!(
        outcome["outcome"]["detail"]["factions"]
            .as_array()
            .unwrap()
            .len(),
        5
    );
    let votes: i64 = outcome["outcome"]["scores"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_i64().unwrap())
        .sum();
    assert!(votes <= 5);

    // The replay record reproduces the game exactly.
    let replay = engine.ok(json!({"cmd": "replay"}))["replay"].clone();
    assert_eq!(replay["actions"].as_array().unwrap().len(), 52);
    let state = engine.ok(json!({"cmd": "state", "game": handle}))["state"].clone();
    let loaded = engine.ok(json!({"cmd": "load", "replay": replay}));
    assert_ne!(loaded["game"], handle);
    let reloaded = engine.ok(json!({"cmd": "state", "game": loaded["game"]}))["state"].clone();
    assert_eq!(state, reloaded);

    assert_eq!(engine.ok(json!({"cmd": "quit"}))["bye"], true);
    assert!(engine.child.wait().unwrap().success());
}

#[test]
fn bad_input_gets_typed_errors_and_the_engine_carries_on() {
    let mut engine = Engine::start();
    assert_eq!(engine.error_kind("{not json"), "bad_json");
    assert_eq!(engine.error_kind(r#"{"cmd":"dance"}"#), "bad_request");
    assert_eq!(engine.error_kind(r#"{"cmd":"new"}"#), "bad_request");
    assert_eq!(engine.error_kind(r#"{"cmd":"legal"}"#), "no_such_game");
    assert_eq!(
        engine.error_kind(r#"{"cmd":"new","game":"chess"}"#),
        "unknown_game"
    );
    assert_eq!(
        engine.error_kind(r#"{"cmd":"new","game":"claim","options":{"first_leader":5}}"#),
        "bad_setup"
    );
    assert_eq!(
        engine.error_kind(r#"{"cmd":"new","game":"claim","options":{"colour":"red"}}"#),
        "bad_setup"
    );
    assert_eq!(
        engine.error_kind(r#"{"cmd":"new","game":"claim","deck":["Gb0","Gb0"]}"#),
        "bad_setup"
    );
    assert_eq!(
        engine.error_kind(r#"{"cmd":"new","game":"claim","deck":["Zz9"]}"#),
        "bad_setup"
    );

    let new = engine
        .ok(json!({"cmd": "new", "game": "claim", "seed": 3, "options": {"first_leader": 0}}));
    let before = engine.ok(json!({"cmd": "state"}))["state"].clone();
    assert_eq!(
        engine.error_kind(r#"{"cmd":"apply","action":"Kn1"}"#),
        "bad_action"
    );
    let legal = engine.ok(json!({"cmd": "legal"}))["legal"].clone();
    let not_held = [
        "Gb1", "Gb2", "Gb3", "Kn2", "Kn3", "Un0", "Un1", "Dw0", "Dw1", "Dp0", "Dp1",
    ]
    .into_iter()
    .find(|card| !legal.as_array().unwrap().contains(&json!(card)))
    .unwrap();
    let answer = engine.send(json!({"cmd": "apply", "action": not_held, "id": "x"}));
    assert_eq!(answer["id"], "x");
    assert_eq!(answer["error"]["kind"], "illegal_action");
    assert_eq!(answer["error"]["allowed"], legal);
    assert_eq!(
        engine.ok(json!({"cmd": "state"}))["state"],
        before,
        "a refused action changes nothing"
    );
    assert_eq!(engine.error_kind(r#"{"cmd":"view","seat":2}"#), "bad_seat");
    assert_eq!(
        engine.error_kind(r#"{"cmd":"state","game":99}"#),
        "no_such_game"
    );
    let mut bad_replay = engine.ok(json!({"cmd": "replay"}))["replay"].clone();
    bad_replay["actions"] = json!(["Xx1"]);
    assert_eq!(
        engine.error_kind(&json!({"cmd": "load", "replay": bad_replay}).to_string()),
        "bad_replay"
    );
    engine.ok(json!({"cmd": "close", "game": new["game"]}));
    assert_eq!(engine.error_kind(r#"{"cmd":"state"}"#), "no_such_game");
    drop(engine.stdin);
    assert!(
        engine.child.wait().unwrap().success(),
        "end of input ends the engine cleanly"
    );
}

/// Every game plays to the end through the protocol, for every player count, with random
/// legal actions chosen by the client, and its replay reproduces it.
#[test]
fn every_game_and_player_count_plays_through_the_protocol() {
    let mut engine = Engine::start();
    let games = engine.ok(json!({"cmd": "games"}))["games"].clone();
    let mut choice = 7usize;
    for entry in games.as_array().unwrap() {
        let name = entry["name"].as_str().unwrap();
        for players in entry["seats"].as_array().unwrap() {
            let options = if name == "claim" {
                json!(null)
            } else {
                json!({"players": players})
            };
            let new = engine.ok(json!({"cmd": "new", "game": name, "seed": 5, "options": options}));
            assert_eq!(new["seats"], *players, "{name}");
            let mut plies = 0;
            loop {
                let legal = engine.ok(json!({"cmd": "legal"}));
                let actions = legal["legal"].as_array().unwrap();
                if actions.is_empty() {
                    break;
                }
                let seat = legal["to_act"].as_u64().unwrap();
                let view = engine.ok(json!({"cmd": "view", "seat": seat}))["view"].clone();
                assert!(view.is_object(), "{name}: a seat's view");
                choice = choice
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let action = actions[(choice >> 33) % actions.len()].clone();
                engine.ok(json!({"cmd": "apply", "action": action}));
                plies += 1;
                assert!(plies < 100_000, "{name} ends");
            }
            let outcome = engine.ok(json!({"cmd": "outcome"}));
            assert_eq!(outcome["over"], true, "{name}");
            assert_eq!(
                outcome["outcome"]["scores"].as_array().unwrap().len() as u64,
                players.as_u64().unwrap()
            );
            let state = engine.ok(json!({"cmd": "state"}))["state"].clone();
            let replay = engine.ok(json!({"cmd": "replay"}))["replay"].clone();
            let loaded = engine.ok(json!({"cmd": "load", "replay": replay}));
            assert_eq!(
                engine.ok(json!({"cmd": "state", "game": loaded["game"]}))["state"],
                state,
                "{name} replays"
            );
        }
    }
    assert_eq!(
        engine.error_kind(r#"{"cmd":"new","game":"provinces","options":{"players":5}}"#),
        "bad_setup"
    );
    assert_eq!(
        engine.error_kind(r#"{"cmd":"new","game":"imposter-kings","options":{"players":1}}"#),
        "bad_setup"
    );
}

/// Starts a game of Claim and plays one card; returns its handle and its full state.
fn game_in_progress(engine: &mut Engine) -> (Value, Value) {
    let handle = engine.ok(json!({"cmd": "new", "game": "claim", "seed": 9}))["game"].clone();
    let first = engine.ok(json!({"cmd": "legal"}))["legal"][0].clone();
    engine.ok(json!({"cmd": "apply", "action": first}));
    let state = engine.ok(json!({"cmd": "state"}))["state"].clone();
    (handle, state)
}

#[test]
fn a_line_that_is_not_utf8_is_refused_and_every_open_game_survives() {
    let mut engine = Engine::start();
    let (first, first_state) = game_in_progress(&mut engine);
    let (second, second_state) = game_in_progress(&mut engine);
    let answer: Value =
        serde_json::from_str(&engine.exchange(b"{\"cmd\":\"apply\",\"action\":\"caf\xe9\"}"))
            .unwrap();
    assert_eq!(answer["ok"], false);
    assert_eq!(answer["error"]["kind"], "bad_request");
    let message = answer["error"]["message"].as_str().unwrap();
    assert!(message.contains("not UTF-8"), "{message}");
    // A lone byte that never starts a character, and a truncated one, likewise.
    for line in [&b"\xff"[..], b"{\"cmd\":\"games\",\"id\":\"\xe2\x82\"}"] {
        assert_eq!(
            serde_json::from_str::<Value>(&engine.exchange(line)).unwrap()["error"]["kind"],
            "bad_request"
        );
    }
    assert_eq!(
        engine.ok(json!({"cmd": "state", "game": first}))["state"],
        first_state
    );
    assert_eq!(
        engine.ok(json!({"cmd": "state", "game": second}))["state"],
        second_state
    );
    engine.ok(json!({"cmd": "legal", "game": first}));
}

/// An empty or blank line is answered, so a client that waits for an answer never hangs.
#[test]
fn an_empty_or_blank_line_gets_a_bad_request() {
    let mut engine = Engine::start();
    for line in ["", "   ", "\t \r"] {
        let answer = engine.send_raw(line);
        assert_eq!(answer["error"]["kind"], "bad_request", "{line:?}");
        assert!(
            answer["error"]["message"]
                .as_str()
                .unwrap()
                .contains("empty"),
            "{answer}"
        );
    }
    assert_eq!(engine.ok(json!({"cmd": "games"}))["ok"], true);
}

#[test]
fn a_line_over_the_limit_is_refused_and_the_session_goes_on() {
    let mut engine = Engine::start();
    let (handle, state) = game_in_progress(&mut engine);
    // A request padded with spaces to exactly the limit is read and answered.
    let request = br#"{"cmd":"legal"}"#;
    let mut at_limit = request.to_vec();
    at_limit.resize(MAX_LINE_BYTES, b' ');
    assert_eq!(
        serde_json::from_str::<Value>(&engine.exchange(&at_limit)).unwrap()["ok"],
        true
    );
    // One byte more is refused, without a game changing.
    at_limit.push(b' ');
    let answer: Value = serde_json::from_str(&engine.exchange(&at_limit)).unwrap();
    assert_eq!(answer["error"]["kind"], "line_too_long", "{answer}");
    let message = answer["error"]["message"].as_str().unwrap();
    assert!(
        message.contains(&(MAX_LINE_BYTES + 1).to_string())
            && message.contains(&MAX_LINE_BYTES.to_string()),
        "{message}"
    );
    assert_eq!(
        engine.ok(json!({"cmd": "state", "game": handle}))["state"],
        state
    );
}

/// A line far over the limit is skipped, not held: the engine's memory grows by far less than
/// the line (measured from its peak before the line, so that the size of the binary itself,
/// which grows as the program does, does not count).
#[cfg(target_os = "linux")]
#[test]
fn a_huge_line_is_not_held_in_memory() {
    const HUGE: usize = 64 << 20;
    let peak_kib = |engine: &Engine| -> usize {
        let status =
            std::fs::read_to_string(format!("/proc/{}/status", engine.child.id())).unwrap();
        status
            .lines()
            .find_map(|line| line.strip_prefix("VmHWM:"))
            .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
            .unwrap()
    };
    let mut engine = Engine::start();
    engine.ok(json!({"cmd": "games"}));
    let before = peak_kib(&engine);
    let chunk = vec![b'x'; 1 << 20];
    for _ in 0..HUGE / chunk.len() {
        engine.stdin.write_all(&chunk).unwrap();
    }
    let answer: Value = serde_json::from_str(&engine.exchange(b"")).unwrap();
    assert_eq!(answer["error"]["kind"], "line_too_long");
    let after = peak_kib(&engine);
    assert!(
        (after - before) * 1024 < HUGE / 4,
        "the engine's peak memory grew from {before} KiB to {after} KiB for a line of {HUGE} bytes"
    );
    engine.ok(json!({"cmd": "games"}));
}

#[test]
fn games_and_quit_refuse_unknown_fields_like_every_command() {
    let mut engine = Engine::start();
    assert_eq!(
        engine.error_kind(r#"{"cmd":"games","colour":"red"}"#),
        "bad_request"
    );
    assert_eq!(
        engine.error_kind(r#"{"cmd":"quit","now":true}"#),
        "bad_request"
    );
    // The refused quit did not end the session.
    engine.ok(json!({"cmd": "games", "id": 1}));
    assert_eq!(engine.ok(json!({"cmd": "quit", "id": 2}))["bye"], true);
    assert!(engine.child.wait().unwrap().success());
}

/// A key given twice in one object is ambiguous: the engine refuses the line rather than
/// act on one of the values (it used to take the last, so `{"cmd":"games","cmd":"quit"}`
/// ended the session), at any depth of the request, and the session goes on.
#[test]
fn a_key_given_twice_is_refused_at_any_depth() {
    let mut engine = Engine::start();
    let opened = engine.ok(json!({"cmd": "new", "game": "claim", "seed": 1}));
    let legal = engine.ok(json!({"cmd": "legal"}))["legal"].clone();
    let (first, second) = (legal[0].as_str().unwrap(), legal[1].as_str().unwrap());
    for line in [
        r#"{"cmd":"games","cmd":"quit"}"#.to_owned(),
        format!(r#"{{"cmd":"apply","action":"{first}","action":"{second}"}}"#),
        r#"{"cmd":"new","game":"provinces","options":{"players":3,"players":2}}"#.to_owned(),
        r#"{"cmd":"new","game":"provinces","options":{"deck":{"rules":{"hand_limit":3,"hand_limit":9}}}}"#.to_owned(),
        r#"{"cmd":"load","replay":{"format":1,"game":"claim","options":{"first_leader":0,"first_leader":1},"seed":1,"actions":[]}}"#.to_owned(),
    ] {
        let answer = engine.send_raw(&line);
        assert_eq!(answer["ok"], false, "{line} -> {answer}");
        assert_eq!(answer["error"]["kind"], "bad_request", "{line} -> {answer}");
        assert!(
            answer["error"]["message"]
                .as_str()
                .is_some_and(|m| m.contains("twice")),
            "{line} -> {answer}"
        );
    }
    // Nothing was played or opened, and the session goes on.
    let now = engine.ok(json!({"cmd": "legal"}));
    assert_eq!(now["game"], opened["game"]);
    assert_eq!(now["legal"], legal);
    assert_eq!(engine.ok(json!({"cmd": "quit"}))["bye"], true);
}

/// A replay record with a field it does not have (a typo such as `dekc` for `deck`) is
/// refused like any unknown field, instead of being played back without it: a stacked
/// deck spelt wrong used to load a game dealt from the seed, a different deal.
#[test]
fn a_replay_with_an_unknown_field_is_refused() {
    let mut engine = Engine::start();
    engine.ok(json!({"cmd": "new", "game": "claim", "seed": 1}));
    let mut replay = engine.ok(json!({"cmd": "replay"}))["replay"].clone();
    let deck: Vec<String> = ["Gb", "Kn", "Un", "Dw", "Dp"]
        .iter()
        .flat_map(|f| (0..10).map(move |v| format!("{f}{v}")))
        .filter(|c| c != "Kn0" && c != "Kn1")
        .chain(["Gb0"; 4].map(String::from))
        .collect();
    replay["dekc"] = json!(deck);
    let answer = engine.send(json!({"cmd": "load", "replay": replay}));
    assert_eq!(answer["ok"], false, "{answer}");
    assert_eq!(answer["error"]["kind"], "bad_request", "{answer}");
    assert!(
        answer["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("dekc")),
        "{answer}"
    );
    // Spelt right, the same record loads the stacked deal.
    replay["deck"] = replay["dekc"].take();
    replay.as_object_mut().unwrap().remove("dekc");
    engine.ok(json!({"cmd": "load", "replay": replay}));
}

/// docs/protocol.md: `bad_seat` for a seat this game does not have, `no_such_game` for a
/// handle no open game has, `bad_request` for a value of the wrong type.
#[test]
fn seats_and_handles_that_do_not_exist_get_their_documented_errors() {
    let mut engine = Engine::start();
    let (handle, _) = game_in_progress(&mut engine);
    for seat in ["-1", "2", "1.5", "1e3", "18446744073709551616"] {
        let line = format!(r#"{{"cmd":"view","seat":{seat}}}"#);
        assert_eq!(engine.error_kind(&line), "bad_seat", "{line}");
    }
    assert_eq!(
        engine.error_kind(r#"{"cmd":"view","seat":"0"}"#),
        "bad_request"
    );
    for game in ["-1", "0", "1.5", "99"] {
        for cmd in ["legal", "view", "state", "outcome", "replay", "close"] {
            let line = format!(r#"{{"cmd":"{cmd}","game":{game}}}"#);
            assert_eq!(engine.error_kind(&line), "no_such_game", "{line}");
        }
        let line = format!(r#"{{"cmd":"apply","game":{game},"action":"Gb0"}}"#);
        assert_eq!(engine.error_kind(&line), "no_such_game", "{line}");
    }
    assert_eq!(
        engine.error_kind(r#"{"cmd":"legal","game":"1"}"#),
        "bad_request"
    );
    assert_eq!(
        engine.error_kind(r#"{"cmd":"new","game":"claim","seed":-1}"#),
        "bad_request"
    );
    engine.ok(json!({"cmd": "view", "game": handle, "seat": 1}));
}

/// The `id` comes back as the very text it was sent as, whatever JSON it is.
#[test]
fn an_id_is_echoed_byte_for_byte() {
    let mut engine = Engine::start();
    for id in [
        "1e2",
        "1e400",
        "123456789012345678901234567890",
        "-0.0",
        "1.50",
        r#""\u00e9t\u00e9""#,
        "\"été\"",
        "null",
        r#"{"b": [1, 2.0], "a":true}"#,
        r#"{"a": 1, "a": 2}"#,
    ] {
        for request in [r#""cmd":"games""#, r#""cmd":"dance""#] {
            let answer = engine.exchange(format!(r#"{{{request},"id":{id}}}"#).as_bytes());
            assert!(
                answer.contains(&format!(r#""id":{id}"#)),
                "{id} came back as {answer}"
            );
        }
    }
}

#[test]
fn open_games_are_capped_and_closing_one_makes_room() {
    let mut engine = Engine::start();
    let mut last = Value::Null;
    for _ in 0..MAX_OPEN_GAMES {
        last = engine.ok(json!({"cmd": "new", "game": "claim", "seed": 1}))["game"].clone();
    }
    let replay = engine.ok(json!({"cmd": "replay"}))["replay"].clone();
    assert_eq!(
        engine.error_kind(r#"{"cmd":"new","game":"claim"}"#),
        "too_many_games"
    );
    assert_eq!(
        engine.error_kind(&json!({"cmd": "load", "replay": replay}).to_string()),
        "too_many_games"
    );
    engine.ok(json!({"cmd": "legal", "game": last}));
    engine.ok(json!({"cmd": "close", "game": last}));
    engine.ok(json!({"cmd": "load", "replay": replay}));
}

/// Options are an object of named fields. serde would read a struct from an array too,
/// taking the fields in order, so `[4, 3]` meant The Imposter Kings at 4 players to 3
/// points; any other JSON than an object (or null, the defaults) is refused, in `new` and in
/// a replay's options alike.
#[test]
fn options_that_are_not_an_object_are_refused() {
    let mut engine = Engine::start();
    for options in ["[4,3]", "[]", "4", "\"players=3\"", "true"] {
        let line = format!(r#"{{"cmd":"new","game":"imposter-kings","options":{options}}}"#);
        let answer = engine.send_raw(&line);
        assert_eq!(answer["ok"], false, "{line} -> {answer}");
        let message = answer["error"]["message"].as_str().unwrap_or_default();
        assert!(message.contains("JSON object"), "{line} -> {answer}");
    }
    engine.ok(json!({"cmd": "new", "game": "imposter-kings", "options": {"players": 4}}));
    engine.ok(json!({"cmd": "new", "game": "imposter-kings", "options": null}));
    let mut replay = engine.ok(json!({"cmd": "replay"}))["replay"].clone();
    replay["options"] = json!([2, 7]);
    let answer = engine.send(json!({"cmd": "load", "replay": replay}));
    assert_eq!(answer["ok"], false, "{answer}");
}
