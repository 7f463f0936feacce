//! A multiset of card names in one machine word.
//!
//! Copies of a name are identical (§1.1), so a zone is a count per name. No deck holds more
//! than two copies of a name, so each of the 18 names gets a 2-bit count field, in
//! [`Card::ALL`] order: moving a card is one addition or subtraction, zones add up, and a
//! set of names without repeats (counts 0 or 1) is the same type.

use crate::{Card, N_KINDS};

/// The low bit of every count field.
const LOW_BITS: u64 = {
    let mut bits = 0;
    let mut name = 0;
    while name < N_KINDS {
        bits |= 1 << (2 * name);
        name += 1;
    }
    bits
};

/// Both bits of the count field of each name whose base value is `v` (index 0-9).
const VALUE_FIELDS: [u64; 10] = {
    let mut fields = [0; 10];
    let mut name = 0;
    while name < N_KINDS {
        fields[Card::ALL[name].base() as usize] |= 3 << (2 * name);
        name += 1;
    }
    fields
};

/// The count fields of the names of base value `v` or more, for `v` in 0-10.
const AT_LEAST_FIELDS: [u64; 11] = {
    let mut fields = [0; 11];
    let mut v = 10;
    while v > 0 {
        v -= 1;
        fields[v] = fields[v + 1] | VALUE_FIELDS[v];
    }
    fields
};

/// A multiset of card names (at most 3 copies of each): a hand, a zone, a list of
/// names a view shows as counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u64);

impl CardSet {
    pub(crate) const EMPTY: CardSet = CardSet(0);

    const fn shift(card: Card) -> u32 {
        2 * card as u32
    }

    /// One copy of `card`.
    pub(crate) const fn one(card: Card) -> CardSet {
        CardSet(1 << Self::shift(card))
    }

    /// One copy of each card of `cards`.
    pub(crate) fn of(cards: &[Card]) -> CardSet {
        cards
            .iter()
            .fold(CardSet::EMPTY, |set, &card| set.plus(CardSet::one(card)))
    }

    /// The copies of `card`.
    #[must_use]
    pub const fn count(self, card: Card) -> u8 {
        ((self.0 >> Self::shift(card)) & 3) as u8
    }

    #[must_use]
    pub const fn contains(self, card: Card) -> bool {
        self.count(card) != 0
    }

    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The number of cards, copies included.
    #[must_use]
    pub const fn len(self) -> u32 {
        (self.0 & LOW_BITS).count_ones() + 2 * (self.0 & (LOW_BITS << 1)).count_ones()
    }

    /// Adds a copy of `card`.
    pub(crate) fn insert(&mut self, card: Card) {
        debug_assert!(self.count(card) < 3, "a fourth {card}");
        self.0 += 1 << Self::shift(card);
    }

    /// Removes a copy of `card`, which must be there.
    pub(crate) fn remove(&mut self, card: Card) {
        debug_assert!(self.contains(card), "no {card} to remove");
        self.0 -= 1 << Self::shift(card);
    }

    /// The sum of two multisets (together at most 3 copies of any name).
    #[must_use]
    pub(crate) const fn plus(self, other: CardSet) -> CardSet {
        CardSet(self.0 + other.0)
    }

    /// `self` less `other`, which it must include.
    #[must_use]
    pub(crate) fn minus(self, other: CardSet) -> CardSet {
        debug_assert!(self.includes(other));
        CardSet(self.0 - other.0)
    }

    /// Whether `self` holds every card of `other`, copies included.
    pub(crate) fn includes(self, other: CardSet) -> bool {
        other
            .iter_distinct()
            .all(|c| self.count(c) >= other.count(c))
    }

    /// One copy of each name present.
    #[must_use]
    pub(crate) const fn distinct(self) -> CardSet {
        CardSet((self.0 | (self.0 >> 1)) & LOW_BITS)
    }

    /// One copy of each name held at least twice.
    #[must_use]
    pub(crate) const fn of_count_at_least(self, copies: u8) -> CardSet {
        match copies {
            0 | 1 => self.distinct(),
            2 => CardSet((self.0 >> 1) & LOW_BITS),
            _ => CardSet(self.0 & (self.0 >> 1) & LOW_BITS),
        }
    }

    /// The cards of base value `value` (0-9).
    #[must_use]
    pub(crate) const fn of_value(self, value: u8) -> CardSet {
        CardSet(self.0 & VALUE_FIELDS[value as usize])
    }

    /// The cards of base value `value` or more.
    #[must_use]
    pub(crate) const fn of_value_at_least(self, value: u8) -> CardSet {
        CardSet(self.0 & AT_LEAST_FIELDS[value as usize])
    }

    /// The cards whose names are in `names` (a set of names, counts ignored).
    #[must_use]
    pub(crate) const fn only(self, names: CardSet) -> CardSet {
        let n = names.distinct().0;
        CardSet(self.0 & (n | (n << 1)))
    }

    /// The `n`-th distinct name (from 0, in name order); `n` must be below the number of
    /// distinct names.
    pub(crate) fn nth_distinct(self, n: u32) -> Card {
        let mut names = self.distinct().0;
        for _ in 0..n {
            names &= names - 1;
        }
        Card::from_index(names.trailing_zeros() as usize / 2)
    }

    /// The `n`-th card counting copies (from 0, in name order); `n` must be below `len`.
    pub(crate) fn nth(self, mut n: u32) -> Card {
        for card in self.iter_distinct() {
            let copies = u32::from(self.count(card));
            if n < copies {
                return card;
            }
            n -= copies;
        }
        unreachable!("nth beyond the set")
    }

    /// The first card in name order, if any.
    pub(crate) fn first(self) -> Option<Card> {
        (!self.is_empty()).then(|| Card::from_index(self.0.trailing_zeros() as usize / 2))
    }

    /// The cards named `from` or later in name order.
    #[must_use]
    pub(crate) const fn starting_at(self, from: Card) -> CardSet {
        CardSet(self.0 & (u64::MAX << Self::shift(from)))
    }

    /// The name of highest base value (last in name order), if any.
    pub(crate) fn highest(self) -> Option<Card> {
        (!self.is_empty()).then(|| Card::from_index((63 - self.0.leading_zeros()) as usize / 2))
    }

    /// Each name present, once, in name order.
    pub fn iter_distinct(self) -> impl Iterator<Item = Card> {
        let mut names = self.distinct().0;
        std::iter::from_fn(move || {
            (names != 0).then(|| {
                let card = Card::from_index(names.trailing_zeros() as usize / 2);
                names &= names - 1;
                card
            })
        })
    }

    /// Every card, copies repeated, in name order.
    pub fn iter(self) -> impl Iterator<Item = Card> {
        self.iter_distinct()
            .flat_map(move |card| std::iter::repeat_n(card, self.count(card).into()))
    }

    /// The cards as a list, in name order.
    #[must_use]
    pub fn to_vec(self) -> Vec<Card> {
        self.iter().collect()
    }

    /// Lowers every count of a name in `names` by `n`, down to 0.
    pub(crate) fn lower_each(&mut self, n: u8, names: CardSet) {
        let fields = {
            let m = names.distinct().0;
            m | (m << 1)
        };
        let x = self.0;
        let lowered = match n {
            0 => x,
            // Each non-zero count loses 1: subtract its low bit, which never borrows out of it.
            1 => x - ((x | (x >> 1)) & LOW_BITS & fields),
            // Only a count of 3 is left with 1 (both of its bits set).
            2 => (x & !fields) | (x & (x >> 1) & LOW_BITS & fields),
            _ => x & !fields,
        };
        self.0 = lowered;
    }

    /// Sets the count of every name in `names` to 0.
    pub(crate) fn clear_names(&mut self, names: CardSet) {
        let n = names.distinct().0;
        self.0 &= !(n | (n << 1));
    }

    /// Raises every count by 1, up to 3.
    pub(crate) fn raise_each(&mut self) {
        let full = self.0 & (self.0 >> 1) & LOW_BITS;
        self.0 += LOW_BITS & !full;
    }

    /// The low bit of each count field whose count is above `other`'s.
    const fn above(self, other: CardSet) -> u64 {
        let (a1, a0) = ((self.0 >> 1) & LOW_BITS, self.0 & LOW_BITS);
        let (b1, b0) = ((other.0 >> 1) & LOW_BITS, other.0 & LOW_BITS);
        (a1 & !b1) | (!(a1 ^ b1) & a0 & !b0 & LOW_BITS)
    }

    /// `self` less `other`, each count down to 0.
    #[must_use]
    pub(crate) const fn minus_or_zero(self, other: CardSet) -> CardSet {
        let (a1, a0) = ((self.0 >> 1) & LOW_BITS, self.0 & LOW_BITS);
        let (b1, b0) = ((other.0 >> 1) & LOW_BITS, other.0 & LOW_BITS);
        // Two-bit subtraction per field; only the fields where `self` is above are kept.
        let borrow = !a0 & b0 & LOW_BITS;
        let low = a0 ^ b0;
        let high = a1 ^ b1 ^ borrow;
        let keep = self.above(other);
        CardSet(((high << 1) | low) & (keep | (keep << 1)))
    }

    /// The larger count of each name.
    #[must_use]
    pub(crate) const fn max_each(self, other: CardSet) -> CardSet {
        let take_self = self.above(other);
        let mask = take_self | (take_self << 1);
        CardSet((self.0 & mask) | (other.0 & !mask))
    }

    /// The smaller count of each name.
    #[must_use]
    pub(crate) const fn min_each(self, other: CardSet) -> CardSet {
        let take_other = self.above(other);
        let mask = take_other | (take_other << 1);
        CardSet((other.0 & mask) | (self.0 & !mask))
    }

    /// Raises the count of `card` to at least `n` (at most 3).
    pub(crate) fn raise_to(&mut self, card: Card, n: u8) {
        let have = self.count(card);
        if n > have {
            self.0 += u64::from(n.min(3) - have) << Self::shift(card);
        }
    }

    /// Adds a copy of `card` unless there are 3 already.
    pub(crate) fn insert_capped(&mut self, card: Card) {
        if self.count(card) < 3 {
            self.insert(card);
        }
    }

    /// Removes a copy of `card` if there is one.
    pub(crate) fn remove_if_present(&mut self, card: Card) {
        if self.contains(card) {
            self.remove(card);
        }
    }
}

/// Every name.
pub(crate) const ALL_NAMES: CardSet = CardSet(LOW_BITS);

/// Three of every name: more than any deck holds, so "no bound".
pub(crate) const UNBOUNDED: CardSet = CardSet(LOW_BITS * 3);

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(cards: I) -> CardSet {
        cards
            .into_iter()
            .fold(CardSet::EMPTY, |set, card| set.plus(CardSet::one(card)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Card::*;

    #[test]
    fn counts_lengths_and_order() {
        let set = CardSet::of(&[Queen, Elder, Elder, Fool]);
        assert_eq!(set.len(), 4);
        assert_eq!(set.count(Elder), 2);
        assert_eq!(set.to_vec(), [Fool, Elder, Elder, Queen]);
        assert_eq!(set.distinct().to_vec(), [Fool, Elder, Queen]);
        assert_eq!(set.nth_distinct(1), Elder);
        assert_eq!(set.nth(2), Elder);
        assert_eq!(set.nth(3), Queen);
        assert_eq!(set.highest(), Some(Queen));
        assert_eq!(set.of_value(3).to_vec(), [Elder, Elder]);
        assert_eq!(set.of_value_at_least(3).len(), 3);
        assert_eq!(set.only(CardSet::one(Elder)).len(), 2);
        assert!(set.includes(CardSet::of(&[Elder, Elder])));
        assert!(!set.includes(CardSet::of(&[Fool, Fool])));
    }

    #[test]
    fn lowering_every_count_saturates_at_zero() {
        let mut set = CardSet::of(&[Fool, Elder, Elder, Queen, Queen, Queen]);
        let mut twice = set;
        set.lower_each(1, ALL_NAMES);
        assert_eq!(set.to_vec(), [Elder, Queen, Queen]);
        twice.lower_each(2, ALL_NAMES);
        assert_eq!(twice.to_vec(), [Queen]);
        let mut some = CardSet::of(&[Fool, Elder, Elder]);
        some.lower_each(1, CardSet::one(Elder));
        assert_eq!(some.to_vec(), [Fool, Elder]);
        some.raise_to(Fool, 2);
        assert_eq!(some.count(Fool), 2);
    }

    #[test]
    fn bounds_rise_saturate_and_combine() {
        let mut bound = CardSet::of(&[Fool, Elder, Elder, Queen, Queen, Queen]);
        bound.raise_each();
        assert_eq!(bound.count(Fool), 2);
        assert_eq!(bound.count(Elder), 3);
        assert_eq!(bound.count(Queen), 3);
        assert_eq!(bound.count(Spy), 1);
        bound.clear_names(CardSet::of(&[Elder, Spy]));
        assert_eq!((bound.count(Elder), bound.count(Spy)), (0, 0));
        let mut unbounded = UNBOUNDED;
        unbounded.raise_each();
        assert_eq!(unbounded, UNBOUNDED);
        let a = CardSet::of(&[Fool, Elder, Elder]);
        let b = CardSet::of(&[Fool, Fool, Elder, Queen]);
        assert_eq!(a.max_each(b).to_vec(), [Fool, Fool, Elder, Elder, Queen]);
        assert_eq!(a.min_each(b).to_vec(), [Fool, Elder]);
        assert_eq!(a.minus_or_zero(b).to_vec(), [Elder]);
        assert_eq!(b.minus_or_zero(a).to_vec(), [Fool, Queen]);
        // Every pair of counts 0-3, against a per-name reference.
        for x in 0..4u8 {
            for y in 0..4u8 {
                let set = |n: u8| {
                    let mut s = CardSet::EMPTY;
                    for _ in 0..n {
                        s.insert(Spy);
                    }
                    s.plus(CardSet::one(Fool))
                };
                let (a, b) = (set(x), set(y));
                assert_eq!(a.max_each(b).count(Spy), x.max(y));
                assert_eq!(a.min_each(b).count(Spy), x.min(y));
                assert_eq!(a.minus_or_zero(b).count(Spy), x.saturating_sub(y));
                assert_eq!(a.minus_or_zero(b).count(Fool), 0);
            }
        }
    }
}
