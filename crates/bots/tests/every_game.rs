//! The generic bots play every game at every player count: legal moves only, to the end,
//! reproducibly, from their own views; the search with random and with heuristic playouts.

use interregnum_bots::{
    Bot, Budget, Heuristic, Ismcts, IsmctsConfig, Playout, RandomBot, ask, derive_seed,
};
use interregnum_core::Start;
use interregnum_imposter_kings::{IkOptions, ImposterKings};
use interregnum_provinces::{Provinces, ProvincesOptions};

/// Plays one game with ISMCTS in seat 0 and random bots elsewhere; returns the actions.
fn play<G: Heuristic>(options: &G::Options, seed: u64, playout: Playout) -> Vec<G::Action> {
    let mut game = G::new(options, &Start::seeded(seed)).unwrap();
    let config = IsmctsConfig {
        budget: Budget::Iterations(40),
        threads: 2,
        seed,
        playout,
        ..IsmctsConfig::default()
    };
    let mut bots: Vec<Box<dyn Bot<G>>> = vec![Box::new(Ismcts::<G>::new(config))];
    for seat in 1..game.n_seats() {
        bots.push(Box::new(RandomBot::new(derive_seed(seed, seat as u64))));
    }
    let mut legal = Vec::new();
    let mut actions = Vec::new();
    while let Some(seat) = game.to_act() {
        let action = ask(bots[seat.index()].as_mut(), &game, seat, &mut legal);
        game.apply(action).unwrap();
        actions.push(action);
        assert!(actions.len() < 200_000, "{} ends", G::NAME);
    }
    assert!(game.outcome().is_some());
    actions
}

#[test]
fn ismcts_and_random_play_the_imposter_kings_for_2_3_and_4() {
    for players in [2, 3, 4] {
        let options = IkOptions {
            players,
            points_to_win: 2,
        };
        for playout in [Playout::Random, Playout::Heuristic, Playout::HeuristicRound] {
            let first = play::<ImposterKings>(&options, u64::from(players), playout);
            assert_eq!(
                play::<ImposterKings>(&options, u64::from(players), playout),
                first,
                "{players} players, {playout:?} playouts: reproducible"
            );
        }
    }
}

#[test]
fn ismcts_and_random_play_provinces_for_2_3_and_4() {
    for players in [2, 3, 4] {
        let options = ProvincesOptions {
            players,
            ..ProvincesOptions::default()
        };
        for playout in [Playout::Random, Playout::Heuristic] {
            let first = play::<Provinces>(&options, u64::from(players), playout);
            assert_eq!(
                play::<Provinces>(&options, u64::from(players), playout),
                first,
                "{players} players, {playout:?} playouts: reproducible"
            );
        }
    }
}
