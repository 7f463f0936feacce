//! `interregnum engine`: a line-based JSON protocol on stdin and stdout, documented in
//! docs/protocol.md. Each request is one JSON object on one line; each answer is one JSON
//! object on one line. Bad input gets an error answer; the process never exits on it.

use std::{
    collections::BTreeMap,
    io::{BufRead, Write},
};

use interregnum_core::{ActionError, DynGame, Observer, Replay, Seat};
use serde::Deserialize;
use serde_json::{Value, json};

use crate::registry;

/// One request. `id`, if present, is echoed in the answer.
#[derive(Debug, Deserialize)]
#[serde(tag = "cmd", rename_all = "snake_case", deny_unknown_fields)]
enum Request {
    /// Lists the games this engine plays.
    Games,
    /// Starts a game.
    New {
        game: String,
        seed: Option<u64>,
        options: Option<Value>,
        deck: Option<Vec<String>>,
    },
    /// Starts a game from a replay record.
    Load {
        replay: Replay,
    },
    /// Who acts and what they may do.
    Legal {
        game: Option<u64>,
    },
    Apply {
        game: Option<u64>,
        action: String,
    },
    /// A seat's view, or the spectator's if `seat` is absent.
    View {
        game: Option<u64>,
        seat: Option<usize>,
    },
    /// The full state, hidden cards included.
    State {
        game: Option<u64>,
    },
    Outcome {
        game: Option<u64>,
    },
    Replay {
        game: Option<u64>,
    },
    Close {
        game: Option<u64>,
    },
    Quit,
}

/// An error answer: a kind a program can match on, and a message a person can read.
struct Failure {
    kind: &'static str,
    message: String,
    allowed: Option<Vec<String>>,
}

impl Failure {
    fn new(kind: &'static str, message: impl Into<String>) -> Failure {
        Failure {
            kind,
            message: message.into(),
            allowed: None,
        }
    }
}

/// The open games of one session.
#[derive(Default)]
pub struct Session {
    games: BTreeMap<u64, Box<dyn DynGame>>,
    next_handle: u64,
    seed_source: u64,
}

/// Whether the session goes on after an answer.
#[derive(Debug, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Quit,
}

impl Session {
    /// `seed_source` provides the seeds of games started without one.
    #[must_use]
    pub fn new(seed_source: u64) -> Session {
        Session {
            games: BTreeMap::new(),
            next_handle: 1,
            seed_source,
        }
    }

    /// Answers one line of input.
    pub fn handle_line(&mut self, line: &str) -> (Value, Flow) {
        let raw: Value = match serde_json::from_str(line) {
            Ok(value) => value,
            Err(err) => {
                let failure = Failure::new(
                    "bad_json",
                    format!("{err}; send one JSON object per line, like {{\"cmd\":\"games\"}}"),
                );
                return (error_answer(None, failure), Flow::Continue);
            }
        };
        let id = raw.get("id").cloned();
        let mut body = raw;
        if let Some(object) = body.as_object_mut() {
            object.remove("id");
        }
        let request: Request = match serde_json::from_value(body) {
            Ok(request) => request,
            Err(err) => {
                let failure = Failure::new(
                    "bad_request",
                    format!("{err}; see docs/protocol.md for the commands"),
                );
                return (error_answer(id, failure), Flow::Continue);
            }
        };
        let flow = if matches!(request, Request::Quit) {
            Flow::Quit
        } else {
            Flow::Continue
        };
        let answer = match self.handle(request) {
            Ok(mut fields) => {
                fields.insert("ok".into(), Value::Bool(true));
                if let Some(id) = id {
                    fields.insert("id".into(), id);
                }
                Value::Object(fields)
            }
            Err(failure) => error_answer(id, failure),
        };
        (answer, flow)
    }

    fn handle(&mut self, request: Request) -> Result<serde_json::Map<String, Value>, Failure> {
        let answer = match request {
            Request::Games => {
                let games: Vec<Value> = registry::GAMES
                    .iter()
                    .map(|entry| json!({ "name": entry.name, "seats": entry.seats }))
                    .collect();
                json!({ "games": games })
            }
            Request::New {
                game,
                seed,
                options,
                deck,
            } => {
                let entry =
                    registry::find(&game).map_err(|msg| Failure::new("unknown_game", msg))?;
                let seed = seed.unwrap_or_else(|| self.fresh_seed());
                let state = (entry.start)(options, seed, deck.as_deref())
                    .map_err(|err| Failure::new("bad_setup", err.to_string()))?;
                self.open(state, seed)
            }
            Request::Load { replay } => {
                let entry = registry::find(&replay.game)
                    .map_err(|msg| Failure::new("unknown_game", msg))?;
                let state = (entry.load)(&replay)
                    .map_err(|err| Failure::new("bad_replay", err.to_string()))?;
                self.open(state, replay.seed)
            }
            Request::Legal { game } => {
                let (handle, state) = self.game(game)?;
                json!({ "game": handle, "to_act": state.to_act(), "legal": state.legal_actions() })
            }
            Request::Apply { game, action } => {
                let (handle, state) = self.game_mut(game)?;
                let played = state.apply(&action).map_err(action_failure)?;
                json!({
                    "game": handle,
                    "action": played,
                    "to_act": state.to_act(),
                    "over": state.to_act().is_none(),
                })
            }
            Request::View { game, seat } => {
                let (handle, state) = self.game(game)?;
                let observer = match seat {
                    None => Observer::Spectator,
                    Some(index) => {
                        Observer::Seat(Seat::try_new(index, state.n_seats()).ok_or_else(|| {
                            Failure::new(
                                "bad_seat",
                                format!(
                                    "seat {index} does not exist; this game has seats 0 to {}",
                                    state.n_seats() - 1
                                ),
                            )
                        })?)
                    }
                };
                json!({ "game": handle, "view": state.view(observer) })
            }
            Request::State { game } => {
                let (handle, state) = self.game(game)?;
                json!({ "game": handle, "state": state.full_state() })
            }
            Request::Outcome { game } => {
                let (handle, state) = self.game(game)?;
                json!({ "game": handle, "over": state.to_act().is_none(), "outcome": state.outcome() })
            }
            Request::Replay { game } => {
                let (handle, state) = self.game(game)?;
                json!({ "game": handle, "replay": state.replay() })
            }
            Request::Close { game } => {
                let (handle, _) = self.game(game)?;
                self.games.remove(&handle);
                json!({ "game": handle, "closed": true })
            }
            Request::Quit => json!({ "bye": true }),
        };
        match answer {
            Value::Object(fields) => Ok(fields),
            _ => unreachable!("answers are JSON objects"),
        }
    }

    fn open(&mut self, state: Box<dyn DynGame>, seed: u64) -> Value {
        let handle = self.next_handle;
        self.next_handle += 1;
        let answer = json!({
            "game": handle,
            "name": state.name(),
            "seed": seed,
            "seats": state.n_seats(),
            "to_act": state.to_act(),
        });
        self.games.insert(handle, state);
        answer
    }

    fn fresh_seed(&mut self) -> u64 {
        // SplitMix64: distinct, well-spread seeds from one session seed.
        self.seed_source = self.seed_source.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.seed_source;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn resolve(&self, game: Option<u64>) -> Result<u64, Failure> {
        match game {
            Some(handle) if self.games.contains_key(&handle) => Ok(handle),
            Some(handle) => Err(Failure::new(
                "no_such_game",
                format!(
                    "there is no open game {handle}; open games: {:?}",
                    self.games.keys().collect::<Vec<_>>()
                ),
            )),
            None => self.games.keys().next_back().copied().ok_or_else(|| {
                Failure::new(
                    "no_such_game",
                    "no game is open; start one with {\"cmd\":\"new\",\"game\":\"claim\"}",
                )
            }),
        }
    }

    fn game(&self, game: Option<u64>) -> Result<(u64, &dyn DynGame), Failure> {
        let handle = self.resolve(game)?;
        Ok((handle, self.games[&handle].as_ref()))
    }

    fn game_mut(&mut self, game: Option<u64>) -> Result<(u64, &mut Box<dyn DynGame>), Failure> {
        let handle = self.resolve(game)?;
        Ok((
            handle,
            self.games.get_mut(&handle).expect("resolved handles exist"),
        ))
    }
}

fn action_failure(err: ActionError) -> Failure {
    match err {
        ActionError::Parse(err) => Failure::new("bad_action", err.to_string()),
        ActionError::Illegal(err) => Failure {
            kind: "illegal_action",
            message: err.reason.clone(),
            allowed: Some(err.allowed),
        },
    }
}

fn error_answer(id: Option<Value>, failure: Failure) -> Value {
    let mut error = json!({ "kind": failure.kind, "message": failure.message });
    if let Some(allowed) = failure.allowed {
        error["allowed"] = json!(allowed);
    }
    let mut answer = json!({ "ok": false, "error": error });
    if let Some(id) = id {
        answer["id"] = id;
    }
    answer
}

/// Runs the protocol until `quit` or the end of the input.
///
/// # Errors
/// If reading the input or writing the output fails.
pub fn run(input: impl BufRead, mut output: impl Write, seed_source: u64) -> std::io::Result<()> {
    let mut session = Session::new(seed_source);
    for line in input.lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let (answer, flow) = session.handle_line(&line);
        writeln!(output, "{answer}")?;
        output.flush()?;
        if flow == Flow::Quit {
            break;
        }
    }
    Ok(())
}
