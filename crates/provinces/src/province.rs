//! Provinces in hand and in the field: laying one (S9.8, S18), the obligation to lay one
//! (S16, B7.2) and the limit at cleanup (S15, S17, B7.3).

use std::ops::ControlFlow;

use interregnum_core::Seat;

use crate::{
    action::Action,
    card::Card,
    legal::{MainChoices, Offers},
    state::{Drawn, Phase, Provinces},
};

impl Provinces {
    /// B7.2: whether the active player owes a Province now: it is its turn, it holds more
    /// than `province_hand_limit` Provinces, it has laid none this turn and it has an action
    /// left.
    #[must_use]
    pub fn owes_province(&self) -> bool {
        self.owes_province_holding(self.held(self.turn.active, Card::PROVINCE))
    }

    /// B7.2, for an active player holding `provinces` Provinces.
    pub(crate) fn owes_province_holding(&self, provinces: u8) -> bool {
        matches!(self.phase, Phase::Main)
            && u32::from(provinces) > u32::from(self.deck_def().province_hand_limit)
            && self.turn.provinces_laid == 0
            && self.turn.actions_used < self.turn.allowance
    }

    /// S9.8, S18: a Province in hand, and fewer than `provinces_per_turn` laid this turn.
    pub(crate) fn offer_province(
        &self,
        choices: &MainChoices,
        out: &mut impl Offers,
    ) -> ControlFlow<()> {
        if choices.provinces > 0 && self.turn.provinces_laid < self.deck_def().provinces_per_turn {
            out.offer(Action::Province)?;
        }
        ControlFlow::Continue(())
    }

    /// S9.8: the Province moves to the field. Nobody wins yet (B8.3.1).
    // A main-phase action: out of line (see `Provinces::play_main`).
    #[inline(never)]
    pub(crate) fn lay_province(&mut self, seat: Seat) {
        self.take_from_hand(seat, Card::PROVINCE, 1);
        let me = self.seat_mut(seat);
        me.province_cap = me.province_cap.saturating_sub(1);
        me.field += 1;
        self.turn.provinces_laid += 1;
        self.spend_action();
        self.finish_action();
    }

    /// B7.3, at cleanup: the active player keeps at most `province_hand_limit + k`
    /// Provinces, `k` those its last action drew (S17), and discards the others. The public
    /// cap follows with the cards that action drew in place of `k`.
    pub(crate) fn discard_provinces_over_the_limit(&mut self, last_action_drew: Drawn) {
        let limit = self.deck_def().province_hand_limit;
        let active = self.turn.active;
        let cap = &mut self.seat_mut(active).province_cap;
        *cap = (*cap).min(limit.saturating_add(last_action_drew.cards));
        let keep = u32::from(limit) + u32::from(last_action_drew.provinces);
        let held = u32::from(self.held(active, Card::PROVINCE));
        if held > keep {
            let excess = (held - keep) as u8;
            self.take_from_hand(active, Card::PROVINCE, excess);
            for _ in 0..excess {
                self.discard.push(Card::PROVINCE);
            }
        }
    }
}
