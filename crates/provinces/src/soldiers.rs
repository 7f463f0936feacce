//! Soldiers and power-ups: banking (S9.1), activating and paying exactly (S9.2), attaching
//! a power-up (S9.4), combining two units (S9.5, S10) and detaching one (S9.6).

use std::ops::ControlFlow;

use interregnum_core::Seat;

use crate::{
    action::Action,
    card::{Card, GoldBag, PowerUpBag},
    legal::{MainChoices, Offers, levels},
    state::{Phase, Provinces},
    unit::{Unit, distinct_units},
};

/// The sums from 0 to 127 that some of the gold cards `(value, count)` make, as bits (bit
/// `i` is set when some cards sum to exactly `i`). Soldier levels are at most 99, so every
/// activation cost fits.
fn reachable_sums(gold: impl Iterator<Item = (u8, u8)>) -> u128 {
    let mut sums: u128 = 1;
    for (value, count) in gold {
        let value = u32::from(value);
        // More copies than 127 / value cannot add a reachable sum below 128.
        for _ in 0..u32::from(count).min(127 / value.max(1)) {
            sums |= sums << value;
        }
    }
    sums
}

/// The sums some gold cards of `treasury` pay exactly, as bits (S9.2).
pub(crate) fn payable_sums(treasury: &GoldBag) -> u128 {
    reachable_sums(gold(treasury))
}

/// The gold cards of a treasury as (value, count), lowest first.
fn gold(treasury: &GoldBag) -> impl Iterator<Item = (u8, u8)> + '_ {
    treasury
        .distinct()
        .filter_map(|(card, count)| Some((card.soldier_level()?, count)))
}

/// Whether the gold cards of `treasury` worth at most `ceiling`, one card of value `less`
/// taken out, include some that sum to exactly `amount`.
fn pays_exactly(treasury: &GoldBag, ceiling: u8, less: u8, amount: u32) -> bool {
    if amount >= 128 {
        return false;
    }
    let cards = gold(treasury)
        .map(|(value, count)| (value, if value == less { count - 1 } else { count }))
        .filter(|&(value, _)| value <= ceiling);
    reachable_sums(cards) >> amount & 1 == 1
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
    pub(crate) fn offer_banks(&self, hand: &MainChoices, out: &mut impl Offers) -> ControlFlow<()> {
        for level in levels(hand.soldiers) {
            out.offer(Action::Bank(level))?;
        }
        ControlFlow::Continue(())
    }

    /// S9.1: the soldier becomes a gold card worth its level.
    pub(crate) fn bank(&mut self, seat: Seat, level: u8) {
        let card = Card::soldier(level);
        let me = self.seat_mut(seat);
        me.hand.remove(card, 1);
        me.treasury.add(card, 1);
        self.spend_action();
        self.finish_action();
    }

    /// S9.2: a soldier in hand whose level some gold cards sum to exactly.
    pub(crate) fn offer_activations(
        &self,
        choices: &MainChoices,
        out: &mut impl Offers,
    ) -> ControlFlow<()> {
        for level in levels(choices.soldiers & choices.payable) {
            out.offer(Action::Activate(level))?;
        }
        ControlFlow::Continue(())
    }

    /// S9.2: the soldier is set aside while it is paid for, one gold card at a time.
    pub(crate) fn begin_activation(&mut self, seat: Seat, level: u8) {
        self.seat_mut(seat).hand.remove(Card::soldier(level), 1);
        self.phase = Phase::Pay {
            level,
            owed: u32::from(level),
            last: None,
        };
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
        for (value, _) in gold(treasury) {
            if value <= ceiling
                && u32::from(value) <= owed
                && pays_exactly(treasury, value, value, owed - u32::from(value))
            {
                out.offer(Action::Pay(value))?;
            }
        }
        ControlFlow::Continue(())
    }

    /// S9.2: one gold card goes to the removed pile; paid in full, the soldier becomes a
    /// new one-soldier unit.
    pub(crate) fn pay_for_activation(&mut self, seat: Seat, level: u8, owed: u32, value: u8) {
        let card = Card::soldier(value);
        self.seat_mut(seat).treasury.remove(card, 1);
        self.removed.add(card, 1);
        let owed = owed - u32::from(value);
        if owed == 0 {
            self.seat_mut(seat).add_unit(Unit::single(level, false));
            self.spend_action();
            self.finish_action();
        } else {
            self.phase = Phase::Pay {
                level,
                owed,
                last: Some(value),
            };
        }
    }

    /// S9.4: each power-up in hand on each unit with fewer than `max_powerups_per_level`
    /// of its level.
    pub(crate) fn offer_attachments(
        &self,
        seat: Seat,
        hand: &MainChoices,
        out: &mut impl Offers,
    ) -> ControlFlow<()> {
        let army = &self.seat(seat).army;
        if army.is_empty() {
            return ControlFlow::Continue(());
        }
        let most = u32::from(self.deck_def().max_powerups_per_level);
        for level in levels(hand.power_ups) {
            let card = Card::power_up(level);
            for unit in distinct_units(army) {
                if u32::from(unit.power_ups().count(card)) < most {
                    out.offer(Action::Attach(level, unit))?;
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// S9.4: the power-up joins the unit.
    pub(crate) fn attach(&mut self, seat: Seat, level: u8, unit: Unit) {
        let card = Card::power_up(level);
        let me = self.seat_mut(seat);
        me.hand.remove(card, 1);
        me.remove_unit(unit);
        let mut equipped = unit;
        equipped.power_ups.add(card, 1);
        me.add_unit(equipped);
        self.spend_action();
        self.finish_action();
    }

    /// S9.5, S10: a Combine names the larger unit first, so a unit is offered when a unit
    /// no larger than it (another copy included) can join it. The army is sorted, so those
    /// come before it.
    pub(crate) fn offer_combines(&self, seat: Seat, out: &mut impl Offers) -> ControlFlow<()> {
        let army = &self.seat(seat).army;
        let deck = self.deck_def();
        if deck.max_soldiers_per_unit < 2 {
            return ControlFlow::Continue(());
        }
        for (i, unit) in army.iter().enumerate() {
            if i > 0 && army[i - 1] == *unit {
                continue;
            }
            let partner = army
                .iter()
                .enumerate()
                .take_while(|(_, other)| *other <= unit)
                .any(|(j, other)| j != i && deck.combined(unit, other).is_some());
            if partner {
                out.offer(Action::Combine(*unit))?;
            }
        }
        ControlFlow::Continue(())
    }

    /// S9.5: the first unit is set aside while the second is chosen.
    pub(crate) fn begin_combine(&mut self, seat: Seat, unit: Unit) {
        self.seat_mut(seat).remove_unit(unit);
        self.phase = Phase::Combine { unit };
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
        let no_larger = army.partition_point(|other| other <= unit);
        for other in distinct_units(&army[..no_larger]) {
            if deck.combined(unit, &other).is_some() {
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
        let me = self.seat_mut(seat);
        me.remove_unit(other);
        me.add_unit(joined);
        self.spend_action();
        self.finish_action();
    }

    /// S9.6: every two-soldier unit can be detached.
    pub(crate) fn offer_detaches(&self, seat: Seat, out: &mut impl Offers) -> ControlFlow<()> {
        for unit in distinct_units(&self.seat(seat).army) {
            if unit.n_soldiers() == 2 {
                out.offer(Action::Detach(unit))?;
            }
        }
        ControlFlow::Continue(())
    }

    /// S9.6: the unit is set aside while its power-ups are shared out, level by level.
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
            self.phase = Phase::Detach {
                unit,
                first,
                decided,
            };
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
