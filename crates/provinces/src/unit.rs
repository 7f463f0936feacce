//! Units (B2.3): one or two soldiers with their "has attacked" marks and their power-ups.

use std::{fmt, str::FromStr};

use interregnum_core::ParseError;
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

/// The runs of alike units of a sorted army, in order: the index of each run's first unit
/// and its number of copies.
pub(crate) fn unit_runs(army: &[Unit]) -> impl Iterator<Item = (usize, usize)> + '_ {
    let mut first = 0;
    std::iter::from_fn(move || {
        let unit = army.get(first)?;
        let copies = 1 + army[first + 1..].iter().take_while(|u| *u == unit).count();
        let run = (first, copies);
        first += copies;
        Some(run)
    })
}

/// The distinct units of a sorted army, in order: alike units are one choice (B5.1).
pub(crate) fn distinct_units(army: &[Unit]) -> impl Iterator<Item = Unit> + '_ {
    unit_runs(army).map(|(first, _)| army[first])
}
