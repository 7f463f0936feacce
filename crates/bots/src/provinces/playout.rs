//! Provinces' playout policy: the heuristic bot's own rules of thumb, read from the sampled
//! state from the side of the seat to act (the public zones, the hand sizes and that seat's
//! own hand: what its view would show), so a playout needs no view.

use interregnum_core::{Game, Seat};
use interregnum_provinces::{Action, CardBag, Deck, GoldBag, Phase, Provinces, Unit};
use rand_chacha::ChaCha8Rng;

use super::{Table, decide};

/// How often a playout plays a random action instead of the rules of thumb.
pub(super) const EPSILON: f64 = 0.1;

/// A sampled state, read from one seat's side.
struct Side<'a> {
    state: &'a Provinces,
    me: Seat,
}

impl Table for Side<'_> {
    fn deck(&self) -> &Deck {
        &self.state.options().deck
    }

    fn players(&self) -> u8 {
        self.state.options().players
    }

    fn phase(&self) -> Phase {
        *self.state.phase()
    }

    fn field(&self, seat: Seat) -> u16 {
        self.state.field(seat)
    }

    fn army(&self, seat: Seat) -> &[Unit] {
        self.state.army(seat)
    }

    fn treasury(&self, seat: Seat) -> GoldBag {
        self.state.treasury(seat)
    }

    fn hand_size(&self, seat: Seat) -> u32 {
        self.state.hand(seat).len()
    }

    fn own_hand(&self) -> CardBag {
        self.state.hand(self.me)
    }
}

/// The policy's choice among `legal` (at least two actions): the bot's.
pub(super) fn choose(state: &Provinces, legal: &[Action], _rng: &mut ChaCha8Rng) -> Action {
    let me = state
        .to_act()
        .expect("a playout asks only while the game goes on");
    decide(&Side { state, me }, me, legal)
}
