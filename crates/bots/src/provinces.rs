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
//!
//! The engine asks a payment, a cover, the gold given to a Tax Collector and a discard one
//! card at a time in a fixed order (highest gold first, discards in standard card order):
//! the bot picks the whole set it wants, as above, and plays its next card. An activation
//! pays with the highest card that still allows an exact payment (few cards, small change
//! kept).

mod playout;

use interregnum_core::Seat;
use interregnum_provinces::{
    Action, Card, CardBag, CardKind, Deck, GoldBag, Phase, Provinces, ProvincesOptions,
    ProvincesView, Unit, Window,
};
use rand_chacha::ChaCha8Rng;

use crate::{Bot, Heuristic, playout::epsilon_greedy};

/// The heuristic bot for Provinces. It is deterministic.
#[derive(Clone, Copy, Debug, Default)]
pub struct ProvincesHeuristic;

impl Heuristic for Provinces {
    fn heuristic_bot(_seed: u64) -> Box<dyn Bot<Provinces>> {
        Box::new(ProvincesHeuristic)
    }

    fn heuristic_playout(state: &mut Provinces, legal: &mut Vec<Action>, rng: &mut ChaCha8Rng) {
        epsilon_greedy(state, legal, rng, playout::EPSILON, playout::choose);
    }

    fn seats(options: &ProvincesOptions) -> usize {
        usize::from(options.players)
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

/// What the rules of thumb read of the table, from one seat's side: the public zones, the
/// hand sizes and that seat's own hand. The bot reads them from its view; a playout reads
/// them from the sampled state, from the side of the seat to act.
trait Table {
    fn deck(&self) -> &Deck;
    fn players(&self) -> u8;
    fn phase(&self) -> Phase;
    fn field(&self, seat: Seat) -> u16;
    fn army(&self, seat: Seat) -> &[Unit];
    fn treasury(&self, seat: Seat) -> GoldBag;
    fn hand_size(&self, seat: Seat) -> u32;
    /// The hand of the seat whose side this is.
    fn own_hand(&self) -> CardBag;
}

impl Table for ProvincesView {
    fn deck(&self) -> &Deck {
        &self.options.deck
    }

    fn players(&self) -> u8 {
        self.options.players
    }

    fn phase(&self) -> Phase {
        self.phase
    }

    fn field(&self, seat: Seat) -> u16 {
        self.seats[seat.index()].field
    }

    fn army(&self, seat: Seat) -> &[Unit] {
        &self.seats[seat.index()].army
    }

    fn treasury(&self, seat: Seat) -> GoldBag {
        self.seats[seat.index()].treasury
    }

    fn hand_size(&self, seat: Seat) -> u32 {
        self.seats[seat.index()].hand_size
    }

    fn own_hand(&self) -> CardBag {
        self.observer
            .seat()
            .and_then(|me| self.seats[me.index()].hand)
            .unwrap_or_default()
    }
}

/// What the bot sees of one decision.
struct Ctx<'a, T: Table> {
    table: &'a T,
    me: Seat,
}

impl<T: Table> Ctx<'_, T> {
    fn n(&self) -> usize {
        usize::from(self.table.players())
    }

    fn deck(&self) -> &Deck {
        self.table.deck()
    }

    fn target(&self) -> u16 {
        self.deck().target(self.table.players())
    }

    fn strengths(&self, seat: Seat) -> impl Iterator<Item = u32> + '_ {
        self.table
            .army(seat)
            .iter()
            .map(|unit| self.deck().strength(unit))
    }

    fn best_strength(&self, seat: Seat) -> Option<u32> {
        self.strengths(seat).max()
    }

    fn weakest_strength(&self, seat: Seat) -> Option<u32> {
        self.strengths(seat).min()
    }

    fn treasury_total(&self, seat: Seat) -> u32 {
        self.table.treasury(seat).gold_value()
    }

    fn has_army(&self, seat: Seat) -> bool {
        !self.table.army(seat).is_empty()
    }

    /// The value for me of taking one Province from `from`.
    fn capture_value(&self, from: Seat) -> f64 {
        let field = self.table.field(from);
        let top = Seat::all(self.n())
            .map(|s| self.table.field(s))
            .max()
            .unwrap_or(0);
        let mine = self.table.field(self.me);
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
        // A hidden hand may hold a Reaper or a Guard.
        let risk = if self.table.hand_size(target) > 0 {
            0.85
        } else {
            1.0
        };
        let value = if self.has_army(target) {
            let best = self.best_strength(target).unwrap_or(0);
            if amount > best {
                let weakest = self.weakest_strength(target).unwrap_or(0);
                40.0 + 2.0 * f64::from(weakest)
            } else {
                return -100.0;
            }
        } else if !self.table.treasury(target).is_empty() {
            let gold = self.treasury_total(target);
            if gold >= amount {
                20.0 + f64::from(amount)
            } else if self.table.field(target) > 0 {
                self.capture_value(target) + f64::from(gold)
            } else {
                20.0 + f64::from(gold)
            }
        } else if self.table.field(target) > 0 {
            self.capture_value(target)
        } else {
            return -100.0;
        };
        value * risk
    }

    fn main_value(&self, action: &Action) -> f64 {
        match *action {
            Action::Province => 1000.0,
            Action::Attack(unit, target) => {
                self.attack_value(self.deck().strength(&unit.with_marks(true)), target)
            }
            Action::Activate(level) => {
                let army_bonus = if self.has_army(self.me) { 0.0 } else { 15.0 };
                30.0 + 4.0 * f64::from(level) + army_bonus
            }
            Action::Scout => 28.0,
            Action::Attach(level, unit) => {
                let best = self.best_strength(self.me).unwrap_or(0);
                let here = self.deck().strength(&unit);
                let on_best = if here == best { 5.0 } else { 0.0 };
                18.0 + f64::from(self.deck().bonus(level)) + on_best
            }
            Action::Combine(a) => {
                // The best partner the engine will offer: a unit no larger than `a`.
                let army = self.table.army(self.me);
                let copies = army.iter().filter(|u| **u == a).count();
                army.iter()
                    .filter(|b| **b < a || (**b == a && copies > 1))
                    .filter(|b| self.deck().combined(&a, b).is_some())
                    .map(|b| self.combine_value(&a, b))
                    .fold(-5.0, f64::max)
            }
            Action::Detach(..) => -10.0,
            Action::Tax(target) => 12.0 + f64::from(self.treasury_total(target)) * 0.5,
            Action::Bank(level) => {
                // Read only here: every legal action is scored, and most are not banks.
                let hand = self.table.own_hand();
                let highest_soldier = hand.iter().filter_map(Card::soldier_level).max();
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

    /// What combining `a` with `b` is worth: only a pair that beats more opposing units
    /// than either alone is worth the action.
    fn combine_value(&self, a: &Unit, b: &Unit) -> f64 {
        let (a, b) = (self.deck().strength(a), self.deck().strength(b));
        let (joined, alone) = (a + b, a.max(b));
        let beats = |s: u32| {
            Seat::all(self.n())
                .filter(|&t| t != self.me && self.has_army(t))
                .filter(|&t| self.best_strength(t).unwrap_or(0) < s)
                .count()
        };
        if beats(joined) > beats(alone) {
            16.0
        } else {
            -5.0
        }
    }

    /// What I would lose if the attack of `amount` on me goes through.
    fn attack_loss(&self, amount: u32) -> f64 {
        let gold = self.treasury_total(self.me);
        if self.has_army(self.me) {
            let best = self.best_strength(self.me).unwrap_or(0);
            if best > amount {
                0.0 // my blocker wins
            } else if best == amount {
                10.0
            } else {
                20.0 + f64::from(self.weakest_strength(self.me).unwrap_or(0))
            }
        } else if gold >= amount {
            f64::from(amount)
        } else if self.table.field(self.me) > 0 {
            200.0
        } else {
            f64::from(gold)
        }
    }

    fn window_value(&self, window: &Window, action: &Action) -> f64 {
        let hand = self.table.own_hand();
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
                    let takes_province = !self.has_army(target)
                        && self.table.field(target) > 0
                        && self.treasury_total(target) < amount;
                    if takes_province && self.table.field(attacker) + 1 >= self.target() {
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
        let s = self.deck().strength(unit);
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

/// The gold values of `treasury` worth at most `last`, lowest first, with multiplicity.
fn gold_values(treasury: &GoldBag, last: Option<u8>) -> Vec<u32> {
    treasury
        .iter()
        .filter_map(Card::soldier_level)
        .filter(|&v| last.is_none_or(|l| v <= l))
        .map(u32::from)
        .collect()
}

/// The highest card of the cheapest minimal cover of `owed` from the gold worth at most
/// `last` (least total value, then fewest cards).
fn cheapest_cover(treasury: &GoldBag, owed: u32, last: Option<u8>) -> Option<Card> {
    let values = gold_values(treasury, last);
    let total: u32 = values.iter().sum();
    if total < owed {
        return None;
    }
    // fewest[s]: the fewest cards summing to exactly s. The cheapest cover is below
    // owed + the highest card (else its lowest card could go), so larger sums never count.
    let highest_card = values.last().copied().unwrap_or(0);
    let size = total.min(owed + highest_card) as usize + 1;
    let mut fewest = vec![u32::MAX; size];
    let mut highest = vec![0u32; size];
    fewest[0] = 0;
    for &v in &values {
        // Lowest first, so the card added last to a sum is its highest.
        for s in (v as usize..size).rev() {
            let from = fewest[s - v as usize];
            if from != u32::MAX && from + 1 < fewest[s] {
                fewest[s] = from + 1;
                highest[s] = v;
            }
        }
    }
    let best = (owed as usize..size).find(|&s| fewest[s] != u32::MAX)?;
    u8::try_from(highest[best]).ok().map(Card::soldier)
}

/// The highest of the `count` lowest gold cards worth at most `last`.
fn lowest_gold(treasury: &GoldBag, count: u8, last: Option<u8>) -> Option<Card> {
    let values = gold_values(treasury, last);
    let v = *values.get(usize::from(count).checked_sub(1)?)?;
    u8::try_from(v).ok().map(Card::soldier)
}

/// The first, in standard card order, of the `count` cards of `hand` (from `last` on)
/// least worth keeping.
fn least_worth_keeping(hand: &CardBag, count: u32, last: Option<Card>) -> Option<Card> {
    let mut cards: Vec<Card> = hand
        .iter()
        .filter(|&c| last.is_none_or(|l| c >= l))
        .collect();
    cards.sort_by(|a, b| keep_value(*a).total_cmp(&keep_value(*b)).then(a.cmp(b)));
    cards.truncate(count as usize);
    cards.into_iter().min()
}

impl Bot<Provinces> for ProvincesHeuristic {
    fn name(&self) -> String {
        "heuristic".to_owned()
    }

    fn choose(&mut self, view: &ProvincesView, legal: &[Action]) -> Action {
        match view.observer.seat() {
            Some(me) => decide(view, me, legal),
            None => legal[0],
        }
    }
}

/// The rules of thumb: the best of `legal` for `me`, read from `table` (its side).
fn decide<T: Table>(table: &T, me: Seat, legal: &[Action]) -> Action {
    let ctx = Ctx { table, me };
    let phase = table.phase();
    // The next card of the set the bot wants, in a choice made card by card.
    let next_card = match phase {
        Phase::Cover { owed, last, .. } => cheapest_cover(&table.treasury(me), owed, last),
        Phase::Give { count, last, .. } => lowest_gold(&table.treasury(me), count, last),
        Phase::Discard { count, last } => least_worth_keeping(&table.own_hand(), count, last),
        _ => None,
    };
    let score = |action: &Action| -> f64 {
        match (phase, action) {
            (Phase::Main, _) => ctx.main_value(action),
            (Phase::Window { window, .. }, _) => ctx.window_value(&window, action),
            (Phase::Block { amount, .. }, Action::Block(unit)) => ctx.block_value(amount, unit),
            (Phase::Cover { .. }, Action::Cover(value))
            | (Phase::Give { .. }, Action::Give(value)) => {
                f64::from(u8::from(next_card == Some(Card::soldier(*value))))
            }
            (Phase::Discard { .. }, Action::Discard(card)) => {
                f64::from(u8::from(next_card == Some(*card)))
            }
            // Few cards: the highest card that still pays exactly.
            (Phase::Pay { .. }, Action::Pay(value)) => f64::from(*value),
            (Phase::Combine { unit }, Action::CombineWith(other)) => {
                ctx.combine_value(&unit, other)
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
