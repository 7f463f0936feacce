//! Replay records: a game's start and its actions, which reproduce it exactly.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::{Game, IllegalAction, ParseError, SetupError, Start};

/// The replay format written by this version.
pub const REPLAY_FORMAT: u32 = 1;

/// A game as a record that serialises with serde: the game, its options, its start
/// (seed and stacked deck) and every action in the game's notation.
/// Replaying it reproduces the game exactly, hidden cards included, so a replay file is
/// as secret as the full state: give a seat only what its view shows until the game is over.
///
/// A record with a field it does not have is refused: played back without it (a stacked
/// `deck` spelt wrong), it would be another game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Replay {
    pub format: u32,
    pub game: String,
    pub options: serde_json::Value,
    pub seed: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deck: Option<Vec<String>>,
    pub actions: Vec<String>,
}

/// Why a replay record could not be played back.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReplayError {
    #[error("this replay is for {found}, not {expected}")]
    WrongGame {
        expected: &'static str,
        found: String,
    },
    #[error("replay format {0} is not supported; this version reads format {REPLAY_FORMAT}")]
    Format(u32),
    #[error("bad options: {0}")]
    Options(String),
    #[error("bad card in the deck: {0}")]
    Card(#[from] ParseError),
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error("action {index}: {source}")]
    Action { index: usize, source: ActionError },
}

/// An action given as text that is either not in the notation or not legal now.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ActionError {
    #[error(transparent)]
    Parse(#[from] ParseError),
    #[error(transparent)]
    Illegal(#[from] IllegalAction),
}

/// A game together with how it started and what was played: everything a replay needs.
#[derive(Clone, Debug)]
pub struct Recorded<G: Game> {
    state: G,
    start: Start<G::Card>,
    actions: Vec<G::Action>,
}

impl<G: Game> Recorded<G> {
    /// # Errors
    /// As [`Game::new`].
    pub fn new(options: &G::Options, start: Start<G::Card>) -> Result<Self, SetupError> {
        let state = G::new(options, &start)?;
        Ok(Recorded {
            state,
            start,
            actions: Vec::new(),
        })
    }

    #[must_use]
    pub fn state(&self) -> &G {
        &self.state
    }

    #[must_use]
    pub fn actions(&self) -> &[G::Action] {
        &self.actions
    }

    /// Plays a legal action and records it.
    ///
    /// # Errors
    /// If it is not legal now; nothing changes then.
    pub fn apply(&mut self, action: G::Action) -> Result<(), IllegalAction> {
        self.state.apply(action)?;
        self.actions.push(action);
        Ok(())
    }

    /// Parses an action in the game's notation and plays it.
    ///
    /// # Errors
    /// If the text is not an action, or the action is not legal now; nothing changes then.
    pub fn apply_text(&mut self, text: &str) -> Result<G::Action, ActionError> {
        let action: G::Action = text.trim().parse()?;
        self.apply(action)?;
        Ok(action)
    }

    #[must_use]
    pub fn replay(&self) -> Replay {
        Replay {
            format: REPLAY_FORMAT,
            game: G::NAME.to_owned(),
            options: serde_json::to_value(self.state.options()).expect("options serialise to JSON"),
            seed: self.start.seed,
            deck: self
                .start
                .deck
                .as_ref()
                .map(|deck| deck.iter().map(ToString::to_string).collect()),
            actions: self.actions.iter().map(ToString::to_string).collect(),
        }
    }

    /// Plays a replay record back, checking every action.
    ///
    /// # Errors
    /// If the record is for another game or format, or anything in it is malformed or illegal.
    pub fn from_replay(replay: &Replay) -> Result<Self, ReplayError> {
        if replay.game != G::NAME {
            return Err(ReplayError::WrongGame {
                expected: G::NAME,
                found: replay.game.clone(),
            });
        }
        if replay.format != REPLAY_FORMAT {
            return Err(ReplayError::Format(replay.format));
        }
        let options = parse_options::<G>(Some(replay.options.clone()))?;
        let deck = parse_deck::<G>(replay.deck.as_deref())?;
        let mut recorded = Recorded::new(
            &options,
            Start {
                seed: replay.seed,
                deck,
            },
        )?;
        for (index, text) in replay.actions.iter().enumerate() {
            recorded
                .apply_text(text)
                .map_err(|source| ReplayError::Action { index, source })?;
        }
        Ok(recorded)
    }
}

/// Game options from JSON; none (or `null`) means the defaults.
///
/// Options are an object of named fields. Anything else is refused, even where serde would
/// read a struct from it: from an array it takes the fields in declaration order, so
/// `[4, 3]` would quietly mean some player count and some target.
///
/// # Errors
/// If the JSON is not an object, or does not fit `G`'s options; the message names the field.
pub fn parse_options<G: Game>(
    options: Option<serde_json::Value>,
) -> Result<G::Options, ReplayError> {
    match options {
        None | Some(serde_json::Value::Null) => Ok(G::Options::default()),
        Some(value @ serde_json::Value::Object(_)) => {
            serde_json::from_value(value).map_err(|err| ReplayError::Options(err.to_string()))
        }
        Some(other) => Err(ReplayError::Options(format!(
            "the options are a JSON object of named fields, like {{\"players\": 3}}, or null \
             for the defaults; got {}",
            json_kind(&other)
        ))),
    }
}

/// What kind of JSON value `value` is, for an error message (never its contents).
fn json_kind(value: &serde_json::Value) -> &'static str {
    match value {
        serde_json::Value::Null => "null",
        serde_json::Value::Bool(_) => "true or false",
        serde_json::Value::Number(_) => "a number",
        serde_json::Value::String(_) => "a string",
        serde_json::Value::Array(_) => "an array",
        serde_json::Value::Object(_) => "an object",
    }
}

/// A stacked deck from cards in `G`'s notation.
///
/// # Errors
/// If a card is not in the notation.
pub(crate) fn parse_deck<G: Game>(
    deck: Option<&[String]>,
) -> Result<Option<Vec<G::Card>>, ReplayError> {
    deck.map(|cards| {
        cards
            .iter()
            .map(|card| card.parse())
            .collect::<Result<Vec<_>, _>>()
    })
    .transpose()
    .map_err(ReplayError::from)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_with_an_unknown_field_is_refused() {
        let record = r#"{"format":1,"game":"claim","options":null,"seed":1,"actions":[]}"#;
        assert!(serde_json::from_str::<Replay>(record).is_ok());
        let misspelt =
            r#"{"format":1,"game":"claim","options":null,"seed":1,"dekc":[],"actions":[]}"#;
        let err = serde_json::from_str::<Replay>(misspelt).expect_err("an unknown field");
        assert!(err.to_string().contains("dekc"), "{err}");
    }
}
