//! Errors at the boundary between a game and its users.

use thiserror::Error;

/// An action that the game refused. The state it was applied to is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{reason}; allowed: {}", allowed_text(.allowed))]
pub struct IllegalAction {
    /// The action as it was given, in the game's notation.
    pub action: String,
    /// Why it is not legal now, in words a player understands.
    pub reason: String,
    /// The legal actions in the game's notation.
    pub allowed: Vec<String>,
}

fn allowed_text(allowed: &[String]) -> String {
    if allowed.is_empty() {
        "nothing (the game is over)".to_owned()
    } else {
        allowed.join(" ")
    }
}

/// Text that is not an action (or a card) in the game's notation.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("cannot read {input:?}: {expected}")]
pub struct ParseError {
    pub input: String,
    /// What the notation allows, for example "a faction code (Gb, Kn, Un, Dw, Dp) and a value 0-9, as in Kn7".
    pub expected: String,
}

/// Options or a stacked deck from which no game can start.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("cannot start the game: {0}")]
pub struct SetupError(pub String);
