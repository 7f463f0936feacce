//! Bots: legal, deterministic, blind to hidden cards, and as strong as docs/strength.md says.
//! Strength checks use fixed seeds, so they are deterministic: they cannot flake, and the
//! margins below leave room for small changes in play.

use interregnum_bots::{
    Bot, BotSpec, Budget, Ismcts, IsmctsConfig, Level, Playout, ask, derive_seed,
};
use interregnum_claim::{Claim, ClaimOptions};
use interregnum_core::{Game, Observer, Seat, Start};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The score rate of `hero` against `villain` over `deals` deals, each played from both seats.
fn score_rate(hero: BotSpec, villain: BotSpec, deals: u64, seed: u64) -> f64 {
    let mut score = 0.0;
    for deal in 0..deals {
        let deal_seed = derive_seed(seed, deal);
        for hero_seat in Seat::all(2) {
            let mut game = Claim::new(&ClaimOptions::default(), &Start::seeded(deal_seed)).unwrap();
            let mut bots: Vec<Box<dyn Bot<Claim>>> = Seat::all(2)
                .map(|seat| {
                    let spec = if seat == hero_seat { hero } else { villain };
                    spec.build(derive_seed(deal_seed, seat.index() as u64))
                })
                .collect();
            let mut legal = Vec::new();
            while let Some(seat) = game.to_act() {
                let action = ask(bots[seat.index()].as_mut(), &game, seat, &mut legal);
                game.apply(action).unwrap();
            }
            score += game.outcome().unwrap().payoff(hero_seat);
        }
    }
    score / (2 * deals) as f64
}

#[test]
fn heuristic_beats_random_in_claim() {
    let rate = score_rate(BotSpec::Heuristic, BotSpec::Random, 150, 1);
    assert!(rate >= 0.8, "heuristic scored {rate:.3} against random");
}

#[test]
fn ismcts_beats_heuristic_and_random_in_claim() {
    let ismcts = BotSpec::Ismcts {
        budget: Budget::Iterations(400),
        threads: 1,
        playout: Playout::Random,
    };
    let against_heuristic = score_rate(ismcts, BotSpec::Heuristic, 40, 2);
    assert!(
        against_heuristic >= 0.65,
        "ismcts:400 scored {against_heuristic:.3} against heuristic"
    );
    let against_random = score_rate(ismcts, BotSpec::Random, 20, 3);
    assert!(
        against_random >= 0.9,
        "ismcts:400 scored {against_random:.3} against random"
    );
}

/// The levels rise in strength (docs/strength.md, "Levels"): `medium` as a Claim table
/// resolves it beats `easy` in at least 65% of games.
#[test]
fn medium_beats_easy_in_claim() {
    let options = ClaimOptions::default();
    let medium = Level::Medium.spec_for::<Claim>(&options);
    let easy = Level::Easy.spec_for::<Claim>(&options);
    let rate = score_rate(medium, easy, 20, 4);
    assert!(rate >= 0.65, "{medium} scored {rate:.3} against {easy}");
}

/// A bot's choice depends on its view only: two full states that show the seat the same
/// view (the real one, and one resampled from the view) get the same answer.
#[test]
fn bots_never_see_hidden_cards() {
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    for seed in 0..12 {
        let mut game = Claim::new(&ClaimOptions::default(), &Start::seeded(seed)).unwrap();
        for _ in 0..(seed * 3) {
            game.apply_unchecked(game.random_action(&mut rng).unwrap());
        }
        let seat = game.to_act().unwrap();
        let view = game.view(Observer::Seat(seat));
        let other = Claim::determinize(&view, &mut rng).unwrap();
        assert_ne!(
            other, game,
            "the resampled state differs in its hidden cards"
        );
        for spec in [
            BotSpec::Random,
            BotSpec::Heuristic,
            BotSpec::Ismcts {
                budget: Budget::Iterations(200),
                threads: 2,
                playout: Playout::Random,
            },
            BotSpec::Ismcts {
                budget: Budget::Iterations(200),
                threads: 2,
                playout: Playout::Heuristic,
            },
        ] {
            let mut legal = Vec::new();
            let mut first = spec.build::<Claim>(seed);
            let mut second = spec.build::<Claim>(seed);
            assert_eq!(
                ask(first.as_mut(), &game, seat, &mut legal),
                ask(second.as_mut(), &other, seat, &mut legal),
                "{spec} chose differently on hidden cards it cannot see"
            );
        }
    }
}

#[test]
fn ismcts_is_deterministic_for_a_seed_and_budget_whatever_the_threads_do() {
    let game = Claim::new(&ClaimOptions::default(), &Start::seeded(4)).unwrap();
    let seat = game.to_act().unwrap();
    let view = game.view(Observer::Seat(seat));
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let analyse = |threads| {
        let config = IsmctsConfig {
            budget: Budget::Iterations(3_000),
            threads,
            seed: 11,
            ..IsmctsConfig::default()
        };
        Ismcts::<Claim>::new(config).analyse(&view, &legal)
    };
    let two = analyse(2);
    assert_eq!(
        two,
        analyse(2),
        "same seed, budget and threads: same search"
    );
    assert_eq!(two.iterations, 3_000);
    assert_eq!(analyse(1).iterations, 3_000);
    let visits: u64 = two.actions.iter().map(|a| u64::from(a.visits)).sum();
    assert_eq!(visits, 3_000, "every iteration visits one root action");
    assert!((0.0..=1.0).contains(&two.win_chance()));
}

/// After its move and the reply, ISMCTS starts from the node they lead to: the root it
/// reports has been visited before this search began.
#[test]
fn ismcts_keeps_its_tree_between_moves() {
    let mut game = Claim::new(
        &ClaimOptions {
            first_leader: Some(0),
        },
        &Start::seeded(8),
    )
    .unwrap();
    let seat = Seat::new(0);
    // Enough iterations that the nodes two and three plies down (the reply, and a lead
    // by the opponent if it takes the trick) have been expanded.
    let budget = 20_000;
    let config = IsmctsConfig {
        budget: Budget::Iterations(budget),
        threads: 1,
        seed: 1,
        ..IsmctsConfig::default()
    };
    let mut bot = Ismcts::<Claim>::new(config);
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let first = bot.analyse(&game.view(Observer::Seat(seat)), &legal);
    game.apply(first.best).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    while game.to_act() != Some(seat) {
        game.apply_unchecked(game.random_action(&mut rng).unwrap());
    }
    game.legal_actions(&mut legal);
    let second = bot.analyse(&game.view(Observer::Seat(seat)), &legal);
    let visits: u64 = second.actions.iter().map(|a| u64::from(a.visits)).sum();
    assert_eq!(second.iterations, u64::from(budget));
    assert!(
        visits > u64::from(budget),
        "the kept subtree adds {} visits",
        visits.saturating_sub(u64::from(budget))
    );
}

/// A view that cannot be sampled does not stop the table: the search is empty and the
/// first legal action is played.
#[test]
fn ismcts_survives_a_view_it_cannot_sample() {
    let game = Claim::new(&ClaimOptions::default(), &Start::seeded(1)).unwrap();
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let config = IsmctsConfig {
        budget: Budget::Iterations(100),
        threads: 2,
        ..IsmctsConfig::default()
    };
    let analysis = Ismcts::<Claim>::new(config).analyse(&game.view(Observer::Spectator), &legal);
    assert_eq!(analysis.iterations, 0);
    assert_eq!(analysis.best, legal[0]);
}
