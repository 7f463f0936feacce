//! Packed card counts: a hand, a treasury or the removed pile as one count per card of the
//! deck, so that adding, removing and counting cards is one array access.
//!
//! A deck has at most 30 distinct cards (B5.1: alike cards are one card). [`Rules`] numbers
//! them in standard card order (B8.5): slot `i` counts the deck's `i`-th distinct card, so
//! walking the occupied slots in order walks the cards in standard card order, soldiers
//! (gold) first.
//!
//! [`Rules`]: crate::rules::Rules

/// The number of slots: every distinct card of a deck, and one that no card of the deck
/// uses ([`NO_SLOT`]).
pub(crate) const SLOTS: usize = 32;

/// The slot of a card that the deck does not have: it stays empty.
pub(crate) const NO_SLOT: usize = SLOTS - 1;

/// Cards counted per slot.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Packed {
    counts: [u8; SLOTS],
    /// Bit `i` is set when slot `i` holds a card.
    occupied: u32,
    /// The number of cards.
    len: u16,
}

impl Packed {
    pub(crate) const EMPTY: Packed = Packed {
        counts: [0; SLOTS],
        occupied: 0,
        len: 0,
    };

    /// The number of cards.
    pub(crate) fn len(&self) -> u32 {
        u32::from(self.len)
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The slots holding a card, as bits.
    pub(crate) fn occupied(&self) -> u32 {
        self.occupied
    }

    /// How many cards the slot holds.
    pub(crate) fn count(&self, slot: usize) -> u8 {
        self.counts[slot]
    }

    /// Adds `n` cards to a slot (never [`NO_SLOT`]: only cards of the deck move).
    pub(crate) fn add(&mut self, slot: usize, n: u8) {
        debug_assert!(slot != NO_SLOT, "a card the deck does not have");
        self.counts[slot] += n;
        self.len += u16::from(n);
        if self.counts[slot] > 0 {
            self.occupied |= 1 << slot;
        }
    }

    /// Adds one card to a slot (never [`NO_SLOT`]).
    pub(crate) fn add_one(&mut self, slot: usize) {
        debug_assert!(slot != NO_SLOT, "a card the deck does not have");
        self.counts[slot] += 1;
        self.len += 1;
        self.occupied |= 1 << slot;
    }

    /// Removes `n` of the cards of a slot, which holds at least `n`.
    pub(crate) fn remove(&mut self, slot: usize, n: u8) {
        debug_assert!(self.counts[slot] >= n, "removing cards that are not there");
        self.counts[slot] -= n;
        self.len -= u16::from(n);
        if self.counts[slot] == 0 {
            self.occupied &= !(1 << slot);
        }
    }

    /// Adds every card of `other`.
    pub(crate) fn add_all(&mut self, other: &Packed) {
        for (slot, n) in other.slots() {
            self.add(slot, n);
        }
    }

    /// The occupied slots with their counts, in slot order (standard card order).
    pub(crate) fn slots(&self) -> impl Iterator<Item = (usize, u8)> + '_ {
        bits(self.occupied).map(|slot| (slot, self.counts[slot]))
    }

    /// Whether the counts, the occupied bits and the length agree.
    pub(crate) fn is_consistent(&self) -> bool {
        let occupied = (0..SLOTS)
            .filter(|&slot| self.counts[slot] > 0)
            .fold(0u32, |bits, slot| bits | 1 << slot);
        let len: u32 = self.counts.iter().map(|&n| u32::from(n)).sum();
        occupied == self.occupied && len == self.len() && self.counts[NO_SLOT] == 0
    }
}

/// The `n`-th lowest set bit of a slot set, which has more than `n`.
pub(crate) fn nth_bit(mut set: u32, n: usize) -> usize {
    for _ in 0..n {
        set &= set - 1;
    }
    debug_assert!(set != 0, "fewer than {n} + 1 bits set");
    // Below SLOTS for a set with a bit left; the mask lets the compiler drop the bounds
    // checks of the arrays indexed by slot.
    set.trailing_zeros() as usize & (SLOTS - 1)
}

/// The set bits of a slot set, lowest first.
pub(crate) fn bits(mut set: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        // Below SLOTS (the set is not empty); the mask lets the compiler drop bounds checks.
        let slot = set.trailing_zeros() as usize & (SLOTS - 1);
        set &= set - 1;
        Some(slot)
    })
}
