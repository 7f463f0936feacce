//! The turn (§4): turn order (§4.1), the turn procedure (§4.2), legal plays from hand
//! (§4.4), playing from hand (§4.5) and from the Antechamber (§4.7), removing a Condemned
//! card (§2.3.2), flipping the King (§4.6), and losing when stuck (§6.1.1).

use crate::{
    Card, ImposterKings,
    card_set::CardSet,
    knowledge::Seers,
    log::{Ev, Note},
    state::{Ability, Phase, SeatSet},
};

/// The card names whose play permissions (§4.4 (b)-(d)) can make them legal below the
/// Throne value.
const ELDER: CardSet = CardSet::one(Card::Elder);
const ZEALOT: CardSet = CardSet::one(Card::Zealot);
const OATHBOUND: CardSet = CardSet::one(Card::Oathbound);
const WARLORD: CardSet = CardSet::one(Card::Warlord);

impl ImposterKings {
    /// `seat`'s turn begins (§4.2); with nothing it may do, it loses the round (§4.2 step 4,
    /// §6.1.1).
    pub(crate) fn begin_turn(&mut self, seat: u8) {
        self.table.active_player = seat;
        self.table.ability = Ability::NONE;
        self.ask(seat, Phase::Turn);
        if !self.has_turn_action(seat) {
            self.note(Note::Stuck(seat));
            self.lose(seat, None);
        }
    }

    /// The turn passes to the next player in the round (§4.1).
    pub(crate) fn end_turn(&mut self) {
        let next = self.table.next_in_round(self.table.active_player);
        self.begin_turn(next);
    }

    pub(crate) fn has_condemned(&self, seat: u8) -> bool {
        let s = usize::from(seat);
        !(self.table.condemned_public[s].is_empty() && self.secrets.condemned_hidden[s].is_empty())
    }

    /// §4.2: a Condemned card to remove, an Antechamber card to play, a legal card in hand,
    /// or a King to flip.
    fn has_turn_action(&self, seat: u8) -> bool {
        self.has_condemned(seat)
            || !self.table.antechambers[usize::from(seat)].is_empty()
            || self.can_flip(seat)
            || !self.playable(seat).is_empty()
    }

    /// The names in `seat`'s hand it may play now (§4.4), the Throne value read once:
    /// (a) hand value at least the Throne value; (b) an Elder on a face-up Royalty Throne;
    /// (c) a Zealot with the King face down on any other Throne; (d) an Oathbound on a
    /// Throne above 6 with another card in hand. A mute does not take a permission away:
    /// hands are not muted (§2.3.7, ruling 25).
    pub(crate) fn playable(&self, seat: u8) -> CardSet {
        let court = &self.table.court;
        let hand = self.hand(seat);
        let throne_value = court.throne_value();
        let mut names = hand.of_value_at_least(throne_value).distinct();
        if court.royalty_present() && throne_value <= 8 {
            names = names.plus(WARLORD); // its hand value is 8 (§4.3.2)
        }
        let royal_throne = court.throne_is_royalty();
        if royal_throne {
            names = names.plus(ELDER);
        }
        if !self.table.kings_face_up.contains(seat) && !court.is_empty() && !royal_throne {
            names = names.plus(ZEALOT);
        }
        if throne_value > 6 && hand.len() >= 2 {
            names = names.plus(OATHBOUND);
        }
        hand.only(names).distinct()
    }

    /// A King may be flipped while face up, on a Court that is not empty (§4.6.1).
    pub(crate) fn can_flip(&self, seat: u8) -> bool {
        self.table.kings_face_up.contains(seat) && !self.table.court.is_empty()
    }

    /// Takes `card` from `seat`'s hand into a public place.
    pub(crate) fn take_public(&mut self, seat: u8, card: Card) {
        self.hand_mut(seat).remove(card);
        self.saw_leave(seat, card, Seers::Everyone);
    }

    /// §4.2 step 1, §2.3.2: the whole turn removes a Condemned card from the round. A
    /// public one first when both kinds are held (engine ruling 7); for a hidden one, only
    /// its base value becomes public.
    pub(crate) fn purge(&mut self, card: Card) {
        let seat = self.table.active_player;
        let s = usize::from(seat);
        if self.table.condemned_public[s].contains(card) {
            self.table.condemned_public[s].remove(card);
            self.table.removed_public.insert(card);
        } else {
            self.secrets.condemned_hidden[s].remove(card);
            self.secrets.removed_announced.insert(card);
            self.secrets.own_purged[s].insert(card);
            let value = usize::from(card.base());
            self.table.condemned_hidden_values[s][value] -= 1;
            self.table.removed_hidden_values[value] += 1;
        }
        self.end_turn();
    }

    /// §4.7: an Antechamber card goes on the Court, whatever its value, and its ability
    /// resolves (except a Herald's, and never the Oathbound's permission, §2.3.3).
    pub(crate) fn play_from_antechamber(&mut self, card: Card) {
        let seat = self.table.active_player;
        self.table.antechambers[usize::from(seat)].remove(card);
        self.table.court.push(card);
        self.start_ability(card, seat, true, false);
    }

    /// §4.5: plays a legal card from hand. An Oathbound played by its permission on a
    /// Throne above 6 Disgraces that Throne and asks for a follow-up card, unless 6 is
    /// muted: then it lands with no text (§4.5 step 3, §1.3 Oathbound).
    pub(crate) fn play_from_hand(&mut self, card: Card) {
        let seat = self.table.active_player;
        let court = &self.table.court;
        let oathbound_effect =
            card == Card::Oathbound && court.throne_value() > 6 && !court.is_muted(card);
        let below = court.throne_position();
        self.take_public(seat, card);
        self.table.court.push(card);
        if !oathbound_effect {
            self.start_ability(card, seat, false, false);
            return;
        }
        if let Some(below) = below {
            self.table.court.disgrace(below);
        }
        self.table.ability = Ability {
            card,
            player: seat,
            position: self.table.court.len() - 1,
            ..Ability::NONE
        };
        self.ask(seat, Phase::OathboundFollowUp);
    }

    /// §4.6 step 2: the flip is announced; the Assassin window opens (§5.3), unless every
    /// Assassin is in public view (§8.4).
    pub(crate) fn announce_flip(&mut self) {
        let seat = self.table.active_player;
        self.table.ability = Ability {
            player: seat,
            ..Ability::NONE
        };
        if self.table.all_copies_public(Card::Assassin) {
            self.resolve_flip();
        } else {
            self.ask(self.table.next_in_round(seat), Phase::AssassinWindow);
        }
    }

    /// §4.6 step 3: the King turns face down, the Throne is Disgraced, and the Successor
    /// goes into the hand, seen by its owner only (a 4p partner shown it at setup knows it
    /// is now in the hand).
    pub(crate) fn resolve_flip(&mut self) {
        let seat = self.table.active_player;
        self.table.kings_face_up.remove(seat);
        if let Some(throne) = self.table.court.throne_position() {
            self.table.court.disgrace(throne);
        }
        if let Some(successor) = self.take_successor_into_hand(seat) {
            self.log.push(Ev::Note {
                note: Note::TookSuccessor(seat, successor),
                vis: 1 << seat,
            });
        }
        self.end_turn();
    }

    /// Moves `seat`'s Successor, if any, into its hand; a partner who knew it from setup
    /// knows where it went, and knows no Successor any more (§8.1).
    pub(crate) fn take_successor_into_hand(&mut self, seat: u8) -> Option<Card> {
        let successor = self.secrets.successors[usize::from(seat)].take()?;
        if let Some(partner) = self.table.partner(seat)
            && self.table.partner_knows_successor.contains(seat)
        {
            self.saw_enter(seat, successor, Seers::Only(SeatSet::one(partner)));
        }
        self.entered_unseen(seat, 1);
        self.hand_mut(seat).insert(successor);
        self.table.partner_knows_successor.remove(seat);
        Some(successor)
    }
}
