//! Units as the rules see them, and actions with their notation.

use std::{fmt, str::FromStr};

use interregnum_core::{ParseError, Seat};
use serde::{Serialize, Serializer};

use crate::card::{Card, MAX_LEVEL, PowerUpBag};

/// A unit (B2.3): one or two soldiers, each with its "has attacked" mark, and its power-ups.
///
/// Two units with the same soldiers, marks and power-ups are the same value, since the rules
/// cannot tell them apart (B5.1). Notation: soldiers joined by `+`, a marked soldier with a
/// trailing `*`, then each power-up after a `/`: `S4*+S3/P1/P2`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Unit {
    /// Each soldier as `level << 1 | marked`, the larger first; 0 for no second soldier.
    soldiers: [u8; 2],
    pub(crate) power_ups: PowerUpBag,
}

impl Unit {
    /// A one-soldier unit with no power-ups.
    #[must_use]
    pub fn single(level: u8, marked: bool) -> Unit {
        Unit {
            soldiers: [level << 1 | u8::from(marked), 0],
            power_ups: PowerUpBag::EMPTY,
        }
    }

    /// A unit from its parts (soldiers as level and mark).
    #[must_use]
    pub fn new(soldiers: &[(u8, bool)], power_ups: PowerUpBag) -> Unit {
        let mut s = [0u8; 2];
        for (slot, &(level, marked)) in s.iter_mut().zip(soldiers) {
            *slot = level << 1 | u8::from(marked);
        }
        if s[1] > s[0] {
            s.swap(0, 1);
        }
        Unit {
            soldiers: s,
            power_ups,
        }
    }

    /// The soldiers as (level, marked), the larger first.
    pub fn soldiers(&self) -> impl Iterator<Item = (u8, bool)> + '_ {
        self.soldiers
            .iter()
            .filter(|&&s| s != 0)
            .map(|&s| (s >> 1, s & 1 == 1))
    }

    #[must_use]
    pub fn n_soldiers(&self) -> usize {
        usize::from(self.soldiers[0] != 0) + usize::from(self.soldiers[1] != 0)
    }

    #[must_use]
    pub fn power_ups(&self) -> &PowerUpBag {
        &self.power_ups
    }

    /// Whether any soldier of the unit has attacked (is marked).
    #[must_use]
    pub fn any_marked(&self) -> bool {
        self.soldiers.iter().any(|&s| s & 1 == 1)
    }

    /// The unit with every soldier marked (B6.1 step 1) or unmarked (B4.1).
    #[must_use]
    pub fn with_marks(self, marked: bool) -> Unit {
        let mut s = self.soldiers.map(|b| {
            if b == 0 {
                0
            } else {
                (b & !1) | u8::from(marked)
            }
        });
        if s[1] > s[0] {
            s.swap(0, 1);
        }
        Unit {
            soldiers: s,
            power_ups: self.power_ups,
        }
    }

    /// Whether the unit has two soldiers of the same level and mark, so that its two halves
    /// cannot be told apart when it is detached.
    pub(crate) fn alike_soldiers(&self) -> bool {
        self.soldiers[1] != 0 && self.soldiers[0] == self.soldiers[1]
    }

    /// The soldier levels summed (the base strength).
    #[must_use]
    pub fn soldier_levels(&self) -> u32 {
        self.soldiers().map(|(l, _)| u32::from(l)).sum()
    }

    /// The two halves of a two-soldier unit when the first soldier's half gets `first`.
    pub(crate) fn split(&self, first: PowerUpBag) -> Option<(Unit, Unit)> {
        if self.n_soldiers() != 2 {
            return None;
        }
        let mut rest = self.power_ups;
        if !rest.remove_all(&first) {
            return None;
        }
        let [a, b] = self.soldiers;
        Some((
            Unit {
                soldiers: [a, 0],
                power_ups: first,
            },
            Unit {
                soldiers: [b, 0],
                power_ups: rest,
            },
        ))
    }

    /// The combined unit of two one-soldier units (S9.5), whatever the deck's power-up limit;
    /// [`Deck::combined`](crate::Deck::combined) also checks that.
    #[must_use]
    pub fn join(&self, other: &Unit) -> Option<Unit> {
        if self.n_soldiers() != 1 || other.n_soldiers() != 1 {
            return None;
        }
        let mut power_ups = self.power_ups;
        if !power_ups.add_all(&other.power_ups) {
            return None;
        }
        let mut s = [self.soldiers[0], other.soldiers[0]];
        if s[1] > s[0] {
            s.swap(0, 1);
        }
        Some(Unit {
            soldiers: s,
            power_ups,
        })
    }

    pub(crate) fn is_well_formed(&self) -> bool {
        let levels_ok = self.soldiers().all(|(l, _)| (1..=MAX_LEVEL).contains(&l));
        self.soldiers[0] != 0
            && self.soldiers[0] >= self.soldiers[1]
            && levels_ok
            && self.power_ups.is_canonical()
            && self
                .power_ups
                .distinct()
                .all(|(c, _)| c.power_up_level().is_some())
    }
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (level, marked)) in self.soldiers().enumerate() {
            if i > 0 {
                f.write_str("+")?;
            }
            write!(f, "S{level}{}", if marked { "*" } else { "" })?;
        }
        for card in self.power_ups.iter() {
            write!(f, "/{card}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl Serialize for Unit {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

const UNIT_NOTATION: &str = "a unit: one or two soldiers joined by +, * after a soldier that has attacked, then /P<level> for each power-up, as in S4*+S3/P1/P2";

impl FromStr for Unit {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Unit, ParseError> {
        let err = || ParseError {
            input: text.to_owned(),
            expected: UNIT_NOTATION.to_owned(),
        };
        let mut parts = text.trim().split('/');
        let soldiers_text = parts.next().ok_or_else(err)?;
        let mut soldiers = Vec::new();
        for s in soldiers_text.split('+') {
            let (s, marked) = match s.strip_suffix('*') {
                Some(s) => (s, true),
                None => (s, false),
            };
            let level = s
                .parse::<Card>()
                .ok()
                .and_then(Card::soldier_level)
                .ok_or_else(err)?;
            soldiers.push((level, marked));
        }
        if soldiers.is_empty() || soldiers.len() > 2 {
            return Err(err());
        }
        let mut power_ups = PowerUpBag::EMPTY;
        for p in parts {
            let card = p.parse::<Card>().map_err(|_| err())?;
            if card.power_up_level().is_none() || !power_ups.add(card, 1) {
                return Err(err());
            }
        }
        Ok(Unit::new(&soldiers, power_ups))
    }
}

/// A decision of the seat to act.
///
/// A choice among sets of cards (a payment, a cover, the gold a Tax Collector takes, a
/// hand-limit discard, a Detach split) and a Combine are made as a sequence of small
/// decisions, one card or one power-up level at a time, in a fixed order, so that each
/// set is exactly one sequence and no position has more than
/// [`Deck::max_legal_actions`](crate::Deck::max_legal_actions) legal actions.
///
/// | Notation | Meaning |
/// | --- | --- |
/// | `end` | End Turn |
/// | `bank S4` | bank a soldier of level 4 (S9.1) |
/// | `activate S5` | activate a level-5 soldier (S9.2); its payment follows |
/// | `pay 4` | pay a gold card of value 4 toward the activation, highest first |
/// | `attack S6 B` | attack seat B with the unit `S6` (S9.3) |
/// | `attach P2 S4` | attach a level-2 power-up to the unit `S4` (S9.4) |
/// | `combine S4/P2` | combine the one-soldier unit `S4/P2` (S9.5) with a unit chosen next |
/// | `with S3` | the unit, no larger than the first, to combine with |
/// | `detach S4+S3/P1/P2` | split a two-soldier unit (S9.6); the split of its power-ups follows |
/// | `split P1 1-0` | of the unit's level-1 power-ups, 1 goes with the first soldier, 0 with the second |
/// | `scout` | play a Scout (S9.7) |
/// | `tax B` | play a Tax Collector against seat B (S9.7) |
/// | `province` | lay a Province (S9.8) |
/// | `pass` | decline a reaction window |
/// | `guard`, `reaper`, `monk` | play that reaction in the open window |
/// | `block S4/P2` | defend with that unit |
/// | `cover 5` | pay a gold card of value 5 toward a cover, highest first |
/// | `give 2` | give a gold card of value 2 to a Tax Collector, highest first |
/// | `discard S1` | discard a card at the hand limit, in standard card order |
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Action {
    EndTurn,
    Bank(u8),
    /// Activate a soldier of this level: the first decision of an activation.
    Activate(u8),
    /// One gold card of this value toward an activation.
    Pay(u8),
    Attack(Unit, Seat),
    Attach(u8, Unit),
    /// The first (larger) unit of a Combine.
    Combine(Unit),
    /// The second unit of a Combine.
    CombineWith(Unit),
    /// The two-soldier unit to detach.
    Detach(Unit),
    /// How a Detach shares out the power-ups of one level: `first` go with the unit's first
    /// soldier, `second` with the other.
    Split {
        level: u8,
        first: u8,
        second: u8,
    },
    Scout,
    Tax(Seat),
    Province,
    Pass,
    Guard,
    Reaper,
    Monk,
    Block(Unit),
    /// One gold card of this value toward a cover.
    Cover(u8),
    /// One gold card of this value given to a Tax Collector.
    Give(u8),
    /// One card discarded at the hand limit.
    Discard(Card),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::EndTurn => f.write_str("end"),
            Action::Bank(l) => write!(f, "bank S{l}"),
            Action::Activate(l) => write!(f, "activate S{l}"),
            Action::Pay(v) => write!(f, "pay {v}"),
            Action::Attack(u, t) => write!(f, "attack {u} {t}"),
            Action::Attach(l, u) => write!(f, "attach P{l} {u}"),
            Action::Combine(u) => write!(f, "combine {u}"),
            Action::CombineWith(u) => write!(f, "with {u}"),
            Action::Detach(u) => write!(f, "detach {u}"),
            Action::Split {
                level,
                first,
                second,
            } => write!(f, "split P{level} {first}-{second}"),
            Action::Scout => f.write_str("scout"),
            Action::Tax(t) => write!(f, "tax {t}"),
            Action::Province => f.write_str("province"),
            Action::Pass => f.write_str("pass"),
            Action::Guard => f.write_str("guard"),
            Action::Reaper => f.write_str("reaper"),
            Action::Monk => f.write_str("monk"),
            Action::Block(u) => write!(f, "block {u}"),
            Action::Cover(v) => write!(f, "cover {v}"),
            Action::Give(v) => write!(f, "give {v}"),
            Action::Discard(c) => write!(f, "discard {c}"),
        }
    }
}

impl fmt::Debug for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl Serialize for Action {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

const ACTION_NOTATION: &str = "an action: end, bank S4, activate S5, pay 4, attack S6 B, attach P2 S4, \
     combine S4, with S3, detach S4+S3/P1, split P1 1-0, scout, tax B, province, pass, guard, \
     reaper, monk, block S4, cover 5, give 2, discard S1";

/// A gold value: a soldier level written as a number.
fn parse_value(text: &str) -> Option<u8> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) || text.starts_with('0') {
        return None;
    }
    let level: u8 = text.parse().ok()?;
    (1..=MAX_LEVEL).contains(&level).then_some(level)
}

/// A power-up count, `0` to `255`, without leading zeros.
fn parse_count(text: &str) -> Option<u8> {
    if text.is_empty()
        || !text.bytes().all(|b| b.is_ascii_digit())
        || (text.len() > 1 && text.starts_with('0'))
    {
        return None;
    }
    text.parse().ok()
}

fn parse_seat(text: &str) -> Option<Seat> {
    match text.as_bytes() {
        [b] if (b'A'..=b'D').contains(&b.to_ascii_uppercase()) => {
            Some(Seat::new(usize::from(b.to_ascii_uppercase() - b'A')))
        }
        _ => None,
    }
}

impl FromStr for Action {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Action, ParseError> {
        let err = || ParseError {
            input: text.to_owned(),
            expected: ACTION_NOTATION.to_owned(),
        };
        let words: Vec<&str> = text.split_whitespace().collect();
        let Some((&verb, args)) = words.split_first() else {
            return Err(err());
        };
        let unit = |t: &str| t.parse::<Unit>().map_err(|_| err());
        let level = |t: &str, power_up: bool| {
            let card = t.parse::<Card>().map_err(|_| err())?;
            if power_up {
                card.power_up_level().ok_or_else(err)
            } else {
                card.soldier_level().ok_or_else(err)
            }
        };
        let verb = verb.to_ascii_lowercase();
        let action = match (verb.as_str(), args) {
            ("end", []) => Action::EndTurn,
            ("bank", [s]) => Action::Bank(level(s, false)?),
            ("activate", [s]) => Action::Activate(level(s, false)?),
            ("pay", [v]) => Action::Pay(parse_value(v).ok_or_else(err)?),
            ("attack", [u, t]) => Action::Attack(unit(u)?, parse_seat(t).ok_or_else(err)?),
            ("attach", [p, u]) => Action::Attach(level(p, true)?, unit(u)?),
            ("combine", [u]) => Action::Combine(unit(u)?),
            ("with", [u]) => Action::CombineWith(unit(u)?),
            ("detach", [u]) => Action::Detach(unit(u)?),
            ("split", [p, shares]) => {
                let (first, second) = shares.split_once('-').ok_or_else(err)?;
                Action::Split {
                    level: level(p, true)?,
                    first: parse_count(first).ok_or_else(err)?,
                    second: parse_count(second).ok_or_else(err)?,
                }
            }
            ("scout", []) => Action::Scout,
            ("tax", [t]) => Action::Tax(parse_seat(t).ok_or_else(err)?),
            ("province", []) => Action::Province,
            ("pass", []) => Action::Pass,
            ("guard", []) => Action::Guard,
            ("reaper", []) => Action::Reaper,
            ("monk", []) => Action::Monk,
            ("block", [u]) => Action::Block(unit(u)?),
            ("cover", [v]) => Action::Cover(parse_value(v).ok_or_else(err)?),
            ("give", [v]) => Action::Give(parse_value(v).ok_or_else(err)?),
            ("discard", [c]) => Action::Discard(c.parse::<Card>().map_err(|_| err())?),
            _ => return Err(err()),
        };
        Ok(action)
    }
}
