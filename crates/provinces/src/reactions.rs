//! Reaction windows (B6.3) and the reactions played in them (S11-S14): Royal Guard
//! cancels an attack or an ability (S12), Reaper cancels an attack on you and kills the
//! attacking unit (S14), Monk takes a dying soldier into your army (S13).
//!
//! Every eligible seat is offered every window, in a fixed order, whether or not it holds
//! a reaction, so the offers reveal nothing about any hand. The first reaction played
//! closes the window; a reaction goes to the discard pile before its effect.

use std::ops::ControlFlow;

use interregnum_core::Seat;

use crate::{
    action::Action,
    card::Card,
    legal::Offers,
    state::{Phase, Provinces, Window},
    unit::Unit,
};

/// The seats offered a window, in order (B6.3), at most four: an attack window from the
/// target on, without the attacker; an ability window from its target (or the seat after
/// the actor) on, without the actor; a death window from the soldier's owner on.
///
/// Worked out by arithmetic, as the window is read on every decision it is open for.
#[derive(Clone, Copy)]
pub(crate) struct WindowOrder {
    /// The first seat's index.
    start: usize,
    /// How many seats after `start` the left-out seat is (`n` when none is).
    skip: usize,
    n: usize,
}

impl WindowOrder {
    pub(crate) fn of(window: &Window, n: usize) -> WindowOrder {
        let (start, skip) = match *window {
            Window::Attack {
                attacker, target, ..
            } => (target, Some(attacker)),
            Window::Ability { actor, target, .. } => (target.unwrap_or(actor.next(n)), Some(actor)),
            Window::Death { owner, .. } => (owner, None),
        };
        let start = start.index();
        let skip = skip.map_or(n, |skip| (skip.index() + n - start) % n);
        WindowOrder { start, skip, n }
    }

    /// How many seats are offered the window.
    pub(crate) fn len(self) -> usize {
        if self.skip < self.n {
            self.n - 1
        } else {
            self.n
        }
    }

    /// The `k`-th seat offered the window, if there are more than `k`.
    pub(crate) fn nth(self, k: usize) -> Option<Seat> {
        (k < self.len()).then(|| {
            let offset = k + usize::from(k >= self.skip);
            Seat::new((self.start + offset) % self.n)
        })
    }
}

impl Provinces {
    /// The seat offered `window` after `offered` seats passed, if any is left.
    #[inline(never)]
    pub(crate) fn offered_seat(&self, window: &Window, offered: u8) -> Option<Seat> {
        WindowOrder::of(window, self.n()).nth(usize::from(offered))
    }

    pub(crate) fn open_window(&mut self, window: Window) {
        self.set_phase(Phase::Window { window, offered: 0 });
    }

    /// B6.3: pass, or play an eligible reaction held in hand.
    pub(crate) fn offer_reactions(
        &self,
        seat: Seat,
        window: &Window,
        out: &mut impl Offers,
    ) -> ControlFlow<()> {
        out.offer(Action::Pass)?;
        let holds = |card: Card| self.held(seat, card) > 0;
        match *window {
            Window::Attack { target, .. } => {
                if holds(Card::ROYAL_GUARD) {
                    out.offer(Action::Guard)?;
                }
                if seat == target && holds(Card::REAPER) {
                    out.offer(Action::Reaper)?;
                }
            }
            Window::Ability { .. } => {
                if holds(Card::ROYAL_GUARD) {
                    out.offer(Action::Guard)?;
                }
            }
            Window::Death { .. } => {
                if holds(Card::MONK) {
                    out.offer(Action::Monk)?;
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// B6.3: the seat passes; after the last seat the event goes ahead.
    pub(crate) fn pass(&mut self, window: Window, offered: u8) {
        if usize::from(offered) + 1 >= WindowOrder::of(&window, self.n()).len() {
            self.close_window(window);
        } else {
            self.set_phase(Phase::Window {
                window,
                offered: offered + 1,
            });
        }
    }

    /// Every seat passed: the attack, the ability or the death goes ahead.
    fn close_window(&mut self, window: Window) {
        match window {
            Window::Attack {
                attacker,
                unit,
                target,
                amount,
            } => self.resolve_attack(attacker, unit, target, amount),
            Window::Ability {
                actor,
                card,
                target,
            } => self.resolve_ability(actor, card, target),
            Window::Death { level, .. } => {
                // B6.2 item 3: no Monk, so the soldier goes to the discard pile.
                self.discard.push(Card::soldier(level));
                self.resolve_deaths();
            }
        }
    }

    /// S12: a Royal Guard cancels the attack or the ability; the action stays spent, and
    /// a cancelled ability card goes to the discard pile after the Guard (B5.2).
    pub(crate) fn play_royal_guard(&mut self, seat: Seat, window: Window) {
        self.take_from_hand(seat, Card::ROYAL_GUARD, 1);
        self.discard.push(Card::ROYAL_GUARD);
        if let Window::Ability { card, .. } = window {
            self.discard.push(card);
            self.resolving = None;
        }
        self.finish_action();
    }

    /// S14: the target's Reaper cancels the attack and the whole attacking unit dies
    /// (B6.1 step 2).
    pub(crate) fn play_reaper(&mut self, seat: Seat, attacker: Seat, unit: Unit) {
        self.take_from_hand(seat, Card::REAPER, 1);
        self.discard.push(Card::REAPER);
        self.seat_mut(attacker).remove_unit(unit);
        self.queue_death(attacker, unit);
        self.resolve_deaths();
    }

    /// S13, B6.2 item 3: the dying soldier joins the Monk player's army as a new unit,
    /// marked as having attacked until its new owner's next turn.
    pub(crate) fn play_monk(&mut self, seat: Seat, level: u8) {
        self.take_from_hand(seat, Card::MONK, 1);
        self.discard.push(Card::MONK);
        self.seat_mut(seat).add_unit(Unit::single(level, true));
        self.resolve_deaths();
    }
}
