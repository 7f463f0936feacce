//! A frozen copy of the Provinces engine (`crates/provinces`) as it was before the rewrite
//! of issue 12, kept only as the reference for the differential test
//! (`crates/provinces/tests/differential.rs`): the same seeds and actions must give the same
//! legal lists, views, full states and results in both. It is deleted once the full
//! differential run has found no difference. Nothing else may depend on it.

mod action;
mod card;
mod deck;
mod position;
mod state;
mod view;

pub use action::{Action, Unit};
pub use card::{Bag, Card, CardBag, CardKind, GoldBag, MAX_LEVEL, PowerUpBag};
pub use deck::{
    Deck, DeckError, MAX_COUNT, MAX_LEGAL_ACTIONS, MAX_NUMBER, MAX_POWER_UPS, MAX_ROUND_LIMIT,
    MAX_SOLDIER_RANKS, PowerUpKind, SoldierRank,
};
pub use position::Position;
pub use state::{
    Dying, EndKind, Phase, Provinces, ProvincesOptions, ProvincesResult, SeatState, Window,
};
pub use view::{ProvincesView, SeatView};
