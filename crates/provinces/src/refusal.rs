//! Why an action is refused, in words a player understands: what is wrong and what the
//! rules allow instead.

use interregnum_core::Seat;

use crate::{
    action::Action,
    card::Card,
    soldiers::{least_first_share, next_split_level},
    state::{Phase, Provinces, Window},
    unit::Unit,
};

impl Provinces {
    /// Why `action`, which is not legal, is refused: what is wrong and what is allowed.
    pub(crate) fn refusal(&self, action: Action) -> String {
        let Some(seat) = self.decider() else {
            return "the game is over".into();
        };
        let me = &self.seats[seat.index()];
        let deck = self.deck_def();
        let main_action = matches!(
            action,
            Action::EndTurn
                | Action::Bank(_)
                | Action::Activate(_)
                | Action::Attack(..)
                | Action::Attach(..)
                | Action::Combine(_)
                | Action::Detach(_)
                | Action::Scout
                | Action::Tax(_)
                | Action::Province
        );
        match self.phase {
            Phase::Main if !main_action => {
                return format!(
                    "it is {seat}'s turn to take an action or end the turn; no window or choice is open"
                );
            }
            Phase::Main => {}
            Phase::Window { window, .. } => {
                let what = match window {
                    Window::Attack { .. } => {
                        "an attack window: pass, or play a Royal Guard (or, as the target, a Reaper)"
                    }
                    Window::Ability { .. } => "an ability window: pass, or play a Royal Guard",
                    Window::Death { .. } => "a death window: pass, or play a Monk",
                };
                return match action {
                    Action::Guard if matches!(window, Window::Death { .. }) => {
                        "a Royal Guard cancels attacks and abilities, not deaths".into()
                    }
                    Action::Monk if !matches!(window, Window::Death { .. }) => {
                        "a Monk is played only when a soldier dies".into()
                    }
                    Action::Reaper => match window {
                        Window::Attack { target, .. } if target != seat => {
                            format!("only the target of the attack ({target}) may play a Reaper")
                        }
                        Window::Attack { .. } => format!("{seat} holds no Reaper"),
                        _ => "a Reaper is played only against an attack on you".into(),
                    },
                    Action::Guard => format!("{seat} holds no Royal Guard"),
                    Action::Monk => format!("{seat} holds no Monk"),
                    _ => format!("{seat} is offered {what}"),
                };
            }
            Phase::Over => return "the game is over".into(),
            _ => return self.choice_reason(seat, action),
        }
        // The main phase.
        if self.owes_province() {
            if action == Action::EndTurn {
                return format!(
                    "{seat} holds more than {} Provinces and owes a Province: it must lay one before the turn ends (S16)",
                    deck.province_hand_limit
                );
            }
            if self.turn.actions_left() == 1 && action != Action::Province {
                return format!(
                    "{seat} owes a Province and has one action left, so that action must lay it (S16)"
                );
            }
        }
        let n = self.n();
        let has_unit = |u: &Unit| me.army.binary_search(u).is_ok();
        match action {
            Action::Bank(l) | Action::Activate(l) if self.held(seat, Card::soldier(l)) == 0 => {
                format!("{seat} holds no soldier S{l}")
            }
            Action::Activate(l) => format!(
                "no gold cards of {seat}'s treasury sum to exactly {l}, the cost of S{l} (S9.2: no overpaying)"
            ),
            Action::Attack(u, t) => {
                if t.index() >= n {
                    format!("there is no seat {t}")
                } else if t == seat {
                    "a player cannot attack themselves".into()
                } else if !has_unit(&u) {
                    format!("{seat} has no unit {u}")
                } else if u.any_marked() {
                    "a soldier of that unit has already attacked this turn (S9.3)".into()
                } else if !self.attackable(t) {
                    format!(
                        "{t} has no army, no gold and no Provinces, so cannot be attacked (S25)"
                    )
                } else {
                    "that attack is not possible now".into()
                }
            }
            Action::Attach(l, u) => {
                if self.held(seat, Card::power_up(l)) == 0 {
                    format!("{seat} holds no power-up P{l}")
                } else if !has_unit(&u) {
                    format!("{seat} has no unit {u}")
                } else {
                    format!(
                        "that unit already has {} power-up(s) of level {l} (S10)",
                        deck.max_powerups_per_level
                    )
                }
            }
            Action::Combine(u) => {
                if deck.max_soldiers_per_unit < 2 {
                    "this deck allows one soldier per unit, so nothing can be combined".into()
                } else if !has_unit(&u) {
                    format!("{seat} has no unit {u}")
                } else if u.n_soldiers() != 1 {
                    "only two one-soldier units can be combined (S10)".into()
                } else {
                    format!(
                        "no other one-soldier unit of {seat}'s, no larger than {u}, can join it without too many power-ups of one level (S10); a Combine names the larger unit first"
                    )
                }
            }
            Action::Detach(u) => {
                if has_unit(&u) {
                    "only a two-soldier unit can be detached".into()
                } else {
                    format!("{seat} has no unit {u}")
                }
            }
            Action::Scout if self.held(seat, Card::SCOUT) == 0 => format!("{seat} holds no Scout"),
            Action::Tax(t) => {
                if self.held(seat, Card::TAX_COLLECTOR) == 0 {
                    format!("{seat} holds no Tax Collector")
                } else if t == seat || t.index() >= n {
                    "a Tax Collector targets an opponent".into()
                } else {
                    format!("{t} has no gold to take")
                }
            }
            Action::Province => {
                if self.held(seat, Card::PROVINCE) == 0 {
                    format!("{seat} holds no Province")
                } else {
                    format!(
                        "{seat} has already laid {} Province(s) this turn (S18)",
                        self.turn.provinces_laid
                    )
                }
            }
            _ => format!("{action} is not possible now"),
        }
    }

    /// Why `action` is not allowed in a choice made card by card (or a block).
    fn choice_reason(&self, seat: Seat, action: Action) -> String {
        let me = &self.seats[seat.index()];
        let has_unit = |u: &Unit| me.army.binary_search(u).is_ok();
        let no_gold = |v: u8| format!("{seat}'s treasury holds no gold card of value {v}");
        let highest_first = |last: Option<u8>, v: u8| {
            last.filter(|&l| v > l).map(|l| {
                format!(
                    "gold is chosen highest first: after a {l}, the next card is worth at most {l}"
                )
            })
        };
        match self.phase {
            Phase::Block { .. } => match action {
                Action::Block(u) => format!("{seat} has no unit {u}"),
                _ => format!("{seat} must choose one of its units to defend"),
            },
            Phase::Cover {
                amount, owed, last, ..
            } => match action {
                Action::Cover(v) if self.gold_held(seat, v) == 0 => no_gold(v),
                Action::Cover(v) => highest_first(last, v).unwrap_or_else(|| {
                    format!(
                        "the cards worth {v} or less cannot cover the {owed} left of the attack of {amount}, so no minimal cover goes on with a {v} (S22)"
                    )
                }),
                _ => format!(
                    "{seat} must pay the attack of {amount} with a minimal cover, one gold card at a time, highest first: {owed} is left (`cover <value>`)"
                ),
            },
            Phase::Give { count, last, .. } => match action {
                Action::Give(v) if self.gold_held(seat, v) == 0 => no_gold(v),
                Action::Give(v) => highest_first(last, v).unwrap_or_else(|| {
                    format!("too few cards worth {v} or less are left to give {count} more")
                }),
                _ => format!(
                    "{seat} must give {count} more gold card(s) to the Tax Collector, highest first (`give <value>`)"
                ),
            },
            Phase::Discard { count, last } => match action {
                Action::Discard(c) if self.held(seat, c) == 0 => format!("{seat} holds no {c}"),
                Action::Discard(c) => match last {
                    Some(l) if c < l => format!(
                        "discards are chosen in standard card order (B8.5): after {l}, the next is {l} or a later card"
                    ),
                    _ => format!(
                        "too few cards from {c} on in standard card order are left to discard {count} more"
                    ),
                },
                _ => format!(
                    "{seat}'s turn is over; it must discard {count} more card(s) down to the hand limit, one at a time in standard card order (`discard <card>`)"
                ),
            },
            Phase::Pay { level, owed, last } => match action {
                Action::Pay(v) if self.gold_held(seat, v) == 0 => no_gold(v),
                Action::Pay(v) if u32::from(v) > owed => format!(
                    "paying {v} would overpay: {owed} of the cost of S{level} is left, and it is paid exactly (S9.2: no overpaying)"
                ),
                Action::Pay(v) => highest_first(last, v).unwrap_or_else(|| {
                    format!("no gold cards worth {v} or less pay the {owed} left exactly if a {v} is one of them")
                }),
                _ => format!(
                    "{seat} is paying for S{level}: {owed} is left, one gold card at a time, highest first (`pay <value>`)"
                ),
            },
            Phase::Combine { unit } => match action {
                Action::CombineWith(u) if !has_unit(&u) => format!("{seat} has no unit {u}"),
                Action::CombineWith(u) if u > unit => format!(
                    "a Combine names the larger unit first: {u} is larger than {unit}"
                ),
                Action::CombineWith(u) if u.n_soldiers() != 1 => {
                    "only two one-soldier units can be combined (S10)".into()
                }
                Action::CombineWith(_) => {
                    "together they would hold too many power-ups of one level (S10)".into()
                }
                _ => format!("{seat} is combining {unit}: choose the unit to join it (`with <unit>`)"),
            },
            Phase::Detach {
                unit,
                first,
                decided,
            } => {
                let Some((next, count)) = next_split_level(&unit, decided) else {
                    return "the Detach is complete".into();
                };
                match action {
                    Action::Split { level, .. } if level != next => format!(
                        "the power-ups are shared out level by level, lowest first: level {next} is next"
                    ),
                    Action::Split { first: k, second, .. }
                        if u32::from(k) + u32::from(second) != u32::from(count) =>
                    {
                        format!(
                            "{unit} holds {count} power-up(s) of level {next}: the two shares must add up to {count}"
                        )
                    }
                    Action::Split { first: k, .. } => {
                        let least = least_first_share(&unit, &first, decided, count);
                        format!(
                            "both soldiers are alike, so the split {k}-{} is the same as {}-{k}: the first soldier takes at least {least}",
                            count - k,
                            count - k
                        )
                    }
                    _ => format!(
                        "{seat} is detaching {unit}: share out its level-{next} power-ups (`split P{next} <first>-<second>`)"
                    ),
                }
            }
            Phase::Main | Phase::Window { .. } | Phase::Over => format!("{action} is not possible now"),
        }
    }
}
