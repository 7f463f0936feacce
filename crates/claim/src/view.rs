//! What one observer may see of a game of Claim (rules 10.1-10.4).

use interregnum_core::{Game, Observer, Seat};
use serde::Serialize;

use crate::{Card, CardSet, Claim, ClaimOptions, Trick};

/// One seat's zones as an observer sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatView {
    pub hand_size: u32,
    /// The hand, for its owner only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hand: Option<CardSet>,
    pub follower_size: u32,
    /// The follower deck, for its owner only (10.2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub follower: Option<CardSet>,
    /// The prizes this seat won in Phase 1. Everyone saw them (10.1).
    pub prizes_won: CardSet,
    pub score_pile: CardSet,
}

/// Everything one observer may see: their own cards, every public zone and the public
/// record of every finished trick. It never holds the deck order, the opponent's hand or
/// the opponent's blind draws (10.4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ClaimView {
    pub observer: Observer,
    pub options: ClaimOptions,
    pub first_leader: Seat,
    pub phase: u8,
    pub tricks_played: u8,
    pub to_act: Option<Seat>,
    pub leader: Seat,
    pub prize: Option<Card>,
    pub lead: Option<Card>,
    pub deck_size: u8,
    pub seats: [SeatView; 2],
    pub discard: CardSet,
    /// Every finished trick, first first: the public event log.
    pub tricks: Vec<Trick>,
    /// The legal cards, for the observer when it is their turn.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub legal: Vec<Card>,
}

impl ClaimView {
    pub(crate) fn of(game: &Claim, observer: Observer) -> ClaimView {
        ClaimView::reusing(game, observer, Vec::new(), Vec::new())
    }

    /// Writes the view of `observer` over `view`, keeping its lists' buffers: the same view
    /// as [`ClaimView::of`] (the property tests compare them), written field by field in one
    /// pass over the tricks, for encoders that show a seat its view on every step.
    pub(crate) fn write(game: &Claim, observer: Observer, view: &mut ClaimView) {
        let mut prizes_won = [CardSet::EMPTY; 2];
        view.tricks.clear();
        for trick in game.tricks() {
            if let Some(prize) = trick.prize {
                prizes_won[trick.winner.index()].insert(prize);
            }
            view.tricks.push(*trick);
        }
        for (idx, seat_view) in view.seats.iter_mut().enumerate() {
            let own = observer == Observer::Seat(Seat::new(idx));
            seat_view.hand_size = game.hands[idx].len();
            seat_view.hand = own.then_some(game.hands[idx]);
            seat_view.follower_size = game.followers[idx].len();
            seat_view.follower = own.then_some(game.followers[idx]);
            seat_view.prizes_won = prizes_won[idx];
            seat_view.score_pile = game.scores[idx];
        }
        let to_act = game.to_act();
        view.legal.clear();
        if to_act.is_some() && to_act == observer.seat() {
            game.legal_actions(&mut view.legal);
        }
        view.observer = observer;
        view.options = game.options;
        view.first_leader = game.first_leader;
        view.phase = game.phase();
        view.tricks_played = game.tricks_played;
        view.to_act = to_act;
        view.leader = game.leader;
        view.prize = game.prize;
        view.lead = game.lead;
        view.deck_size = game.deck_size();
        view.discard = game.discard;
    }

    /// The view, with its lists written into `tricks` and `legal` (cleared first).
    fn reusing(
        game: &Claim,
        observer: Observer,
        mut tricks: Vec<Trick>,
        mut legal: Vec<Card>,
    ) -> ClaimView {
        let seats = [0, 1].map(|idx| {
            let seat = Seat::new(idx);
            let own = observer == Observer::Seat(seat);
            let prizes_won = game
                .tricks()
                .filter(|t| t.winner == seat)
                .filter_map(|t| t.prize)
                .collect();
            SeatView {
                hand_size: game.hands[idx].len(),
                hand: own.then_some(game.hands[idx]),
                follower_size: game.followers[idx].len(),
                follower: own.then_some(game.followers[idx]),
                prizes_won,
                score_pile: game.scores[idx],
            }
        });
        let to_act = game.to_act();
        legal.clear();
        if to_act.is_some() && to_act == observer.seat() {
            game.legal_actions(&mut legal);
        }
        tricks.clear();
        tricks.extend(game.tricks().copied());
        ClaimView {
            observer,
            options: game.options,
            first_leader: game.first_leader,
            phase: game.phase(),
            tricks_played: game.tricks_played,
            to_act,
            leader: game.leader,
            prize: game.prize,
            lead: game.lead,
            deck_size: game.deck_size(),
            seats,
            discard: game.discard,
            tricks,
            legal,
        }
    }
}
