//! `interregnum engine`: a line-based JSON protocol on stdin and stdout, documented in
//! docs/protocol.md. Each request is one JSON object on one line; each answer is one JSON
//! object on one line. Bad input (not UTF-8, not JSON, blank, too long, not a request) gets
//! an error answer; the process never exits on it and every open game stays as it was.

use std::{
    collections::{BTreeMap, BTreeSet},
    fmt,
    io::{BufRead, Write},
};

use interregnum_core::{ActionError, DynGame, Observer, Replay, Seat};
use serde::{
    Deserialize, Deserializer, Serialize, Serializer,
    de::{self, MapAccess, SeqAccess, Visitor},
    ser::SerializeMap,
};
use serde_json::{Map, Number, Value, json, value::RawValue};

use crate::{
    lines::{self, LineRead},
    registry,
};

/// The longest request line the engine reads, its newline not counted: 1 MiB. The largest
/// request a client has reason to send is a `load` of a long match; a 99-point, 4-player
/// match of The Imposter Kings (3,309 actions) is a 52 KB line, a twentieth of this. A
/// longer line is refused without being held in memory.
pub const MAX_LINE_BYTES: usize = 1 << 20;

/// The most games one session keeps open at once. A game holds a few kilobytes and its
/// history; a thousand is more than any client plays side by side and bounds the memory a
/// client that forgets to `close` can take.
pub const MAX_OPEN_GAMES: usize = 1000;

/// One request, its `id` taken out (see [`Envelope`]).
#[derive(Debug, Deserialize)]
#[serde(tag = "cmd", rename_all = "snake_case", deny_unknown_fields)]
enum Request {
    /// Lists the games this engine plays. (An empty struct rather than a unit variant, so
    /// that unknown fields are refused here as everywhere else.)
    Games {},
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
        game: Option<Number>,
    },
    Apply {
        game: Option<Number>,
        action: String,
    },
    /// A seat's view, or the spectator's if `seat` is absent. Any number is taken here, so
    /// that a seat that does not exist (`-1`, `2.5`, `7`) is a `bad_seat`, as documented.
    View {
        game: Option<Number>,
        seat: Option<Number>,
    },
    /// The full state, hidden cards included.
    State {
        game: Option<Number>,
    },
    Outcome {
        game: Option<Number>,
    },
    Replay {
        game: Option<Number>,
    },
    Close {
        game: Option<Number>,
    },
    Quit {},
}

/// A request line as JSON: its `id` exactly as it was written (any JSON value, kept as raw
/// text so that `1e2` or a 30-digit integer come back byte for byte), and the rest.
#[derive(Deserialize)]
#[serde(expecting = "a JSON object with a \"cmd\"")]
struct Envelope {
    #[serde(default, deserialize_with = "raw_id")]
    id: Option<Box<RawValue>>,
    #[serde(flatten)]
    body: Map<String, Value>,
}

/// `"id": null` is an id too, and is echoed.
fn raw_id<'de, D: Deserializer<'de>>(input: D) -> Result<Option<Box<RawValue>>, D::Error> {
    Box::<RawValue>::deserialize(input).map(Some)
}

/// A request in which no object has a key twice. Parsed before a request is read: JSON
/// leaves the meaning of a repeated key open and serde keeps the last value, so a request
/// such as `{"cmd":"games","cmd":"quit"}`, or options with `players` twice, is refused as
/// ambiguous instead of acted on. The request's own `id` is skipped, not read: it is echoed
/// as the text it was sent as, whatever JSON it is (`1e400` too, which no number holds).
struct UniqueKeys;

impl<'de> Deserialize<'de> for UniqueKeys {
    fn deserialize<D: Deserializer<'de>>(input: D) -> Result<UniqueKeys, D::Error> {
        input.deserialize_any(UniqueKeysVisitor { top: true })
    }
}

/// A value below the request's top level, where every key counts.
struct NestedUniqueKeys;

impl<'de> Deserialize<'de> for NestedUniqueKeys {
    fn deserialize<D: Deserializer<'de>>(input: D) -> Result<NestedUniqueKeys, D::Error> {
        input
            .deserialize_any(UniqueKeysVisitor { top: false })
            .map(|UniqueKeys| NestedUniqueKeys)
    }
}

struct UniqueKeysVisitor {
    /// Whether this is the request object itself, whose `id` is not read.
    top: bool,
}

impl<'de> Visitor<'de> for UniqueKeysVisitor {
    type Value = UniqueKeys;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<UniqueKeys, A::Error> {
        let mut keys = BTreeSet::new();
        while let Some(key) = map.next_key::<String>()? {
            if keys.contains(&key) {
                return Err(de::Error::custom(format!(
                    "the key {key:?} is given twice in one object; give each key once"
                )));
            }
            if self.top && key == "id" {
                map.next_value::<de::IgnoredAny>()?;
            } else {
                map.next_value::<NestedUniqueKeys>()?;
            }
            keys.insert(key);
        }
        Ok(UniqueKeys)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<UniqueKeys, A::Error> {
        while seq.next_element::<NestedUniqueKeys>()?.is_some() {}
        Ok(UniqueKeys)
    }

    fn visit_bool<E>(self, _: bool) -> Result<UniqueKeys, E> {
        Ok(UniqueKeys)
    }

    fn visit_i64<E>(self, _: i64) -> Result<UniqueKeys, E> {
        Ok(UniqueKeys)
    }

    fn visit_u64<E>(self, _: u64) -> Result<UniqueKeys, E> {
        Ok(UniqueKeys)
    }

    fn visit_f64<E>(self, _: f64) -> Result<UniqueKeys, E> {
        Ok(UniqueKeys)
    }

    fn visit_str<E>(self, _: &str) -> Result<UniqueKeys, E> {
        Ok(UniqueKeys)
    }

    fn visit_unit<E>(self) -> Result<UniqueKeys, E> {
        Ok(UniqueKeys)
    }
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

/// One answer line: its fields, and the request's `id` echoed as it came.
#[derive(Debug)]
pub struct Answer {
    fields: Map<String, Value>,
    id: Option<Box<RawValue>>,
}

impl Answer {
    fn success(mut fields: Map<String, Value>, id: Option<Box<RawValue>>) -> Answer {
        fields.insert("ok".into(), Value::Bool(true));
        Answer { fields, id }
    }

    fn failure(failure: Failure, id: Option<Box<RawValue>>) -> Answer {
        let mut error = json!({ "kind": failure.kind, "message": failure.message });
        if let Some(allowed) = failure.allowed {
            error["allowed"] = json!(allowed);
        }
        let mut fields = Map::new();
        fields.insert("ok".into(), Value::Bool(false));
        fields.insert("error".into(), error);
        Answer { fields, id }
    }

    /// The answer to a line longer than [`MAX_LINE_BYTES`].
    fn line_too_long(bytes: u64) -> Answer {
        Answer::failure(
            Failure::new(
                "line_too_long",
                format!(
                    "the line has {bytes} bytes; a request line may have at most {MAX_LINE_BYTES} (1 MiB)"
                ),
            ),
            None,
        )
    }
}

impl Serialize for Answer {
    /// The fields in key order, `id` among them.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        let mut id = self.id.as_deref();
        for (key, value) in &self.fields {
            if let Some(raw) = id.filter(|_| key.as_str() > "id") {
                map.serialize_entry("id", raw)?;
                id = None;
            }
            map.serialize_entry(key, value)?;
        }
        if let Some(raw) = id {
            map.serialize_entry("id", raw)?;
        }
        map.end()
    }
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = serde_json::to_string(self).map_err(|_| fmt::Error)?;
        f.write_str(&text)
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

    /// Answers one line of input (its bytes as they came, without the newline).
    pub fn handle_line(&mut self, line: &[u8]) -> (Answer, Flow) {
        let refuse = |failure| (Answer::failure(failure, None), Flow::Continue);
        let text = match std::str::from_utf8(line) {
            Ok(text) => text,
            Err(err) => {
                return refuse(Failure::new(
                    "bad_request",
                    format!(
                        "the line is not UTF-8 (the byte at offset {} is not valid UTF-8); send one JSON object per line, in UTF-8",
                        err.valid_up_to()
                    ),
                ));
            }
        };
        if text.trim().is_empty() {
            return refuse(Failure::new(
                "bad_request",
                "the line is empty; send one JSON object per line, like {\"cmd\":\"games\"}",
            ));
        }
        let envelope = serde_json::from_str::<UniqueKeys>(text)
            .and_then(|UniqueKeys| serde_json::from_str::<Envelope>(text));
        let envelope: Envelope = match envelope {
            Ok(envelope) => envelope,
            Err(err) if err.is_data() => {
                return refuse(Failure::new("bad_request", err.to_string()));
            }
            Err(err) => {
                return refuse(Failure::new(
                    "bad_json",
                    format!("{err}; send one JSON object per line, like {{\"cmd\":\"games\"}}"),
                ));
            }
        };
        let id = envelope.id;
        let request: Request = match serde_json::from_value(Value::Object(envelope.body)) {
            Ok(request) => request,
            Err(err) => {
                let failure = Failure::new(
                    "bad_request",
                    format!("{err}; see docs/protocol.md for the commands"),
                );
                return (Answer::failure(failure, id), Flow::Continue);
            }
        };
        let flow = if matches!(request, Request::Quit {}) {
            Flow::Quit
        } else {
            Flow::Continue
        };
        let answer = match self.handle(request) {
            Ok(fields) => Answer::success(fields, id),
            Err(failure) => Answer::failure(failure, id),
        };
        (answer, flow)
    }

    fn handle(&mut self, request: Request) -> Result<Map<String, Value>, Failure> {
        let answer = match request {
            Request::Games {} => {
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
                self.check_room()?;
                let seed = seed.unwrap_or_else(|| self.fresh_seed());
                let state = (entry.start)(options, seed, deck.as_deref())
                    .map_err(|err| Failure::new("bad_setup", err.to_string()))?;
                self.open(state, seed)
            }
            Request::Load { replay } => {
                let entry = registry::find(&replay.game)
                    .map_err(|msg| Failure::new("unknown_game", msg))?;
                self.check_room()?;
                let state = (entry.load)(&replay)
                    .map_err(|err| Failure::new("bad_replay", err.to_string()))?;
                self.open(state, replay.seed)
            }
            Request::Legal { game } => {
                let (handle, state) = self.game(game.as_ref())?;
                json!({ "game": handle, "to_act": state.to_act(), "legal": state.legal_actions() })
            }
            Request::Apply { game, action } => {
                let (handle, state) = self.game_mut(game.as_ref())?;
                let played = state.apply(&action).map_err(action_failure)?;
                json!({
                    "game": handle,
                    "action": played,
                    "to_act": state.to_act(),
                    "over": state.to_act().is_none(),
                })
            }
            Request::View { game, seat } => {
                let (handle, state) = self.game(game.as_ref())?;
                let observer = match seat {
                    None => Observer::Spectator,
                    Some(number) => Observer::Seat(seat_of(&number, state.n_seats())?),
                };
                json!({ "game": handle, "view": state.view(observer) })
            }
            Request::State { game } => {
                let (handle, state) = self.game(game.as_ref())?;
                json!({ "game": handle, "state": state.full_state() })
            }
            Request::Outcome { game } => {
                let (handle, state) = self.game(game.as_ref())?;
                json!({ "game": handle, "over": state.to_act().is_none(), "outcome": state.outcome() })
            }
            Request::Replay { game } => {
                let (handle, state) = self.game(game.as_ref())?;
                json!({ "game": handle, "replay": state.replay() })
            }
            Request::Close { game } => {
                let (handle, _) = self.game(game.as_ref())?;
                self.games.remove(&handle);
                json!({ "game": handle, "closed": true })
            }
            Request::Quit {} => json!({ "bye": true }),
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

    /// Refuses to open a game when [`MAX_OPEN_GAMES`] are open.
    fn check_room(&self) -> Result<(), Failure> {
        if self.games.len() < MAX_OPEN_GAMES {
            return Ok(());
        }
        Err(Failure::new(
            "too_many_games",
            format!(
                "{MAX_OPEN_GAMES} games are open, the most a session keeps; close one you are done with, as in {{\"cmd\":\"close\",\"game\":{}}}",
                self.games.keys().next().copied().unwrap_or_default()
            ),
        ))
    }

    fn resolve(&self, game: Option<&Number>) -> Result<u64, Failure> {
        match game {
            Some(number) => number
                .as_u64()
                .filter(|handle| self.games.contains_key(handle))
                .ok_or_else(|| {
                    Failure::new(
                        "no_such_game",
                        format!(
                            "there is no open game {number}; open games: {:?}",
                            self.games.keys().collect::<Vec<_>>()
                        ),
                    )
                }),
            None => self.games.keys().next_back().copied().ok_or_else(|| {
                Failure::new(
                    "no_such_game",
                    "no game is open; start one with {\"cmd\":\"new\",\"game\":\"claim\"}",
                )
            }),
        }
    }

    fn game(&self, game: Option<&Number>) -> Result<(u64, &dyn DynGame), Failure> {
        let handle = self.resolve(game)?;
        Ok((handle, self.games[&handle].as_ref()))
    }

    fn game_mut(&mut self, game: Option<&Number>) -> Result<(u64, &mut Box<dyn DynGame>), Failure> {
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

/// The seat a request names, if this game has it.
fn seat_of(number: &Number, n_seats: usize) -> Result<Seat, Failure> {
    number
        .as_u64()
        .and_then(|index| usize::try_from(index).ok())
        .and_then(|index| Seat::try_new(index, n_seats))
        .ok_or_else(|| {
            Failure::new(
                "bad_seat",
                format!(
                    "seat {number} does not exist; this game has seats 0 to {}",
                    n_seats - 1
                ),
            )
        })
}

/// Runs the protocol until `quit` or the end of the input.
///
/// # Errors
/// If reading the input or writing the output fails.
pub fn run(
    mut input: impl BufRead,
    mut output: impl Write,
    seed_source: u64,
) -> std::io::Result<()> {
    let mut session = Session::new(seed_source);
    let mut line = Vec::new();
    loop {
        let (answer, flow) = match lines::read_line(&mut input, &mut line, MAX_LINE_BYTES)? {
            LineRead::End => break,
            LineRead::Line => session.handle_line(&line),
            LineRead::TooLong => {
                let rest = lines::skip_line(&mut input)?;
                (
                    Answer::line_too_long(line.len() as u64 + rest),
                    Flow::Continue,
                )
            }
        };
        writeln!(output, "{answer}")?;
        output.flush()?;
        if flow == Flow::Quit {
            break;
        }
    }
    Ok(())
}
