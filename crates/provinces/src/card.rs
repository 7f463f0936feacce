//! Cards, their notation (`S4`, `P2`, `Guard`, `Province`) and small multisets of cards.

use std::{fmt, str::FromStr};

use interregnum_core::ParseError;
use serde::{Deserialize, Deserializer, Serialize, Serializer, ser::SerializeSeq};

/// The highest level a soldier rank or a power-up may have (a ruling of this engine).
pub const MAX_LEVEL: u8 = 99;

/// One card. Cards that the rules cannot tell apart (B5.1) are the same `Card`: a soldier is
/// its level, a power-up its level, and the other kinds have no parameter.
///
/// The byte order of cards is the standard card order of B8.5: soldiers by level, power-ups
/// by level, Royal Guard, Monk, Reaper, Scout, Tax Collector, Province.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

const POWER_UP_BASE: u8 = 100;
const ROYAL_GUARD: u8 = 200;
const MONK: u8 = 201;
const REAPER: u8 = 202;
const SCOUT: u8 = 203;
const TAX_COLLECTOR: u8 = 204;
const PROVINCE: u8 = 205;

/// The kind of a card (B1.1, with the reactions told apart).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CardKind {
    /// A soldier of this level.
    Soldier(u8),
    /// A power-up of this level.
    PowerUp(u8),
    RoyalGuard,
    Monk,
    Reaper,
    Scout,
    TaxCollector,
    Province,
}

impl Card {
    pub const ROYAL_GUARD: Card = Card(ROYAL_GUARD);
    pub const MONK: Card = Card(MONK);
    pub const REAPER: Card = Card(REAPER);
    pub const SCOUT: Card = Card(SCOUT);
    pub const TAX_COLLECTOR: Card = Card(TAX_COLLECTOR);
    pub const PROVINCE: Card = Card(PROVINCE);

    /// The soldier of `level` (1 to [`MAX_LEVEL`]).
    ///
    /// # Panics
    /// If the level is out of range.
    #[must_use]
    pub const fn soldier(level: u8) -> Card {
        assert!(
            level >= 1 && level <= MAX_LEVEL,
            "soldier level out of range"
        );
        Card(level)
    }

    /// The power-up of `level` (1 to [`MAX_LEVEL`]).
    ///
    /// # Panics
    /// If the level is out of range.
    #[must_use]
    pub const fn power_up(level: u8) -> Card {
        assert!(
            level >= 1 && level <= MAX_LEVEL,
            "power-up level out of range"
        );
        Card(POWER_UP_BASE + level)
    }

    #[must_use]
    pub const fn kind(self) -> CardKind {
        match self.0 {
            1..=MAX_LEVEL => CardKind::Soldier(self.0),
            ROYAL_GUARD => CardKind::RoyalGuard,
            MONK => CardKind::Monk,
            REAPER => CardKind::Reaper,
            SCOUT => CardKind::Scout,
            TAX_COLLECTOR => CardKind::TaxCollector,
            PROVINCE => CardKind::Province,
            _ => CardKind::PowerUp(self.0 - POWER_UP_BASE),
        }
    }

    /// The soldier level, for a soldier (also its gold value and its cost).
    #[must_use]
    pub const fn soldier_level(self) -> Option<u8> {
        if self.0 >= 1 && self.0 <= MAX_LEVEL {
            Some(self.0)
        } else {
            None
        }
    }

    /// The power-up level, for a power-up.
    #[must_use]
    pub const fn power_up_level(self) -> Option<u8> {
        if self.0 > POWER_UP_BASE && self.0 <= POWER_UP_BASE + MAX_LEVEL {
            Some(self.0 - POWER_UP_BASE)
        } else {
            None
        }
    }

    /// The card's byte: its place in standard card order.
    pub(crate) const fn code(self) -> u8 {
        self.0
    }

    #[must_use]
    pub const fn is_soldier(self) -> bool {
        self.soldier_level().is_some()
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind() {
            CardKind::Soldier(level) => write!(f, "S{level}"),
            CardKind::PowerUp(level) => write!(f, "P{level}"),
            CardKind::RoyalGuard => f.write_str("Guard"),
            CardKind::Monk => f.write_str("Monk"),
            CardKind::Reaper => f.write_str("Reaper"),
            CardKind::Scout => f.write_str("Scout"),
            CardKind::TaxCollector => f.write_str("Tax"),
            CardKind::Province => f.write_str("Province"),
        }
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

pub(crate) const CARD_NOTATION: &str = "a card: S<level> for a soldier (S4), P<level> for a power-up (P2), \
     Guard, Monk, Reaper, Scout, Tax or Province";

impl FromStr for Card {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Card, ParseError> {
        let err = || ParseError {
            input: text.to_owned(),
            expected: CARD_NOTATION.to_owned(),
        };
        let t = text.trim();
        let named = [
            ("guard", Card::ROYAL_GUARD),
            ("monk", Card::MONK),
            ("reaper", Card::REAPER),
            ("scout", Card::SCOUT),
            ("tax", Card::TAX_COLLECTOR),
            ("province", Card::PROVINCE),
        ];
        if let Some((_, card)) = named.iter().find(|(n, _)| n.eq_ignore_ascii_case(t)) {
            return Ok(*card);
        }
        if t.len() < 2 || !t.is_ascii() {
            return Err(err());
        }
        let (head, digits) = t.split_at(1);
        if !digits.bytes().all(|b| b.is_ascii_digit()) || digits.starts_with('0') {
            return Err(err());
        }
        let level: u8 = digits.parse().map_err(|_| err())?;
        if !(1..=MAX_LEVEL).contains(&level) {
            return Err(err());
        }
        match head {
            "S" | "s" => Ok(Card::soldier(level)),
            "P" | "p" => Ok(Card::power_up(level)),
            _ => Err(err()),
        }
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Card, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// A multiset of cards with at most `N` distinct cards, with no heap data: pairs of
/// (card, count) sorted by card, unused pairs zero at the end. Equal multisets are equal
/// values, so bags serve as keys and as action payloads.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Bag<const N: usize> {
    items: [(u8, u8); N],
}

/// A hand, a deck inventory or a hand-limit discard: up to 30 distinct cards
/// (16 soldier ranks, 8 power-ups and the 6 other cards).
pub type CardBag = Bag<30>;
/// Gold cards (soldiers): up to 16 distinct levels.
pub type GoldBag = Bag<16>;
/// The power-ups of a unit: up to 8 distinct levels.
pub type PowerUpBag = Bag<8>;

impl<const N: usize> Default for Bag<N> {
    fn default() -> Self {
        Self::EMPTY
    }
}

impl<const N: usize> Bag<N> {
    pub const EMPTY: Self = Bag { items: [(0, 0); N] };

    /// The number of cards, with multiplicity.
    #[must_use]
    pub fn len(&self) -> u32 {
        self.distinct().map(|(_, n)| u32::from(n)).sum()
    }

    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.items[0].1 == 0
    }

    /// How many copies of `card` the bag holds.
    #[must_use]
    pub fn count(&self, card: Card) -> u8 {
        self.items
            .get(self.position(card))
            .filter(|&&(c, _)| c == card.0)
            .map_or(0, |&(_, n)| n)
    }

    /// The index of `card`'s pair, or of the pair where it would go: the first pair of a
    /// card no lower than `card`, or the first unused pair (`N` if the bag is full).
    fn position(&self, card: Card) -> usize {
        let mut at = 0;
        while at < N && self.items[at].1 > 0 && self.items[at].0 < card.0 {
            at += 1;
        }
        at
    }

    /// The number of pairs in use, given that the pairs before `from` are.
    fn used_from(&self, from: usize) -> usize {
        let mut used = from;
        while used < N && self.items[used].1 > 0 {
            used += 1;
        }
        used
    }

    /// The distinct cards with their counts, in standard card order.
    pub fn distinct(&self) -> impl Iterator<Item = (Card, u8)> + '_ {
        self.items
            .iter()
            .take_while(|&&(_, n)| n > 0)
            .map(|&(c, n)| (Card(c), n))
    }

    /// The number of distinct cards.
    #[must_use]
    pub fn n_distinct(&self) -> usize {
        self.items.iter().take_while(|&&(_, n)| n > 0).count()
    }

    /// Every card, with multiplicity, in standard card order.
    pub fn iter(&self) -> impl Iterator<Item = Card> + '_ {
        self.distinct()
            .flat_map(|(c, n)| std::iter::repeat_n(c, usize::from(n)))
    }

    /// Puts `n` (more than 0) copies of `card` after the `used` pairs in use, all of lower
    /// cards: unpacking cards in standard card order builds the bag without searching it.
    pub(crate) fn append(&mut self, used: usize, card: Card, n: u8) {
        debug_assert!(n > 0 && used < N, "no room, or no card, to append");
        debug_assert!(
            used == 0 || self.items[used - 1].0 < card.0,
            "appended out of standard card order"
        );
        self.items[used] = (card.0, n);
    }

    /// Adds `n` copies of `card`. Returns `false` (and changes nothing) if the bag has no
    /// room for another distinct card or the count would overflow; the deck limits make
    /// that impossible in a game.
    pub fn add(&mut self, card: Card, n: u8) -> bool {
        if n == 0 {
            return true;
        }
        let at = self.position(card);
        if at < N && self.items[at].0 == card.0 {
            return match self.items[at].1.checked_add(n) {
                Some(total) => {
                    self.items[at].1 = total;
                    true
                }
                None => false,
            };
        }
        if at == N {
            return false;
        }
        let used = self.used_from(at);
        if used == N {
            return false;
        }
        // A few pairs at most: shifting them one by one is cheaper than a memmove call.
        for i in (at..used).rev() {
            self.items[i + 1] = self.items[i];
        }
        self.items[at] = (card.0, n);
        true
    }

    /// Removes `n` copies of `card`. Returns `false` (and changes nothing) if the bag holds
    /// fewer.
    pub fn remove(&mut self, card: Card, n: u8) -> bool {
        if n == 0 {
            return true;
        }
        let at = self.position(card);
        if at == N || self.items[at].0 != card.0 {
            return false;
        }
        match self.items[at].1.cmp(&n) {
            std::cmp::Ordering::Less => false,
            std::cmp::Ordering::Greater => {
                self.items[at].1 -= n;
                true
            }
            std::cmp::Ordering::Equal => {
                let used = self.used_from(at + 1);
                for i in at..used - 1 {
                    self.items[i] = self.items[i + 1];
                }
                self.items[used - 1] = (0, 0);
                true
            }
        }
    }

    /// Whether every card of `other` is in `self`, with multiplicity.
    #[must_use]
    pub fn includes<const M: usize>(&self, other: &Bag<M>) -> bool {
        other.distinct().all(|(c, n)| self.count(c) >= n)
    }

    /// Removes every card of `other`, which must be included.
    pub fn remove_all<const M: usize>(&mut self, other: &Bag<M>) -> bool {
        if !self.includes(other) {
            return false;
        }
        for (c, n) in other.distinct() {
            self.remove(c, n);
        }
        true
    }

    /// Adds every card of `other`.
    pub fn add_all<const M: usize>(&mut self, other: &Bag<M>) -> bool {
        other.distinct().all(|(c, n)| self.add(c, n))
    }

    /// The sum of the soldier levels in the bag (the gold value of a gold bag).
    #[must_use]
    pub fn gold_value(&self) -> u32 {
        self.distinct()
            .map(|(c, n)| u32::from(c.soldier_level().unwrap_or(0)) * u32::from(n))
            .sum()
    }

    /// The lowest card, if any.
    #[must_use]
    pub fn lowest(&self) -> Option<Card> {
        self.distinct().next().map(|(c, _)| c)
    }

    /// A bag from cards; `None` if it would not fit.
    #[must_use]
    pub fn try_from_cards(cards: impl IntoIterator<Item = Card>) -> Option<Self> {
        let mut bag = Self::EMPTY;
        for card in cards {
            if !bag.add(card, 1) {
                return None;
            }
        }
        Some(bag)
    }

    /// Whether the pairs are in canonical form (sorted, no gaps); bags built by the methods
    /// above always are.
    #[must_use]
    pub fn is_canonical(&self) -> bool {
        let used = self.n_distinct();
        self.items[..used].windows(2).all(|w| w[0].0 < w[1].0)
            && self.items[used..].iter().all(|&p| p == (0, 0))
            && self.items[..used].iter().all(|&(c, _)| valid_code(c))
    }
}

fn valid_code(code: u8) -> bool {
    (1..=MAX_LEVEL).contains(&code)
        || (POWER_UP_BASE + 1..=POWER_UP_BASE + MAX_LEVEL).contains(&code)
        || (ROYAL_GUARD..=PROVINCE).contains(&code)
}

impl<const N: usize> fmt::Debug for Bag<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<const N: usize> Serialize for Bag<N> {
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

    #[test]
    fn card_notation_round_trips() {
        let mut cards: Vec<Card> = (1..=MAX_LEVEL).map(Card::soldier).collect();
        cards.extend((1..=MAX_LEVEL).map(Card::power_up));
        cards.extend([
            Card::ROYAL_GUARD,
            Card::MONK,
            Card::REAPER,
            Card::SCOUT,
            Card::TAX_COLLECTOR,
            Card::PROVINCE,
        ]);
        for card in cards {
            assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        }
        for bad in ["", "S0", "S100", "P", "X3", "S03", "Kn4", "S-1"] {
            assert!(bad.parse::<Card>().is_err(), "{bad}");
        }
    }

    #[test]
    fn rule_b8_5_standard_card_order_is_byte_order() {
        let order = [
            Card::soldier(1),
            Card::soldier(8),
            Card::power_up(1),
            Card::power_up(3),
            Card::ROYAL_GUARD,
            Card::MONK,
            Card::REAPER,
            Card::SCOUT,
            Card::TAX_COLLECTOR,
            Card::PROVINCE,
        ];
        assert!(order.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn bags_count_with_multiplicity() {
        let mut bag = GoldBag::EMPTY;
        assert!(bag.add(Card::soldier(4), 1));
        assert!(bag.add(Card::soldier(1), 2));
        assert!(bag.add(Card::soldier(2), 1));
        assert_eq!(bag.len(), 4);
        assert_eq!(bag.gold_value(), 8);
        assert_eq!(bag.lowest(), Some(Card::soldier(1)));
        assert!(bag.remove(Card::soldier(1), 2));
        assert!(!bag.remove(Card::soldier(1), 1));
        assert!(bag.is_canonical());
        assert_eq!(
            bag.iter().collect::<Vec<_>>(),
            [Card::soldier(2), Card::soldier(4)]
        );
    }
}
