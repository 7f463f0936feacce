//! Factions, cards and their notation (`Gb0`, `Dp7`).

use std::{fmt, str::FromStr};

use interregnum_core::ParseError;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The five factions, in notation order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Faction {
    Goblins,
    Knights,
    Undead,
    Dwarves,
    Doppelgangers,
}

impl Faction {
    pub const ALL: [Faction; 5] = [
        Faction::Goblins,
        Faction::Knights,
        Faction::Undead,
        Faction::Dwarves,
        Faction::Doppelgangers,
    ];

    /// The two-letter code of the notation.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Faction::Goblins => "Gb",
            Faction::Knights => "Kn",
            Faction::Undead => "Un",
            Faction::Dwarves => "Dw",
            Faction::Doppelgangers => "Dp",
        }
    }

    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Faction::Goblins => "Goblins",
            Faction::Knights => "Knights",
            Faction::Undead => "Undead",
            Faction::Dwarves => "Dwarves",
            Faction::Doppelgangers => "Doppelgängers",
        }
    }

    /// The first card kind of this faction; kinds of a faction are consecutive by value.
    const fn first_kind(self) -> u8 {
        match self {
            Faction::Goblins => 0,
            Faction::Knights => 10,
            Faction::Undead => 18,
            Faction::Dwarves => 28,
            Faction::Doppelgangers => 38,
        }
    }

    /// The lowest printed value: 2 for Knights, 0 for the others.
    const fn min_value(self) -> u8 {
        match self {
            Faction::Knights => 2,
            _ => 0,
        }
    }

    /// A bit mask over card kinds: the kinds of this faction.
    #[must_use]
    pub const fn mask(self) -> u64 {
        let n = 10 - self.min_value() as u64;
        ((1u64 << n) - 1) << self.first_kind()
    }

    #[inline]
    const fn from_index(index: usize) -> Faction {
        Faction::ALL[index]
    }
}

/// One card kind: a faction and a value. The five `Gb0` cards are one kind (rule 1.2), so a
/// card never carries an identity that could tell two `Gb0` apart (rule 1.3).
///
/// Kinds are numbered 0..48: Goblins 0-9, Knights 10-17 (values 2-9), Undead 18-27,
/// Dwarves 28-37, Doppelgängers 38-47. The action of playing a card is the card itself.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

/// How many card kinds there are: 52 cards, with the five `Gb0` as one kind.
pub const N_KINDS: usize = 48;

/// How many cards there are.
pub const N_CARDS: usize = 52;

/// Tables by kind have an entry for every `u8`, those past [`N_KINDS`] unused: indexed by
/// a card's `u8` kind they need no bounds check, and playouts read them at every card.
pub(crate) const BY_KIND: usize = 256;

const FACTION_OF_KIND: [u8; BY_KIND] = {
    let mut table = [0u8; BY_KIND];
    let mut kind = 0;
    while kind < N_KINDS {
        table[kind] = match kind {
            0..=9 => 0,
            10..=17 => 1,
            18..=27 => 2,
            28..=37 => 3,
            _ => 4,
        };
        kind += 1;
    }
    table
};

/// For each kind: the mask of its faction's kinds. Trick resolution reads it on every play.
const FACTION_MASK_OF_KIND: [u64; BY_KIND] = {
    let mut table = [0u64; BY_KIND];
    let mut kind = 0;
    while kind < N_KINDS {
        table[kind] = Faction::from_index(FACTION_OF_KIND[kind] as usize).mask();
        kind += 1;
    }
    table
};

/// For each kind: its printed value.
const VALUE_OF_KIND: [u8; BY_KIND] = {
    let mut table = [0u8; BY_KIND];
    let mut kind = 0;
    while kind < N_KINDS {
        let faction = Faction::from_index(FACTION_OF_KIND[kind] as usize);
        table[kind] = kind as u8 - faction.first_kind() + faction.min_value();
        kind += 1;
    }
    table
};

impl Card {
    /// The card of `faction` and `value`, if it exists.
    #[must_use]
    pub const fn new(faction: Faction, value: u8) -> Option<Card> {
        if value < faction.min_value() || value > 9 {
            None
        } else {
            Some(Card(faction.first_kind() + value - faction.min_value()))
        }
    }

    /// The card of kind `kind` (0..48).
    #[must_use]
    #[inline]
    pub const fn from_kind(kind: u8) -> Card {
        assert!((kind as usize) < N_KINDS);
        Card(kind)
    }

    /// The card of a set bit of a kind mask, which has no bits past the kinds: unchecked
    /// but in debug builds, as playouts take one at every card.
    #[must_use]
    #[inline]
    pub(crate) const fn from_mask_bit(kind: u32) -> Card {
        debug_assert!((kind as usize) < N_KINDS);
        Card(kind as u8)
    }

    #[must_use]
    pub const fn kind(self) -> u8 {
        self.0
    }

    #[must_use]
    #[inline]
    pub const fn faction(self) -> Faction {
        Faction::from_index(FACTION_OF_KIND[self.0 as usize] as usize)
    }

    /// The kinds of this card's faction, as a mask.
    #[must_use]
    #[inline]
    pub const fn faction_mask(self) -> u64 {
        FACTION_MASK_OF_KIND[self.0 as usize]
    }

    #[must_use]
    #[inline]
    pub const fn value(self) -> u8 {
        VALUE_OF_KIND[self.0 as usize]
    }

    /// The bit of this kind in a [`crate::CardSet`].
    #[must_use]
    #[inline]
    pub const fn bit(self) -> u64 {
        1 << self.0
    }

    /// Every kind, in order.
    pub fn all_kinds() -> impl Iterator<Item = Card> {
        (0..N_KINDS as u8).map(Card)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.faction().code(), self.value())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

pub(crate) const CARD_NOTATION: &str =
    "a faction code (Gb, Kn, Un, Dw or Dp) and a value 0-9, as in Kn7 (Knights have 2-9)";

impl FromStr for Faction {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Faction, ParseError> {
        Faction::ALL
            .into_iter()
            .find(|f| f.code().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| ParseError {
                input: text.to_owned(),
                expected: "a faction code: Gb, Kn, Un, Dw or Dp".to_owned(),
            })
    }
}

impl FromStr for Card {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Card, ParseError> {
        let err = || ParseError {
            input: text.to_owned(),
            expected: CARD_NOTATION.to_owned(),
        };
        let trimmed = text.trim();
        if trimmed.len() != 3 || !trimmed.is_ascii() {
            return Err(err());
        }
        let faction: Faction = trimmed[..2].parse().map_err(|_| err())?;
        let value = trimmed[2..].parse::<u8>().map_err(|_| err())?;
        Card::new(faction, value).ok_or_else(err)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_1_1_factions_and_values() {
        let count = |f: Faction| Card::all_kinds().filter(|c| c.faction() == f).count();
        assert_eq!(count(Faction::Goblins), 10); // 14 cards: Gb0 is one kind of five cards.
        assert_eq!(count(Faction::Knights), 8);
        assert_eq!(count(Faction::Undead), 10);
        assert_eq!(count(Faction::Dwarves), 10);
        assert_eq!(count(Faction::Doppelgangers), 10);
        assert_eq!(Card::new(Faction::Knights, 1), None);
        assert_eq!(Card::new(Faction::Knights, 2).map(|c| c.value()), Some(2));
        let masks: u64 = Faction::ALL.iter().map(|f| f.mask()).sum();
        assert_eq!(masks, (1u64 << N_KINDS) - 1, "faction masks tile the kinds");
    }

    #[test]
    fn notation_round_trips_for_every_card() {
        for card in Card::all_kinds() {
            assert_eq!(card.to_string().parse::<Card>(), Ok(card));
            assert_eq!(card.to_string().to_lowercase().parse::<Card>(), Ok(card));
        }
        for bad in ["", "Gb", "Kn1", "Xx3", "Gb10", "Dp-1", "Gbé", "  "] {
            let err = bad.parse::<Card>().expect_err(bad);
            assert!(err.expected.contains("Kn7"));
        }
    }
}
