//! What one observer may see (B2), and sampling a full state from a seat's view.

use interregnum_core::{Observer, Seat, SetupError};
use rand::{Rng, RngExt, SeedableRng, seq::SliceRandom};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use crate::{
    action::{Action, Unit},
    card::{Card, CardBag, GoldBag},
    state::{Dying, Phase, Provinces, ProvincesOptions, ProvincesResult, SeatState},
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
                hand: (observer == Observer::Seat(Seat::new(i))).then_some(s.hand),
                treasury: s.treasury,
                treasury_total: s.treasury.gold_value(),
                army: s.army.clone(),
                strengths: s.army.iter().map(|u| game.strength(u)).collect(),
                field: s.field,
                province_cap: s.province_cap,
            })
            .collect();
        let to_act = game.decider();
        let mut legal = Vec::new();
        if to_act.is_some() && to_act == observer.seat() {
            game.legal(&mut legal);
        }
        ProvincesView {
            observer,
            options: game.options.clone(),
            first_player: game.first_player,
            round: game.round,
            active: game.active,
            to_act,
            actions_used: game.actions_used,
            allowance: game.allowance,
            provinces_laid: game.provinces_laid,
            phase: game.phase,
            deck_size: game.deck.len() as u32,
            discard: game.discard.clone(),
            removed: game.removed,
            resolving: game.resolving,
            dying: game.dying.clone(),
            seats,
            legal,
            result: game.result.clone(),
        }
    }
}

/// A full state consistent with a seat's view: the other hands and the deck are dealt at
/// random from the cards the seat has not seen.
pub(crate) fn sample<R: Rng + ?Sized>(
    view: &ProvincesView,
    rng: &mut R,
) -> Result<Provinces, SetupError> {
    let Observer::Seat(me) = view.observer else {
        return Err(SetupError(
            "only a seat's view can be sampled, not a spectator's".into(),
        ));
    };
    view.options.validate()?;
    let n = usize::from(view.options.players);
    if view.seats.len() != n || me.index() >= n {
        return Err(SetupError("the view's seats do not fit its options".into()));
    }
    let Some(my_hand) = view.seats[me.index()].hand else {
        return Err(SetupError(
            "the view does not show the observer's own hand".into(),
        ));
    };
    let seats: Vec<SeatState> = view
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| SeatState {
            hand: if i == me.index() {
                my_hand
            } else {
                CardBag::EMPTY
            },
            treasury: s.treasury,
            army: s.army.clone(),
            field: s.field,
            province_cap: s.province_cap,
        })
        .collect();
    let mut game = Provinces {
        options: view.options.clone(),
        rng: ChaCha8Rng::seed_from_u64(rng.random::<u64>()),
        first_player: view.first_player,
        round: view.round,
        active: view.active,
        actions_used: view.actions_used,
        allowance: view.allowance,
        provinces_laid: view.provinces_laid,
        drawn_provinces: 0,
        drawn_cards: 0,
        phase: view.phase,
        deck: Vec::new(),
        discard: view.discard.clone(),
        removed: view.removed,
        resolving: view.resolving,
        dying: view.dying.clone(),
        seats,
        result: view.result.clone(),
    };
    let seen = game.all_cards().map_err(SetupError)?;
    let full = view.options.deck.cards();
    if !full.includes(&seen) {
        return Err(SetupError(
            "the view shows more cards than the deck has".into(),
        ));
    }
    let mut unknown_bag = full;
    unknown_bag.remove_all(&seen);
    let mut unknown: Vec<Card> = unknown_bag.iter().collect();
    let hidden_hands: u32 = view
        .seats
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != me.index())
        .map(|(_, s)| s.hand_size)
        .sum();
    if unknown.len() as u32 != hidden_hands + view.deck_size {
        return Err(SetupError(
            "the view's hand and deck sizes do not add up to the deck".into(),
        ));
    }
    unknown.shuffle(rng);
    let mut cards = unknown.into_iter();
    let mut hands: Vec<Vec<Card>> = vec![Vec::new(); n];
    for (i, s) in view.seats.iter().enumerate() {
        if i != me.index() {
            hands[i] = cards.by_ref().take(s.hand_size as usize).collect();
        }
    }
    let mut deck: Vec<Card> = cards.collect();
    // Respect each hidden hand's public Province cap, moving excess Provinces into the
    // deck (or into another hidden hand with room) in exchange for other cards.
    for i in (0..n).filter(|&i| i != me.index()) {
        let cap = usize::from(view.seats[i].province_cap);
        while hands[i].iter().filter(|&&c| c == Card::PROVINCE).count() > cap {
            let at = hands[i]
                .iter()
                .position(|&c| c == Card::PROVINCE)
                .unwrap_or(0);
            if let Some(d) = deck.iter().position(|&c| c != Card::PROVINCE) {
                std::mem::swap(&mut hands[i][at], &mut deck[d]);
                continue;
            }
            let room = (0..n).find(|&j| {
                j != me.index()
                    && j != i
                    && hands[j].iter().filter(|&&c| c == Card::PROVINCE).count()
                        < usize::from(view.seats[j].province_cap)
                    && hands[j].iter().any(|&c| c != Card::PROVINCE)
            });
            let Some(j) = room else {
                return Err(SetupError(
                    "no deal of the unseen cards fits the hands' Province caps".into(),
                ));
            };
            let k = hands[j]
                .iter()
                .position(|&c| c != Card::PROVINCE)
                .unwrap_or(0);
            let card = hands[j][k];
            hands[j][k] = Card::PROVINCE;
            hands[i][at] = card;
        }
    }
    for (i, hand) in hands.iter().enumerate() {
        for &card in hand {
            game.seats[i].hand.add(card, 1);
        }
    }
    game.deck = deck;
    Ok(game)
}
