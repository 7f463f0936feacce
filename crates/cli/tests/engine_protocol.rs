//! The engine protocol, end to end through the `interregnum engine` process.

use std::{
    io::{BufRead, BufReader, Write},
    process::{Child, ChildStdin, ChildStdout, Command, Stdio},
};

use serde_json::{Value, json};

struct Engine {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
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
        Engine {
            child,
            stdin,
            stdout,
        }
    }

    fn send_raw(&mut self, line: &str) -> Value {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
        let mut answer = String::new();
        self.stdout.read_line(&mut answer).unwrap();
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
