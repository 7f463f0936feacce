//! The deck file's TOML shape ([`RawDeck`]) and its check: every value is read, checked
//! against its range and the rest of the deck, and turned into a [`Deck`], with every
//! problem of a file reported at once.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{Deck, DeckError, PowerUpKind, SoldierRank};
use super::{MAX_COUNT, MAX_NUMBER, MAX_POWER_UPS, MAX_ROUND_LIMIT, MAX_SOLDIER_RANKS};
use crate::card::MAX_LEVEL;

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

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawDeck {
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
