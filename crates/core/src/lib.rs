//! The game API shared by every Interregnum rules engine.
//!
//! A rules engine implements [`Game`]: seats take turns choosing among legal actions;
//! chance is drawn inside the game from a seeded RNG; each seat sees a [`Game::view`];
//! a finished game has an [`Outcome`]. [`Recorded`] keeps a game with its start and
//! actions, which make a [`Replay`]. [`DynGame`] puts any game behind one object-safe
//! trait for front ends that choose the game at run time.
//!
//! This crate does no I/O and reads no clock: everything random comes from a seed.
//!
//! # Feature flags
//! - `testkit`: [`testkit::check_random_game`], the property suite every game runs.

mod error;
mod game;
mod outcome;
mod record;
mod seat;
pub mod shuffle;

pub mod erased;
#[cfg(feature = "testkit")]
pub mod testkit;

pub use erased::DynGame;
pub use error::{IllegalAction, ParseError, SetupError};
pub use game::{Game, Start};
pub use outcome::Outcome;
pub use record::{ActionError, REPLAY_FORMAT, Recorded, Replay, ReplayError, parse_options};
pub use seat::{MAX_SEATS, Observer, Seat};
