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
        // Every field is (re)written by `write`; these only give the lists their first,
        // empty buffers.
        let mut view = ProvincesView {
            observer,
            options: game.rules.options.clone(),
            first_player: game.first_player,
            round: 0,
            active: game.turn.active,
            to_act: None,
            actions_used: 0,
            allowance: 0,
            provinces_laid: 0,
            phase: game.phase,
            deck_size: 0,
            discard: Vec::new(),
            removed: game.removed(),
            resolving: None,
            dying: Vec::new(),
            seats: Vec::new(),
            legal: Vec::new(),
            result: None,
        };
        ProvincesView::write(game, observer, &mut view);
        view
    }

    /// Writes the view of `observer` over `view`, keeping the buffers of its lists (and
    /// its options, when they are the game's already).
    pub(crate) fn write(game: &Provinces, observer: Observer, view: &mut ProvincesView) {
        view.seats.truncate(game.seats.len());
        for (i, s) in game.seats.iter().enumerate() {
            if view.seats.len() == i {
                view.seats.push(SeatView {
                    hand_size: 0,
                    hand: None,
                    treasury: GoldBag::EMPTY,
                    treasury_total: 0,
                    army: Vec::new(),
                    strengths: Vec::new(),
                    field: 0,
                    province_cap: 0,
                });
            }
            let seat = &mut view.seats[i];
            seat.hand_size = s.hand.len();
            seat.hand = (observer == Observer::Seat(Seat::new(i))).then(|| game.rules.bag(&s.hand));
            seat.treasury = game.rules.bag(&s.treasury);
            seat.treasury_total = game.rules.gold_value(&s.treasury);
            seat.army.clone_from(&s.army);
            seat.strengths.clear();
            seat.strengths
                .extend(s.army.iter().map(|u| game.strength(u)));
            seat.field = s.field;
            seat.province_cap = s.province_cap;
        }
        let to_act = game.decider();
        view.legal.clear();
        if to_act.is_some() && to_act == observer.seat() {
            game.legal_actions(&mut view.legal);
        }
        view.observer = observer;
        if view.options != game.rules.options {
            view.options.clone_from(&game.rules.options);
        }
        view.first_player = game.first_player;
        view.round = game.round;
        view.active = game.turn.active;
        view.to_act = to_act;
        view.actions_used = game.turn.actions_used;
        view.allowance = game.turn.allowance;
        view.provinces_laid = game.turn.provinces_laid;
        view.phase = game.phase;
        view.deck_size = game.deck.len() as u32;
        view.discard.clone_from(&game.discard);
        view.removed = game.removed();
        view.resolving = game.resolving;
        view.dying.clear();
        view.dying.extend(game.dying.iter().copied());
        view.result = game.result();
    }
}
