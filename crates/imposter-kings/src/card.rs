//! Cards (§1.1) and the decks for each player count.

use std::{fmt, str::FromStr};

use interregnum_core::ParseError;
use serde::{Deserialize, Serialize};

use crate::card_set::CardSet;

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

    /// Whether the card has an on-play ability (§1.3). The four cards immune to King's Hand
    /// (Elder, Zealot, Oathbound, King's Hand, §1.1.3) have none, so no window opens for them.
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

/// The deck for `players` (2-4): 18, 25 or 29 cards (§1.1.1).
#[must_use]
pub fn deck(players: u8) -> CardSet {
    DECKS[usize::from(players.clamp(2, 4)) - 2]
}

const DECKS: [CardSet; 3] = [
    deck_of(&COUNTS[0]),
    deck_of(&COUNTS[1]),
    deck_of(&COUNTS[2]),
];

const fn deck_of(counts: &[u8; N_KINDS]) -> CardSet {
    let mut deck = CardSet::EMPTY;
    let mut name = 0;
    while name < N_KINDS {
        let mut copy = 0;
        while copy < counts[name] {
            deck = deck.plus(CardSet::one(Card::ALL[name]));
            copy += 1;
        }
        name += 1;
    }
    deck
}

/// The names a card may name (Inquisitor, Soldier, Judge): every name in the deck in use
/// (§1.4).
pub(crate) fn name_list(players: u8) -> CardSet {
    deck(players).distinct()
}

/// The deck for `players` as a list in name order (copies together), ready to shuffle.
pub(crate) fn deck_list(players: u8) -> &'static [Card] {
    let (cards, len) = &DECK_LISTS[usize::from(players.clamp(2, 4)) - 2];
    &cards[..*len]
}

const DECK_LISTS: [([Card; MAX_CARDS], usize); 3] = [
    list_of(&COUNTS[0]),
    list_of(&COUNTS[1]),
    list_of(&COUNTS[2]),
];

const fn list_of(counts: &[u8; N_KINDS]) -> ([Card; MAX_CARDS], usize) {
    let mut cards = [Card::Fool; MAX_CARDS];
    let mut len = 0;
    let mut name = 0;
    while name < N_KINDS {
        let mut copy = 0;
        while copy < counts[name] {
            cards[len] = Card::ALL[name];
            len += 1;
            copy += 1;
        }
        name += 1;
    }
    (cards, len)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_sizes() {
        assert_eq!(deck(2).len(), 18);
        assert_eq!(deck(3).len(), 25);
        assert_eq!(deck(4).len(), 29);
        assert_eq!(name_list(2).len(), 14);
        assert_eq!(name_list(3).len(), 18);
        for c in Card::ALL {
            assert_eq!(c.to_string().parse::<Card>().unwrap(), c);
        }
        assert_eq!("king's hand".parse::<Card>().unwrap(), Card::KingsHand);
    }
}
