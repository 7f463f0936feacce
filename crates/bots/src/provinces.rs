//! The Provinces heuristic bot.
//!
//! It scores every legal action from its seat's view and plays the best one (ties go to the
//! first in the engine's order, so it is deterministic). Its rules of thumb:
//!
//! - **Provinces first.** Lay a Province whenever you can: Provinces in the field win.
//! - **Attack where it pays.** Pick the opponent to hit by what the attack would win:
//!   a Province (a target with no army whose treasury is smaller than the attack, or with
//!   nothing but Provinces) is worth most, more so from the leader; then killing a unit
//!   (only when the attacking unit is stronger than every unit the target could block
//!   with, so the target cannot win the fight); then gold taken from an exposed treasury.
//!   Never attack an army that holds a unit as strong as yours.
//! - **Raise an army.** Activate the strongest soldier whose level the treasury pays
//!   exactly; an army also shields the treasury and the field.
//! - **Draw and strengthen.** Play a Scout, attach a power-up to the strongest unit, combine
//!   two units when the pair beats every opposing unit that each alone does not.
//! - **Bank what you cannot use.** Bank the soldiers you cannot activate, the weakest
//!   first, keeping the strongest one in hand for a later activation.
//! - **Tax the richest** opponent.
//! - **Reactions.** As the target of an attack that would cost a Province, a unit or much
//!   gold, play a Reaper (it also kills the attacking unit), else a Royal Guard. Guard
//!   another seat only to stop an attacker from taking the Province that would put it at
//!   the target. Guard a Tax Collector against you only with a Guard to spare. Play a Monk
//!   on your own dying soldiers, and on anyone's soldier of level 3 or more.
//! - **Forced choices.** Block with the weakest unit that beats the attack, else one that
//!   ties, else give up the weakest unit; pay the cheapest cover; give the lowest gold; at
//!   the hand limit discard the cards worth least (low soldiers before reactions, Scouts,
//!   power-ups and Provinces).

use interregnum_core::Seat;
use interregnum_provinces::{
    Action, Card, CardKind, Deck, Phase, Provinces, ProvincesOptions, ProvincesView, Unit, Window,
};

use crate::{Bot, BotSpec, Budget, Heuristic, Level};

/// The heuristic bot for Provinces. It is deterministic.
#[derive(Clone, Copy, Debug, Default)]
pub struct ProvincesHeuristic;

impl Heuristic for Provinces {
    fn heuristic_bot(_seed: u64) -> Box<dyn Bot<Provinces>> {
        Box::new(ProvincesHeuristic)
    }

    /// In Provinces a short search is weaker than the heuristic bot (docs/strength.md:
    /// `ismcts:200` scores 35% against it) and 3,000 iterations draw level with it, so the
    /// levels are a short search, the heuristic bot, and a long search.
    fn level(level: Level, _options: &ProvincesOptions) -> BotSpec {
        match level {
            Level::Easy => BotSpec::Ismcts {
                budget: Budget::Iterations(200),
                threads: 1,
            },
            Level::Medium => BotSpec::Heuristic,
            Level::Hard => BotSpec::Ismcts {
                budget: Budget::Iterations(20_000),
                threads: 2,
            },
        }
    }
}

/// How much keeping a card in hand is worth, for the hand-limit discard.
fn keep_value(card: Card) -> f64 {
    match card.kind() {
        CardKind::Province => 100.0,
        CardKind::Reaper => 9.0,
        CardKind::RoyalGuard => 8.0,
        CardKind::Scout => 6.5,
        CardKind::Monk => 5.0,
        CardKind::TaxCollector => 4.0,
        CardKind::PowerUp(level) => 3.0 + f64::from(level),
        CardKind::Soldier(level) => 1.0 + f64::from(level),
    }
}

/// What the bot sees of one decision.
struct Ctx<'a> {
    view: &'a ProvincesView,
    me: Seat,
    deck: &'a Deck,
}

impl Ctx<'_> {
    fn n(&self) -> usize {
        self.view.seats.len()
    }

    fn target(&self) -> u16 {
        self.deck.target(self.view.options.players)
    }

    fn best_strength(&self, seat: Seat) -> Option<u32> {
        self.view.seats[seat.index()]
            .strengths
            .iter()
            .copied()
            .max()
    }

    /// The value for me of taking one Province from `from`.
    fn capture_value(&self, from: Seat) -> f64 {
        let field = self.view.seats[from.index()].field;
        let top = self.view.seats.iter().map(|s| s.field).max().unwrap_or(0);
        let mine = self.view.seats[self.me.index()].field;
        let mut value = 200.0 + 10.0 * f64::from(field);
        if field == top {
            value += 30.0;
        }
        if mine + 1 >= self.target() {
            value += 50.0;
        }
        value
    }

    /// What an attack of `amount` on `target` is worth to me.
    fn attack_value(&self, amount: u32, target: Seat) -> f64 {
        let t = &self.view.seats[target.index()];
        // A hidden hand may hold a Reaper or a Guard.
        let risk = if t.hand_size > 0 { 0.85 } else { 1.0 };
        let value = if !t.army.is_empty() {
            let best = self.best_strength(target).unwrap_or(0);
            if amount > best {
                let weakest = t.strengths.iter().copied().min().unwrap_or(0);
                40.0 + 2.0 * f64::from(weakest)
            } else {
                return -100.0;
            }
        } else if !t.treasury.is_empty() {
            let gold = t.treasury_total;
            if gold >= amount {
                20.0 + f64::from(amount)
            } else if t.field > 0 {
                self.capture_value(target) + f64::from(gold)
            } else {
                20.0 + f64::from(gold)
            }
        } else if t.field > 0 {
            self.capture_value(target)
        } else {
            return -100.0;
        };
        value * risk
    }

    fn main_value(&self, action: &Action) -> f64 {
        let mine = &self.view.seats[self.me.index()];
        let hand = mine.hand.unwrap_or_default();
        let highest_soldier = hand.iter().filter_map(Card::soldier_level).max();
        match *action {
            Action::Province => 1000.0,
            Action::Attack(unit, target) => {
                self.attack_value(self.deck.strength(&unit.with_marks(true)), target)
            }
            Action::Activate(level, pay) => {
                // Prefer paying with few cards, keeping small change.
                let army_bonus = if mine.army.is_empty() { 15.0 } else { 0.0 };
                30.0 + 4.0 * f64::from(level) + army_bonus - 0.1 * f64::from(pay.len())
            }
            Action::Scout => 28.0,
            Action::Attach(level, unit) => {
                let best = mine.strengths.iter().copied().max().unwrap_or(0);
                let here = self.deck.strength(&unit);
                let on_best = if here == best { 5.0 } else { 0.0 };
                18.0 + f64::from(self.deck.bonus(level)) + on_best
            }
            Action::Combine(a, b) => {
                let joined = self.deck.strength(&a) + self.deck.strength(&b);
                let alone = self.deck.strength(&a).max(self.deck.strength(&b));
                let beats = |s: u32| {
                    Seat::all(self.n())
                        .filter(|&t| t != self.me && !self.view.seats[t.index()].army.is_empty())
                        .filter(|&t| self.best_strength(t).unwrap_or(0) < s)
                        .count()
                };
                if beats(joined) > beats(alone) {
                    16.0
                } else {
                    -5.0
                }
            }
            Action::Detach(..) => -10.0,
            Action::Tax(target) => {
                12.0 + f64::from(self.view.seats[target.index()].treasury_total) * 0.5
            }
            Action::Bank(level) => {
                if Some(level) == highest_soldier
                    && hand.count(Card::soldier(level)) == 1
                    && hand.iter().filter(|c| c.is_soldier()).count() > 1
                {
                    // Keep the strongest soldier for a later activation.
                    4.0
                } else {
                    10.0 + 0.5 * f64::from(level)
                }
            }
            Action::EndTurn => 0.0,
            _ => -1.0,
        }
    }

    /// What I would lose if the attack of `amount` on me goes through.
    fn attack_loss(&self, amount: u32) -> f64 {
        let mine = &self.view.seats[self.me.index()];
        if !mine.army.is_empty() {
            let best = mine.strengths.iter().copied().max().unwrap_or(0);
            if best > amount {
                0.0 // my blocker wins
            } else if best == amount {
                10.0
            } else {
                20.0 + f64::from(mine.strengths.iter().copied().min().unwrap_or(0))
            }
        } else if mine.treasury_total >= amount {
            f64::from(amount)
        } else if mine.field > 0 {
            200.0
        } else {
            f64::from(mine.treasury_total)
        }
    }

    fn window_value(&self, window: &Window, action: &Action) -> f64 {
        let mine = &self.view.seats[self.me.index()];
        let hand = mine.hand.unwrap_or_default();
        match (*window, *action) {
            (_, Action::Pass) => 0.0,
            (Window::Attack { amount, target, .. }, Action::Reaper)
                if target == self.me && self.attack_loss(amount) >= 4.0 =>
            {
                10.0
            }
            (
                Window::Attack {
                    attacker,
                    amount,
                    target,
                    ..
                },
                Action::Guard,
            ) => {
                if target == self.me {
                    if self.attack_loss(amount) >= 5.0 {
                        5.0
                    } else {
                        -1.0
                    }
                } else {
                    // Stop an attacker from taking the Province that puts it at the target.
                    let t = &self.view.seats[target.index()];
                    let takes_province =
                        t.army.is_empty() && t.field > 0 && t.treasury_total < amount;
                    let a = &self.view.seats[attacker.index()];
                    if takes_province && a.field + 1 >= self.target() {
                        5.0
                    } else {
                        -1.0
                    }
                }
            }
            (Window::Ability { target, .. }, Action::Guard)
                if target == Some(self.me) && hand.count(Card::ROYAL_GUARD) > 1 =>
            {
                2.0
            }
            (Window::Death { owner, level }, Action::Monk) if owner == self.me || level >= 3 => 5.0,
            _ => -1.0,
        }
    }

    fn block_value(&self, amount: u32, unit: &Unit) -> f64 {
        let s = self.deck.strength(unit);
        if s > amount {
            // Win with the weakest unit that wins.
            100.0 - f64::from(s)
        } else if s == amount {
            50.0 - f64::from(s)
        } else {
            -f64::from(s)
        }
    }
}

impl Bot<Provinces> for ProvincesHeuristic {
    fn name(&self) -> String {
        "heuristic".to_owned()
    }

    fn choose(&mut self, view: &ProvincesView, legal: &[Action]) -> Action {
        let Some(me) = view.observer.seat() else {
            return legal[0];
        };
        let ctx = Ctx {
            view,
            me,
            deck: &view.options.deck,
        };
        let score = |action: &Action| -> f64 {
            match (view.phase, action) {
                (Phase::Main, _) => ctx.main_value(action),
                (Phase::Window { window, .. }, _) => ctx.window_value(&window, action),
                (Phase::Block { amount, .. }, Action::Block(unit)) => ctx.block_value(amount, unit),
                (Phase::Cover { .. }, Action::Cover(gold))
                | (Phase::Give { .. }, Action::Give(gold)) => {
                    -f64::from(gold.gold_value()) - 0.01 * f64::from(gold.len())
                }
                (Phase::Discard { .. }, Action::Discard(cards)) => {
                    -cards.iter().map(keep_value).sum::<f64>()
                }
                _ => 0.0,
            }
        };
        let mut best = legal[0];
        let mut best_score = f64::NEG_INFINITY;
        for action in legal {
            let value = score(action);
            if value > best_score + 1e-9 {
                best = *action;
                best_score = value;
            }
        }
        best
    }
}
