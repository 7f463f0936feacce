//! Reactions (§5): the King's Hand against an ability (§5.2), the Assassin against a King
//! flip (§5.3), and the King's Hand against the Assassin (§5.4).
//!
//! A window asks every eligible seat in turn order from the seat after the trigger, holder
//! or not (§5.1.2, §8.4): who is asked never depends on hidden cards.

use crate::{
    Card, ImposterKings,
    knowledge::Seers,
    log::Note,
    state::{Phase, SeatSet},
};

impl ImposterKings {
    /// A pass in the King's Hand window; after the last one the ability resolves.
    pub(crate) fn pass_kings_hand(&mut self) {
        let next = self.table.next_in_round(self.table.to_act);
        if next == self.table.ability.player {
            self.resolve_ability();
        } else {
            self.table.to_act = next;
        }
    }

    /// §5.2.5-5.2.6: the King's Hand and the stopped card are Condemned face up by their
    /// owners, nothing of the ability happens, and the stopped player at once takes a fresh
    /// turn, which removes the stopped card.
    pub(crate) fn kings_hand_stops_ability(&mut self) {
        let reactor = self.table.to_act;
        let ability = self.table.ability;
        self.condemn_from_hand(reactor, Card::KingsHand);
        self.table.court.remove(ability.position);
        self.table.condemned_public[usize::from(ability.player)].insert(ability.card);
        self.note(Note::Stopped(ability.card));
        self.begin_turn(ability.player);
    }

    /// `card` leaves `seat`'s hand, revealed, into its Condemned pile face up (§2.3.2).
    fn condemn_from_hand(&mut self, seat: u8, card: Card) {
        self.take_public(seat, card);
        self.table.condemned_public[usize::from(seat)].insert(card);
    }

    /// A pass in the Assassin window; after the last one the flip resolves (§5.3.6).
    pub(crate) fn pass_assassin(&mut self) {
        let next = self.table.next_in_round(self.table.to_act);
        if next == self.table.ability.player {
            self.resolve_flip();
        } else {
            self.table.to_act = next;
        }
    }

    /// §5.3.3: an Assassin is revealed (it stays in hand); the King's Hand window against it
    /// opens (§5.4.1) unless every King's Hand is in public view.
    pub(crate) fn reveal_assassin(&mut self) {
        let holder = self.table.to_act;
        self.table.ability.assassin = holder;
        self.saw_holding(holder, Card::Assassin, 1, Seers::Everyone);
        if self.table.all_copies_public(Card::KingsHand) {
            self.assassinate();
        } else {
            let first = self.table.next_in_round(holder);
            self.ask(first, Phase::KingsHandAgainstAssassin);
        }
    }

    /// A pass in the window against the Assassin; after the last one it succeeds.
    pub(crate) fn pass_kings_hand_against_assassin(&mut self) {
        let next = self.table.next_in_round(self.table.to_act);
        if next == self.table.ability.assassin {
            self.assassinate();
        } else {
            self.table.to_act = next;
        }
    }

    /// §5.4.2: the Assassin and the King's Hand are Condemned face up, and the flip
    /// resolves in full.
    pub(crate) fn kings_hand_stops_assassin(&mut self) {
        let reactor = self.table.to_act;
        self.condemn_from_hand(reactor, Card::KingsHand);
        self.condemn_from_hand(self.table.ability.assassin, Card::Assassin);
        self.note(Note::Stopped(Card::Assassin));
        self.resolve_flip();
    }

    /// §5.3.4: the flipper's King is spent, the Throne stays, the Successor stays, and the
    /// flipper loses the round.
    fn assassinate(&mut self) {
        let flipper = self.table.ability.player;
        self.table.kings_face_up.remove(flipper);
        self.note(Note::Assassinated(flipper));
        self.lose(flipper, Some(self.table.ability.assassin));
    }

    /// §5.3.5 step 3: the Assassin's holder keeps it (nobody else learns which).
    pub(crate) fn assassin_keep(&mut self) {
        let holder = self.table.to_act;
        self.left_unseen(holder, 1, None, SeatSet::EMPTY);
        self.entered_unseen(holder, 1);
        self.continue_after_assassination();
    }

    /// §5.3.5 step 3: the Assassin's holder swaps the Assassin for `card` of the pile.
    pub(crate) fn assassin_swap(&mut self, card: Card) {
        let holder = self.table.to_act;
        let pile = &mut self.secrets.out_piles[usize::from(self.table.ability.player)];
        pile.remove(card);
        pile.insert(Card::Assassin);
        self.hand_mut(holder).remove(Card::Assassin);
        self.hand_mut(holder).insert(card);
        self.left_unseen(holder, 1, None, SeatSet::EMPTY);
        self.entered_unseen(holder, 1);
        self.continue_after_assassination();
    }

    /// §5.3.5 step 5: play continues after the eliminated player.
    fn continue_after_assassination(&mut self) {
        let next = self.table.next_in_round(self.table.ability.player);
        self.begin_turn(next);
    }
}
