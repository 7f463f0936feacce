//! The Court (§2.2.1): the stack of cards played this round, each face up or Disgraced,
//! its top card the Throne (§2.2.2), and the values read from it (§4.3).

use crate::{Card, card::MAX_CARDS, card_set::CardSet};

/// The Court, bottom to top. Positions count from 0 at the bottom; a position set is a bit
/// mask over them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Court {
    cards: [Card; MAX_CARDS],
    len: u8,
    /// Positions of Disgraced cards (§2.3.1).
    disgraced: u32,
    /// Positions of Soldiers that scored a hit: +2 while the Throne (§1.3 Soldier (a)).
    soldier_bonus: u32,
    /// Every card in the Court, and the face-up ones (for the Royalty, Executioner and
    /// reaction-window questions).
    all: CardSet,
    face_up: CardSet,
    /// The base value muted by a Mystic for the rest of the round (§2.3.7), 0 for none.
    muted: u8,
    /// The Throne value and whether the Throne is face-up Royalty, worked out after every
    /// change of the Court, as every turn reads them.
    throne_value: u8,
    throne_is_royalty: bool,
}

impl Court {
    pub(crate) const EMPTY: Court = Court {
        cards: [Card::Fool; MAX_CARDS],
        len: 0,
        disgraced: 0,
        soldier_bonus: 0,
        all: CardSet::EMPTY,
        face_up: CardSet::EMPTY,
        muted: 0,
        throne_value: 0,
        throne_is_royalty: false,
    };

    pub(crate) const fn len(&self) -> u8 {
        self.len
    }

    pub(crate) const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The card at `position`.
    pub(crate) fn card(&self, position: u8) -> Card {
        self.cards[usize::from(position)]
    }

    /// The cards, bottom to top.
    pub(crate) fn cards(&self) -> &[Card] {
        &self.cards[..usize::from(self.len)]
    }

    /// Every card in the Court, face up or not.
    pub(crate) fn all(&self) -> CardSet {
        self.all
    }

    pub(crate) fn is_disgraced(&self, position: u8) -> bool {
        self.disgraced & (1 << position) != 0
    }

    pub(crate) fn has_soldier_bonus(&self, position: u8) -> bool {
        self.soldier_bonus & (1 << position) != 0
    }

    /// The Throne's position, if the Court is not empty.
    pub(crate) fn throne_position(&self) -> Option<u8> {
        self.len.checked_sub(1)
    }

    pub(crate) fn face_up(&self) -> CardSet {
        self.face_up
    }

    /// The positions of face-up cards.
    pub(crate) fn face_up_positions(&self) -> u32 {
        let all = (1u32 << self.len) - 1;
        all & !self.disgraced
    }

    pub(crate) fn any_disgraced(&self) -> bool {
        self.disgraced != 0
    }

    /// A face-up Royalty card is somewhere in the Court (§1.3 Warlord).
    pub(crate) fn royalty_present(&self) -> bool {
        self.face_up.count(Card::Queen) + self.face_up.count(Card::Princess) != 0
    }

    /// The Throne is a face-up Royalty card (the Elder's permission, §4.4 (b)).
    pub(crate) fn throne_is_royalty(&self) -> bool {
        self.throne_is_royalty
    }

    /// The muted base value, 0 for none.
    pub(crate) fn muted(&self) -> u8 {
        self.muted
    }

    /// Whether `card` has no text in the Court: its base value is muted (§2.3.7).
    pub(crate) fn is_muted(&self, card: Card) -> bool {
        self.muted == card.base()
    }

    /// The Mystic mutes `value` (§2.3.7).
    pub(crate) fn mute(&mut self, value: u8) {
        self.muted = value;
        self.refresh_throne();
    }

    /// `HV`: the value of `card` in a hand (§4.3.2). Mutes never change it.
    pub(crate) fn hand_value(&self, card: Card) -> u8 {
        if card == Card::Warlord && self.royalty_present() {
            8
        } else {
            card.base()
        }
    }

    /// `TV`: the Throne value (§4.3.3).
    pub(crate) fn throne_value(&self) -> u8 {
        self.throne_value
    }

    fn refresh_throne(&mut self) {
        self.throne_value = self.work_out_throne_value();
        self.throne_is_royalty = self
            .throne_position()
            .is_some_and(|p| !self.is_disgraced(p) && self.card(p).is_royalty());
    }

    /// §4.3.3: the earlier line wins: an empty Court is 0, a Disgraced Throne 1, a muted
    /// one 3; otherwise the base value, +2 for a Soldier that scored a hit, +2 for a Warlord
    /// while Royalty is present.
    fn work_out_throne_value(&self) -> u8 {
        let Some(top) = self.throne_position() else {
            return 0;
        };
        if self.is_disgraced(top) {
            return 1;
        }
        let card = self.card(top);
        if self.is_muted(card) {
            return 3;
        }
        let mut value = card.base();
        if self.has_soldier_bonus(top) {
            value += 2;
        }
        if card == Card::Warlord && self.royalty_present() {
            value += 2;
        }
        value
    }

    /// Puts `card` face up on top: the new Throne.
    pub(crate) fn push(&mut self, card: Card) {
        self.cards[usize::from(self.len)] = card;
        self.len += 1;
        self.all.insert(card);
        self.face_up.insert(card);
        self.refresh_throne();
    }

    /// Takes the card at `position` out of the Court; the cards above it move down.
    pub(crate) fn remove(&mut self, position: u8) -> Card {
        let card = self.card(position);
        self.all.remove(card);
        if !self.is_disgraced(position) {
            self.face_up.remove(card);
        }
        let at = usize::from(position);
        let len = usize::from(self.len);
        self.cards.copy_within(at + 1..len, at);
        self.len -= 1;
        self.cards[usize::from(self.len)] = Card::Fool;
        let below = (1u32 << position) - 1;
        let close = |positions: u32| (positions & below) | ((positions >> 1) & !below);
        self.disgraced = close(self.disgraced);
        self.soldier_bonus = close(self.soldier_bonus);
        self.refresh_throne();
        card
    }

    /// Puts the face-up `card` in place of the face-up card at `position` (the Sentry, §1.3),
    /// which loses any Soldier bonus; returns the card taken.
    pub(crate) fn replace(&mut self, position: u8, card: Card) -> Card {
        let old = self.card(position);
        self.cards[usize::from(position)] = card;
        self.soldier_bonus &= !(1 << position);
        self.all.remove(old);
        self.all.insert(card);
        self.face_up.remove(old);
        self.face_up.insert(card);
        self.refresh_throne();
        old
    }

    /// Disgraces the card at `position` (§2.3.1); a Disgraced card stays Disgraced.
    pub(crate) fn disgrace(&mut self, position: u8) {
        self.turn_face_down(position);
        self.refresh_throne();
    }

    fn turn_face_down(&mut self, position: u8) {
        if !self.is_disgraced(position) {
            self.disgraced |= 1 << position;
            self.face_up.remove(self.card(position));
        }
    }

    /// Disgraces every face-up card but the one at `position` (the Queen, §1.3).
    pub(crate) fn disgrace_all_but(&mut self, position: u8) {
        for other in 0..self.len {
            if other != position {
                self.turn_face_down(other);
            }
        }
        self.refresh_throne();
    }

    /// Gives the Soldier at `position` its +2 (§1.3 Soldier (a)).
    pub(crate) fn give_soldier_bonus(&mut self, position: u8) {
        self.soldier_bonus |= 1 << position;
        self.refresh_throne();
    }
}
