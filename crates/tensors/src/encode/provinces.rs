//! Provinces: an action space and an observation built from the deck of the table.
//!
//! Every number of Provinces comes from its deck file, so the catalogue is enumerated from
//! the deck: every unit its soldier and power-up levels allow, every payment of a soldier's
//! level, every minimal cover of the strongest possible attack, every Tax Collector gift and
//! every hand-limit discard a turn can need (bounds in docs/python.md). Seats in actions are
//! absolute (`attack … B`); seat blocks of the observation are relative to the observer and
//! padded to four.

use std::cmp::Reverse;

use interregnum_core::{Observer, Seat};
use interregnum_provinces::Dying;
use interregnum_provinces::{
    Action, Bag, Card, CardKind, Deck, GoldBag, Phase, PowerUpBag, Provinces, ProvincesOptions,
    ProvincesView, Unit, Window,
};

use super::{Encoding, Names, Writer, relative, reuse_view};

/// Seat slots (the most players a table has).
const SEATS: usize = 4;
/// Units of an army described one by one, strongest first.
const UNIT_SLOTS: usize = 6;
/// The largest catalogue built; a deck that needs more gets no tensors.
const MAX_ACTIONS: usize = 500_000;

/// What the encoder knows about the deck of a table.
pub struct ProvincesLayout {
    deck: Deck,
    /// Soldier levels, ascending.
    levels: Vec<u8>,
    /// Power-up levels, ascending.
    power_ups: Vec<u8>,
    /// The strongest attack a unit of this deck can make.
    max_attack: u32,
    /// Provinces needed to win at this table.
    target: u16,
    /// Cards in the deck.
    deck_size: u32,
    /// Per soldier level, its index in `levels` (or [`NO_INDEX`]): looked up on every step.
    level_indices: [u8; 256],
    /// Per power-up level, its index in `power_ups` (or [`NO_INDEX`]).
    power_up_indices: [u8; 256],
}

/// A level the deck does not have.
const NO_INDEX: u8 = u8::MAX;

/// Per level, its index in `levels` (levels are distinct: a deck lists each once).
fn indices(levels: &[u8]) -> [u8; 256] {
    let mut indices = [NO_INDEX; 256];
    for (i, &level) in levels.iter().enumerate() {
        if indices[usize::from(level)] == NO_INDEX {
            indices[usize::from(level)] = u8::try_from(i).unwrap_or(NO_INDEX);
        }
    }
    indices
}

const SPECIALS: [Card; 6] = [
    Card::ROYAL_GUARD,
    Card::MONK,
    Card::REAPER,
    Card::SCOUT,
    Card::TAX_COLLECTOR,
    Card::PROVINCE,
];

impl ProvincesLayout {
    fn new(options: &ProvincesOptions) -> ProvincesLayout {
        let deck = options.deck.clone();
        let mut levels: Vec<u8> = deck.soldiers.iter().map(|s| s.level).collect();
        levels.sort_unstable();
        let mut power_ups: Vec<u8> = deck.power_ups.iter().map(|p| p.level).collect();
        power_ups.sort_unstable();
        // The two highest soldiers a unit can hold, and every power-up it can carry.
        let mut soldiers: Vec<u32> = deck
            .soldiers
            .iter()
            .flat_map(|s| std::iter::repeat_n(u32::from(s.level), usize::from(s.count.min(2))))
            .collect();
        soldiers.sort_unstable_by(|a, b| b.cmp(a));
        let per_unit = usize::from(deck.max_soldiers_per_unit.clamp(1, 2));
        let soldier_part: u32 = soldiers.iter().take(per_unit).sum();
        let power_part: u32 = deck
            .power_ups
            .iter()
            .map(|p| {
                u32::from(p.bonus) * u32::from(p.count).min(u32::from(deck.max_powerups_per_level))
            })
            .sum();
        ProvincesLayout {
            target: deck.target(options.players),
            deck_size: deck.size(),
            level_indices: indices(&levels),
            power_up_indices: indices(&power_ups),
            deck,
            levels,
            power_ups,
            max_attack: soldier_part + power_part,
        }
    }

    /// Card kinds of the deck: soldiers, power-ups, then the six other kinds.
    fn n_kinds(&self) -> usize {
        self.levels.len() + self.power_ups.len() + SPECIALS.len()
    }

    fn kind_index(&self, card: Card) -> Option<usize> {
        let (nl, np) = (self.levels.len(), self.power_ups.len());
        match card.kind() {
            CardKind::Soldier(l) => self.level_index(l),
            CardKind::PowerUp(l) => self.power_up_index(l).map(|i| nl + i),
            _ => SPECIALS
                .iter()
                .position(|&c| c == card)
                .map(|i| nl + np + i),
        }
    }

    fn level_index(&self, level: u8) -> Option<usize> {
        let i = self.level_indices[usize::from(level)];
        (i != NO_INDEX).then_some(usize::from(i))
    }

    fn power_up_index(&self, level: u8) -> Option<usize> {
        let i = self.power_up_indices[usize::from(level)];
        (i != NO_INDEX).then_some(usize::from(i))
    }

    fn kinds(&self) -> Vec<(Card, u8)> {
        let mut kinds: Vec<(Card, u8)> = Vec::new();
        for &l in &self.levels {
            kinds.push((Card::soldier(l), self.soldier_count(l)));
        }
        for &l in &self.power_ups {
            kinds.push((Card::power_up(l), self.power_up_count(l)));
        }
        let d = &self.deck;
        let counts = [
            d.royal_guard,
            d.monk,
            d.reaper,
            d.scout_count,
            d.tax_collector_count,
            d.provinces,
        ];
        kinds.extend(SPECIALS.iter().copied().zip(counts));
        kinds
    }

    fn soldier_count(&self, level: u8) -> u8 {
        self.deck
            .soldiers
            .iter()
            .find(|s| s.level == level)
            .map_or(0, |s| s.count)
    }

    fn power_up_count(&self, level: u8) -> u8 {
        self.deck
            .power_ups
            .iter()
            .find(|p| p.level == level)
            .map_or(0, |p| p.count)
    }

    /// Every unit the deck allows, soldiers as (level, marked).
    fn units(&self) -> Vec<Unit> {
        let mut bags = Vec::new();
        bags_up_to(
            &self.power_up_copies(),
            u32::MAX,
            PowerUpBag::EMPTY,
            0,
            &mut |b| bags.push(*b),
        );
        let mut units = Vec::new();
        for soldiers in &self.soldier_sets() {
            for bag in &bags {
                units.push(Unit::new(soldiers, *bag));
            }
        }
        units
    }

    /// How many units [`ProvincesLayout::units`] lists, worked out without listing them
    /// (a deck's power-ups alone can make 100^8 sets).
    fn n_units(&self) -> u64 {
        self.power_up_copies()
            .iter()
            .fold(self.soldier_sets().len() as u64, |n, &(_, copies)| {
                n.saturating_mul(u64::from(copies) + 1)
            })
    }

    /// The power-ups a unit may hold: each card, with the most copies of it on one unit.
    fn power_up_copies(&self) -> Vec<(Card, u8)> {
        let per_level = self.deck.max_powerups_per_level;
        self.power_ups
            .iter()
            .map(|&l| {
                let count = self.power_up_count(l);
                (Card::power_up(l), u16::from(count).min(per_level) as u8)
            })
            .collect()
    }

    /// The soldiers a unit may hold, as (level, marked): one, or two when the deck allows.
    fn soldier_sets(&self) -> Vec<Vec<(u8, bool)>> {
        let mut singles: Vec<(u8, bool)> = Vec::new();
        for &l in &self.levels {
            singles.extend([(l, false), (l, true)]);
        }
        let mut soldier_sets: Vec<Vec<(u8, bool)>> = singles.iter().map(|&s| vec![s]).collect();
        if self.deck.max_soldiers_per_unit >= 2 {
            for (i, &a) in singles.iter().enumerate() {
                for &b in &singles[i..] {
                    if a.0 != b.0 || self.soldier_count(a.0) >= 2 {
                        soldier_sets.push(vec![a, b]);
                    }
                }
            }
        }
        soldier_sets
    }
}

/// Calls `keep` with every sub-multiset of `items` (card, most copies) holding at most
/// `most` cards, starting from `current`.
fn bags_up_to<const N: usize>(
    items: &[(Card, u8)],
    most: u32,
    current: Bag<N>,
    from: usize,
    keep: &mut dyn FnMut(&Bag<N>),
) {
    if from == items.len() {
        keep(&current);
        return;
    }
    let (card, copies) = items[from];
    let room = most.saturating_sub(current.len());
    for n in 0..=u32::from(copies).min(room) {
        let mut next = current;
        if n > 0 && !next.add(card, n as u8) {
            return;
        }
        bags_up_to(items, most, next, from + 1, keep);
    }
}

impl Encoding for Provinces {
    type Layout = ProvincesLayout;

    fn layout(options: &ProvincesOptions) -> ProvincesLayout {
        ProvincesLayout::new(options)
    }

    fn catalogue(layout: &ProvincesLayout) -> Result<Vec<Action>, String> {
        use Action as A;
        let too_large = || {
            format!(
                "this deck has more than {MAX_ACTIONS} distinct actions; the tensor API supports smaller decks"
            )
        };
        let seats = || (0..SEATS).map(Seat::new);
        let mut all = vec![
            A::EndTurn,
            A::Scout,
            A::Province,
            A::Pass,
            A::Guard,
            A::Reaper,
            A::Monk,
        ];
        all.extend(seats().map(A::Tax));
        all.extend(layout.levels.iter().map(|&l| A::Bank(l)));
        // Choices of several cards are made card by card (docs/rules/provinces.md): an
        // activation is `activate S5` then one `pay` per gold card, a cover or a gift one gold
        // card at a time, a discard one card at a time.
        all.extend(layout.levels.iter().map(|&l| A::Activate(l)));
        all.extend(layout.levels.iter().map(|&l| A::Pay(l)));
        all.extend(layout.levels.iter().map(|&l| A::Cover(l)));
        all.extend(layout.levels.iter().map(|&l| A::Give(l)));
        all.extend(layout.kinds().iter().map(|&(card, _)| A::Discard(card)));
        // Each unit makes up to 16 actions: checked before the units are listed.
        if layout.n_units().saturating_mul(16) > MAX_ACTIONS as u64 {
            return Err(too_large());
        }
        let units = layout.units();
        for u in units.iter().filter(|u| !u.any_marked()) {
            all.extend(seats().map(|t| A::Attack(*u, t)));
        }
        all.extend(units.iter().map(|&u| A::Block(u)));
        let per_level = layout.deck.max_powerups_per_level;
        for &p in &layout.power_ups {
            for u in &units {
                if u16::from(u.power_ups().count(Card::power_up(p))) < per_level {
                    all.push(A::Attach(p, *u));
                }
            }
        }
        for u in units.iter().filter(|u| u.n_soldiers() == 1) {
            all.push(A::Combine(*u));
            all.push(A::CombineWith(*u));
        }
        all.extend(
            units
                .iter()
                .filter(|u| u.n_soldiers() == 2)
                .map(|&u| A::Detach(u)),
        );
        // A Detach shares out the power-ups of each level: of the unit's n, `first` go with
        // its first soldier and the rest with the second.
        let most_per_level = u8::try_from(per_level).unwrap_or(u8::MAX);
        for &level in &layout.power_ups {
            for n in 1..=most_per_level {
                for first in 0..=n {
                    all.push(A::Split {
                        level,
                        first,
                        second: n - first,
                    });
                }
            }
        }
        all.sort_unstable();
        all.dedup();
        if all.len() > MAX_ACTIONS {
            return Err(too_large());
        }
        Ok(all)
    }

    fn observation_len(layout: &ProvincesLayout) -> usize {
        let (k, nl, np) = (
            layout.n_kinds(),
            layout.levels.len(),
            layout.power_ups.len(),
        );
        let phase = N_PHASES + 1 + 2 * SEATS + 1 + 4 + np + k + nl + 1;
        3 + 2 + 3 * SEATS + 3 // players, round, over, seats, actions
            + phase
            + 1 + 2 * k + nl + k + 1 + nl + np // deck, discard, removed, resolving, dying
            + SEATS * seat_len(layout)
            + k // own hand
    }

    type Seen = ProvincesView;

    fn see<'b>(
        game: &Self,
        observer: Observer,
        buffer: &'b mut Option<ProvincesView>,
    ) -> &'b ProvincesView {
        reuse_view(game, observer, buffer)
    }

    fn legal_in_view(view: &ProvincesView) -> Option<&[Action]> {
        // Listed for the seat to act, the one a step shows its view to.
        Some(&view.legal)
    }

    fn encode<N: Names>(layout: &ProvincesLayout, view: &Self::Seen, w: &mut Writer<'_, N>) {
        let n = usize::from(view.options.players).clamp(2, SEATS);
        let me = view.observer.seat().map_or(0, Seat::index);
        let rel = |seat: Seat| relative(seat.index(), me, n);
        let (k, nl, np) = (
            layout.n_kinds(),
            layout.levels.len(),
            layout.power_ups.len(),
        );
        let deck = &layout.deck;
        let max_level = f32::from(layout.levels.last().copied().unwrap_or(1));
        let strength_scale = layout.max_attack.max(1) as f32;
        w.field("players");
        w.one_hot(Some(n - 2), 3);
        let rounds = if deck.round_limit == 0 {
            40
        } else {
            deck.round_limit
        };
        w.field("round");
        w.put(view.round as f32 / rounds as f32);
        w.field("over");
        w.flag(view.to_act.is_none());
        w.field("first_player");
        w.one_hot(Some(rel(view.first_player)), SEATS);
        w.field("active");
        w.one_hot(Some(rel(view.active)), SEATS);
        w.field("to_act");
        w.one_hot(view.to_act.map(rel), SEATS);
        w.field("actions_used");
        w.put(f32::from(view.actions_used));
        w.field("allowance");
        w.put(f32::from(view.allowance));
        w.field("provinces_laid");
        w.put(f32::from(view.provinces_laid));
        let p = PhaseParts::of(&view.phase);
        w.field("phase");
        w.one_hot(Some(p.phase), N_PHASES);
        w.field("phase.offered");
        w.put(f32::from(p.offered));
        w.field("phase.actor");
        w.one_hot(p.actor.map(rel), SEATS);
        w.field("phase.target");
        w.one_hot(p.target.map(rel), SEATS);
        w.field("phase.amount");
        w.put(p.amount as f32 / strength_scale);
        w.field("phase.unit");
        match p.unit {
            Some(u) => unit_soldiers(w, &u, max_level),
            None => w.skip(4),
        }
        w.field("phase.unit_power_ups");
        w.block(np, |out| {
            if let Some(u) = p.unit {
                power_up_counts(layout, &u, out);
            }
        });
        w.field("phase.card");
        w.one_hot(p.card.and_then(|c| layout.kind_index(c)), k);
        w.field("phase.dying_level");
        w.one_hot(p.death.and_then(|l| layout.level_index(l)), nl);
        w.field("phase.count");
        w.put(p.count as f32);
        w.field("deck_size");
        w.put(view.deck_size as f32 / layout.deck_size.max(1) as f32);
        w.field("discard");
        w.block(k, |out| {
            for &c in &view.discard {
                if let Some(i) = layout.kind_index(c) {
                    out[i] += 1.0;
                }
            }
        });
        w.field("discard_top");
        w.one_hot(view.discard.last().and_then(|&c| layout.kind_index(c)), k);
        w.field("removed");
        w.block(nl, |out| gold_counts(layout, &view.removed, out));
        w.field("resolving");
        w.one_hot(view.resolving.and_then(|c| layout.kind_index(c)), k);
        w.field("dying");
        w.put(view.dying.len() as f32);
        w.field("dying_soldiers");
        w.block(nl, |out| {
            for d in &view.dying {
                if let Dying::Soldier { level, .. } = d
                    && let Some(i) = layout.level_index(*level)
                {
                    out[i] += 1.0;
                }
            }
        });
        w.field("dying_power_ups");
        w.block(np, |out| {
            for d in &view.dying {
                if let Dying::PowerUps(bag) = d {
                    bag_power_ups(layout, bag, out);
                }
            }
        });
        let target_provinces = f32::from(layout.target.max(1));
        for r in 0..SEATS {
            w.scope(|| format!("seat{r}."));
            let seat = (r < n)
                .then(|| if me + r < n { me + r } else { me + r - n })
                .and_then(|s| view.seats.get(s));
            w.field("present");
            w.flag(seat.is_some());
            let Some(seat) = seat else {
                w.skip(seat_len(layout) - 1);
                continue;
            };
            w.field("hand_size");
            w.put(seat.hand_size as f32 / 10.0);
            w.field("treasury");
            w.block(nl, |out| gold_counts(layout, &seat.treasury, out));
            w.field("treasury_total");
            w.put(seat.treasury_total as f32 / 20.0);
            w.field("field");
            w.put(f32::from(seat.field) / target_provinces);
            w.field("province_cap");
            w.put(f32::from(seat.province_cap));
            w.field("army_size");
            w.put(seat.army.len() as f32);
            w.field("army_strength");
            w.put(seat.strengths.iter().sum::<u32>() as f32 / strength_scale);
            w.field("army_soldiers");
            w.block(2 * nl, |out| {
                for u in &seat.army {
                    for (level, marked) in u.soldiers() {
                        if let Some(i) = layout.level_index(level) {
                            out[2 * i + usize::from(marked)] += 1.0;
                        }
                    }
                }
            });
            w.field("army_power_ups");
            w.block(np, |out| {
                for u in &seat.army {
                    power_up_counts(layout, u, out);
                }
            });
            // The strongest units one by one (ties in the units' own order).
            let mut order = strongest_first(&seat.army, &seat.strengths);
            for slot in 0..UNIT_SLOTS {
                w.scope(|| format!("seat{r}.unit{slot}."));
                let unit = order.next().map(|i| (&seat.army[i], seat.strengths[i]));
                w.field("present");
                w.flag(unit.is_some());
                w.field("strength");
                w.put(unit.map_or(0.0, |(_, s)| s as f32 / strength_scale));
                w.field("soldiers");
                match unit {
                    Some((u, _)) => unit_soldiers(w, u, max_level),
                    None => w.skip(4),
                }
                w.field("power_ups");
                w.block(np, |out| {
                    if let Some((u, _)) = unit {
                        power_up_counts(layout, u, out);
                    }
                });
            }
        }
        w.scope(String::new);
        w.field("hand");
        w.block(k, |out| {
            if let Some(hand) = view.seats.get(me).and_then(|s| s.hand.as_ref()) {
                for (c, n) in hand.distinct() {
                    if let Some(i) = layout.kind_index(c) {
                        out[i] += f32::from(n);
                    }
                }
            }
        });
        debug_assert_eq!(w.written(), Self::observation_len(layout));
    }

    fn space_key(options: &ProvincesOptions) -> String {
        // The catalogue depends on the deck; the observation also on the player count.
        format!("{}:{}", options.players, options.deck.to_toml_string())
    }
}

const N_PHASES: usize = 12;

/// The observation length of one seat block.
fn seat_len(layout: &ProvincesLayout) -> usize {
    let (nl, np) = (layout.levels.len(), layout.power_ups.len());
    let unit = 2 + 4 + np;
    2 + nl + 1 + 2 + 2 + 2 * nl + np + UNIT_SLOTS * unit
}

/// The parts of a phase the observation shows.
struct PhaseParts {
    phase: usize,
    offered: u8,
    actor: Option<Seat>,
    target: Option<Seat>,
    amount: u32,
    unit: Option<Unit>,
    card: Option<Card>,
    death: Option<u8>,
    count: u32,
}

impl PhaseParts {
    fn of(phase: &Phase) -> PhaseParts {
        let none = PhaseParts {
            phase: 0,
            offered: 0,
            actor: None,
            target: None,
            amount: 0,
            unit: None,
            card: None,
            death: None,
            count: 0,
        };
        match *phase {
            Phase::Main => none,
            Phase::Window { window, offered } => match window {
                Window::Attack {
                    attacker,
                    unit,
                    target,
                    amount,
                } => PhaseParts {
                    phase: 1,
                    offered,
                    actor: Some(attacker),
                    target: Some(target),
                    amount,
                    unit: Some(unit),
                    ..none
                },
                Window::Ability {
                    actor,
                    card,
                    target,
                } => PhaseParts {
                    phase: 2,
                    offered,
                    actor: Some(actor),
                    target,
                    card: Some(card),
                    ..none
                },
                Window::Death { owner, level } => PhaseParts {
                    phase: 3,
                    offered,
                    actor: Some(owner),
                    death: Some(level),
                    ..none
                },
            },
            Phase::Block {
                attacker,
                unit,
                target,
                amount,
            } => PhaseParts {
                phase: 4,
                actor: Some(attacker),
                target: Some(target),
                amount,
                unit: Some(unit),
                ..none
            },
            Phase::Cover {
                attacker,
                target,
                amount,
                ..
            } => PhaseParts {
                phase: 5,
                actor: Some(attacker),
                target: Some(target),
                amount,
                ..none
            },
            Phase::Give {
                actor,
                target,
                count,
                ..
            } => PhaseParts {
                phase: 6,
                actor: Some(actor),
                target: Some(target),
                count: u32::from(count),
                ..none
            },
            Phase::Discard { count, .. } => PhaseParts {
                phase: 7,
                count,
                ..none
            },
            Phase::Over => PhaseParts { phase: 8, ..none },
            // The choices made card by card: what is still owed, and the unit set aside.
            Phase::Pay { level, owed, .. } => PhaseParts {
                phase: 9,
                amount: owed,
                card: Some(Card::soldier(level)),
                ..none
            },
            Phase::Combine { unit } => PhaseParts {
                phase: 10,
                unit: Some(unit),
                ..none
            },
            Phase::Detach { unit, .. } => PhaseParts {
                phase: 11,
                unit: Some(unit),
                ..none
            },
        }
    }
}

/// The indices of an army's units, strongest first, ties broken by the greater unit and
/// then by army order (what a stable sort by strength and unit, descending, gives), picked
/// one at a time without allocating: only the first few are shown.
fn strongest_first<'a>(army: &'a [Unit], strengths: &'a [u32]) -> impl Iterator<Item = usize> + 'a {
    let key = move |i: usize| (strengths[i], army[i], Reverse(i));
    let mut last: Option<(u32, Unit, Reverse<usize>)> = None;
    std::iter::from_fn(move || {
        let next = (0..army.len())
            .map(key)
            .filter(|k| last.is_none_or(|l| *k < l))
            .max()?;
        last = Some(next);
        Some(next.2.0)
    })
}

/// Gold cards per soldier level.
fn gold_counts(layout: &ProvincesLayout, gold: &GoldBag, out: &mut [f32]) {
    for (c, n) in gold.distinct() {
        if let Some(i) = c.soldier_level().and_then(|l| layout.level_index(l)) {
            out[i] += f32::from(n);
        }
    }
}

/// Power-ups per power-up level.
fn bag_power_ups<const N: usize>(layout: &ProvincesLayout, bag: &Bag<N>, out: &mut [f32]) {
    for (c, n) in bag.distinct() {
        if let Some(i) = c.power_up_level().and_then(|l| layout.power_up_index(l)) {
            out[i] += f32::from(n);
        }
    }
}

/// A unit's two soldier slots: level (scaled) and mark, the larger soldier first.
fn unit_soldiers<N: Names>(w: &mut Writer<'_, N>, unit: &Unit, max_level: f32) {
    let mut soldiers = unit.soldiers();
    for _ in 0..2 {
        match soldiers.next() {
            Some((level, marked)) => {
                w.put(f32::from(level) / max_level);
                w.flag(marked);
            }
            None => w.skip(2),
        }
    }
}

fn power_up_counts(layout: &ProvincesLayout, unit: &Unit, out: &mut [f32]) {
    bag_power_ups(layout, unit.power_ups(), out);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_strongest_units_come_in_the_order_of_a_stable_sort() {
        let kinds = [
            Unit::new(&[(3, false)], PowerUpBag::EMPTY),
            Unit::new(&[(3, true)], PowerUpBag::EMPTY),
            Unit::new(&[(5, false), (2, false)], PowerUpBag::EMPTY),
        ];
        // Every army of up to 5 units drawn from three kinds, with strengths from a small
        // set, so that equal strengths and equal units (ties) are frequent.
        let mut checked = 0;
        for len in 0..=5u32 {
            for code in 0..9usize.pow(len) {
                let (mut army, mut strengths, mut rest) = (Vec::new(), Vec::new(), code);
                for _ in 0..len {
                    army.push(kinds[rest % 3]);
                    strengths.push([4, 7, 7][(rest / 3) % 3]);
                    rest /= 9;
                }
                let mut sorted: Vec<usize> = (0..army.len()).collect();
                sorted
                    .sort_by(|&a, &b| strengths[b].cmp(&strengths[a]).then(army[b].cmp(&army[a])));
                let picked: Vec<usize> = strongest_first(&army, &strengths).collect();
                assert_eq!(picked, sorted, "{army:?} {strengths:?}");
                checked += 1;
            }
        }
        assert!(checked > 60_000);
    }
}
