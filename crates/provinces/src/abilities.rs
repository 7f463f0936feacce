//! Ability cards (S9.7, B1.5): Scout draws (B1.5.1), Tax Collector takes gold from an
//! opponent (B1.5.2). A played ability card is set aside while its window and its effect
//! resolve, and reaches the discard pile after them (B5.2).

use std::ops::ControlFlow;

use interregnum_core::Seat;

use crate::{
    action::Action,
    attack::gold_up_to,
    card::Card,
    legal::{MainChoices, Offers},
    state::{Phase, Provinces, Window},
};

impl Provinces {
    /// S9.7: a Scout in hand; a Tax Collector in hand against each opponent with gold.
    pub(crate) fn offer_abilities(
        &self,
        choices: &MainChoices,
        out: &mut impl Offers,
    ) -> ControlFlow<()> {
        if choices.scout {
            out.offer(Action::Scout)?;
        }
        let taxable = choices.taxable;
        out.offer_each(taxable.len(), |i| Action::Tax(taxable.nth(i)))
    }

    /// S9.7, B5.2: the card leaves the hand and is set aside, the action is spent, and the
    /// ability window opens (B6.3).
    // A main-phase action: out of line (see `Provinces::play_main`).
    #[inline(never)]
    pub(crate) fn play_ability(&mut self, seat: Seat, card: Card, target: Option<Seat>) {
        self.take_from_hand(seat, card, 1);
        self.resolving = Some(card);
        self.spend_action();
        self.open_window(Window::Ability {
            actor: seat,
            card,
            target,
        });
    }

    /// The ability window closed with no Royal Guard: the effect.
    pub(crate) fn resolve_ability(&mut self, actor: Seat, card: Card, target: Option<Seat>) {
        match (card, target) {
            (Card::SCOUT, _) => self.scout(actor, card),
            (_, Some(target)) => self.tax(actor, target),
            (_, None) => debug_assert!(false, "a Tax Collector without a target"),
        }
    }

    /// B1.5, B1.5.1: the Scout draws what the deck and the discard pile hold, up to
    /// `scout.draw`, without itself (B5.2); what it drew counts for B7.3.
    fn scout(&mut self, actor: Seat, card: Card) {
        let draw = self.deck_def().scout_draw;
        self.turn.drawn = self.draw(actor, draw);
        self.discard.push(card);
        self.resolving = None;
        self.finish_action();
    }

    /// B1.5.2: the target gives min(`tax_collector.take`, its gold cards) gold cards, its
    /// choice, one at a time.
    fn tax(&mut self, actor: Seat, target: Seat) {
        let held = self.seat(target).treasury.len();
        let take = u32::from(self.deck_def().tax_collector_take);
        let count = held.min(take) as u8;
        self.set_phase(Phase::Give {
            actor,
            target,
            count,
            last: None,
        });
        if count == 0 {
            self.finish_tax();
        }
    }

    /// B1.5.2, B5.1: the gold cards the target may give next, highest first, so that
    /// enough cards are left to give.
    pub(crate) fn offer_gift(
        &self,
        seat: Seat,
        count: u8,
        last: Option<u8>,
        out: &mut impl Offers,
    ) -> ControlFlow<()> {
        let treasury = &self.seat(seat).treasury;
        let ceiling = last.unwrap_or(u8::MAX);
        for (value, _) in self.rules.gold(treasury) {
            if value <= ceiling
                && gold_up_to(self.rules.gold(treasury), value).0 >= u32::from(count)
            {
                out.offer(Action::Give(value))?;
            }
        }
        ControlFlow::Continue(())
    }

    /// B1.5.2: one gold card moves to the actor's treasury.
    pub(crate) fn give_to_tax_collector(
        &mut self,
        actor: Seat,
        target: Seat,
        count: u8,
        value: u8,
    ) {
        self.take_gold(target, value);
        self.put_gold(actor, value);
        if count == 1 {
            self.finish_tax();
        } else {
            self.set_phase(Phase::Give {
                actor,
                target,
                count: count - 1,
                last: Some(value),
            });
        }
    }

    /// The Tax Collector has taken its gold: it goes to the discard pile (B5.2).
    fn finish_tax(&mut self) {
        self.discard.push(Card::TAX_COLLECTOR);
        self.resolving = None;
        self.finish_action();
    }
}
