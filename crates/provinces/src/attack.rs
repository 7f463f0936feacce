//! Attacks (S9.3, B6.1): declaring one, the defence of the army (S19, S20), paying from
//! the treasury (S21-S23), capturing Provinces (S23, S24), who can be attacked (S25), and
//! the deaths that combat and the Reaper cause (B6.2).

use std::ops::ControlFlow;

use interregnum_core::Seat;

use crate::{
    action::Action,
    legal::{Offers, SeatSet},
    packed::Packed,
    state::{Dying, Phase, Provinces, Window},
    unit::{Unit, distinct_units},
};

/// Of the gold cards `gold`, those worth at most `ceiling`: how many, and their total value.
pub(crate) fn gold_up_to(gold: impl Iterator<Item = (u8, u8)>, ceiling: u8) -> (u32, u32) {
    gold.filter(|&(value, _)| value <= ceiling)
        .fold((0, 0), |(cards, total), (value, count)| {
            (
                cards + u32::from(count),
                total + u32::from(value) * u32::from(count),
            )
        })
}

/// S9.3: whether a unit can attack: none of its soldiers has attacked this turn.
pub(crate) fn can_attack_with(unit: &Unit) -> bool {
    !unit.any_marked()
}

impl Provinces {
    /// Whether `seat` can be attacked: it has a unit, a gold card or a Province in play
    /// (S25, the Marvin-Graham Peace Treaty).
    #[must_use]
    pub fn attackable(&self, seat: Seat) -> bool {
        let s = self.seat(seat);
        !s.army.is_empty() || !s.treasury.is_empty() || s.field > 0
    }

    /// S9.3: each unit none of whose soldiers has attacked this turn, against each
    /// attackable opponent.
    pub(crate) fn offer_attacks(
        &self,
        seat: Seat,
        targets: SeatSet,
        out: &mut impl Offers,
    ) -> ControlFlow<()> {
        for unit in distinct_units(&self.seat(seat).army).filter(can_attack_with) {
            out.offer_each(targets.len(), |i| Action::Attack(unit, targets.nth(i)))?;
        }
        ControlFlow::Continue(())
    }

    /// B6.1 step 1: every soldier of the unit is marked, the attack amount is the unit's
    /// strength now, the action is spent; step 2: the attack window opens.
    // A main-phase action: out of line (see `Provinces::play_main`).
    #[inline(never)]
    pub(crate) fn declare_attack(&mut self, seat: Seat, unit: Unit, target: Seat) {
        let marked = unit.with_marks(true);
        self.seat_mut(seat).replace_unit(unit, marked);
        let amount = self.strength(&marked);
        self.spend_action();
        self.open_window(Window::Attack {
            attacker: seat,
            unit: marked,
            target,
            amount,
        });
    }

    /// B6.1 steps 3-5, once the attack window closed with no reaction: the army defends
    /// (S20); without one, the treasury pays (S21-S23); without gold, a Province is
    /// captured (S24).
    pub(crate) fn resolve_attack(&mut self, attacker: Seat, unit: Unit, target: Seat, amount: u32) {
        let defender = self.seat(target);
        if !defender.army.is_empty() {
            self.set_phase(Phase::Block {
                attacker,
                unit,
                target,
                amount,
            });
        } else if defender.treasury.is_empty() {
            self.capture_province(target, attacker); // S24
            self.finish_action();
        } else if self.rules.gold_value(&defender.treasury) >= amount {
            self.set_phase(Phase::Cover {
                attacker,
                target,
                amount,
                owed: amount,
                last: None,
            });
        } else {
            // S23: all the gold, then a Province if there is one.
            let gold = self.seat(target).treasury;
            let mut won = self.seat(attacker).treasury;
            won.add_all(&gold);
            self.set_treasury(target, Packed::EMPTY);
            self.set_treasury(attacker, won);
            self.capture_province(target, attacker);
            self.finish_action();
        }
    }

    /// S23, S24: one Province moves from `from`'s field to `to`'s, if `from` has one.
    fn capture_province(&mut self, from: Seat, to: Seat) {
        if self.seat(from).field > 0 {
            self.seat_mut(from).field -= 1;
            self.seat_mut(to).field += 1;
        }
    }

    /// B6.1 step 3: any unit of the target may defend, marked or not.
    pub(crate) fn offer_blockers(&self, seat: Seat, out: &mut impl Offers) -> ControlFlow<()> {
        for unit in distinct_units(&self.seat(seat).army) {
            out.offer(Action::Block(unit))?;
        }
        ControlFlow::Continue(())
    }

    /// B6.1 step 3: the stronger unit survives; on a tie both die, the attacker's first
    /// (B6.2 item 4).
    pub(crate) fn block(
        &mut self,
        attacker: Seat,
        unit: Unit,
        target: Seat,
        amount: u32,
        defender: Unit,
    ) {
        let defence = self.strength(&defender);
        if amount <= defence {
            self.seat_mut(attacker).remove_unit(unit);
            self.queue_death(attacker, unit);
        }
        if amount >= defence {
            self.seat_mut(target).remove_unit(defender);
            self.queue_death(target, defender);
        }
        self.resolve_deaths();
    }

    /// S22, B6.1 step 4, B5.1: the gold cards the target may pay next toward a minimal
    /// cover, highest first. The cover is minimal exactly when it stops at the first card
    /// that reaches the amount, so a card may be paid when the cards up to its value can
    /// still reach what is owed.
    pub(crate) fn offer_cover(
        &self,
        seat: Seat,
        owed: u32,
        last: Option<u8>,
        out: &mut impl Offers,
    ) -> ControlFlow<()> {
        let treasury = &self.seat(seat).treasury;
        let ceiling = last.unwrap_or(u8::MAX);
        for (value, _) in self.rules.gold(treasury) {
            if value <= ceiling && gold_up_to(self.rules.gold(treasury), value).1 >= owed {
                out.offer(Action::Cover(value))?;
            }
        }
        ControlFlow::Continue(())
    }

    /// S22: one gold card of the cover goes to the attacker; no change is given.
    pub(crate) fn pay_cover(
        &mut self,
        attacker: Seat,
        target: Seat,
        amount: u32,
        owed: u32,
        value: u8,
    ) {
        self.take_gold(target, value);
        self.put_gold(attacker, value);
        if u32::from(value) >= owed {
            self.finish_action();
        } else {
            self.set_phase(Phase::Cover {
                attacker,
                target,
                amount,
                owed: owed - u32::from(value),
                last: Some(value),
            });
        }
    }

    /// B6.2 items 1-2: a dying unit's power-ups, then its soldiers, the higher level first.
    pub(crate) fn queue_death(&mut self, owner: Seat, unit: Unit) {
        if !unit.power_ups().is_empty() {
            self.dying.push_back(Dying::PowerUps(unit.power_ups));
        }
        for (level, _) in unit.soldiers() {
            self.dying.push_back(Dying::Soldier { owner, level });
        }
    }

    /// B6.2: power-ups go to the discard pile, lower level first; each soldier opens its
    /// death window (B6.3). When none is left, the action that caused them is over.
    pub(crate) fn resolve_deaths(&mut self) {
        while let Some(dying) = self.dying.pop_front() {
            match dying {
                Dying::PowerUps(power_ups) => self.discard.extend(power_ups.iter()),
                Dying::Soldier { owner, level } => {
                    self.open_window(Window::Death { owner, level });
                    return;
                }
            }
        }
        self.finish_action();
    }
}
