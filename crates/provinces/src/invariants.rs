//! The soundness of a state: every card of the deck in exactly one zone, and the rules'
//! limits on every zone (for tests, debug checks and positions).

use crate::{
    card::{Card, CardBag},
    reactions::window_order,
    state::{Dying, Phase, Provinces, Window},
};

impl Provinces {
    /// Every card in every zone, or an error naming a card that should not exist.
    pub(crate) fn all_cards(&self) -> Result<CardBag, String> {
        let mut bag = CardBag::EMPTY;
        let mut add = |card: Card, n: u8, zone: &str| {
            if bag.add(card, n) {
                Ok(())
            } else {
                Err(format!("{zone} holds {card}, which does not fit the deck"))
            }
        };
        for c in self.deck.iter().chain(&self.discard) {
            add(*c, 1, "the deck or discard pile")?;
        }
        for (c, n) in self.removed.distinct() {
            add(c, n, "the removed pile")?;
        }
        if let Some(c) = self.resolving {
            add(c, 1, "the resolving ability")?;
        }
        for d in &self.dying {
            match d {
                Dying::PowerUps(b) => {
                    for (c, n) in b.distinct() {
                        add(c, n, "a dying unit")?;
                    }
                }
                Dying::Soldier { level, .. } => add(Card::soldier(*level), 1, "a dying unit")?,
            }
        }
        if let Phase::Window {
            window: Window::Death { level, .. },
            ..
        } = self.phase
        {
            add(Card::soldier(level), 1, "the death window")?;
        }
        match self.phase {
            Phase::Pay { level, .. } => {
                add(Card::soldier(level), 1, "the soldier being activated")?
            }
            Phase::Combine { unit } | Phase::Detach { unit, .. } => {
                for (l, _) in unit.soldiers() {
                    add(Card::soldier(l), 1, "the unit set aside")?;
                }
                for (c, n) in unit.power_ups().distinct() {
                    add(c, n, "the unit set aside")?;
                }
            }
            _ => {}
        }
        for s in &self.seats {
            for (c, n) in s.hand.distinct().chain(s.treasury.distinct()) {
                add(c, n, "a hand or treasury")?;
            }
            for u in &s.army {
                for (l, _) in u.soldiers() {
                    add(Card::soldier(l), 1, "an army")?;
                }
                for (c, n) in u.power_ups().distinct() {
                    add(c, n, "an army")?;
                }
            }
            for _ in 0..s.field {
                add(Card::PROVINCE, 1, "a field")?;
            }
        }
        Ok(bag)
    }

    pub(crate) fn violation(&self) -> Option<String> {
        let deck = self.deck_def();
        match self.all_cards() {
            Err(e) => return Some(e),
            Ok(bag) if bag != deck.cards() => {
                return Some(format!(
                    "cards not conserved: the zones hold {bag:?}, the deck has {:?}",
                    deck.cards()
                ));
            }
            Ok(_) => {}
        }
        if self.seats.len() != usize::from(self.rules.options.players) {
            return Some("wrong number of seats".into());
        }
        let m = u32::from(deck.max_powerups_per_level);
        for (i, s) in self.seats.iter().enumerate() {
            if !s.hand.is_canonical() || !s.treasury.is_canonical() {
                return Some(format!("seat {i}: a bag is malformed"));
            }
            if u32::from(s.hand.count(Card::PROVINCE)) > u32::from(s.province_cap)
                || u32::from(s.province_cap) > s.hand.len()
            {
                return Some(format!(
                    "seat {i} holds {} Provinces, but its public cap is {}",
                    s.hand.count(Card::PROVINCE),
                    s.province_cap
                ));
            }
            if s.treasury.distinct().any(|(c, _)| !c.is_soldier()) {
                return Some(format!(
                    "seat {i}: a treasury holds a card that is not gold"
                ));
            }
            if !s.army.windows(2).all(|w| w[0] <= w[1]) {
                return Some(format!("seat {i}: the army is not sorted"));
            }
            for u in &s.army {
                if !u.is_well_formed()
                    || u.n_soldiers() > usize::from(deck.max_soldiers_per_unit)
                    || u.power_ups().distinct().any(|(_, c)| u32::from(c) > m)
                {
                    return Some(format!("seat {i}: unit {u} breaks S10"));
                }
            }
        }
        if self.removed.distinct().any(|(c, _)| !c.is_soldier()) {
            return Some("the removed pile holds a card that is not gold".into());
        }
        let resolving_expected = matches!(
            self.phase,
            Phase::Window {
                window: Window::Ability { .. },
                ..
            } | Phase::Give { .. }
        );
        if resolving_expected != self.resolving.is_some() {
            return Some("an ability card is set aside exactly while it resolves (B5.2)".into());
        }
        if let Phase::Window { window, offered } = self.phase {
            let (_, len) = window_order(&window, self.n());
            if usize::from(offered) >= len {
                return Some("a window was offered past its last seat".into());
            }
        }
        let dying_expected = matches!(
            self.phase,
            Phase::Window {
                window: Window::Death { .. },
                ..
            }
        );
        if !self.dying.is_empty() && !dying_expected {
            return Some("dying cards wait outside a death window".into());
        }
        if self.turn.actions_used > self.turn.allowance {
            return Some("more actions used than allowed".into());
        }
        if matches!(self.phase, Phase::Over) != self.result.is_some() {
            return Some("a result exists exactly when the game is over".into());
        }
        None
    }
}
