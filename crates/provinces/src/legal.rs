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
    card::CardKind,
    soldiers::payable_sums,
    state::{Phase, Provinces, SeatState},
};

/// Where the legal actions go, one at a time, in ascending order.
pub(crate) trait Offers {
    /// Takes the next legal action; `Break` ends the listing.
    fn offer(&mut self, action: Action) -> ControlFlow<()>;
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

/// What the main phase's offers depend on, read from the state once per listing (a random
/// pick lists twice: once to count, once to pick): the hand in one pass, its soldier and
/// power-up levels as bit sets (levels are at most 99), and the sums the treasury pays.
pub(crate) struct MainChoices {
    /// Bit `l` is set when the hand holds a soldier of level `l`.
    pub(crate) soldiers: u128,
    /// Bit `s` is set when some gold cards sum to exactly `s` (read only with soldiers in
    /// hand).
    pub(crate) payable: u128,
    /// Bit `l` is set when the hand holds a power-up of level `l`.
    pub(crate) power_ups: u128,
    pub(crate) scout: bool,
    pub(crate) tax_collector: bool,
    pub(crate) provinces: u8,
}

impl MainChoices {
    fn of(me: &SeatState) -> MainChoices {
        let mut choices = MainChoices {
            soldiers: 0,
            payable: 0,
            power_ups: 0,
            scout: false,
            tax_collector: false,
            provinces: 0,
        };
        for (card, count) in me.hand.distinct() {
            match card.kind() {
                CardKind::Soldier(level) => choices.soldiers |= 1 << level,
                CardKind::PowerUp(level) => choices.power_ups |= 1 << level,
                CardKind::Scout => choices.scout = true,
                CardKind::TaxCollector => choices.tax_collector = true,
                CardKind::Province => choices.provinces = count,
                CardKind::RoyalGuard | CardKind::Monk | CardKind::Reaper => {}
            }
        }
        if choices.soldiers != 0 {
            choices.payable = payable_sums(&me.treasury);
        }
        choices
    }
}

/// A listing of the legal actions: the seat to act, and what the main phase reads once.
pub(crate) struct Listing {
    seat: Seat,
    main: Option<MainChoices>,
}

/// The levels of a bit set, lowest first.
pub(crate) fn levels(mut set: u128) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let level = set.trailing_zeros() as u8;
        set &= set - 1;
        Some(level)
    })
}

impl Provinces {
    /// What a listing of the legal actions needs; `None` once the game is over.
    pub(crate) fn listing(&self) -> Option<Listing> {
        let seat = self.decider()?;
        let main = matches!(self.phase, Phase::Main).then(|| MainChoices::of(self.seat(seat)));
        Some(Listing { seat, main })
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
        self.offer_attacks(seat, out)?;
        self.offer_attachments(seat, choices, out)?;
        self.offer_combines(seat, out)?;
        self.offer_detaches(seat, out)?;
        self.offer_abilities(seat, choices, out)?;
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
            let mut only = Only::default();
            let _ = self.offer_legal(&mut only);
            match only {
                Only {
                    first: Some(action),
                    more: false,
                } => self.play(action),
                _ => break,
            }
        }
    }
}
