//! The turn (B4): its start and draw (S5, B4.1), its action allowance (S6, S7, B4.2), the
//! cleanup after it (S8, B4.3) and the next turn (B3.3, B4.4); drawing cards (B8.1).

use std::ops::ControlFlow;

use interregnum_core::{Seat, shuffle::shuffle};
use rand_chacha::ChaCha8Rng;

use crate::{
    action::Action,
    card::Card,
    legal::Offers,
    packed::{NO_SLOT, nth_bit},
    state::{Drawn, Phase, Provinces},
};

impl Provinces {
    /// B8.1: draws up to `count` cards into `seat`'s hand, shuffling the discard pile into
    /// a new deck whenever the deck runs out; with both empty the draw stops.
    pub(crate) fn draw(&mut self, seat: Seat, count: u16) -> Drawn {
        // Almost every draw finds enough cards in the deck: it takes the top `count` at
        // once (a hand is a multiset, so their order does not matter) instead of popping
        // and checking one at a time.
        let Some(rest) = self.deck.len().checked_sub(usize::from(count)) else {
            return self.draw_through_reshuffles(seat, count);
        };
        let mut drawn = Drawn {
            provinces: 0,
            cards: count,
        };
        let me = &mut self.seats[seat.index()];
        for &card in &self.deck[rest..] {
            drawn.provinces += u16::from(card == Card::PROVINCE);
            me.hand.add_one(self.rules.slot(card));
        }
        self.deck.truncate(rest);
        me.province_cap = me.province_cap.saturating_add(count);
        drawn
    }

    /// [`Provinces::draw`] when the deck runs out: one card at a time.
    // Rare (a few times a game): out of line, so that `draw` saves no registers for it.
    #[cold]
    #[inline(never)]
    fn draw_through_reshuffles(&mut self, seat: Seat, count: u16) -> Drawn {
        let mut drawn = Drawn::default();
        let me = &mut self.seats[seat.index()];
        for _ in 0..count {
            let card = match self.deck.pop() {
                Some(card) => card,
                None => match reshuffle(&mut self.deck, &mut self.discard, &mut self.rng) {
                    Some(card) => card,
                    None => break,
                },
            };
            if card == Card::PROVINCE {
                drawn.provinces += 1;
            }
            drawn.cards += 1;
            me.hand.add_one(self.rules.slot(card));
        }
        me.province_cap = me.province_cap.saturating_add(drawn.cards);
        drawn
    }

    /// Keeps each seat's public Province cap within its hand size.
    pub(crate) fn clamp_province_caps(&mut self) {
        for seat in Seat::all(self.n()) {
            self.clamp_province_cap(seat);
        }
    }

    /// Keeps a seat's public Province cap within its hand size.
    pub(crate) fn clamp_province_cap(&mut self, seat: Seat) {
        let me = self.seat_mut(seat);
        me.province_cap = me.province_cap.min(me.hand.len() as u16);
    }

    /// B4.1: the active player's marks are cleared, its allowance set (B4.2, B4.2.1) and
    /// it draws (S5).
    pub(crate) fn start_turn(&mut self) {
        let seat = self.turn.active;
        let me = self.seat_mut(seat);
        if me.marked_units > 0 {
            for unit in &mut me.army {
                *unit = unit.with_marks(false);
            }
            me.army.sort_unstable();
            me.marked_units = 0;
        }
        self.turn.actions_used = 0;
        self.turn.provinces_laid = 0;
        self.turn.drawn = Drawn::default();
        self.turn.allowance = if self.round == 1 && seat == self.first_player {
            self.rules.first_turn_allowance
        } else {
            self.deck_def().actions_per_turn
        };
        let draws = self.deck_def().draws_per_turn;
        self.draw(seat, draws);
        // What `set_phase(Phase::Main)` does: the active player decides.
        self.phase = Phase::Main;
        self.to_act = Some(seat);
    }

    /// B5: an action costs one of the turn's actions when it is declared; what it draws
    /// is counted from then on.
    pub(crate) fn spend_action(&mut self) {
        self.turn.actions_used += 1;
        self.turn.drawn = Drawn::default();
    }

    /// The end of an action: the turn ends when the allowance is used up (S7, B4.2), with
    /// what that last action drew (B7.3); otherwise the player chooses again.
    pub(crate) fn finish_action(&mut self) {
        if self.turn.actions_used >= self.turn.allowance {
            self.cleanup(self.turn.drawn);
        } else {
            self.turn.drawn = Drawn::default();
            self.set_phase(Phase::Main);
        }
    }

    /// S7: End Turn before the allowance is used up; no action was the last (B7.3: k = 0).
    // A main-phase action: out of line (see `Provinces::play_main`).
    #[inline(never)]
    pub(crate) fn end_turn(&mut self) {
        self.cleanup(Drawn::default());
    }

    /// B4.3: the Province limit (B7.3), then the hand limit (S8), then the next turn.
    fn cleanup(&mut self, last_action_drew: Drawn) {
        self.turn.drawn = Drawn::default();
        self.discard_provinces_over_the_limit(last_action_drew);
        let size = self.seat(self.turn.active).hand.len();
        let limit = u32::from(self.deck_def().hand_limit);
        if size > limit {
            self.set_phase(Phase::Discard {
                count: size - limit,
                last: None,
            });
        } else {
            self.next_turn();
        }
    }

    /// B4.3 item 2: the cards the player may discard next, in standard card order: a card
    /// at or after the last one, with enough cards from it on to finish the discard.
    pub(crate) fn offer_discards(
        &self,
        seat: Seat,
        count: u32,
        last: Option<Card>,
        out: &mut impl Offers,
    ) -> ControlFlow<()> {
        let choices = self.discard_choices(seat, count, last);
        out.offer_each(choices.count_ones() as usize, |i| {
            Action::Discard(self.rules.card(nth_bit(choices, i)))
        })
    }

    /// The slots of the cards [`Provinces::offer_discards`] offers, as bits. Slots are in
    /// standard card order, so they are the occupied slots from the last card's on, up to
    /// the highest one with at least `count` cards in it and the slots above it (the
    /// hand-limit discard is a few cards, so the walk down from the top is short).
    fn discard_choices(&self, seat: Seat, count: u32, last: Option<Card>) -> u32 {
        let hand = &self.seat(seat).hand;
        let from_last = match last {
            Some(card) => {
                let slot = self.rules.slot(card);
                debug_assert!(slot != NO_SLOT, "a discarded card the deck lacks");
                u32::MAX << slot
            }
            None => u32::MAX,
        };
        let mut above = hand.occupied();
        let mut from_here_on = 0;
        while above != 0 {
            let slot = 31 - above.leading_zeros();
            from_here_on += u32::from(hand.count(slot as usize));
            if from_here_on >= count {
                let up_to = u32::MAX >> (31 - slot);
                return hand.occupied() & from_last & up_to;
            }
            above &= !(1 << slot);
        }
        0
    }

    /// B4.3 item 2: one card of the hand-limit discard, which goes on the pile at once:
    /// chosen in standard card order, the pile gets that order (B8.5).
    pub(crate) fn discard_at_cleanup(&mut self, seat: Seat, count: u32, card: Card) {
        self.take_from_hand(seat, card, 1);
        if card == Card::PROVINCE {
            let cap = &mut self.seat_mut(seat).province_cap;
            *cap = cap.saturating_sub(1);
        }
        self.discard.push(card);
        if count == 1 {
            self.next_turn();
        } else {
            self.set_phase(Phase::Discard {
                count: count - 1,
                last: Some(card),
            });
        }
    }

    /// B4.4: play passes to the next seat; after the last seat of the round, the end of
    /// the round comes first (B3.3, B8.3, B8.4).
    fn next_turn(&mut self) {
        let next = self.turn.active.next(self.n());
        if next == self.first_player {
            // The round's last seat has played.
            if self.end_of_round() {
                return;
            }
            self.round += 1;
        }
        self.turn.active = next;
        self.start_turn();
    }
}

/// B8.1, when the deck is empty: the discard pile is shuffled into a new deck (and the empty
/// deck's room becomes the new discard pile's), whose top card is drawn; `None` when the
/// discard pile is empty too.
fn reshuffle(deck: &mut Vec<Card>, discard: &mut Vec<Card>, rng: &mut ChaCha8Rng) -> Option<Card> {
    std::mem::swap(deck, discard);
    shuffle(deck, rng);
    deck.pop()
}
