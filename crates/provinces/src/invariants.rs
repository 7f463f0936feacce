//! The soundness of a state: every card of the deck in exactly one zone, and the rules'
//! limits on every zone (for tests, debug checks, positions and samples).

use crate::{
    card::{Card, CardBag, GoldBag},
    reactions::WindowOrder,
    state::{Dying, Phase, Provinces, Window},
    unit::Unit,
};

/// Every card of the given zones, in the order of [`Provinces::all_cards`], or an error
/// naming the first card that does not fit a deck: the deck and the discard pile, the
/// removed pile, the ability card resolving, the dying cards, the cards the phase sets
/// aside, then each seat's hand and treasury, army and field.
pub(crate) fn census<'a>(
    piles: impl IntoIterator<Item = Card>,
    removed: &GoldBag,
    resolving: Option<Card>,
    dying: impl IntoIterator<Item = &'a Dying>,
    phase: &Phase,
    seats: impl IntoIterator<Item = (CardBag, GoldBag, &'a [Unit], u16)>,
) -> Result<CardBag, String> {
    let mut bag = CardBag::EMPTY;
    let mut add = |card: Card, n: u8, zone: &str| {
        if bag.add(card, n) {
            Ok(())
        } else {
            Err(format!("{zone} holds {card}, which does not fit the deck"))
        }
    };
    for card in piles {
        add(card, 1, "the deck or discard pile")?;
    }
    for (card, n) in removed.distinct() {
        add(card, n, "the removed pile")?;
    }
    if let Some(card) = resolving {
        add(card, 1, "the resolving ability")?;
    }
    for dying in dying {
        match dying {
            Dying::PowerUps(power_ups) => {
                for (card, n) in power_ups.distinct() {
                    add(card, n, "a dying unit")?;
                }
            }
            Dying::Soldier { level, .. } => add(Card::soldier(*level), 1, "a dying unit")?,
        }
    }
    if let Phase::Window {
        window: Window::Death { level, .. },
        ..
    } = *phase
    {
        add(Card::soldier(level), 1, "the death window")?;
    }
    match *phase {
        Phase::Pay { level, .. } => add(Card::soldier(level), 1, "the soldier being activated")?,
        Phase::Combine { unit } | Phase::Detach { unit, .. } => {
            for (level, _) in unit.soldiers() {
                add(Card::soldier(level), 1, "the unit set aside")?;
            }
            for (card, n) in unit.power_ups().distinct() {
                add(card, n, "the unit set aside")?;
            }
        }
        _ => {}
    }
    for (hand, treasury, army, field) in seats {
        for (card, n) in hand.distinct().chain(treasury.distinct()) {
            add(card, n, "a hand or treasury")?;
        }
        for unit in army {
            for (level, _) in unit.soldiers() {
                add(Card::soldier(level), 1, "an army")?;
            }
            for (card, n) in unit.power_ups().distinct() {
                add(card, n, "an army")?;
            }
        }
        for _ in 0..field {
            add(Card::PROVINCE, 1, "a field")?;
        }
    }
    Ok(bag)
}

impl Provinces {
    /// Every card in every zone, or an error naming a card that should not exist.
    pub(crate) fn all_cards(&self) -> Result<CardBag, String> {
        census(
            self.deck.iter().chain(&self.discard).copied(),
            &self.removed(),
            self.resolving,
            self.dying.iter(),
            &self.phase,
            self.seats.iter().map(|s| {
                (
                    self.rules.bag(&s.hand),
                    self.rules.bag(&s.treasury),
                    &s.army[..],
                    s.field,
                )
            }),
        )
    }

    pub(crate) fn violation(&self) -> Option<String> {
        let deck = self.deck_def();
        match self.all_cards() {
            Err(e) => return Some(e),
            Ok(bag) if bag != self.rules.cards => {
                return Some(format!(
                    "cards not conserved: the zones hold {bag:?}, the deck has {:?}",
                    self.rules.cards
                ));
            }
            Ok(_) => {}
        }
        if self.seats.len() != usize::from(self.rules.options.players) {
            return Some("wrong number of seats".into());
        }
        let m = u32::from(deck.max_powerups_per_level);
        for (i, s) in self.seats.iter().enumerate() {
            if !s.hand.is_consistent() || !s.treasury.is_consistent() {
                return Some(format!("seat {i}: a bag is malformed"));
            }
            let provinces = s.hand.count(self.rules.slot(Card::PROVINCE));
            if u32::from(provinces) > u32::from(s.province_cap)
                || u32::from(s.province_cap) > s.hand.len()
            {
                return Some(format!(
                    "seat {i} holds {provinces} Provinces, but its public cap is {}",
                    s.province_cap
                ));
            }
            let gold_sums = self.rules.gold_sums(&s.treasury);
            if s.payable != self.rules.payable_slots(gold_sums)
                || s.gold_index != self.rules.gold_index(&s.treasury)
            {
                return Some(format!(
                    "seat {i}: the payable soldiers kept do not match the treasury"
                ));
            }
            if s.treasury.occupied() & !self.rules.soldier_slots != 0 {
                return Some(format!(
                    "seat {i}: a treasury holds a card that is not gold"
                ));
            }
            if !s.army.windows(2).all(|w| w[0] <= w[1]) {
                return Some(format!("seat {i}: the army is not sorted"));
            }
            if usize::from(s.marked_units) != s.army.iter().filter(|u| u.any_marked()).count() {
                return Some(format!(
                    "seat {i}: the count of marked units kept does not match the army"
                ));
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
        if self.removed.occupied() & !self.rules.soldier_slots != 0 {
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
        if self.to_act != self.seat_to_act() {
            return Some("the seat to act kept does not match the phase".into());
        }
        if let Phase::Window { window, offered } = self.phase
            && usize::from(offered) >= WindowOrder::of(&window, self.n()).len()
        {
            return Some("a window was offered past its last seat".into());
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
        if matches!(self.phase, Phase::Over) != self.ended.is_some() {
            return Some("a result exists exactly when the game is over".into());
        }
        None
    }
}
