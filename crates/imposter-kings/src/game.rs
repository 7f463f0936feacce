//! The game API ([`Game`]) over the rules.

use interregnum_core::{Game, Observer, Outcome, Seat, SetupError, Start};
use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::{
    Action, Card, IkOptions, IkView, ImposterKings, MatchDetail,
    card::{MAX_CARDS, deck},
    card_set::CardSet,
};

impl Game for ImposterKings {
    const NAME: &'static str = "imposter-kings";
    type Options = IkOptions;
    type Card = Card;
    type Action = Action;
    type View = IkView;
    type Detail = MatchDetail;

    fn new(options: &IkOptions, start: &Start<Card>) -> Result<ImposterKings, SetupError> {
        if !(2..=4).contains(&options.players) {
            return Err(SetupError(format!(
                "players is {}; it must be 2, 3 or 4 (4 plays in two teams)",
                options.players
            )));
        }
        if !(1..=99).contains(&options.points_to_win) {
            return Err(SetupError(format!(
                "points_to_win is {}; it must be 1 to 99 (the rules use 7)",
                options.points_to_win
            )));
        }
        let mut game = ImposterKings::blank(*options, ChaCha8Rng::seed_from_u64(start.seed));
        // §3.0.2: the first round's True King goes to a random player.
        game.table.true_king = game.rng.random_range(0..options.players);
        let stacked = match &start.deck {
            None => None,
            Some(cards) => Some(stacked_order(options.players, cards)?),
        };
        let len = deck(options.players).len() as usize;
        game.deal(stacked.as_ref().map(|order| &order[..len]));
        Ok(game)
    }

    fn options(&self) -> &IkOptions {
        &self.table.options
    }

    fn n_seats(&self) -> usize {
        usize::from(self.table.players)
    }

    fn to_act(&self) -> Option<Seat> {
        self.seat_to_act().map(|s| Seat::new(usize::from(s)))
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        self.add_legal(out);
        debug_assert!(out.is_sorted(), "legal actions are listed in order");
    }

    fn is_legal(&self, action: Action) -> bool {
        self.is_legal_action(action)
    }

    fn apply_unchecked(&mut self, action: Action) {
        self.apply_action(action);
    }

    fn why_illegal(&self, action: Action) -> Option<String> {
        if self.is_legal(action) {
            return None;
        }
        Some(crate::log::why(self, action))
    }

    fn view(&self, observer: Observer) -> IkView {
        IkView::of(self, observer)
    }

    fn outcome(&self) -> Option<Outcome<MatchDetail>> {
        self.seat_to_act()
            .is_none()
            .then(|| crate::log::outcome(self))
    }

    fn determinize<R: Rng + ?Sized>(view: &IkView, rng: &mut R) -> Result<Self, SetupError> {
        crate::determinize::sample(view, rng)
    }

    fn invariant_violation(&self) -> Option<String> {
        self.broken_invariant()
    }

    fn random_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Action> {
        self.random_legal(rng)
    }
}

/// A stacked deck checked against the deck for `players` (engine ruling 10).
fn stacked_order(players: u8, cards: &[Card]) -> Result<[Card; MAX_CARDS], SetupError> {
    let full = deck(players);
    if cards.len() != full.len() as usize {
        return Err(SetupError(format!(
            "the stacked deck has {} cards; the {players}-player deck has {}",
            cards.len(),
            full.len()
        )));
    }
    let mut used = CardSet::EMPTY;
    let mut order = [Card::Fool; MAX_CARDS];
    for (slot, &card) in order.iter_mut().zip(cards) {
        if used.count(card) >= full.count(card) {
            return Err(SetupError(format!(
                "the stacked deck has too many copies of {card} for {players} players"
            )));
        }
        used.insert(card);
        *slot = card;
    }
    Ok(order)
}
