//! What the command line needs of each game: options from flags, a terminal presenter and
//! the game's own lines in a simulation report. Adding a game means one [`CliGame`] impl
//! and one arm in `main.rs`.

use std::path::PathBuf;

use anyhow::Result;
use interregnum_bots::Heuristic;
use interregnum_core::Seat;
use serde::Serialize;
use serde_json::Value;

use crate::{
    play::Presenter,
    simulate::{Labeller, Played},
};

mod claim;
mod imposter_kings;
mod provinces;

/// The table flags every game command takes.
#[derive(Clone, Debug, Default)]
pub struct TableArgs {
    /// Number of players, where the game allows a choice.
    pub players: Option<usize>,
    /// A deck file, where the game has one.
    pub deck: Option<PathBuf>,
    /// The first player, where the options can fix it.
    pub first: Option<Seat>,
}

/// A game as the command line drives it.
pub trait CliGame: Heuristic + Serialize {
    /// The game's name for people, as in "Claim".
    const TITLE: &'static str;
    /// The message id (cli.ftl) of what an outcome's scores count, as in "faction votes".
    const SCORE_UNIT: &'static str;
    type Presenter: Presenter<Self>;

    /// The options the flags ask for.
    ///
    /// # Errors
    /// If a flag does not apply to this game or its value is not allowed; the message says
    /// what is.
    fn options_from(args: &TableArgs) -> Result<Self::Options>;

    fn presenter(human: Seat, options: &Self::Options) -> Self::Presenter;

    /// The game's own part of a simulation report: JSON fields, and tables for people.
    fn report(played: &[Played<Self::Detail>]) -> (Value, String);

    /// What `simulate` counts for each action (see [`simulate::usage`]); `None` counts nothing.
    fn label() -> Option<Labeller<Self>> {
        None
    }
}
