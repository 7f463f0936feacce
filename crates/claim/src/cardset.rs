//! A set of Claim cards in one machine word.

use std::fmt;

use serde::{Serialize, Serializer, ser::SerializeSeq};

use crate::{Card, Faction, N_KINDS};

const KIND_BITS: u64 = (1 << N_KINDS) - 1;
const GB0_SHIFT: u32 = 56;
const GB0_ONE: u64 = 1 << GB0_SHIFT;
const GB0_BIT: u64 = 1;

/// A multiset of cards: one bit per card kind (bits 0..48), and in bits 56..60 how many
/// `Gb0` it holds, since there are five of those. Bit 0 is set exactly when that count is not 0.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CardSet(u64);

impl CardSet {
    pub const EMPTY: CardSet = CardSet(0);

    /// All 52 cards.
    pub const FULL: CardSet = CardSet(KIND_BITS | (5 * GB0_ONE));

    #[must_use]
    pub const fn kinds(self) -> u64 {
        self.0 & KIND_BITS
    }

    #[must_use]
    pub const fn gb0_count(self) -> u32 {
        (self.0 >> GB0_SHIFT) as u32
    }

    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The number of cards, counting each `Gb0`.
    #[must_use]
    pub const fn len(self) -> u32 {
        let kinds = self.kinds();
        kinds.count_ones() - (kinds & GB0_BIT) as u32 + self.gb0_count()
    }

    #[must_use]
    pub const fn contains(self, card: Card) -> bool {
        self.0 & card.bit() != 0
    }

    pub fn insert(&mut self, card: Card) {
        if card.kind() == 0 {
            self.0 = (self.0 + GB0_ONE) | GB0_BIT;
        } else {
            debug_assert!(!self.contains(card), "{card} is already in the set");
            self.0 |= card.bit();
        }
    }

    /// Removes one copy of `card`, which must be in the set.
    pub fn remove(&mut self, card: Card) {
        debug_assert!(self.contains(card), "{card} is not in the set");
        if card.kind() == 0 {
            self.0 -= GB0_ONE;
            if self.gb0_count() == 0 {
                self.0 &= !GB0_BIT;
            }
        } else {
            self.0 &= !card.bit();
        }
    }

    /// The multiset sum; zones are disjoint, so `Gb0` counts add up.
    #[must_use]
    pub const fn plus(self, other: CardSet) -> CardSet {
        CardSet(
            (self.kinds() | other.kinds())
                | ((self.gb0_count() + other.gb0_count()) as u64) << GB0_SHIFT,
        )
    }

    /// The multiset difference. `Gb0` counts subtract, down to zero.
    #[must_use]
    pub const fn minus(self, other: CardSet) -> CardSet {
        let gb0 = self.gb0_count().saturating_sub(other.gb0_count()) as u64;
        let kinds = self.kinds() & !other.kinds() & !GB0_BIT;
        CardSet(kinds | (gb0 << GB0_SHIFT) | if gb0 > 0 { GB0_BIT } else { 0 })
    }

    /// Whether every card of `other` is in `self`, with multiplicity.
    #[must_use]
    pub const fn includes(self, other: CardSet) -> bool {
        other.kinds() & !self.kinds() == 0 && other.gb0_count() <= self.gb0_count()
    }

    /// The kinds of `faction` in this set, as a kind mask.
    #[must_use]
    pub const fn faction_kinds(self, faction: Faction) -> u64 {
        self.0 & faction.mask()
    }

    /// The number of cards of `faction`, counting each `Gb0`.
    #[must_use]
    pub const fn count(self, faction: Faction) -> u32 {
        let kinds = self.faction_kinds(faction);
        kinds.count_ones() - (kinds & GB0_BIT) as u32
            + if matches!(faction, Faction::Goblins) {
                self.gb0_count()
            } else {
                0
            }
    }

    /// The highest card of `faction`, if any.
    #[must_use]
    pub fn highest(self, faction: Faction) -> Option<Card> {
        let kinds = self.faction_kinds(faction);
        (kinds != 0).then(|| Card::from_kind(63 - kinds.leading_zeros() as u8))
    }

    /// The cards, lowest kind first, each `Gb0` as often as it is held.
    pub fn iter(self) -> impl Iterator<Item = Card> {
        let gb0 = std::iter::repeat_n(Card::from_kind(0), self.gb0_count() as usize);
        gb0.chain(KindIter(self.kinds() & !GB0_BIT))
    }

    /// The distinct kinds, lowest first.
    pub fn distinct(self) -> impl Iterator<Item = Card> {
        KindIter(self.kinds())
    }

    /// The set of the distinct kinds in a kind mask (one of each, `Gb0` at most once).
    #[must_use]
    pub const fn from_kinds(kinds: u64) -> CardSet {
        let kinds = kinds & KIND_BITS;
        CardSet(kinds | if kinds & GB0_BIT != 0 { GB0_ONE } else { 0 })
    }
}

/// Iterates over the set bits of a kind mask.
struct KindIter(u64);

impl Iterator for KindIter {
    type Item = Card;

    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let kind = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Card::from_kind(kind))
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl fmt::Display for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (idx, card) in self.iter().enumerate() {
            if idx > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{card}")?;
        }
        Ok(())
    }
}

impl Serialize for CardSet {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.len() as usize))?;
        for card in self.iter() {
            seq.serialize_element(&card)?;
        }
        seq.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    #[test]
    fn rule_1_2_five_indistinguishable_gb0() {
        assert_eq!(CardSet::FULL.len(), 52);
        assert_eq!(CardSet::FULL.count(Faction::Goblins), 14);
        assert_eq!(CardSet::FULL.count(Faction::Dwarves), 10);
        assert_eq!(CardSet::FULL.count(Faction::Knights), 8);
        let gb0 = card("Gb0");
        let mut set = CardSet::EMPTY;
        set.insert(gb0);
        set.insert(gb0);
        assert_eq!(set.len(), 2);
        assert_eq!(set.distinct().count(), 1, "two Gb0 are one kind");
        set.remove(gb0);
        assert!(set.contains(gb0));
        set.remove(gb0);
        assert!(set.is_empty());
    }

    #[test]
    fn sums_and_differences_count_gb0() {
        let a: CardSet = [card("Gb0"), card("Gb0"), card("Kn5")]
            .into_iter()
            .collect();
        let b: CardSet = [card("Gb0"), card("Dp9")].into_iter().collect();
        let sum = a.plus(b);
        assert_eq!(sum.len(), 5);
        assert_eq!(sum.minus(b), a);
        assert_eq!(sum.minus(a), b);
        assert!(sum.includes(a) && !a.includes(sum));
        assert_eq!(CardSet::FULL.minus(CardSet::FULL), CardSet::EMPTY);
        assert_eq!(sum.highest(Faction::Goblins), Some(card("Gb0")));
        assert_eq!(sum.highest(Faction::Undead), None);
        assert_eq!(sum.to_string(), "Gb0 Gb0 Gb0 Kn5 Dp9");
    }
}
