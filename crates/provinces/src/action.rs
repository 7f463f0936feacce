//! Units as the rules see them, and actions with their notation.

use std::{fmt, str::FromStr};

use interregnum_core::{ParseError, Seat};
use serde::{Serialize, Serializer};

use crate::card::{Bag, Card, CardBag, GoldBag, MAX_LEVEL, PowerUpBag};

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

    /// The combined unit of two one-soldier units.
    pub(crate) fn join(&self, other: &Unit) -> Option<Unit> {
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

/// A decision of the seat to act. Every choice the rules leave to a player is one action.
///
/// | Notation | Meaning |
/// | --- | --- |
/// | `end` | End Turn |
/// | `bank S4` | bank a soldier of level 4 (S9.1) |
/// | `activate S5 4+1` | activate a level-5 soldier, paying the gold cards 4 and 1 (S9.2) |
/// | `attack S6 B` | attack seat B with the unit `S6` (S9.3) |
/// | `attach P2 S4` | attach a level-2 power-up to the unit `S4` (S9.4) |
/// | `combine S4/P2 S3` | combine two one-soldier units (S9.5) |
/// | `detach S4+S3/P1/P2 S4/P1` | split a unit; the second unit is the half holding the first soldier (S9.6) |
/// | `scout` | play a Scout (S9.7) |
/// | `tax B` | play a Tax Collector against seat B (S9.7) |
/// | `province` | lay a Province (S9.8) |
/// | `pass` | decline a reaction window |
/// | `guard`, `reaper`, `monk` | play that reaction in the open window |
/// | `block S4/P2` | defend with that unit |
/// | `cover 5+2` | pay an attack with those gold cards |
/// | `give 2+1` | give those gold cards to a Tax Collector |
/// | `discard S1+Scout` | discard those cards at the hand limit |
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Action {
    EndTurn,
    Bank(u8),
    Activate(u8, GoldBag),
    Attack(Unit, Seat),
    Attach(u8, Unit),
    Combine(Unit, Unit),
    Detach(Unit, PowerUpBag),
    Scout,
    Tax(Seat),
    Province,
    Pass,
    Guard,
    Reaper,
    Monk,
    Block(Unit),
    Cover(GoldBag),
    Give(GoldBag),
    Discard(CardBag),
}

impl Action {
    /// A combine action in canonical form (the larger unit first).
    #[must_use]
    pub fn combine(a: Unit, b: Unit) -> Action {
        if a >= b {
            Action::Combine(a, b)
        } else {
            Action::Combine(b, a)
        }
    }

    /// A detach action in canonical form: `first` goes with the unit's first soldier; when
    /// both soldiers are alike the larger share is named, so equal splits are one action.
    #[must_use]
    pub fn detach(unit: Unit, first: PowerUpBag) -> Action {
        let mut first = first;
        if unit.soldiers[0] == unit.soldiers[1] {
            let mut rest = unit.power_ups;
            if rest.remove_all(&first) && rest > first {
                first = rest;
            }
        }
        Action::Detach(unit, first)
    }

    /// Whether the action is in canonical form (see [`Action::combine`], [`Action::detach`]).
    #[must_use]
    pub fn is_canonical(&self) -> bool {
        match *self {
            Action::Combine(a, b) => a >= b,
            Action::Detach(u, first) => Action::detach(u, first) == *self,
            _ => true,
        }
    }
}

fn write_gold(f: &mut fmt::Formatter<'_>, gold: &GoldBag) -> fmt::Result {
    let mut values: Vec<u8> = gold.iter().filter_map(Card::soldier_level).collect();
    values.reverse();
    let text: Vec<String> = values.iter().map(u8::to_string).collect();
    if text.is_empty() {
        f.write_str("0")
    } else {
        f.write_str(&text.join("+"))
    }
}

fn write_cards<const N: usize>(f: &mut fmt::Formatter<'_>, bag: &Bag<N>) -> fmt::Result {
    let text: Vec<String> = bag.iter().map(|c| c.to_string()).collect();
    if text.is_empty() {
        f.write_str("none")
    } else {
        f.write_str(&text.join("+"))
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::EndTurn => f.write_str("end"),
            Action::Bank(l) => write!(f, "bank S{l}"),
            Action::Activate(l, gold) => {
                write!(f, "activate S{l} ")?;
                write_gold(f, gold)
            }
            Action::Attack(u, t) => write!(f, "attack {u} {t}"),
            Action::Attach(l, u) => write!(f, "attach P{l} {u}"),
            Action::Combine(a, b) => write!(f, "combine {a} {b}"),
            Action::Detach(u, first) => {
                let half = u.split(*first).map(|(h, _)| h);
                match half {
                    Some(h) => write!(f, "detach {u} {h}"),
                    None => {
                        // Not a valid split; written so that it reads back as itself.
                        let (l, m) = u.soldiers().next().unwrap_or((1, false));
                        let h = Unit::new(&[(l, m)], *first);
                        write!(f, "detach {u} {h}")
                    }
                }
            }
            Action::Scout => f.write_str("scout"),
            Action::Tax(t) => write!(f, "tax {t}"),
            Action::Province => f.write_str("province"),
            Action::Pass => f.write_str("pass"),
            Action::Guard => f.write_str("guard"),
            Action::Reaper => f.write_str("reaper"),
            Action::Monk => f.write_str("monk"),
            Action::Block(u) => write!(f, "block {u}"),
            Action::Cover(g) => {
                f.write_str("cover ")?;
                write_gold(f, g)
            }
            Action::Give(g) => {
                f.write_str("give ")?;
                write_gold(f, g)
            }
            Action::Discard(c) => {
                f.write_str("discard ")?;
                write_cards(f, c)
            }
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

const ACTION_NOTATION: &str = "an action: end, bank S4, activate S5 4+1, attack S6 B, attach P2 S4, \
     combine S4 S3, detach S4+S3/P1 S4/P1, scout, tax B, province, pass, guard, reaper, monk, \
     block S4, cover 5+2, give 2, discard S1+Scout";

fn parse_gold(text: &str) -> Option<GoldBag> {
    let mut bag = GoldBag::EMPTY;
    if text == "0" {
        return Some(bag);
    }
    for v in text.split('+') {
        if v.is_empty() || !v.bytes().all(|b| b.is_ascii_digit()) || v.starts_with('0') {
            return None;
        }
        let level: u8 = v.parse().ok()?;
        if !(1..=MAX_LEVEL).contains(&level) || !bag.add(Card::soldier(level), 1) {
            return None;
        }
    }
    Some(bag)
}

fn parse_cards(text: &str) -> Option<CardBag> {
    let mut bag = CardBag::EMPTY;
    if text.eq_ignore_ascii_case("none") {
        return Some(bag);
    }
    for c in text.split('+') {
        if !bag.add(c.parse::<Card>().ok()?, 1) {
            return None;
        }
    }
    Some(bag)
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
            ("activate", [s, g]) => {
                Action::Activate(level(s, false)?, parse_gold(g).ok_or_else(err)?)
            }
            ("attack", [u, t]) => Action::Attack(unit(u)?, parse_seat(t).ok_or_else(err)?),
            ("attach", [p, u]) => Action::Attach(level(p, true)?, unit(u)?),
            ("combine", [a, b]) => Action::combine(unit(a)?, unit(b)?),
            ("detach", [u, h]) => {
                let u = unit(u)?;
                let h = unit(h)?;
                let first = u.soldiers().next().ok_or_else(err)?;
                if h.n_soldiers() != 1 || h.soldiers().next() != Some(first) || u.n_soldiers() != 2
                {
                    return Err(ParseError {
                        input: text.to_owned(),
                        expected: "detach <unit> <half>: a two-soldier unit, then the half that keeps its first soldier, as in detach S4+S3/P1/P2 S4/P1".to_owned(),
                    });
                }
                Action::detach(u, h.power_ups)
            }
            ("scout", []) => Action::Scout,
            ("tax", [t]) => Action::Tax(parse_seat(t).ok_or_else(err)?),
            ("province", []) => Action::Province,
            ("pass", []) => Action::Pass,
            ("guard", []) => Action::Guard,
            ("reaper", []) => Action::Reaper,
            ("monk", []) => Action::Monk,
            ("block", [u]) => Action::Block(unit(u)?),
            ("cover", [g]) => Action::Cover(parse_gold(g).ok_or_else(err)?),
            ("give", [g]) => Action::Give(parse_gold(g).ok_or_else(err)?),
            ("discard", [c]) => Action::Discard(parse_cards(c).ok_or_else(err)?),
            _ => return Err(err()),
        };
        Ok(action)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn action_notation_round_trips() {
        for text in [
            "end",
            "bank S4",
            "activate S5 4+1",
            "attack S4*+S3/P1/P2 B",
            "attach P2 S4",
            "combine S4/P2 S3",
            "detach S4+S3/P1/P2 S4/P1",
            "detach S4+S4/P1/P2 S4/P2",
            "scout",
            "tax C",
            "province",
            "pass",
            "guard",
            "reaper",
            "monk",
            "block S4/P2",
            "cover 5+2",
            "give 2+2",
            "discard S1+Scout",
        ] {
            let action: Action = text.parse().unwrap();
            assert_eq!(action.to_string(), text);
            assert_eq!(action.to_string().parse::<Action>().unwrap(), action);
        }
        // Alike soldiers: the split naming the smaller share reads as the canonical one.
        let a: Action = "detach S4+S4/P1/P2 S4/P1".parse().unwrap();
        assert_eq!(a.to_string(), "detach S4+S4/P1/P2 S4/P2");
        for bad in [
            "",
            "bank",
            "bank P2",
            "attack S4 E",
            "activate S5 4+0",
            "detach S4 S4",
        ] {
            assert!(bad.parse::<Action>().is_err(), "{bad}");
        }
    }
}
