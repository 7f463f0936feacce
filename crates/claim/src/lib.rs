//! The rules of Claim, the two-player base game, as specified in the project's
//! `claim.md`: 52 cards in five factions, Phase 1 recruits followers over 13 tricks,
//! Phase 2 wins them over 13 more, and the player with more faction votes wins.
//!
//! ```
//! use interregnum_claim::{Claim, ClaimOptions};
//! use interregnum_core::{Game, Observer, Start};
//!
//! let mut game = Claim::new(&ClaimOptions::default(), &Start::seeded(7))?;
//! let seat = game.to_act().unwrap();
//! let mut legal = Vec::new();
//! game.legal_actions(&mut legal);
//! game.apply(legal[0])?;
//! let view = game.view(Observer::Seat(seat));
//! assert_eq!(view.seats[seat.index()].hand_size, 12);
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! The crate does no I/O. Its only randomness is the shuffle (and, when the options leave
//! it open, the first leader), drawn from a ChaCha8 RNG seeded by the game's seed.

mod card;
mod cardset;
mod determinize;
mod full;
mod playout;
mod scoring;
pub mod setup;
mod state;
mod trick;
mod view;

pub use card::{Card, Faction, N_CARDS, N_KINDS};
pub use cardset::CardSet;
pub use scoring::{ClaimScore, FactionVote, score};
pub use setup::ClaimSetup;
pub use state::{Claim, ClaimOptions, Trick};
pub use trick::{reply_mask, second_wins, winning_replies};
pub use view::{ClaimView, SeatView};
