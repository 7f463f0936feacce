//! The full state as data, for tools that may see everything (the engine protocol's
//! `state` command, debugging). Never for a seat's eyes.

use interregnum_core::Seat;
use serde::{Serialize, Serializer};

use crate::{
    card::{Card, CardBag, GoldBag},
    setup::ProvincesOptions,
    state::{DyingQueue, Phase, Provinces, ProvincesResult},
    unit::Unit,
};

#[derive(Serialize)]
struct FullState<'a> {
    options: &'a ProvincesOptions,
    first_player: Seat,
    round: u32,
    active: Seat,
    actions_used: u16,
    allowance: u16,
    provinces_laid: u16,
    phase: &'a Phase,
    /// The deck, top first.
    #[serde(serialize_with = "top_first")]
    deck: &'a [Card],
    /// The discard pile, bottom first.
    discard: &'a [Card],
    removed: GoldBag,
    resolving: Option<Card>,
    dying: &'a DyingQueue,
    seats: Vec<FullSeat<'a>>,
    result: Option<ProvincesResult>,
}

/// One seat's cards, hidden ones included.
#[derive(Serialize)]
struct FullSeat<'a> {
    hand: CardBag,
    treasury: GoldBag,
    army: &'a [Unit],
    field: u16,
    province_cap: u16,
}

fn top_first<S: Serializer>(deck: &&[Card], serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_seq(deck.iter().rev())
}

impl Serialize for Provinces {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        FullState {
            options: &self.rules.options,
            first_player: self.first_player,
            round: self.round,
            active: self.turn.active,
            actions_used: self.turn.actions_used,
            allowance: self.turn.allowance,
            provinces_laid: self.turn.provinces_laid,
            phase: &self.phase,
            deck: &self.deck,
            discard: &self.discard,
            removed: self.removed(),
            resolving: self.resolving,
            dying: &self.dying,
            seats: self
                .seats
                .iter()
                .map(|s| FullSeat {
                    hand: self.rules.bag(&s.hand),
                    treasury: self.rules.bag(&s.treasury),
                    army: &s.army,
                    field: s.field,
                    province_cap: s.province_cap,
                })
                .collect(),
            result: self.result(),
        }
        .serialize(serializer)
    }
}
