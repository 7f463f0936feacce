//! The deck: every Part C parameter and its defaults; the file's TOML shape and its check are
//! in `file`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::card::{Card, CardBag, MAX_LEVEL};

mod file;

use file::RawDeck;

/// The most soldier ranks a deck may have (a ruling of this engine: bags hold 30 distinct cards).
pub const MAX_SOLDIER_RANKS: usize = 16;
/// The most power-up kinds a deck may have.
pub const MAX_POWER_UPS: usize = 8;
/// The largest count of any one card (a ruling of this engine).
pub const MAX_COUNT: i64 = 99;
/// The largest value of any other integer key except `round_limit` (a ruling of this engine).
pub const MAX_NUMBER: i64 = 999;
/// The largest `round_limit`.
pub const MAX_ROUND_LIMIT: i64 = 100_000;
/// The most legal actions any position of any valid deck can have:
/// [`Deck::max_legal_actions`] for a 4-player game with 16 soldier ranks of 99 cards each
/// and 8 power-up kinds.
#[allow(clippy::cast_sign_loss, clippy::cast_possible_truncation)]
pub const MAX_LEGAL_ACTIONS: usize =
    6 + 2 * MAX_SOLDIER_RANKS + (4 + MAX_POWER_UPS) * MAX_SOLDIER_RANKS * MAX_COUNT as usize;

/// A soldier rank (B1.2): its level is its gold value, its cost and its base strength.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SoldierRank {
    pub rank: String,
    pub level: u8,
    pub count: u8,
}

/// A power-up (B1.4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PowerUpKind {
    pub name: String,
    pub level: u8,
    pub bonus: u16,
    pub count: u8,
}

/// Every parameter of Part C. Build one with [`Deck::default`] or [`Deck::from_toml_str`];
/// [`Deck::validate`] checks one built by hand (the game checks it again at start).
///
/// It reads and writes the deck-file shape (`[rules]`, `[[soldier]]`, `[[power_up]]`,
/// `[cards]`), in TOML or in JSON options, and every read is validated.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "RawDeck", into = "RawDeck")]
pub struct Deck {
    /// Seat counts this deck supports, ascending, from 2, 3, 4.
    pub players_supported: Vec<u8>,
    pub initial_hand: u16,
    pub draws_per_turn: u16,
    pub actions_per_turn: u16,
    /// The first player's first-turn allowance by player count (B4.2.1).
    pub first_turn_actions: BTreeMap<u8, u16>,
    pub hand_limit: u16,
    pub province_hand_limit: u16,
    pub provinces_per_turn: u16,
    /// Provinces needed to win, by player count (S26).
    pub provinces_to_win: BTreeMap<u8, u16>,
    pub max_soldiers_per_unit: u8,
    pub max_powerups_per_level: u16,
    /// 0 means no limit.
    pub round_limit: u32,
    /// The soldier ranks, by ascending level.
    pub soldiers: Vec<SoldierRank>,
    /// The power-ups, by ascending level.
    pub power_ups: Vec<PowerUpKind>,
    pub royal_guard: u8,
    pub monk: u8,
    pub reaper: u8,
    pub scout_count: u8,
    pub scout_draw: u16,
    pub tax_collector_count: u8,
    pub tax_collector_take: u16,
    pub provinces: u8,
}

/// Why a deck file (or a hand-built [`Deck`]) was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DeckError {
    /// Not TOML, a value of the wrong type, or an unknown key (the message names it).
    #[error("the deck file cannot be read: {0}")]
    Syntax(String),
    /// A key whose value is outside its allowed values.
    #[error("`{key}` is {value}, but {allowed}")]
    OutOfRange {
        key: String,
        value: String,
        allowed: String,
    },
    /// A table whose entries contradict each other (duplicate levels, missing entries).
    #[error("`{key}`: {problem}")]
    Inconsistent { key: String, problem: String },
    /// A game for a player count that the deck does not support.
    #[error(
        "{players} players are not supported: `players_supported` is {supported:?} (the engine supports 2 to 4)"
    )]
    UnsupportedPlayers { players: u8, supported: Vec<u8> },
    /// More than one of the above, each on its own line.
    #[error("{} problems:\n{}", .0.len(), .0.iter().map(|e| format!("  - {e}")).collect::<Vec<_>>().join("\n"))]
    Several(Vec<DeckError>),
}

impl Default for Deck {
    /// The built-in deck of Parts B and C (72 cards).
    fn default() -> Deck {
        let soldiers = [
            ("Peasant", 1, 8),
            ("Militia", 2, 7),
            ("Archer", 3, 6),
            ("Knight", 4, 5),
            ("Baron", 5, 4),
            ("Viceroy", 6, 3),
            ("Duke", 7, 2),
            ("Prince", 8, 2),
        ]
        .into_iter()
        .map(|(rank, level, count)| SoldierRank {
            rank: rank.to_owned(),
            level,
            count,
        })
        .collect();
        let power_ups = [
            ("Spear", 1, 1, 4),
            ("Shield", 2, 2, 3),
            ("Warhorse", 3, 3, 2),
        ]
        .into_iter()
        .map(|(name, level, bonus, count)| PowerUpKind {
            name: name.to_owned(),
            level,
            bonus,
            count,
        })
        .collect();
        Deck {
            players_supported: vec![2, 3, 4],
            initial_hand: 3,
            draws_per_turn: 2,
            actions_per_turn: 2,
            first_turn_actions: BTreeMap::from([(2, 1)]),
            hand_limit: 5,
            province_hand_limit: 1,
            provinces_per_turn: 1,
            provinces_to_win: BTreeMap::from([(2, 5), (3, 4), (4, 3)]),
            max_soldiers_per_unit: 2,
            max_powerups_per_level: 1,
            round_limit: 40,
            soldiers,
            power_ups,
            royal_guard: 3,
            monk: 3,
            reaper: 2,
            scout_count: 4,
            scout_draw: 2,
            tax_collector_count: 2,
            tax_collector_take: 1,
            provinces: 12,
        }
    }
}

impl Deck {
    /// Reads a deck file. Keys left out take their defaults; a `[[soldier]]` or `[[power_up]]`
    /// table, when present, replaces the default table as a whole.
    ///
    /// # Errors
    /// If the text is not TOML, has an unknown key or a value of the wrong type, or any value
    /// is outside its allowed values (Part C).
    pub fn from_toml_str(text: &str) -> Result<Deck, DeckError> {
        let raw: RawDeck =
            toml::from_str(text).map_err(|err| DeckError::Syntax(err.to_string()))?;
        Deck::try_from(raw)
    }

    /// The deck as a deck file.
    ///
    /// # Panics
    /// Never: a deck always has a TOML form.
    #[must_use]
    pub fn to_toml_string(&self) -> String {
        toml::to_string(&RawDeck::from(self.clone())).expect("a deck serialises to TOML")
    }

    /// Checks every value against Part C (and this engine's size limits).
    ///
    /// # Errors
    /// The first value that is not allowed.
    pub fn validate(&self) -> Result<(), DeckError> {
        Deck::try_from(RawDeck::from(self.clone())).map(|_| ())
    }

    /// Checks that a game of `players` seats can use this deck.
    ///
    /// # Errors
    /// If the player count is not in `players_supported`.
    pub fn check_players(&self, players: u8) -> Result<(), DeckError> {
        if self.players_supported.contains(&players) {
            Ok(())
        } else {
            Err(DeckError::UnsupportedPlayers {
                players,
                supported: self.players_supported.clone(),
            })
        }
    }

    /// The Provinces needed to win with `players` seats.
    #[must_use]
    pub fn target(&self, players: u8) -> u16 {
        self.provinces_to_win.get(&players).copied().unwrap_or(1)
    }

    /// The first player's first-turn allowance with `players` seats.
    #[must_use]
    pub fn first_turn_allowance(&self, players: u8) -> u16 {
        self.first_turn_actions
            .get(&players)
            .copied()
            .unwrap_or(self.actions_per_turn)
    }

    /// The bonus of the power-up of `level`.
    #[must_use]
    pub fn bonus(&self, level: u8) -> u32 {
        self.power_ups
            .iter()
            .find(|p| p.level == level)
            .map_or(0, |p| u32::from(p.bonus))
    }

    /// The strength of a unit under this deck (B2.3): its soldiers' levels plus its
    /// power-ups' bonuses.
    #[must_use]
    pub fn strength(&self, unit: &crate::Unit) -> u32 {
        unit.soldier_levels()
            + unit
                .power_ups()
                .distinct()
                .map(|(card, n)| self.bonus(card.power_up_level().unwrap_or(0)) * u32::from(n))
                .sum::<u32>()
    }

    /// The combined unit of two one-soldier units `a` and `b` (S9.5), if this deck allows it:
    /// two soldiers per unit, and at most `max_powerups_per_level` power-ups of each level
    /// on the two together (S10).
    #[must_use]
    pub fn combined(&self, a: &crate::Unit, b: &crate::Unit) -> Option<crate::Unit> {
        if self.max_soldiers_per_unit < 2 {
            return None;
        }
        let joined = a.join(b)?;
        let m = u32::from(self.max_powerups_per_level);
        joined
            .power_ups()
            .distinct()
            .all(|(_, c)| u32::from(c) <= m)
            .then_some(joined)
    }

    /// The most legal actions a position of a `players`-seat game with this deck can have.
    ///
    /// With `r` soldier ranks, `k` power-up kinds and `s` soldier cards (an army has at most
    /// `s` units), the main phase offers at most 1 End Turn, `r` Banks, `r` Activates,
    /// `players - 1` Tax Collectors, 1 Scout, 1 Province, and per unit `players - 1`
    /// attacks, `k` attaches and one Combine or Detach: `players + 2 + 2r + (players + k)s`.
    /// Every other decision offers fewer: a reaction window 3, a block or the second unit of
    /// a Combine at most `s`, a gold card at most `r`, a discard at most `r + k + 6`, a
    /// Detach split at most `max_powerups_per_level + 1`. Choices among sets of cards are
    /// made one card at a time, so none of them grows with the size of a hand or a treasury.
    #[must_use]
    pub fn max_legal_actions(&self, players: u8) -> usize {
        let n = usize::from(players);
        let r = self.soldiers.iter().filter(|s| s.count > 0).count();
        let k = self.power_ups.iter().filter(|p| p.count > 0).count();
        let s: usize = self.soldiers.iter().map(|s| usize::from(s.count)).sum();
        let most_of_a_power_up = self.power_ups.iter().map(|p| p.count).max().unwrap_or(0);
        let split =
            usize::from(self.max_powerups_per_level).min(usize::from(most_of_a_power_up)) + 1;
        let main = n + 2 + 2 * r + (n + k) * s;
        [main, 3, s, r, r + k + 6, split]
            .into_iter()
            .max()
            .unwrap_or(main)
    }

    /// Every card of the deck, with multiplicity (for a deck that passed [`Deck::validate`];
    /// an invalid deck's out-of-range entries are left out).
    #[must_use]
    pub fn cards(&self) -> CardBag {
        let mut bag = CardBag::EMPTY;
        let level_ok = |l: u8| (1..=MAX_LEVEL).contains(&l);
        for s in self.soldiers.iter().filter(|s| level_ok(s.level)) {
            bag.add(Card::soldier(s.level), s.count);
        }
        for p in self.power_ups.iter().filter(|p| level_ok(p.level)) {
            bag.add(Card::power_up(p.level), p.count);
        }
        bag.add(Card::ROYAL_GUARD, self.royal_guard);
        bag.add(Card::MONK, self.monk);
        bag.add(Card::REAPER, self.reaper);
        bag.add(Card::SCOUT, self.scout_count);
        bag.add(Card::TAX_COLLECTOR, self.tax_collector_count);
        bag.add(Card::PROVINCE, self.provinces);
        bag
    }

    /// The number of cards.
    #[must_use]
    pub fn size(&self) -> u32 {
        self.cards().len()
    }

    /// Whether `card` is a card of this deck (at least one copy).
    #[must_use]
    pub fn has(&self, card: Card) -> bool {
        self.cards().count(card) > 0
    }
}
