//! What each seat knows to be in the other hands (§8.1.1, engine ruling 9).
//!
//! A card seen entering a hand is known to be there until it is seen leaving, or until a
//! secret move may have taken it out: every secret move out of a hand (a Successor chosen,
//! a card given, removed or Condemned in secret) lowers every name by the number of cards
//! that may have left. So the count is always a sure lower bound, and it never depends on
//! hidden cards. Each update is a few word operations on [`CardSet`]s.
//!
//! The same events keep the public bounds on each hand (`HandBounds`) true, and public
//! announcements tighten them: `determinize` deals only hands within them.

use crate::{
    Card, ImposterKings,
    card_set::{ALL_NAMES, CardSet},
    state::{HandBounds, SeatSet},
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

impl ImposterKings {
    /// Applies `update` to what everyone in `seers` but `seat` knows of `seat`'s hand (and
    /// to the public record when everyone sees).
    fn update_knowledge(&mut self, seat: u8, seers: Seers, update: impl Fn(&mut CardSet)) {
        let s = usize::from(seat);
        let known = &mut self.secrets.knowledge.known;
        match seers {
            Seers::Everyone => {
                update(&mut self.table.known_to_all[s]);
                let players = usize::from(self.table.players);
                for (observer, of_seats) in known.iter_mut().enumerate().take(players) {
                    if observer != s {
                        update(&mut of_seats[s]);
                    }
                }
            }
            Seers::Only(seats) => {
                for observer in seats.iter() {
                    if observer != seat {
                        update(&mut known[usize::from(observer)][s]);
                    }
                }
            }
        }
    }

    /// `card` entered `seat`'s hand, seen by `seers`. (Where the public does not see it, the
    /// caller also calls [`ImposterKings::entered_unseen`].)
    pub(crate) fn saw_enter(&mut self, seat: u8, card: Card, seers: Seers) {
        self.update_knowledge(seat, seers, |known| known.insert_capped(card));
        if seers == Seers::Everyone {
            self.table.hand_bounds[usize::from(seat)]
                .at_most
                .insert_capped(card);
        }
    }

    /// `card` left `seat`'s hand, seen by `seers`.
    pub(crate) fn saw_leave(&mut self, seat: u8, card: Card, seers: Seers) {
        self.update_knowledge(seat, seers, |known| known.remove_if_present(card));
        if seers == Seers::Everyone {
            let bounds = &mut self.table.hand_bounds[usize::from(seat)];
            bounds.at_least.remove_if_present(card);
            bounds.at_most.remove_if_present(card);
        }
    }

    /// `count` cards entered `seat`'s hand unseen by the public: each may be any name.
    pub(crate) fn entered_unseen(&mut self, seat: u8, count: u8) {
        let at_most = &mut self.table.hand_bounds[usize::from(seat)].at_most;
        for _ in 0..count {
            at_most.raise_each();
        }
    }

    /// A public announcement: `seat` holds none of `names` now.
    pub(crate) fn rule_out(&mut self, seat: u8, names: CardSet) {
        self.table.hand_bounds[usize::from(seat)]
            .at_most
            .clear_names(names);
    }

    /// A public announcement: `seat` holds at least one `card` now.
    pub(crate) fn rule_in(&mut self, seat: u8, card: Card) {
        self.table.hand_bounds[usize::from(seat)]
            .at_least
            .raise_to(card, 1);
    }

    /// `seers` see that `seat` holds at least `copies` of `card`.
    pub(crate) fn saw_holding(&mut self, seat: u8, card: Card, copies: u8, seers: Seers) {
        self.update_knowledge(seat, seers, |known| known.raise_to(card, copies));
    }

    /// `count` cards (of base value `value`, when it is announced) left `seat`'s hand unseen
    /// by all but the seats in `except`: every name that may have left is lowered.
    pub(crate) fn left_unseen(&mut self, seat: u8, count: u8, value: Option<u8>, except: SeatSet) {
        let names = value.map_or(ALL_NAMES, |v| ALL_NAMES.of_value(v));
        let s = usize::from(seat);
        self.table.known_to_all[s].lower_each(count, names);
        self.table.hand_bounds[s].at_least.lower_each(count, names);
        let unaware = SeatSet(SeatSet::first(self.table.players).0 & !except.0);
        for observer in unaware.iter() {
            if observer != seat {
                self.secrets.knowledge.known[usize::from(observer)][s].lower_each(count, names);
            }
        }
    }

    /// Everything anyone knew about `seat`'s hand is void: the hand left play (§6.3).
    pub(crate) fn forget_hand(&mut self, seat: u8) {
        let s = usize::from(seat);
        self.table.known_to_all[s] = CardSet::EMPTY;
        self.table.hand_bounds[s] = HandBounds::NONE;
        for known in &mut self.secrets.knowledge.known {
            known[s] = CardSet::EMPTY;
        }
    }
}
