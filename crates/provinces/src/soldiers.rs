//! Soldiers and power-ups: banking (S9.1), activating and paying exactly (S9.2), attaching
//! a power-up (S9.4), combining two units (S9.5, S10) and detaching one (S9.6).

use std::ops::ControlFlow;

use interregnum_core::Seat;

use crate::{
    action::Action,
    card::{Card, PowerUpBag},
    legal::{MainChoices, Offers},
    packed::{bits, nth_bit},
    state::{Phase, Provinces},
    unit::{Unit, distinct_units, unit_runs},
};

/// The sums from 0 to `up_to` (at most 127) that some of the gold cards `(value, count)`
/// make, as bits: bit `i` is set when some cards sum to exactly `i`; bits above `up_to`
/// mean nothing. Soldier levels are at most 99, so every activation cost fits.
fn reachable_sums(gold: impl Iterator<Item = (u8, u8)>, up_to: u8) -> u128 {
    if up_to < 64 {
        // The common decks: one machine word.
        let mut sums: u64 = 1;
        for (value, count) in gold {
            // More copies than up_to / value add no sum up to `up_to`.
            for _ in 0..count.min(up_to / value.max(1)) {
                sums |= sums << value;
            }
        }
        return u128::from(sums);
    }
    let mut sums: u128 = 1;
    for (value, count) in gold {
        for _ in 0..count.min(up_to / value.max(1)) {
            sums |= sums << value;
        }
    }
    sums
}

/// The sums up to `up_to` that some of the gold cards `gold` pay exactly, as bits (S9.2).
pub(crate) fn payable_sums(gold: impl Iterator<Item = (u8, u8)>, up_to: u8) -> u128 {
    reachable_sums(gold, up_to)
}

/// Whether the gold cards `gold` worth at most `ceiling`, one card of value `less` taken
/// out, include some that sum to exactly `amount`.
pub(crate) fn pays_exactly(
    gold: impl Iterator<Item = (u8, u8)>,
    ceiling: u8,
    less: u8,
    amount: u32,
) -> bool {
    if amount >= 128 {
        return false;
    }
    let cards = gold
        .map(|(value, count)| (value, if value == less { count - 1 } else { count }))
        .filter(|&(value, _)| value <= ceiling);
    reachable_sums(cards, amount as u8) >> amount & 1 == 1
}

/// Whether two units can be combined (S9.5, S10) when at most `most` power-ups of a level
/// may share a unit: both have one soldier, and together no more than `most` power-ups of
/// any level. (As [`Deck::combined`](crate::Deck::combined) decides, without building the
/// combined unit; the deck must allow two soldiers per unit.)
// Inlined where the main phase counts combines, once per pair of units: the common cases
// (a unit of two soldiers, two bare soldiers) are a few comparisons, and only units with
// power-ups count them out of line.
#[inline(always)]
fn can_combine(a: &Unit, b: &Unit, most: u32) -> bool {
    if a.n_soldiers() != 1 || b.n_soldiers() != 1 {
        return false;
    }
    (a.power_ups().is_empty() && b.power_ups().is_empty())
        || power_ups_fit(a.power_ups(), b.power_ups(), most)
}

/// Whether the power-ups of two units, together, hold no more than `most` of any level.
#[inline(never)]
fn power_ups_fit(a: &PowerUpBag, b: &PowerUpBag, most: u32) -> bool {
    a.distinct()
        .all(|(card, n)| u32::from(n) + u32::from(b.count(card)) <= most)
        && b.distinct()
            .all(|(card, n)| a.count(card) > 0 || u32::from(n) <= most)
}

/// S9.4: whether a power-up `card` can join `unit`: it has fewer than `most` of its level.
pub(crate) fn can_attach(unit: &Unit, card: Card, most: u32) -> bool {
    u32::from(unit.power_ups().count(card)) < most
}

/// S9.5, S10: whether the unit first in the run `army[first..first + copies]` of a sorted
/// army can be combined with a unit no larger than it: one before the run, or another copy.
pub(crate) fn has_partner(army: &[Unit], first: usize, copies: usize, most: u32) -> bool {
    let unit = &army[first];
    // Only one-soldier units combine.
    unit.n_soldiers() == 1
        && ((copies > 1 && can_combine(unit, unit, most))
            || army[..first]
                .iter()
                .any(|other| can_combine(unit, other, most)))
}

/// S9.6: whether a unit can be detached: it has two soldiers.
pub(crate) fn can_detach(unit: &Unit) -> bool {
    unit.n_soldiers() == 2
}

/// The next power-up level a Detach of `unit` shares out after level `decided`, with the
/// unit's count of that level.
pub(crate) fn next_split_level(unit: &Unit, decided: u8) -> Option<(u8, u8)> {
    unit.power_ups()
        .distinct()
        .filter_map(|(card, count)| Some((card.power_up_level()?, count)))
        .find(|&(level, _)| level > decided)
}

/// The fewest power-ups of `level` (of `count` on the unit) that a Detach of `unit` may give
/// its first soldier, after `first` for the levels up to `decided`. When the two soldiers
/// are alike, the halves can be swapped, so the first soldier takes the larger share of the
/// first level where the halves differ: one sequence per pair of halves (B5.1).
pub(crate) fn least_first_share(unit: &Unit, first: &PowerUpBag, decided: u8, count: u8) -> u8 {
    let even_so_far = unit.alike_soldiers()
        && unit.power_ups().distinct().all(|(card, n)| {
            card.power_up_level().is_none_or(|l| l > decided) || first.count(card) * 2 == n
        });
    if even_so_far { count.div_ceil(2) } else { 0 }
}

impl Provinces {
    /// S9.1: each soldier level in hand can be banked.
    pub(crate) fn offer_banks(
        &self,
        choices: &MainChoices,
        out: &mut impl Offers,
    ) -> ControlFlow<()> {
        let soldiers = choices.soldiers;
        out.offer_each(soldiers.count_ones() as usize, |i| {
            Action::Bank(self.rules.level(nth_bit(soldiers, i)))
        })
    }

    /// S9.1: the soldier becomes a gold card worth its level.
    // A main-phase action: out of line (see `Provinces::play_main`).
    #[inline(never)]
    pub(crate) fn bank(&mut self, seat: Seat, level: u8) {
        self.take_from_hand(seat, Card::soldier(level), 1);
        self.put_gold(seat, level);
        self.spend_action();
        self.finish_action();
    }

    /// S9.2: a soldier in hand whose level some gold cards sum to exactly.
    pub(crate) fn offer_activations(
        &self,
        choices: &MainChoices,
        out: &mut impl Offers,
    ) -> ControlFlow<()> {
        let payable = choices.payable_soldiers;
        out.offer_each(payable.count_ones() as usize, |i| {
            Action::Activate(self.rules.level(nth_bit(payable, i)))
        })
    }

    /// S9.2: the soldier is set aside while it is paid for, one gold card at a time.
    // A main-phase action: out of line (see `Provinces::play_main`).
    #[inline(never)]
    pub(crate) fn begin_activation(&mut self, seat: Seat, level: u8) {
        self.take_from_hand(seat, Card::soldier(level), 1);
        self.set_phase(Phase::Pay {
            level,
            owed: u32::from(level),
            last: None,
        });
    }

    /// S9.2, B5.1: the gold cards that can be paid next, highest first, so that the
    /// payment can still be exact.
    pub(crate) fn offer_payments(
        &self,
        seat: Seat,
        owed: u32,
        last: Option<u8>,
        out: &mut impl Offers,
    ) -> ControlFlow<()> {
        let treasury = &self.seat(seat).treasury;
        let ceiling = last.unwrap_or(u8::MAX);
        for (value, _) in self.rules.gold(treasury) {
            if value <= ceiling && u32::from(value) <= owed && {
                let rest = owed - u32::from(value);
                self.rules
                    .pays_exactly_below(treasury, value, rest)
                    .unwrap_or_else(|| pays_exactly(self.rules.gold(treasury), value, value, rest))
            } {
                out.offer(Action::Pay(value))?;
            }
        }
        ControlFlow::Continue(())
    }

    /// S9.2: one gold card goes to the removed pile; paid in full, the soldier becomes a
    /// new one-soldier unit.
    pub(crate) fn pay_for_activation(&mut self, seat: Seat, level: u8, owed: u32, value: u8) {
        self.take_gold(seat, value);
        self.removed.add(self.rules.slot(Card::soldier(value)), 1);
        let owed = owed - u32::from(value);
        if owed == 0 {
            self.seat_mut(seat).add_unit(Unit::single(level, false));
            self.spend_action();
            self.finish_action();
        } else {
            self.set_phase(Phase::Pay {
                level,
                owed,
                last: Some(value),
            });
        }
    }

    /// S9.4: each power-up in hand on each unit with fewer than `max_powerups_per_level`
    /// of its level.
    pub(crate) fn offer_attachments(
        &self,
        seat: Seat,
        choices: &MainChoices,
        out: &mut impl Offers,
    ) -> ControlFlow<()> {
        let army = &self.seat(seat).army;
        if army.is_empty() || choices.power_ups == 0 {
            return ControlFlow::Continue(());
        }
        let most = u32::from(self.deck_def().max_powerups_per_level);
        for slot in bits(choices.power_ups) {
            let card = self.rules.card(slot);
            let level = self.rules.level(slot);
            for unit in distinct_units(army) {
                if can_attach(&unit, card, most) {
                    out.offer(Action::Attach(level, unit))?;
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// S9.4: the power-up joins the unit.
    // A main-phase action: out of line (see `Provinces::play_main`).
    #[inline(never)]
    pub(crate) fn attach(&mut self, seat: Seat, level: u8, unit: Unit) {
        let card = Card::power_up(level);
        self.take_from_hand(seat, card, 1);
        let mut equipped = unit;
        equipped.power_ups.add(card, 1);
        self.seat_mut(seat).replace_unit(unit, equipped);
        self.spend_action();
        self.finish_action();
    }

    /// S9.5, S10: a Combine names the larger unit first, so a unit is offered when a unit
    /// no larger than it (another copy included) can join it.
    pub(crate) fn offer_combines(&self, seat: Seat, out: &mut impl Offers) -> ControlFlow<()> {
        let army = &self.seat(seat).army;
        let deck = self.deck_def();
        if deck.max_soldiers_per_unit < 2 {
            return ControlFlow::Continue(());
        }
        let most = u32::from(deck.max_powerups_per_level);
        for (first, copies) in unit_runs(army) {
            if has_partner(army, first, copies, most) {
                out.offer(Action::Combine(army[first]))?;
            }
        }
        ControlFlow::Continue(())
    }

    /// S9.5: the first unit is set aside while the second is chosen.
    // A main-phase action: out of line (see `Provinces::play_main`).
    #[inline(never)]
    pub(crate) fn begin_combine(&mut self, seat: Seat, unit: Unit) {
        self.seat_mut(seat).remove_unit(unit);
        self.set_phase(Phase::Combine { unit });
    }

    /// S9.5, S10: the units, no larger than the first, that can join it.
    pub(crate) fn offer_partners(
        &self,
        seat: Seat,
        unit: &Unit,
        out: &mut impl Offers,
    ) -> ControlFlow<()> {
        let army = &self.seat(seat).army;
        let deck = self.deck_def();
        let most = u32::from(deck.max_powerups_per_level);
        let no_larger = army.partition_point(|other| other <= unit);
        for other in distinct_units(&army[..no_larger]) {
            if deck.max_soldiers_per_unit >= 2 && can_combine(unit, &other, most) {
                out.offer(Action::CombineWith(other))?;
            }
        }
        ControlFlow::Continue(())
    }

    /// S9.5: the two units become one; its strength is the sum of both.
    pub(crate) fn combine(&mut self, seat: Seat, unit: Unit, other: Unit) {
        let Some(joined) = self.deck_def().combined(&unit, &other) else {
            debug_assert!(false, "{unit} and {other} cannot be combined");
            return;
        };
        self.seat_mut(seat).replace_unit(other, joined);
        self.spend_action();
        self.finish_action();
    }

    /// S9.6: every two-soldier unit can be detached.
    pub(crate) fn offer_detaches(&self, seat: Seat, out: &mut impl Offers) -> ControlFlow<()> {
        for unit in distinct_units(&self.seat(seat).army) {
            if can_detach(&unit) {
                out.offer(Action::Detach(unit))?;
            }
        }
        ControlFlow::Continue(())
    }

    /// S9.6: the unit is set aside while its power-ups are shared out, level by level.
    // A main-phase action: out of line (see `Provinces::play_main`).
    #[inline(never)]
    pub(crate) fn begin_detach(&mut self, seat: Seat, unit: Unit) {
        self.seat_mut(seat).remove_unit(unit);
        self.share_next_level(unit, PowerUpBag::EMPTY, 0);
    }

    /// S9.6, B5.1: the shares of the next power-up level; with alike soldiers, only one
    /// of two mirrored splits.
    pub(crate) fn offer_splits(
        &self,
        unit: &Unit,
        first: &PowerUpBag,
        decided: u8,
        out: &mut impl Offers,
    ) -> ControlFlow<()> {
        if let Some((level, count)) = next_split_level(unit, decided) {
            for k in least_first_share(unit, first, decided, count)..=count {
                out.offer(Action::Split {
                    level,
                    first: k,
                    second: count - k,
                })?;
            }
        }
        ControlFlow::Continue(())
    }

    /// S9.6: `k` power-ups of `level` go with the first soldier, the rest with the second.
    pub(crate) fn split(&mut self, unit: Unit, first: PowerUpBag, level: u8, k: u8) {
        let mut first = first;
        first.add(Card::power_up(level), k);
        self.share_next_level(unit, first, level);
    }

    /// Goes on to the next power-up level of a Detach, or completes it when every level up
    /// to `decided` is shared: each soldier becomes a unit, keeping its own mark.
    fn share_next_level(&mut self, unit: Unit, first: PowerUpBag, decided: u8) {
        if next_split_level(&unit, decided).is_some() {
            self.set_phase(Phase::Detach {
                unit,
                first,
                decided,
            });
            return;
        }
        let Some((one, other)) = unit.split(first) else {
            debug_assert!(false, "the shares of {unit} do not add up");
            return;
        };
        let me = self.seat_mut(self.turn.active);
        me.add_unit(one);
        me.add_unit(other);
        self.spend_action();
        self.finish_action();
    }
}
