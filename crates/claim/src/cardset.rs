//! A set of Claim cards in one machine word.

use std::{fmt, str::FromStr};

use interregnum_core::ParseError;
use serde::{Deserialize, Deserializer, Serialize, Serializer, ser::SerializeSeq};

use crate::{Card, Faction, N_KINDS, card::BY_KIND};

const KIND_BITS: u64 = (1 << N_KINDS) - 1;
const GB0_SHIFT: u32 = 56;
const GB0_ONE: u64 = 1 << GB0_SHIFT;
const GB0_BIT: u64 = 1;

/// What adding one card of each kind adds to a [`CardSet`]'s word: its bit, or one `Gb0`.
const DELTA: [u64; BY_KIND] = {
    let mut table = [0u64; BY_KIND];
    let mut kind = 1;
    while kind < N_KINDS {
        table[kind] = 1 << kind;
        kind += 1;
    }
    table[0] = GB0_ONE;
    table
};

/// A multiset of cards in one word. Each kind but `Gb0` has its bit (1..48); the five `Gb0`
/// are counted in bits 56..60 instead, and bit 0 stays clear. Every field is a counter, so
/// adding or removing a card is one addition or subtraction, and disjoint sets add up.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CardSet(u64);

impl CardSet {
    pub const EMPTY: CardSet = CardSet(0);

    /// All 52 cards.
    pub const FULL: CardSet = CardSet((KIND_BITS & !GB0_BIT) | (5 * GB0_ONE));

    /// The kinds present, one bit each (bit 0 for `Gb0`).
    #[inline]
    #[must_use]
    pub const fn kinds(self) -> u64 {
        (self.0 & KIND_BITS) | (self.gb0_count() != 0) as u64
    }

    #[inline]
    #[must_use]
    pub const fn gb0_count(self) -> u32 {
        (self.0 >> GB0_SHIFT) as u32
    }

    #[inline]
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The number of cards, counting each `Gb0`.
    #[inline]
    #[must_use]
    pub const fn len(self) -> u32 {
        (self.0 & KIND_BITS).count_ones() + self.gb0_count()
    }

    #[inline]
    #[must_use]
    pub const fn contains(self, card: Card) -> bool {
        self.kinds() & card.bit() != 0
    }

    /// The set of the one card `card`.
    #[inline]
    #[must_use]
    pub const fn of(card: Card) -> CardSet {
        CardSet(DELTA[card.kind() as usize])
    }

    /// Adds one copy of `card`. Only `Gb0` may already be in the set.
    #[inline]
    pub fn insert(&mut self, card: Card) {
        debug_assert!(
            card.kind() == 0 || !self.contains(card),
            "{card} is already in the set"
        );
        self.0 += DELTA[card.kind() as usize];
    }

    /// Removes one copy of `card`, which must be in the set.
    #[inline]
    pub fn remove(&mut self, card: Card) {
        debug_assert!(self.contains(card), "{card} is not in the set");
        self.0 -= DELTA[card.kind() as usize];
    }

    /// The multiset sum of two disjoint zones.
    #[inline]
    #[must_use]
    pub const fn plus(self, other: CardSet) -> CardSet {
        CardSet(self.0 + other.0)
    }

    /// The multiset difference: the cards of `self` that are not in `other` (`Gb0` counts
    /// subtract, down to zero).
    #[inline]
    #[must_use]
    pub const fn minus(self, other: CardSet) -> CardSet {
        let bits = self.0 & KIND_BITS & !(other.0 & KIND_BITS);
        let gb0 = self.gb0_count().saturating_sub(other.gb0_count()) as u64;
        CardSet(bits | (gb0 << GB0_SHIFT))
    }

    /// Whether every card of `other` is in `self`, with multiplicity.
    #[inline]
    #[must_use]
    pub const fn includes(self, other: CardSet) -> bool {
        other.0 & KIND_BITS & !self.0 == 0 && other.gb0_count() <= self.gb0_count()
    }

    /// The kinds of `faction` in this set, as a kind mask.
    #[inline]
    #[must_use]
    pub const fn faction_kinds(self, faction: Faction) -> u64 {
        self.kinds() & faction.mask()
    }

    /// The number of cards of `faction`, counting each `Gb0`.
    #[must_use]
    pub const fn count(self, faction: Faction) -> u32 {
        let own = (self.0 & faction.mask()).count_ones();
        own + if matches!(faction, Faction::Goblins) {
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
        gb0.chain(KindIter(self.0 & KIND_BITS))
    }

    /// The distinct kinds, lowest first.
    pub fn distinct(self) -> impl Iterator<Item = Card> {
        KindIter(self.kinds())
    }

    /// The set of the distinct kinds in a kind mask (one of each, `Gb0` at most once).
    #[must_use]
    pub const fn from_kinds(kinds: u64) -> CardSet {
        let kinds = kinds & KIND_BITS;
        CardSet((kinds & !GB0_BIT) | if kinds & GB0_BIT != 0 { GB0_ONE } else { 0 })
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

impl CardSet {
    /// The set of `cards`, or why they are not a set of Claim cards: a card other than
    /// `Gb0` listed twice, or more than five `Gb0`.
    ///
    /// # Errors
    /// As described.
    #[inline]
    pub fn try_from_cards(cards: impl IntoIterator<Item = Card>) -> Result<CardSet, String> {
        let mut set = CardSet::EMPTY;
        for card in cards {
            if card.kind() == 0 {
                if set.gb0_count() >= 5 {
                    return Err("there are only five Gb0".into());
                }
            } else if set.contains(card) {
                return Err(format!("{card} is listed twice; there is one {card}"));
            }
            set.insert(card);
        }
        Ok(set)
    }
}

/// Cards in notation separated by spaces or commas, as `Display` writes them: `Gb0 Gb0 Kn5`.
impl FromStr for CardSet {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<CardSet, ParseError> {
        let cards = text
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|word| !word.is_empty())
            .map(str::parse)
            .collect::<Result<Vec<Card>, _>>()?;
        CardSet::try_from_cards(cards).map_err(|why| ParseError {
            input: text.to_owned(),
            expected: format!("each card once (Gb0 up to five times): {why}"),
        })
    }
}

impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<CardSet, D::Error> {
        let cards = Vec::<Card>::deserialize(deserializer)?;
        CardSet::try_from_cards(cards).map_err(serde::de::Error::custom)
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
        assert_eq!(
            b.minus(sum),
            CardSet::EMPTY,
            "a difference never goes below empty"
        );
        assert_eq!(a.minus(b).to_string(), "Gb0 Kn5");
        assert_eq!(sum.highest(Faction::Goblins), Some(card("Gb0")));
        assert_eq!(sum.highest(Faction::Undead), None);
        assert_eq!(sum.to_string(), "Gb0 Gb0 Gb0 Kn5 Dp9");
        assert_eq!("gb0, Gb0 GB0 kn5 Dp9".parse::<CardSet>(), Ok(sum));
        assert_eq!("".parse::<CardSet>(), Ok(CardSet::EMPTY));
        assert!("Kn5 Kn5".parse::<CardSet>().is_err());
        assert!("Gb0 Gb0 Gb0 Gb0 Gb0 Gb0".parse::<CardSet>().is_err());
        assert!("Kn1".parse::<CardSet>().is_err());
        let json = serde_json::to_string(&sum).unwrap();
        assert_eq!(serde_json::from_str::<CardSet>(&json).unwrap(), sum);
        assert!(serde_json::from_str::<CardSet>(r#"["Dp9","Dp9"]"#).is_err());
    }
}
