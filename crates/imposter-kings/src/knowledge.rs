//! What each seat knows to be in the other hands (§8.1.1, engine ruling 9).
//!
//! A card seen entering a hand is known to be there until it is seen leaving, or until a
//! secret move may have taken it out: every secret move out of a hand (a Successor chosen,
//! a card given, removed or Condemned in secret) lowers every name by the number of cards
//! that may have left. So the count is always a sure lower bound, and it never depends on
//! hidden cards. Each update is a few word operations on [`CardSet`]s.

use crate::{
    Card, ImposterKings,
    card_set::{ALL_NAMES, CardSet},
    state::SeatSet,
};

/// `known[observer][seat]`: the cards `observer` knows to be in `seat`'s hand. What
/// everyone knows is public and kept in `Table::known_to_all`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Knowledge {
    pub(crate) known: [[CardSet; 4]; 4],
}

impl Knowledge {
    pub(crate) const NONE: Knowledge = Knowledge {
        known: [[CardSet::EMPTY; 4]; 4],
    };
}

/// Who sees a move of a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Seers {
    Everyone,
    Only(SeatSet),
}

impl Seers {
    fn include(self, seat: u8) -> bool {
        match self {
            Seers::Everyone => true,
            Seers::Only(seats) => seats.contains(seat),
        }
    }
}

impl ImposterKings {
    /// The other seats than `seat` that see, or are told, a move into or out of its hand.
    fn observers_of(&self, seat: u8, seers: Seers) -> impl Iterator<Item = u8> + use<> {
        let players = self.table.players;
        (0..players).filter(move |&o| o != seat && seers.include(o))
    }

    /// `card` entered `seat`'s hand, seen by `seers`.
    pub(crate) fn saw_enter(&mut self, seat: u8, card: Card, seers: Seers) {
        let s = usize::from(seat);
        if seers == Seers::Everyone {
            self.table.known_to_all[s].insert_capped(card);
        }
        for o in self.observers_of(seat, seers) {
            self.secrets.knowledge.known[usize::from(o)][s].insert_capped(card);
        }
    }

    /// `card` left `seat`'s hand, seen by `seers`.
    pub(crate) fn saw_leave(&mut self, seat: u8, card: Card, seers: Seers) {
        let s = usize::from(seat);
        if seers == Seers::Everyone {
            self.table.known_to_all[s].remove_if_present(card);
        }
        for o in self.observers_of(seat, seers) {
            self.secrets.knowledge.known[usize::from(o)][s].remove_if_present(card);
        }
    }

    /// `seers` see that `seat` holds at least `copies` of `card`.
    pub(crate) fn saw_holding(&mut self, seat: u8, card: Card, copies: u8, seers: Seers) {
        let s = usize::from(seat);
        if seers == Seers::Everyone {
            self.table.known_to_all[s].raise_to(card, copies);
        }
        for o in self.observers_of(seat, seers) {
            self.secrets.knowledge.known[usize::from(o)][s].raise_to(card, copies);
        }
    }

    /// `count` cards (of base value `value`, when it is announced) left `seat`'s hand unseen
    /// by all but the seats in `except`: every name that may have left is lowered.
    pub(crate) fn left_unseen(&mut self, seat: u8, count: u8, value: Option<u8>, except: SeatSet) {
        let names = value.map_or(ALL_NAMES, |v| ALL_NAMES.of_value(v));
        let s = usize::from(seat);
        self.table.known_to_all[s].lower_each(count, names);
        for o in 0..self.table.players {
            if o != seat && !except.contains(o) {
                self.secrets.knowledge.known[usize::from(o)][s].lower_each(count, names);
            }
        }
    }

    /// Everything anyone knew about `seat`'s hand is void: the hand left play (§6.3).
    pub(crate) fn forget_hand(&mut self, seat: u8) {
        let s = usize::from(seat);
        self.table.known_to_all[s] = CardSet::EMPTY;
        for known in &mut self.secrets.knowledge.known {
            known[s] = CardSet::EMPTY;
        }
    }
}
