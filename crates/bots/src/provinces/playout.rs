//! Provinces' playout policy: the heuristic bot's own rules of thumb, read from the sampled
//! state from the side of the seat to act (the public zones, the hand sizes and that seat's
//! own hand: what its view would show), so a playout needs no view.

use std::cell::OnceCell;

use interregnum_core::{Game, Seat};
use interregnum_provinces::{Action, CardBag, Deck, GoldBag, Phase, Provinces, Unit};
use rand_chacha::ChaCha8Rng;

use super::{Table, decide};

/// How often a playout plays a random action instead of the rules of thumb.
pub(super) const EPSILON: f64 = 0.1;

/// A sampled state, read from one seat's side. The rules of thumb score every legal action
/// and read the hand and treasuries for each; the state keeps them packed, so each is
/// unpacked once per decision, when first read.
struct Side<'a> {
    state: &'a Provinces,
    me: Seat,
    own_hand: OnceCell<CardBag>,
    treasuries: [OnceCell<GoldBag>; 4],
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
        *self.treasuries[seat.index()].get_or_init(|| self.state.treasury(seat))
    }

    fn hand_size(&self, seat: Seat) -> u32 {
        self.state.hand_size(seat)
    }

    fn own_hand(&self) -> CardBag {
        *self.own_hand.get_or_init(|| self.state.hand(self.me))
    }
}

/// The policy's choice among `legal` (at least two actions): the bot's.
pub(super) fn choose(state: &Provinces, legal: &[Action], _rng: &mut ChaCha8Rng) -> Action {
    let me = state
        .to_act()
        .expect("a playout asks only while the game goes on");
    let side = Side {
        state,
        me,
        own_hand: OnceCell::new(),
        treasuries: Default::default(),
    };
    decide(&side, me, legal)
}
