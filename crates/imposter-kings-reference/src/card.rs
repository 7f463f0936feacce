//! Cards (§1.1) and the decks for each player count.

use std::{fmt, str::FromStr};

use interregnum_core::ParseError;
use serde::{Deserialize, Serialize};

/// A card of the base game, by name. Copies of one name are identical, so a card is its name.
///
/// The notation is the card's name without spaces or apostrophes: `Fool`, `Assassin`, `Elder`,
/// `Zealot`, `Inquisitor`, `Executioner`, `Soldier`, `Judge`, `Oathbound`, `Herald`, `Warlord`,
/// `Mystic`, `Warden`, `Sentry`, `Spy`, `KingsHand`, `Princess`, `Queen`. Parsing ignores case,
/// spaces and apostrophes, so `king's hand` reads as `KingsHand`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Card {
    Fool,
    Assassin,
    Elder,
    Zealot,
    Inquisitor,
    Executioner,
    Soldier,
    Judge,
    Oathbound,
    Herald,
    Warlord,
    Mystic,
    Warden,
    Sentry,
    Spy,
    KingsHand,
    Princess,
    Queen,
}

/// The number of card names.
pub const N_KINDS: usize = 18;

impl Card {
    pub const ALL: [Card; N_KINDS] = [
        Card::Fool,
        Card::Assassin,
        Card::Elder,
        Card::Zealot,
        Card::Inquisitor,
        Card::Executioner,
        Card::Soldier,
        Card::Judge,
        Card::Oathbound,
        Card::Herald,
        Card::Warlord,
        Card::Mystic,
        Card::Warden,
        Card::Sentry,
        Card::Spy,
        Card::KingsHand,
        Card::Princess,
        Card::Queen,
    ];

    #[must_use]
    pub const fn from_index(i: usize) -> Card {
        Card::ALL[i]
    }

    /// The printed value (§4.3.1).
    #[must_use]
    pub const fn base(self) -> u8 {
        match self {
            Card::Fool => 1,
            Card::Assassin => 2,
            Card::Elder | Card::Zealot => 3,
            Card::Inquisitor | Card::Executioner => 4,
            Card::Soldier | Card::Judge => 5,
            Card::Oathbound | Card::Herald => 6,
            Card::Warlord | Card::Mystic | Card::Warden => 7,
            Card::Sentry | Card::Spy | Card::KingsHand => 8,
            Card::Princess | Card::Queen => 9,
        }
    }

    /// Queen and Princess (§1.1.2).
    #[must_use]
    pub const fn is_royalty(self) -> bool {
        matches!(self, Card::Princess | Card::Queen)
    }

    /// Whether the card has an on-play ability (§1.3).
    #[must_use]
    pub const fn has_on_play(self) -> bool {
        !matches!(
            self,
            Card::Assassin
                | Card::Elder
                | Card::Zealot
                | Card::Oathbound
                | Card::Warlord
                | Card::KingsHand
        )
    }

    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Card::Fool => "Fool",
            Card::Assassin => "Assassin",
            Card::Elder => "Elder",
            Card::Zealot => "Zealot",
            Card::Inquisitor => "Inquisitor",
            Card::Executioner => "Executioner",
            Card::Soldier => "Soldier",
            Card::Judge => "Judge",
            Card::Oathbound => "Oathbound",
            Card::Herald => "Herald",
            Card::Warlord => "Warlord",
            Card::Mystic => "Mystic",
            Card::Warden => "Warden",
            Card::Sentry => "Sentry",
            Card::Spy => "Spy",
            Card::KingsHand => "KingsHand",
            Card::Princess => "Princess",
            Card::Queen => "Queen",
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Card {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Card, ParseError> {
        let norm: String = s
            .chars()
            .filter(|c| !matches!(c, ' ' | '\'' | '’' | '_' | '-'))
            .flat_map(char::to_lowercase)
            .collect();
        Card::ALL
            .iter()
            .copied()
            .find(|c| c.name().to_lowercase() == norm)
            .ok_or_else(|| ParseError {
                input: s.to_owned(),
                expected: "a card name: Fool, Assassin, Elder, Zealot, Inquisitor, Executioner, \
                           Soldier, Judge, Oathbound, Herald, Warlord, Mystic, Warden, Sentry, \
                           Spy, KingsHand, Princess or Queen"
                    .into(),
            })
    }
}

/// Copies of each card name in the deck for 2, 3 and 4 players (§1.1), in [`Card::ALL`] order.
const COUNTS: [[u8; N_KINDS]; 3] = [
    [1, 1, 2, 1, 2, 0, 2, 1, 2, 0, 1, 1, 0, 1, 0, 1, 1, 1],
    [1, 1, 2, 1, 2, 2, 2, 2, 2, 1, 1, 1, 2, 1, 1, 1, 1, 1],
    [2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 2, 1, 1, 2, 1, 1],
];

/// The most cards in any deck (4 players).
pub(crate) const MAX_CARDS: usize = 29;

/// One deck: each physical card is an index below `len`, and `kind[i]` is its name.
/// Copies of one name are consecutive indices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Deck {
    pub(crate) len: u8,
    pub(crate) kind: [Card; MAX_CARDS],
    /// The physical cards of each name, as a bit mask.
    pub(crate) mask: [u32; N_KINDS],
    /// The physical cards of each base value 0-9, as a bit mask.
    pub(crate) value_mask: [u32; 10],
}

const fn build(counts: &[u8; N_KINDS]) -> Deck {
    let mut kind = [Card::Fool; MAX_CARDS];
    let mut mask = [0u32; N_KINDS];
    let mut value_mask = [0u32; 10];
    let mut len = 0usize;
    let mut k = 0;
    while k < N_KINDS {
        let mut c = 0;
        while c < counts[k] {
            kind[len] = Card::ALL[k];
            mask[k] |= 1 << len;
            value_mask[Card::ALL[k].base() as usize] |= 1 << len;
            len += 1;
            c += 1;
        }
        k += 1;
    }
    Deck {
        len: len as u8,
        kind,
        mask,
        value_mask,
    }
}

pub(crate) const DECKS: [Deck; 3] = [build(&COUNTS[0]), build(&COUNTS[1]), build(&COUNTS[2])];

/// The deck for `n` players (2-4).
pub(crate) fn deck(n: u8) -> &'static Deck {
    &DECKS[(n as usize).clamp(2, 4) - 2]
}

impl Deck {
    pub(crate) const fn full(&self) -> u32 {
        if self.len as usize >= 32 {
            u32::MAX
        } else {
            (1u32 << self.len) - 1
        }
    }

    pub(crate) fn has_name(&self, card: Card) -> bool {
        self.mask[card as usize] != 0
    }

    /// Sorted names of the cards in `set`.
    pub(crate) fn names(&self, set: u32) -> Vec<Card> {
        bits(set).map(|i| self.kind[i as usize]).collect()
    }

    /// The distinct names in `set`, as a bit mask over [`Card::ALL`].
    pub(crate) fn kinds_in(&self, set: u32) -> u32 {
        let mut out = 0;
        for i in bits(set) {
            out |= 1 << self.kind[i as usize] as u32;
        }
        out
    }
}

/// The indices of the set bits of `set`, lowest first.
pub(crate) fn bits(mut set: u32) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if set == 0 {
            None
        } else {
            let i = set.trailing_zeros() as u8;
            set &= set - 1;
            Some(i)
        }
    })
}

/// The lowest set bit of `set` as a mask (0 if empty).
pub(crate) const fn lowest(set: u32) -> u32 {
    set & set.wrapping_neg()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_sizes() {
        assert_eq!(DECKS[0].len, 18);
        assert_eq!(DECKS[1].len, 25);
        assert_eq!(DECKS[2].len, 29);
        for c in Card::ALL {
            assert_eq!(c.to_string().parse::<Card>().unwrap(), c);
        }
        assert_eq!("king's hand".parse::<Card>().unwrap(), Card::KingsHand);
    }
}
