//! What one observer may see (B2): its own hand, every hand size, the deck size and every
//! public zone. The one place that decides what a seat is shown.

use interregnum_core::{Game, Observer, Seat};
use serde::Serialize;

use crate::{
    action::Action,
    card::{Card, CardBag, GoldBag},
    setup::ProvincesOptions,
    state::{Dying, Phase, Provinces, ProvincesResult},
    unit::Unit,
};

/// One seat as an observer sees it (B2.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatView {
    pub hand_size: u32,
    /// The hand, for its owner only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hand: Option<CardBag>,
    pub treasury: GoldBag,
    pub treasury_total: u32,
    pub army: Vec<Unit>,
    /// The strength of each unit, in the order of `army`.
    pub strengths: Vec<u32>,
    pub field: u16,
    /// The most Provinces the hand can hold, from public information (see the crate docs).
    pub province_cap: u16,
}

/// Everything one observer may see: its own hand, hand and deck sizes, and every public
/// zone (B2). Never another seat's hand or the deck order.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ProvincesView {
    pub observer: Observer,
    pub options: ProvincesOptions,
    pub first_player: Seat,
    pub round: u32,
    pub active: Seat,
    pub to_act: Option<Seat>,
    pub actions_used: u16,
    pub allowance: u16,
    pub provinces_laid: u16,
    pub phase: Phase,
    pub deck_size: u32,
    /// Bottom first.
    pub discard: Vec<Card>,
    pub removed: GoldBag,
    /// The ability card set aside while it resolves (B5.2).
    pub resolving: Option<Card>,
    /// Cards of dying units still to resolve (B6.2).
    pub dying: Vec<Dying>,
    pub seats: Vec<SeatView>,
    /// The legal actions, for the observer when it is to act.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub legal: Vec<Action>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<ProvincesResult>,
}

impl ProvincesView {
    pub(crate) fn of(game: &Provinces, observer: Observer) -> ProvincesView {
        let seats = game
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| SeatView {
                hand_size: s.hand.len(),
                hand: (observer == Observer::Seat(Seat::new(i))).then(|| game.rules.bag(&s.hand)),
                treasury: game.rules.bag(&s.treasury),
                treasury_total: game.rules.gold_value(&s.treasury),
                army: s.army.clone(),
                strengths: s.army.iter().map(|u| game.strength(u)).collect(),
                field: s.field,
                province_cap: s.province_cap,
            })
            .collect();
        let to_act = game.decider();
        let mut legal = Vec::new();
        if to_act.is_some() && to_act == observer.seat() {
            game.legal_actions(&mut legal);
        }
        ProvincesView {
            observer,
            options: game.rules.options.clone(),
            first_player: game.first_player,
            round: game.round,
            active: game.turn.active,
            to_act,
            actions_used: game.turn.actions_used,
            allowance: game.turn.allowance,
            provinces_laid: game.turn.provinces_laid,
            phase: game.phase,
            deck_size: game.deck.len() as u32,
            discard: game.discard.clone(),
            removed: game.removed(),
            resolving: game.resolving,
            dying: game.dying.iter().copied().collect(),
            seats,
            legal,
            result: game.result.clone(),
        }
    }
}
