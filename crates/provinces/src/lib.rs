//! The rules of Provinces, a home-made kingdom card game for 2 to 4 players, as specified
//! in the project's `provinces.md` (Parts A-F). See `docs/rules/provinces.md` for the rules
//! as this engine plays them.
//!
//! ```
//! use interregnum_provinces::{Provinces, ProvincesOptions};
//! use interregnum_core::{Game, Observer, Start};
//!
//! let mut game = Provinces::new(&ProvincesOptions::players(3), &Start::seeded(7))?;
//! let seat = game.to_act().unwrap();
//! let mut legal = Vec::new();
//! game.legal_actions(&mut legal);
//! game.apply(legal[0])?;
//! let view = game.view(Observer::Seat(seat));
//! assert_eq!(view.seats.len(), 3);
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! The crate does no I/O: [`Deck::from_toml_str`] parses a deck file that the caller read.

mod action;
mod card;
mod deck;
mod position;
mod state;
mod view;

pub use action::{Action, Unit};
pub use card::{Bag, Card, CardBag, CardKind, GoldBag, MAX_LEVEL, PowerUpBag};
pub use deck::{
    Deck, DeckError, MAX_COUNT, MAX_NUMBER, MAX_POWER_UPS, MAX_ROUND_LIMIT, MAX_SOLDIER_RANKS,
    PowerUpKind, SoldierRank,
};
pub use position::Position;
pub use state::{
    Dying, EndKind, Phase, Provinces, ProvincesOptions, ProvincesResult, SeatState, Window,
};
pub use view::{ProvincesView, SeatView};
