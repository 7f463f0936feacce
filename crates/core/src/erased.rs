//! Any game behind one object-safe trait that speaks text and JSON, for the engine
//! protocol, the terminal and the server, which choose the game at run time.

use serde::Serialize;
use serde_json::Value;

use crate::{
    ActionError, Game, Observer, Replay, ReplayError, Seat, Start,
    record::{self, Recorded},
};

/// A recorded game of any kind, driven by text actions and read as JSON.
pub trait DynGame: Send {
    fn name(&self) -> &'static str;
    fn n_seats(&self) -> usize;
    fn to_act(&self) -> Option<Seat>;
    /// The legal actions in the game's notation.
    fn legal_actions(&self) -> Vec<String>;
    /// Parses and plays an action; returns it in canonical notation.
    ///
    /// # Errors
    /// If the text is not an action or not legal now; the game is then unchanged.
    fn apply(&mut self, action: &str) -> Result<String, ActionError>;
    fn view(&self, observer: Observer) -> Value;
    /// The full state, hidden cards included. Never for a seat's eyes.
    fn full_state(&self) -> Value;
    fn outcome(&self) -> Option<Value>;
    fn replay(&self) -> Replay;
}

impl<G: Game + Serialize> DynGame for Recorded<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }

    fn n_seats(&self) -> usize {
        self.state().n_seats()
    }

    fn to_act(&self) -> Option<Seat> {
        self.state().to_act()
    }

    fn legal_actions(&self) -> Vec<String> {
        let mut legal = Vec::new();
        self.state().legal_actions(&mut legal);
        legal.iter().map(ToString::to_string).collect()
    }

    fn apply(&mut self, action: &str) -> Result<String, ActionError> {
        self.apply_text(action).map(|action| action.to_string())
    }

    fn view(&self, observer: Observer) -> Value {
        to_json(&self.state().view(observer))
    }

    fn full_state(&self) -> Value {
        to_json(self.state())
    }

    fn outcome(&self) -> Option<Value> {
        self.state().outcome().map(|outcome| to_json(&outcome))
    }

    fn replay(&self) -> Replay {
        Recorded::replay(self)
    }
}

fn to_json<T: Serialize>(value: &T) -> Value {
    // Our own types serialise to JSON infallibly: no maps with non-string keys, no I/O.
    serde_json::to_value(value).expect("game types serialise to JSON")
}

/// Starts a game of type `G` from JSON options, a seed and an optional stacked deck in text.
///
/// # Errors
/// If the options do not fit `G`, a card is not in `G`'s notation, or the game cannot start.
pub fn start<G: Game + Serialize>(
    options: Option<Value>,
    seed: u64,
    deck: Option<&[String]>,
) -> Result<Box<dyn DynGame>, ReplayError> {
    let options = record::parse_options::<G>(options)?;
    let deck = record::parse_deck::<G>(deck)?;
    let recorded = Recorded::<G>::new(&options, Start { seed, deck })?;
    Ok(Box::new(recorded))
}

/// Plays back a replay record of type `G`.
///
/// # Errors
/// As [`Recorded::from_replay`].
pub fn load<G: Game + Serialize>(replay: &Replay) -> Result<Box<dyn DynGame>, ReplayError> {
    Ok(Box::new(Recorded::<G>::from_replay(replay)?))
}
