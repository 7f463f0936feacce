//! The deck file: every Part C parameter, its defaults, and its validation.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::card::{Card, CardBag, MAX_LEVEL};

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

/// The problems found while checking a deck, so that all of them are reported at once.
#[derive(Default)]
struct Problems(Vec<DeckError>);

impl Problems {
    fn push(&mut self, problem: DeckError) {
        self.0.push(problem);
    }

    /// The value, or `None` with the problem kept.
    fn keep<T>(&mut self, checked: Result<T, DeckError>) -> Option<T> {
        checked.map_err(|problem| self.push(problem)).ok()
    }

    /// The value, or `fallback` with the problem kept, to go on checking the rest.
    fn or<T>(&mut self, checked: Result<T, DeckError>, fallback: T) -> T {
        self.keep(checked).unwrap_or(fallback)
    }

    /// `fallback` with `problem` kept.
    fn refuse<T>(&mut self, problem: DeckError, fallback: T) -> T {
        self.push(problem);
        fallback
    }

    fn into_result(mut self) -> Result<(), DeckError> {
        match self.0.len() {
            0 => Ok(()),
            1 => Err(self.0.remove(0)),
            _ => Err(DeckError::Several(self.0)),
        }
    }
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

// ---------------------------------------------------------------------------------------
// The file shape.

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDeck {
    #[serde(default)]
    rules: RawRules,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    soldier: Option<Vec<RawSoldier>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    power_up: Option<Vec<RawPowerUp>>,
    #[serde(default)]
    cards: RawCards,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRules {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    players_supported: Option<Vec<i64>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    initial_hand: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    draws_per_turn: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    actions_per_turn: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    first_turn_actions: Option<BTreeMap<String, i64>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    hand_limit: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    province_hand_limit: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    provinces_per_turn: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    provinces_to_win: Option<BTreeMap<String, i64>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    max_soldiers_per_unit: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    max_powerups_per_level: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    round_limit: Option<i64>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSoldier {
    rank: String,
    level: i64,
    count: i64,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPowerUp {
    name: String,
    level: i64,
    bonus: i64,
    count: i64,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCards {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    royal_guard: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    monk: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    reaper: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    scout: Option<RawScout>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    tax_collector: Option<RawTax>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    province: Option<i64>,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawScout {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    count: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    draw: Option<i64>,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTax {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    count: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    take: Option<i64>,
}

impl From<Deck> for RawDeck {
    fn from(d: Deck) -> RawDeck {
        let map = |m: &BTreeMap<u8, u16>| {
            m.iter()
                .map(|(k, v)| (k.to_string(), i64::from(*v)))
                .collect::<BTreeMap<_, _>>()
        };
        RawDeck {
            rules: RawRules {
                players_supported: Some(
                    d.players_supported.iter().map(|&p| i64::from(p)).collect(),
                ),
                initial_hand: Some(d.initial_hand.into()),
                draws_per_turn: Some(d.draws_per_turn.into()),
                actions_per_turn: Some(d.actions_per_turn.into()),
                first_turn_actions: Some(map(&d.first_turn_actions)),
                hand_limit: Some(d.hand_limit.into()),
                province_hand_limit: Some(d.province_hand_limit.into()),
                provinces_per_turn: Some(d.provinces_per_turn.into()),
                provinces_to_win: Some(map(&d.provinces_to_win)),
                max_soldiers_per_unit: Some(d.max_soldiers_per_unit.into()),
                max_powerups_per_level: Some(d.max_powerups_per_level.into()),
                round_limit: Some(d.round_limit.into()),
            },
            soldier: Some(
                d.soldiers
                    .iter()
                    .map(|s| RawSoldier {
                        rank: s.rank.clone(),
                        level: s.level.into(),
                        count: s.count.into(),
                    })
                    .collect(),
            ),
            power_up: Some(
                d.power_ups
                    .iter()
                    .map(|p| RawPowerUp {
                        name: p.name.clone(),
                        level: p.level.into(),
                        bonus: p.bonus.into(),
                        count: p.count.into(),
                    })
                    .collect(),
            ),
            cards: RawCards {
                royal_guard: Some(d.royal_guard.into()),
                monk: Some(d.monk.into()),
                reaper: Some(d.reaper.into()),
                scout: Some(RawScout {
                    count: Some(d.scout_count.into()),
                    draw: Some(d.scout_draw.into()),
                }),
                tax_collector: Some(RawTax {
                    count: Some(d.tax_collector_count.into()),
                    take: Some(d.tax_collector_take.into()),
                }),
                province: Some(d.provinces.into()),
            },
        }
    }
}

fn range(key: &str, value: i64, min: i64, max: i64, allowed: &str) -> Result<i64, DeckError> {
    if (min..=max).contains(&value) {
        Ok(value)
    } else {
        Err(DeckError::OutOfRange {
            key: key.to_owned(),
            value: value.to_string(),
            allowed: allowed.to_owned(),
        })
    }
}

fn num(key: &str, value: Option<i64>, default: u16, min: i64) -> Result<u16, DeckError> {
    match value {
        None => Ok(default),
        Some(v) => {
            let allowed = format!("it must be an integer from {min} to {MAX_NUMBER}");
            range(key, v, min, MAX_NUMBER, &allowed).map(|v| v as u16)
        }
    }
}

fn count(key: &str, value: Option<i64>, default: u8) -> Result<u8, DeckError> {
    match value {
        None => Ok(default),
        Some(v) => range(
            key,
            v,
            0,
            MAX_COUNT,
            &format!("a card count must be an integer from 0 to {MAX_COUNT}"),
        )
        .map(|v| v as u8),
    }
}

/// A player-count key of a table: exactly `"2"`, `"3"` or `"4"`. Other spellings of a
/// count (`"02"`, `"+2"`, `" 2"`) are refused, or two keys could name one count and the
/// table keep only one of their values.
fn player_key(key: &str, text: &str) -> Result<u8, DeckError> {
    match text {
        "2" => Ok(2),
        "3" => Ok(3),
        "4" => Ok(4),
        _ => Err(DeckError::OutOfRange {
            key: format!("{key}.{text}"),
            value: format!("{text:?}"),
            allowed: "the keys of this table are player counts: \"2\", \"3\" or \"4\"".to_owned(),
        }),
    }
}

impl TryFrom<RawDeck> for Deck {
    type Error = DeckError;

    #[allow(clippy::too_many_lines)]
    fn try_from(raw: RawDeck) -> Result<Deck, DeckError> {
        let default = Deck::default();
        let r = &raw.rules;

        // Every problem is collected, so a deck file with several mistakes reports them all;
        // a refused value is replaced by its default to check the rest.
        let mut problems = Problems::default();
        let players_supported = match &r.players_supported {
            None => default.players_supported.clone(),
            Some(list) if list.is_empty() => problems.refuse(
                DeckError::OutOfRange {
                    key: "rules.players_supported".into(),
                    value: "[]".into(),
                    allowed: "it must list at least one player count from 2, 3, 4".into(),
                },
                default.players_supported.clone(),
            ),
            Some(list) => {
                let mut out = Vec::new();
                for &p in list {
                    let Some(p) = problems.keep(range(
                        "rules.players_supported",
                        p,
                        2,
                        4,
                        "player counts must be 2, 3 or 4 (five or more players are not supported)",
                    )) else {
                        continue;
                    };
                    let p = p as u8;
                    if out.contains(&p) {
                        problems.push(DeckError::Inconsistent {
                            key: "rules.players_supported".into(),
                            problem: format!("{p} is listed twice"),
                        });
                        continue;
                    }
                    out.push(p);
                }
                out.sort_unstable();
                out
            }
        };
        let initial_hand = problems.or(
            num(
                "rules.initial_hand",
                r.initial_hand,
                default.initial_hand,
                0,
            ),
            default.initial_hand,
        );
        let draws_per_turn = problems.or(
            num(
                "rules.draws_per_turn",
                r.draws_per_turn,
                default.draws_per_turn,
                0,
            ),
            default.draws_per_turn,
        );
        let actions_per_turn = problems.or(
            num(
                "rules.actions_per_turn",
                r.actions_per_turn,
                default.actions_per_turn,
                1,
            ),
            default.actions_per_turn,
        );
        let first_turn_actions = match &r.first_turn_actions {
            None => default.first_turn_actions.clone(),
            Some(map) => {
                let mut out = BTreeMap::new();
                for (k, &v) in map {
                    let p = problems.keep(player_key("rules.first_turn_actions", k));
                    let v = problems.keep(range(
                        &format!("rules.first_turn_actions.{k}"),
                        v,
                        1,
                        i64::from(actions_per_turn),
                        &format!(
                            "each entry must be an integer from 1 to `actions_per_turn` ({actions_per_turn})"
                        ),
                    ));
                    if let (Some(p), Some(v)) = (p, v) {
                        out.insert(p, v as u16);
                    }
                }
                out
            }
        };
        let hand_limit = problems.or(
            num("rules.hand_limit", r.hand_limit, default.hand_limit, 0),
            default.hand_limit,
        );
        let province_hand_limit = problems.or(
            num(
                "rules.province_hand_limit",
                r.province_hand_limit,
                default.province_hand_limit,
                0,
            ),
            default.province_hand_limit,
        );
        let provinces_per_turn = problems.or(
            num(
                "rules.provinces_per_turn",
                r.provinces_per_turn,
                default.provinces_per_turn,
                1,
            ),
            default.provinces_per_turn,
        );
        let max_soldiers_per_unit = match r.max_soldiers_per_unit {
            None => default.max_soldiers_per_unit,
            Some(v) => problems.or(
                range(
                    "rules.max_soldiers_per_unit",
                    v,
                    1,
                    2,
                    "it must be 1 or 2 (Combine and Detach are defined only for pairs of soldiers)",
                )
                .map(|v| v as u8),
                default.max_soldiers_per_unit,
            ),
        };
        let max_powerups_per_level = problems.or(
            num(
                "rules.max_powerups_per_level",
                r.max_powerups_per_level,
                default.max_powerups_per_level,
                1,
            ),
            default.max_powerups_per_level,
        );
        let round_limit = match r.round_limit {
            None => default.round_limit,
            Some(v) => problems.or(
                range(
                    "rules.round_limit",
                    v,
                    0,
                    MAX_ROUND_LIMIT,
                    &format!("it must be an integer from 0 (no limit) to {MAX_ROUND_LIMIT}"),
                )
                .map(|v| v as u32),
                default.round_limit,
            ),
        };

        let soldiers = match &raw.soldier {
            None => default.soldiers.clone(),
            Some(list) => {
                if list.len() > MAX_SOLDIER_RANKS {
                    problems.push(DeckError::OutOfRange {
                        key: "soldier".into(),
                        value: format!("{} ranks", list.len()),
                        allowed: format!("a deck has at most {MAX_SOLDIER_RANKS} soldier ranks"),
                    });
                }
                let mut out: Vec<SoldierRank> = Vec::new();
                for (i, s) in list.iter().enumerate() {
                    let key = format!("soldier[{i}]");
                    let level = problems.keep(range(
                        &format!("{key}.level"),
                        s.level,
                        1,
                        i64::from(MAX_LEVEL),
                        &format!("a soldier level must be an integer from 1 to {MAX_LEVEL}"),
                    ));
                    let count = problems.keep(count(&format!("{key}.count"), Some(s.count), 0));
                    let (Some(level), Some(count)) = (level, count) else {
                        continue;
                    };
                    let level = level as u8;
                    if let Some(other) = out.iter().find(|o| o.level == level) {
                        problems.push(DeckError::Inconsistent {
                            key: format!("{key}.level"),
                            problem: format!(
                                "level {level} is used by both {:?} and {:?}; soldier levels must be distinct",
                                other.rank, s.rank
                            ),
                        });
                        continue;
                    }
                    out.push(SoldierRank {
                        rank: s.rank.clone(),
                        level,
                        count,
                    });
                }
                out.sort_by_key(|s| s.level);
                out
            }
        };
        let power_ups = match &raw.power_up {
            None => default.power_ups.clone(),
            Some(list) => {
                if list.len() > MAX_POWER_UPS {
                    problems.push(DeckError::OutOfRange {
                        key: "power_up".into(),
                        value: format!("{} kinds", list.len()),
                        allowed: format!("a deck has at most {MAX_POWER_UPS} power-up kinds"),
                    });
                }
                let mut out: Vec<PowerUpKind> = Vec::new();
                for (i, p) in list.iter().enumerate() {
                    let key = format!("power_up[{i}]");
                    let level = problems.keep(range(
                        &format!("{key}.level"),
                        p.level,
                        1,
                        i64::from(MAX_LEVEL),
                        &format!("a power-up level must be an integer from 1 to {MAX_LEVEL}"),
                    ));
                    let bonus = problems.keep(range(
                        &format!("{key}.bonus"),
                        p.bonus,
                        0,
                        MAX_NUMBER,
                        &format!("a bonus must be an integer from 0 to {MAX_NUMBER}"),
                    ));
                    let count = problems.keep(count(&format!("{key}.count"), Some(p.count), 0));
                    let (Some(level), Some(bonus), Some(count)) = (level, bonus, count) else {
                        continue;
                    };
                    let (level, bonus) = (level as u8, bonus as u16);
                    if let Some(other) = out.iter().find(|o| o.level == level) {
                        problems.push(DeckError::Inconsistent {
                            key: format!("{key}.level"),
                            problem: format!(
                                "level {level} is used by both {:?} and {:?}; power-up levels must be distinct",
                                other.name, p.name
                            ),
                        });
                        continue;
                    }
                    out.push(PowerUpKind {
                        name: p.name.clone(),
                        level,
                        bonus,
                        count,
                    });
                }
                out.sort_by_key(|p| p.level);
                out
            }
        };

        let c = &raw.cards;
        let royal_guard = problems.or(
            count("cards.royal_guard", c.royal_guard, default.royal_guard),
            default.royal_guard,
        );
        let monk = problems.or(count("cards.monk", c.monk, default.monk), default.monk);
        let reaper = problems.or(
            count("cards.reaper", c.reaper, default.reaper),
            default.reaper,
        );
        let scout = c.scout.clone().unwrap_or_default();
        let scout_count = problems.or(
            count("cards.scout.count", scout.count, default.scout_count),
            default.scout_count,
        );
        let scout_draw = problems.or(
            num("cards.scout.draw", scout.draw, default.scout_draw, 1),
            default.scout_draw,
        );
        let tax = c.tax_collector.clone().unwrap_or_default();
        let tax_collector_count = problems.or(
            count(
                "cards.tax_collector.count",
                tax.count,
                default.tax_collector_count,
            ),
            default.tax_collector_count,
        );
        let tax_collector_take = problems.or(
            num(
                "cards.tax_collector.take",
                tax.take,
                default.tax_collector_take,
                1,
            ),
            default.tax_collector_take,
        );
        let provinces = match c.province {
            None => default.provinces,
            Some(v) => problems.or(
                range(
                    "cards.province",
                    v,
                    1,
                    MAX_COUNT,
                    &format!("a deck needs from 1 to {MAX_COUNT} Provinces"),
                )
                .map(|v| v as u8),
                default.provinces,
            ),
        };

        // Player counts whose entry was refused: not reported missing as well.
        let mut refused = Vec::new();
        let provinces_to_win = match &r.provinces_to_win {
            None => default.provinces_to_win.clone(),
            Some(map) => {
                let mut out = BTreeMap::new();
                for (k, &v) in map {
                    let Some(p) = problems.keep(player_key("rules.provinces_to_win", k)) else {
                        continue;
                    };
                    match problems.keep(range(
                        &format!("rules.provinces_to_win.{k}"),
                        v,
                        1,
                        MAX_NUMBER,
                        &format!("each entry must be an integer from 1 to {MAX_NUMBER}"),
                    )) {
                        Some(v) => {
                            out.insert(p, v as u16);
                        }
                        None => refused.push(p),
                    }
                }
                out
            }
        };
        for &p in &players_supported {
            match provinces_to_win.get(&p) {
                None if refused.contains(&p) => {}
                None => {
                    problems.push(DeckError::Inconsistent {
                        key: "rules.provinces_to_win".into(),
                        problem: format!(
                            "it has no entry for {p} players, which `players_supported` lists"
                        ),
                    });
                }
                Some(&t) if u32::from(t) > u32::from(provinces) => {
                    problems.push(DeckError::OutOfRange {
                        key: format!("rules.provinces_to_win.{p}"),
                        value: t.to_string(),
                        allowed: format!(
                            "a win cannot need more Provinces than the deck has (`cards.province` is {provinces})"
                        ),
                    });
                }
                Some(_) => {}
            }
        }

        problems.into_result()?;
        Ok(Deck {
            players_supported,
            initial_hand,
            draws_per_turn,
            actions_per_turn,
            first_turn_actions,
            hand_limit,
            province_hand_limit,
            provinces_per_turn,
            provinces_to_win,
            max_soldiers_per_unit,
            max_powerups_per_level,
            round_limit,
            soldiers,
            power_ups,
            royal_guard,
            monk,
            reaper,
            scout_count,
            scout_draw,
            tax_collector_count,
            tax_collector_take,
            provinces,
        })
    }
}
