//! The legal actions, offered one at a time in ascending order to a sink that lists,
//! counts, searches or picks them; and the choices with a single option that the engine
//! makes itself.
//!
//! Each rule module offers its own actions; [`Provinces::offer_legal`] calls them in the
//! order of [`Action`]'s variants, and each of them offers in ascending order, so the list
//! comes out sorted and free of repeats without a sort. A sink can stop the listing
//! early (`ControlFlow::Break`), so checking one action or picking the n-th builds no list.

use std::ops::ControlFlow;

use interregnum_core::Seat;

use crate::{
    action::Action,
    attack::can_attack_with,
    card::Card,
    packed::{bits, nth_bit},
    soldiers::{can_attach, can_detach, has_partner},
    state::{Phase, Provinces},
    unit::unit_runs,
};

/// Where the legal actions go, one at a time, in ascending order.
pub(crate) trait Offers {
    /// Takes the next legal action; `Break` ends the listing.
    fn offer(&mut self, action: Action) -> ControlFlow<()>;

    /// Takes the next `n` legal actions, the `i`-th of them being `nth(i)`. A sink that
    /// only counts or skips them need not make them.
    fn offer_each(&mut self, n: usize, nth: impl Fn(usize) -> Action) -> ControlFlow<()> {
        for i in 0..n {
            self.offer(nth(i))?;
        }
        ControlFlow::Continue(())
    }

    /// Takes a group of `n` legal actions that `list` offers in order. A sink that only
    /// counts or skips them need not list them.
    fn offer_group(
        &mut self,
        n: u32,
        list: impl FnOnce(&mut Self) -> ControlFlow<()>,
    ) -> ControlFlow<()>
    where
        Self: Sized,
    {
        let _ = n;
        list(self)
    }
}

impl Offers for Vec<Action> {
    fn offer(&mut self, action: Action) -> ControlFlow<()> {
        self.push(action);
        ControlFlow::Continue(())
    }
}

/// Counts the legal actions.
#[derive(Default)]
pub(crate) struct Count(pub(crate) usize);

impl Offers for Count {
    fn offer(&mut self, _: Action) -> ControlFlow<()> {
        self.0 += 1;
        ControlFlow::Continue(())
    }

    fn offer_each(&mut self, n: usize, _: impl Fn(usize) -> Action) -> ControlFlow<()> {
        self.0 += n;
        ControlFlow::Continue(())
    }

    fn offer_group(
        &mut self,
        n: u32,
        _: impl FnOnce(&mut Self) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        self.0 += n as usize;
        ControlFlow::Continue(())
    }
}

/// Finds the legal action at an index of the list.
pub(crate) struct Nth {
    skip: usize,
    found: Option<Action>,
}

impl Nth {
    pub(crate) fn new(index: usize) -> Nth {
        Nth {
            skip: index,
            found: None,
        }
    }

    pub(crate) fn found(&self) -> Option<Action> {
        self.found
    }
}

impl Offers for Nth {
    fn offer(&mut self, action: Action) -> ControlFlow<()> {
        if self.skip == 0 {
            self.found = Some(action);
            return ControlFlow::Break(());
        }
        self.skip -= 1;
        ControlFlow::Continue(())
    }

    fn offer_each(&mut self, n: usize, nth: impl Fn(usize) -> Action) -> ControlFlow<()> {
        if self.skip < n {
            self.found = Some(nth(self.skip));
            return ControlFlow::Break(());
        }
        self.skip -= n;
        ControlFlow::Continue(())
    }

    fn offer_group(
        &mut self,
        n: u32,
        list: impl FnOnce(&mut Self) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let n = n as usize;
        if self.skip < n {
            return list(self);
        }
        self.skip -= n;
        ControlFlow::Continue(())
    }
}

/// Whether one action is legal.
pub(crate) struct Find {
    wanted: Action,
    found: bool,
}

impl Find {
    pub(crate) fn new(wanted: Action) -> Find {
        Find {
            wanted,
            found: false,
        }
    }

    pub(crate) fn found(&self) -> bool {
        self.found
    }
}

impl Offers for Find {
    fn offer(&mut self, action: Action) -> ControlFlow<()> {
        if action == self.wanted {
            self.found = true;
            return ControlFlow::Break(());
        }
        ControlFlow::Continue(())
    }
}

/// The only legal action, when there is exactly one.
#[derive(Default)]
struct Only {
    first: Option<Action>,
    more: bool,
}

impl Offers for Only {
    fn offer(&mut self, action: Action) -> ControlFlow<()> {
        if self.first.is_some() {
            self.more = true;
            return ControlFlow::Break(());
        }
        self.first = Some(action);
        ControlFlow::Continue(())
    }
}

/// A set of seats, as bits of their indices.
#[derive(Clone, Copy, Default)]
pub(crate) struct SeatSet(u8);

impl SeatSet {
    fn of(seats: impl Iterator<Item = Seat>) -> SeatSet {
        SeatSet(seats.fold(0, |set, seat| set | 1 << seat.index()))
    }

    pub(crate) fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The `i`-th seat of the set in seat order (`i` is below the length).
    pub(crate) fn nth(self, i: usize) -> Seat {
        Seat::new(nth_bit(u32::from(self.0), i))
    }
}

/// What the main phase's offers depend on, read from the state once per listing (a random
/// pick lists twice: once to count, once to pick, and the second listing skips whole
/// groups of actions by their counts).
pub(crate) struct MainChoices {
    /// The slots of the soldiers in hand, as bits (in level order).
    pub(crate) soldiers: u32,
    /// The slots of the soldiers in hand that the treasury can pay for exactly (S9.2).
    pub(crate) payable_soldiers: u32,
    /// The slots of the power-ups in hand, as bits (in level order).
    pub(crate) power_ups: u32,
    pub(crate) scout: bool,
    pub(crate) provinces: u8,
    /// The opponents that can be attacked (S25), when there is an army to attack with.
    pub(crate) targets: SeatSet,
    /// The opponents with gold, for a Tax Collector in hand.
    pub(crate) taxable: SeatSet,
    /// How many attacks, attachments, combines and detaches the army offers.
    attacks: u32,
    attachments: u32,
    combines: u32,
    detaches: u32,
}

/// A listing of the legal actions: the seat to act, and what the main phase reads once.
pub(crate) struct Listing {
    seat: Seat,
    main: Option<MainChoices>,
}

impl Provinces {
    /// What a listing of the legal actions needs; `None` once the game is over.
    #[inline(always)]
    pub(crate) fn listing(&self) -> Option<Listing> {
        let seat = self.decider()?;
        let main = matches!(self.phase, Phase::Main).then(|| self.main_choices(seat));
        Some(Listing { seat, main })
    }

    /// What the main phase's offers of `seat` depend on.
    fn main_choices(&self, seat: Seat) -> MainChoices {
        let rules = &self.rules;
        let me = self.seat(seat);
        let hand = &me.hand;
        let soldiers = hand.occupied() & rules.soldier_slots;
        let payable_soldiers = soldiers & me.payable;
        let tax_collector = hand.count(rules.slot(Card::TAX_COLLECTOR)) > 0;
        let mut choices = MainChoices {
            soldiers,
            payable_soldiers,
            power_ups: hand.occupied() & rules.power_up_slots,
            scout: hand.count(rules.slot(Card::SCOUT)) > 0,
            provinces: hand.count(rules.slot(Card::PROVINCE)),
            targets: SeatSet::default(),
            taxable: SeatSet::default(),
            attacks: 0,
            attachments: 0,
            combines: 0,
            detaches: 0,
        };
        if tax_collector {
            choices.taxable = SeatSet::of(
                self.opponents(seat)
                    .filter(|&t| !self.seat(t).treasury.is_empty()),
            );
        }
        if !me.army.is_empty() {
            self.count_army_offers(seat, &mut choices);
        }
        choices
    }

    /// How many attacks (S9.3), attachments (S9.4), combines (S9.5) and detaches (S9.6)
    /// the army offers, in one pass over its distinct units, with the same tests as the
    /// offers themselves.
    fn count_army_offers(&self, seat: Seat, choices: &mut MainChoices) {
        let army = &self.seat(seat).army;
        let deck = self.deck_def();
        let most = u32::from(deck.max_powerups_per_level);
        let combining = deck.max_soldiers_per_unit >= 2;
        let mut attackers = 0;
        for (first, copies) in unit_runs(army) {
            let unit = &army[first];
            attackers += u32::from(can_attack_with(unit));
            for slot in bits(choices.power_ups) {
                choices.attachments += u32::from(can_attach(unit, self.rules.card(slot), most));
            }
            choices.combines += u32::from(combining && has_partner(army, first, copies, most));
            choices.detaches += u32::from(can_detach(unit));
        }
        if attackers > 0 {
            choices.targets = SeatSet::of(self.opponents(seat).filter(|&t| self.attackable(t)));
            choices.attacks = attackers * choices.targets.len() as u32;
        }
    }

    /// Offers every legal action of the seat to act, in ascending order.
    pub(crate) fn offer_legal(&self, out: &mut impl Offers) -> ControlFlow<()> {
        match self.listing() {
            Some(listing) => self.offer_listed(&listing, out),
            None => ControlFlow::Continue(()),
        }
    }

    /// Offers the legal actions of a listing, in ascending order.
    pub(crate) fn offer_listed(&self, listing: &Listing, out: &mut impl Offers) -> ControlFlow<()> {
        let seat = listing.seat;
        match self.phase {
            Phase::Over => ControlFlow::Continue(()),
            Phase::Main => match &listing.main {
                Some(choices) => self.offer_main(seat, choices, out),
                None => ControlFlow::Continue(()),
            },
            Phase::Window { window, .. } => self.offer_reactions(seat, &window, out),
            Phase::Block { .. } => self.offer_blockers(seat, out),
            Phase::Cover { owed, last, .. } => self.offer_cover(seat, owed, last, out),
            Phase::Give { count, last, .. } => self.offer_gift(seat, count, last, out),
            Phase::Discard { count, last } => self.offer_discards(seat, count, last, out),
            Phase::Pay { owed, last, .. } => self.offer_payments(seat, owed, last, out),
            Phase::Combine { unit } => self.offer_partners(seat, &unit, out),
            Phase::Detach {
                unit,
                first,
                decided,
            } => self.offer_splits(&unit, &first, decided, out),
        }
    }

    /// How many legal actions a listing offers: for the main phase, added up from its
    /// choices (what [`Provinces::offer_main`] offers, group by group), else counted.
    pub(crate) fn count_listed(&self, listing: &Listing) -> usize {
        let Some(choices) = &listing.main else {
            let mut count = Count::default();
            let _ = self.offer_listed(listing, &mut count);
            return count.0;
        };
        let owes = self.owes_province_holding(choices.provinces);
        if owes && self.turn.actions_left() == 1 {
            return 1; // B7.2: the last action must lay it.
        }
        let province =
            choices.provinces > 0 && self.turn.provinces_laid < self.deck_def().provinces_per_turn;
        usize::from(!owes)
            + choices.soldiers.count_ones() as usize
            + choices.payable_soldiers.count_ones() as usize
            + (choices.attacks + choices.attachments + choices.combines + choices.detaches) as usize
            + usize::from(choices.scout)
            + choices.taxable.len()
            + usize::from(province)
    }

    /// The actions of the main phase (B5), in the order of [`Action`]'s variants.
    fn offer_main(
        &self,
        seat: Seat,
        choices: &MainChoices,
        out: &mut impl Offers,
    ) -> ControlFlow<()> {
        let owes = self.owes_province_holding(choices.provinces);
        if owes && self.turn.actions_left() == 1 {
            return out.offer(Action::Province); // B7.2: the last action must lay it.
        }
        if !owes {
            out.offer(Action::EndTurn)?; // S7
        }
        self.offer_banks(choices, out)?;
        self.offer_activations(choices, out)?;
        out.offer_group(choices.attacks, |out| {
            self.offer_attacks(seat, choices.targets, out)
        })?;
        out.offer_group(choices.attachments, |out| {
            self.offer_attachments(seat, choices, out)
        })?;
        out.offer_group(choices.combines, |out| self.offer_combines(seat, out))?;
        out.offer_group(choices.detaches, |out| self.offer_detaches(seat, out))?;
        self.offer_abilities(choices, out)?;
        self.offer_province(choices, out)
    }

    /// Makes the decisions that have a single option and depend only on public cards: the
    /// blocker, each card of a cover, of the Tax Collector's gold and of an activation's
    /// payment, the second unit of a Combine and each share of a Detach. (A hand-limit
    /// discard depends on a hidden hand, so it is always asked.)
    pub(crate) fn make_forced_choices(&mut self) {
        while matches!(
            self.phase,
            Phase::Block { .. }
                | Phase::Cover { .. }
                | Phase::Give { .. }
                | Phase::Pay { .. }
                | Phase::Combine { .. }
                | Phase::Detach { .. }
        ) {
            let Some(listing) = self.listing() else {
                break;
            };
            let mut only = Only::default();
            let _ = self.offer_listed(&listing, &mut only);
            match only {
                Only {
                    first: Some(action),
                    more: false,
                } => self.play(listing.seat, action),
                _ => break,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use interregnum_core::{Game, Start};
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::{Deck, ProvincesOptions};

    /// A deck whose armies grow: cheap soldiers, many power-ups, two of a level per unit.
    const BIG_ARMIES: &str = "[rules]\ninitial_hand = 8\ndraws_per_turn = 4\nactions_per_turn = 4\n\
        max_powerups_per_level = 2\nround_limit = 12\n\
        [[soldier]]\nrank = \"Peasant\"\nlevel = 1\ncount = 20\n\
        [[soldier]]\nrank = \"Militia\"\nlevel = 2\ncount = 12\n\
        [[power_up]]\nname = \"Spear\"\nlevel = 1\nbonus = 1\ncount = 10\n\
        [[power_up]]\nname = \"Shield\"\nlevel = 2\nbonus = 2\ncount = 6\n";

    /// A random pick counts the legal actions group by group and lists only the group it
    /// picks from; checking an action stops at it. At every step of random games, the
    /// count, the action at each index and each search agree with the full list.
    #[test]
    fn counting_picking_and_searching_agree_with_the_list() {
        let big_armies = Deck::from_toml_str(BIG_ARMIES).unwrap();
        let tables = [
            (2, Deck::default()),
            (3, Deck::default()),
            (4, Deck::default()),
            (2, big_armies.clone()),
            (3, big_armies),
        ];
        let mut list = Vec::new();
        for (players, deck) in tables {
            let options = ProvincesOptions {
                players,
                first_player: None,
                deck,
            };
            for seed in 0..20 {
                let mut game = Provinces::new(&options, &Start::seeded(seed)).unwrap();
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                loop {
                    game.legal_actions(&mut list);
                    let mut count = Count::default();
                    if let Some(listing) = game.listing() {
                        let _ = game.offer_listed(&listing, &mut count);
                        assert_eq!(game.count_listed(&listing), list.len(), "{list:?}");
                        for (index, &action) in list.iter().enumerate() {
                            let mut nth = Nth::new(index);
                            let _ = game.offer_listed(&listing, &mut nth);
                            assert_eq!(nth.found(), Some(action), "index {index} of {list:?}");
                            assert!(game.is_legal(action), "{action} listed, not legal");
                        }
                    }
                    assert_eq!(count.0, list.len(), "{list:?}");
                    let Some(action) = game.random_action(&mut rng) else {
                        break;
                    };
                    game.apply_unchecked(action);
                }
            }
        }
    }
}
