//! The games the server plays, and what a table needs from a game beyond [`DynGame`]:
//! checking an action without playing it, and a bot's decision built from one seat's view.

use interregnum_bots::{BotSpec, Heuristic};
use interregnum_claim::Claim;
use interregnum_core::{ActionError, DynGame, Game, Observer, Recorded, ReplayError, Seat, Start};
use interregnum_imposter_kings::ImposterKings;
use interregnum_provinces::{Deck, Provinces};
use std::time::Duration;

use serde::Serialize;
use serde_json::Value;

use crate::protocol::{CheckedDeck, DeckFormat, DeckText, ErrorBody, ErrorCode, GameInfo};

/// A bot's decision, ready to run on a blocking thread: it owns the seat's view and the
/// legal actions, nothing else, and returns the chosen action in notation.
pub type BotThought = Box<dyn FnOnce() -> String + Send>;

/// What the hard bot found for a seat's decision (see [`TableGame::hint_thought`]).
#[derive(Clone, Debug, PartialEq)]
pub struct HintFound {
    /// The action it would play, in notation.
    pub action: String,
    /// Its estimate of the seat's chance to win after that action, in [0, 1].
    pub win_chance: f64,
    pub iterations: u64,
}

/// A hint's search, ready to run on a blocking thread: like [`BotThought`], it owns the
/// seat's view and the legal actions, nothing else.
pub type HintThought = Box<dyn FnOnce() -> HintFound + Send>;

/// A recorded game as a table drives it.
pub trait TableGame: DynGame {
    /// The canonical notation of `action` if it is legal now; the game is unchanged either way.
    ///
    /// # Errors
    /// If the text is not an action, or the action is not legal now.
    fn check(&self, action: &str) -> Result<String, ActionError>;

    /// The decision of `bot` for `seat`, which must be the seat to act, built from that
    /// seat's view only. `seed` seeds the bot; its search stops after `time_limit` at the
    /// latest, when one is given.
    fn bot_thought(
        &self,
        seat: Seat,
        bot: BotSpec,
        seed: u64,
        time_limit: Option<Duration>,
    ) -> BotThought;

    /// The hint for `seat`, which must be the seat to act: the hard bot's search from that
    /// seat's view only, stopped after `time_limit` at the latest. `seed` seeds the search.
    fn hint_thought(&self, seat: Seat, seed: u64, time_limit: Duration) -> HintThought;

    /// A copy to try a change on before it is stored.
    fn boxed_clone(&self) -> Box<dyn TableGame>;
}

impl<G: Heuristic + Serialize> TableGame for Recorded<G> {
    fn check(&self, action: &str) -> Result<String, ActionError> {
        let parsed: G::Action = action.trim().parse()?;
        match self.state().why_illegal(parsed) {
            None => Ok(parsed.to_string()),
            Some(reason) => Err(self
                .state()
                .illegal(action.trim().to_owned(), reason)
                .into()),
        }
    }

    fn bot_thought(
        &self,
        seat: Seat,
        bot: BotSpec,
        seed: u64,
        time_limit: Option<Duration>,
    ) -> BotThought {
        let state = self.state();
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        let view = state.view(Observer::Seat(seat));
        let spec = bot.resolve::<G>(state.options());
        Box::new(move || {
            // A bot for people: its timing must not say what it holds (a forced move is
            // searched too; see `BotSpec::build_for_people`).
            let mut bot = spec.build_for_people::<G>(seed, time_limit);
            bot.choose(&view, &legal).to_string()
        })
    }

    fn hint_thought(&self, seat: Seat, seed: u64, time_limit: Duration) -> HintThought {
        let state = self.state();
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        let view = state.view(Observer::Seat(seat));
        let options = state.options().clone();
        Box::new(move || {
            let analysis =
                interregnum_bots::hint::<G>(&options, &view, &legal, seed, Some(time_limit));
            HintFound {
                action: analysis.best.to_string(),
                win_chance: analysis.win_chance(),
                iterations: analysis.iterations,
            }
        })
    }

    fn boxed_clone(&self) -> Box<dyn TableGame> {
        Box::new(self.clone())
    }
}

type StartFn = fn(&Value, u64) -> Result<Box<dyn TableGame>, ReplayError>;

/// One game the server offers.
pub struct GameEntry {
    pub name: &'static str,
    pub seats: &'static [usize],
    start: StartFn,
    /// Options for a rematch: the first player rotated where the options fix one.
    rematch: fn(&Value, &Value, usize) -> Value,
    /// Reads options as a person wrote them (a TOML deck) into the engine's JSON.
    normalise: fn(Value) -> Result<Value, String>,
}

impl GameEntry {
    /// A new game from the engine's JSON options and a seed.
    ///
    /// # Errors
    /// If the options do not fit or cannot start a game.
    pub fn start(&self, options: &Value, seed: u64) -> Result<Box<dyn TableGame>, ErrorBody> {
        (self.start)(options, seed)
            .map_err(|err| ErrorBody::new(ErrorCode::BadOptions, err.to_string()))
    }

    /// Options as a client sent them, checked by starting a game with them; returns the
    /// engine's JSON form and the player count.
    ///
    /// # Errors
    /// If they cannot start a game; the message is the engine's.
    pub fn checked_options(&self, options: Option<Value>) -> Result<(Value, usize), ErrorBody> {
        let options = match options {
            None | Some(Value::Null) => Value::Object(serde_json::Map::new()),
            Some(value) => (self.normalise)(value)
                .map_err(|message| ErrorBody::new(ErrorCode::BadOptions, message))?,
        };
        let game = self.start(&options, 0)?;
        Ok((options, game.n_seats()))
    }

    /// The options of a rematch of a game with `options` whose final spectator view is `view`.
    #[must_use]
    pub fn rematch_options(&self, options: &Value, view: &Value, n_seats: usize) -> Value {
        (self.rematch)(options, view, n_seats)
    }

    #[must_use]
    pub fn info(&self) -> GameInfo {
        GameInfo {
            name: self.name.to_owned(),
            seats: self.seats.iter().map(|&n| n as u8).collect(),
        }
    }
}

fn start<G: Heuristic + Serialize>(
    options: &Value,
    seed: u64,
) -> Result<Box<dyn TableGame>, ReplayError> {
    let options = interregnum_core::parse_options::<G>(Some(options.clone()))?;
    Ok(Box::new(Recorded::<G>::new(&options, Start::seeded(seed))?))
}

fn unchanged(options: Value) -> Result<Value, String> {
    Ok(options)
}

/// The longest deck name a Provinces table shows.
pub const MAX_DECK_NAME_CHARS: usize = 64;

/// A Provinces deck given as the text of a TOML deck file becomes the deck's JSON; a
/// `deck_name` (the deck file's name, for the table to show) is checked.
fn provinces_deck(mut options: Value) -> Result<Value, String> {
    if let Some(Value::String(text)) = options.get("deck") {
        let deck = Deck::from_toml_str(text).map_err(|err| format!("bad deck file: {err}"))?;
        options["deck"] = serde_json::to_value(&deck).map_err(|err| err.to_string())?;
    }
    match options.get("deck_name") {
        None | Some(Value::Null) => {}
        Some(Value::String(name))
            if name.chars().count() <= MAX_DECK_NAME_CHARS
                && crate::app::shows_as_written(name) => {}
        Some(_) => {
            return Err(format!(
                "deck_name is the deck file's name: 1 to {MAX_DECK_NAME_CHARS} characters, \
                 at least one of them visible, without control characters or the marks that \
                 change the direction of text"
            ));
        }
    }
    Ok(options)
}

/// A deck file's text read and checked by the engine, every key filled in; a file the engine
/// refuses gets its message (what is wrong and what is allowed).
///
/// # Errors
/// `bad_options` with the engine's message.
pub fn checked_deck(file: &DeckText) -> Result<CheckedDeck, ErrorBody> {
    let bad = |message: String| ErrorBody::new(ErrorCode::BadOptions, message);
    let deck = match file.format.unwrap_or(DeckFormat::Toml) {
        DeckFormat::Toml => Deck::from_toml_str(&file.text).map_err(|err| err.to_string()),
        // The JSON form goes through the same checks (`Deck` is read by way of the file's keys).
        DeckFormat::Json => serde_json::from_str::<Deck>(&file.text).map_err(|err| err.to_string()),
    }
    .map_err(|err| bad(format!("bad deck file: {err}")))?;
    let deck = serde_json::to_value(&deck).map_err(|err| bad(err.to_string()))?;
    Ok(CheckedDeck { deck })
}

/// The options as the engine reads them: without what only the table uses (a Provinces
/// table's `deck_name`), which the engine would refuse as unknown.
#[must_use]
pub fn engine_options(options: &Value) -> Value {
    let mut options = options.clone();
    if let Some(object) = options.as_object_mut() {
        object.remove("deck_name");
    }
    options
}

fn start_provinces(options: &Value, seed: u64) -> Result<Box<dyn TableGame>, ReplayError> {
    start::<Provinces>(&engine_options(options), seed)
}

/// Sets `field` to the seat after the one the finished game's view names.
fn rotate(options: &Value, view: &Value, n_seats: usize, field: &str) -> Value {
    let mut options = options.clone();
    if let (Some(first), Some(object)) = (
        view.get(field).and_then(Value::as_u64),
        options.as_object_mut(),
    ) {
        object.insert(field.to_owned(), Value::from((first + 1) % n_seats as u64));
    }
    options
}

/// The Imposter Kings has no first-player option: the True King's holder chooses each round.
fn same_options(options: &Value, _view: &Value, _n_seats: usize) -> Value {
    options.clone()
}

pub const GAMES: &[GameEntry] = &[
    GameEntry {
        name: Claim::NAME,
        seats: &[2],
        start: start::<Claim>,
        rematch: |options, view, n| rotate(options, view, n, "first_leader"),
        normalise: unchanged,
    },
    GameEntry {
        name: ImposterKings::NAME,
        seats: &[2, 3, 4],
        start: start::<ImposterKings>,
        rematch: same_options,
        normalise: unchanged,
    },
    GameEntry {
        name: Provinces::NAME,
        seats: &[2, 3, 4],
        start: start_provinces,
        rematch: |options, view, n| rotate(options, view, n, "first_player"),
        normalise: provinces_deck,
    },
];

/// The game named `name`.
///
/// # Errors
/// `unknown_game`, listing the games.
pub fn find(name: &str) -> Result<&'static GameEntry, ErrorBody> {
    GAMES
        .iter()
        .find(|entry| entry.name.eq_ignore_ascii_case(name.trim()))
        .ok_or_else(|| {
            let names: Vec<&str> = GAMES.iter().map(|entry| entry.name).collect();
            ErrorBody::new(
                ErrorCode::UnknownGame,
                format!("unknown game {name:?}; the games are: {}", names.join(", ")),
            )
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bot_thought_plays_a_legal_action_for_every_game() {
        for entry in GAMES {
            let game = entry.start(&serde_json::json!({}), 3).unwrap();
            let seat = game.to_act().unwrap();
            let action = game.bot_thought(seat, BotSpec::Heuristic, 1, None)();
            assert_eq!(game.check(&action).unwrap(), action, "{}", entry.name);
        }
    }

    /// A searching bot at a forced move searches (so it takes as long as elsewhere) and
    /// then plays the one action it has, in every game.
    #[test]
    fn a_searching_bot_plays_a_forced_move() {
        for entry in GAMES {
            let forced = (0..20).find_map(|seed| {
                let mut game = entry.start(&serde_json::json!({}), seed).unwrap();
                // Moves picked by a small fixed sequence of numbers, as a random game would.
                let mut pick = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
                loop {
                    match game.legal_actions().len() {
                        0 => return None,
                        1 => return Some(game),
                        n => {
                            pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                            let index = (pick >> 33) as usize % n;
                            game.apply(&game.legal_actions()[index]).unwrap();
                        }
                    }
                }
            });
            let game =
                forced.unwrap_or_else(|| panic!("{}: no forced move in 20 games", entry.name));
            let seat = game.to_act().unwrap();
            let spec: BotSpec = "ismcts:64".parse().unwrap();
            let action = game.bot_thought(seat, spec, 1, None)();
            assert_eq!(vec![action], game.legal_actions(), "{}", entry.name);
        }
    }

    #[test]
    fn a_hint_is_one_of_the_legal_actions_for_every_game() {
        for entry in GAMES {
            let game = entry.start(&serde_json::json!({}), 3).unwrap();
            let seat = game.to_act().unwrap();
            let found = game.hint_thought(seat, 1, Duration::from_millis(20))();
            assert!(
                game.legal_actions().contains(&found.action),
                "{}: {found:?}",
                entry.name
            );
            assert!((0.0..=1.0).contains(&found.win_chance), "{found:?}");
        }
    }

    #[test]
    fn check_refuses_without_changing_the_game() {
        let game = find("claim")
            .unwrap()
            .start(&serde_json::json!({}), 3)
            .unwrap();
        let before = game.full_state();
        assert!(matches!(game.check("nonsense"), Err(ActionError::Parse(_))));
        let legal = game.legal_actions();
        let illegal = ["Gb0", "Kn9", "Dp9", "Un0"]
            .into_iter()
            .find(|a| !legal.contains(&a.to_string()))
            .unwrap();
        assert!(matches!(game.check(illegal), Err(ActionError::Illegal(_))));
        assert_eq!(game.full_state(), before);
    }

    #[test]
    fn a_toml_deck_is_read_and_a_bad_one_refused_with_the_engine_message() {
        let provinces = find("provinces").unwrap();
        let (options, seats) = provinces
            .checked_options(Some(
                serde_json::json!({"players": 3, "deck": "[rules]\nhand_limit = 6\n"}),
            ))
            .unwrap();
        assert_eq!(seats, 3);
        assert_eq!(options["deck"]["rules"]["hand_limit"], 6);
        let err = provinces
            .checked_options(Some(
                serde_json::json!({"deck": "[rules]\nhand_limit = \"many\"\n"}),
            ))
            .unwrap_err();
        assert_eq!(err.code, ErrorCode::BadOptions);
        assert!(err.message.contains("hand_limit"), "{}", err.message);
    }

    #[test]
    fn a_deck_file_is_read_with_every_key_or_refused_with_the_engine_message() {
        let toml = |text: &str| DeckText {
            text: text.to_owned(),
            format: None,
        };
        let deck = checked_deck(&toml("[rules]\nhand_limit = 6\n"))
            .unwrap()
            .deck;
        assert_eq!(deck["rules"]["hand_limit"], 6);
        // Left out, so the default, filled in.
        assert_eq!(deck["rules"]["round_limit"], 40);
        assert_eq!(deck["cards"]["scout"]["draw"], 2);
        let json = DeckText {
            text: serde_json::to_string(&deck).unwrap(),
            format: Some(DeckFormat::Json),
        };
        assert_eq!(checked_deck(&json).unwrap().deck, deck);
        for bad in [
            "[rules]\nhand_limit = \"many\"\n",
            "[rules]\nmax_soldiers_per_unit = 3\n",
            "[rulez]\n",
            "not toml at all = = =",
        ] {
            let err = checked_deck(&toml(bad)).unwrap_err();
            assert_eq!(err.code, ErrorCode::BadOptions, "{bad}");
            assert!(
                err.message.starts_with("bad deck file: "),
                "{}",
                err.message
            );
        }
        let err = checked_deck(&toml("[rules]\nmax_soldiers_per_unit = 3\n")).unwrap_err();
        assert!(
            err.message.contains("max_soldiers_per_unit"),
            "{}",
            err.message
        );
        let not_json = DeckText {
            text: "[rules]".to_owned(),
            format: Some(DeckFormat::Json),
        };
        assert_eq!(
            checked_deck(&not_json).unwrap_err().code,
            ErrorCode::BadOptions
        );
    }

    #[test]
    fn a_provinces_table_carries_its_deck_name_and_the_engine_never_sees_it() {
        let provinces = find("provinces").unwrap();
        let (options, _) = provinces
            .checked_options(Some(serde_json::json!({
                "deck": "[rules]\nhand_limit = 6\n", "deck_name": "six-card hands"
            })))
            .unwrap();
        assert_eq!(options["deck_name"], "six-card hands");
        let game = provinces.start(&options, 1).unwrap();
        assert_eq!(game.replay().options.get("deck_name"), None);
        for bad in [
            serde_json::json!(""),
            serde_json::json!(7),
            serde_json::json!("a\nb"),
            serde_json::json!("\u{200b}"),
            serde_json::json!("\u{202e}six-card hands"),
        ] {
            let err = provinces
                .checked_options(Some(serde_json::json!({"deck_name": bad})))
                .unwrap_err();
            assert!(err.message.contains("deck_name"), "{}", err.message);
        }
        // Only Provinces has decks: elsewhere the engine refuses the key as it refuses any
        // unknown option.
        let claim = find("claim").unwrap();
        assert!(
            claim
                .checked_options(Some(serde_json::json!({"deck_name": "x"})))
                .is_err()
        );
    }

    #[test]
    fn rematch_rotates_the_first_player() {
        let claim = find("claim").unwrap();
        let options = claim.rematch_options(
            &serde_json::json!({}),
            &serde_json::json!({"first_leader": 1}),
            2,
        );
        assert_eq!(options["first_leader"], 0);
    }
}
