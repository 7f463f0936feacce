//! The Provinces heuristic bot: legal, deterministic and clearly stronger than random play.
//! Fixed seeds make the strength checks deterministic; the bounds leave a margin below the
//! measured rates (see the comments).

use interregnum_bots::{Bot, BotSpec, ask, derive_seed};
use interregnum_core::{Game, Seat, Start};
use interregnum_provinces::{Action, Card, Phase, Position, Provinces, ProvincesOptions};

/// Plays one game with `hero` in the seats `heroes` and random bots elsewhere; returns the
/// payoff of each seat.
fn play(players: u8, seed: u64, heroes: &[Seat]) -> Vec<f64> {
    let options = ProvincesOptions::players(players);
    let mut game = Provinces::new(&options, &Start::seeded(seed)).unwrap();
    let mut bots: Vec<Box<dyn Bot<Provinces>>> = Seat::all(usize::from(players))
        .map(|seat| {
            let spec = if heroes.contains(&seat) {
                BotSpec::Heuristic
            } else {
                BotSpec::Random
            };
            spec.build(derive_seed(seed, seat.index() as u64))
        })
        .collect();
    let mut legal = Vec::new();
    let mut plies = 0;
    while let Some(seat) = game.to_act() {
        let action = ask(bots[seat.index()].as_mut(), &game, seat, &mut legal);
        game.apply(action).unwrap();
        plies += 1;
        assert!(plies < 100_000, "the game ends");
    }
    let outcome = game.outcome().unwrap();
    Seat::all(usize::from(players))
        .map(|s| outcome.payoff(s))
        .collect()
}

/// The heuristic's mean payoff over `deals` deals, played once from each seat.
fn score_rate(players: u8, deals: u64, seed: u64) -> f64 {
    let mut score = 0.0;
    let mut games = 0;
    for deal in 0..deals {
        let deal_seed = derive_seed(seed, deal);
        for hero in Seat::all(usize::from(players)) {
            score += play(players, deal_seed, &[hero])[hero.index()];
            games += 1;
        }
    }
    score / f64::from(games)
}

#[test]
fn heuristic_beats_random_in_two_player_provinces() {
    // 100 games: 50 deals from both seats.
    let rate = score_rate(2, 50, 1);
    eprintln!("2 players: {rate:.3}");
    // Measured: 0.940.
    assert!(rate >= 0.85, "heuristic scored {rate:.3} against random");
}

#[test]
fn heuristic_beats_random_seats_with_three_and_four_players() {
    // Measured: 0.722 with 3 players, 0.667 with 4.
    for (players, bound) in [(3, 0.55), (4, 0.5)] {
        let rate = score_rate(players, 12, 2);
        eprintln!("{players} players: {rate:.3}");
        // A random seat's fair share is 1/players.
        assert!(
            rate >= bound,
            "{players} players: heuristic scored {rate:.3} against random seats"
        );
    }
}

#[test]
fn heuristic_is_deterministic() {
    for seed in 0..3 {
        assert_eq!(
            play(3, seed, &[Seat::new(0), Seat::new(2)]),
            play(3, seed, &[Seat::new(0), Seat::new(2)])
        );
    }
}

/// Plays the heuristic bot's decisions while `seat` is in the phase it starts in; returns
/// them in notation.
fn heuristic_steps(game: &mut Provinces, seat: Seat) -> Vec<String> {
    let mut bot = BotSpec::Heuristic.build(0);
    let kind = std::mem::discriminant(game.phase());
    let mut legal = Vec::new();
    let mut chosen = Vec::new();
    while game.to_act() == Some(seat) && std::mem::discriminant(game.phase()) == kind {
        let action = ask(bot.as_mut(), game, seat, &mut legal);
        chosen.push(action.to_string());
        game.apply(action).unwrap();
    }
    chosen
}

fn position_game(position: Position) -> Provinces {
    let options = ProvincesOptions {
        first_player: Some(0),
        ..ProvincesOptions::players(2)
    };
    Provinces::from_position(&options, &position, 1).unwrap()
}

#[test]
fn heuristic_discards_the_cards_worth_least_one_at_a_time() {
    let (a, s) = (Seat::new(0), Card::soldier);
    let mut game = position_game(Position {
        hands: vec![vec![
            s(1),
            s(6),
            Card::power_up(1),
            Card::REAPER,
            Card::SCOUT,
            Card::PROVINCE,
            s(2),
            Card::ROYAL_GUARD,
        ]],
        round: Some(2),
        ..Position::default()
    });
    game.apply(Action::EndTurn).unwrap();
    // 8 cards, 5 kept: the two lowest soldiers and the power-up go, in standard card order.
    assert_eq!(
        heuristic_steps(&mut game, a),
        ["discard S1", "discard S2", "discard P1"]
    );
    assert_eq!(game.discard_pile(), [s(1), s(2), Card::power_up(1)]);
}

#[test]
fn heuristic_pays_the_cheapest_cover_and_the_lowest_gold() {
    let (a, b) = (Seat::new(0), Seat::new(1));
    // A 6 attack on {5, 4, 3, 2, 2}: the cheapest minimal cover is 4+2 (6), not 5+2 (7).
    let mut game = position_game(Position {
        armies: vec![vec!["S6".parse().unwrap()]],
        treasuries: vec![vec![], vec![5, 4, 3, 2, 2]],
        ..Position::default()
    });
    game.apply("attack S6 B".parse().unwrap()).unwrap();
    while matches!(game.phase(), Phase::Window { .. }) {
        game.apply(Action::Pass).unwrap();
    }
    assert_eq!(heuristic_steps(&mut game, b), ["cover 4", "cover 2"]);
    let gold: Vec<Card> = game.treasury(a).iter().collect();
    assert_eq!(gold, [Card::soldier(2), Card::soldier(4)]);

    // A Tax Collector taking 2 from {5, 3, 1, 1}: the lowest two, 1+1.
    let options = ProvincesOptions {
        first_player: Some(0),
        deck: interregnum_provinces::Deck::from_toml_str(
            "[cards]\ntax_collector = { count = 2, take = 2 }\n",
        )
        .unwrap(),
        ..ProvincesOptions::players(2)
    };
    let position = Position {
        hands: vec![vec![Card::TAX_COLLECTOR]],
        treasuries: vec![vec![], vec![5, 3, 1, 1]],
        ..Position::default()
    };
    let mut game = Provinces::from_position(&options, &position, 1).unwrap();
    game.apply("tax B".parse().unwrap()).unwrap();
    while matches!(game.phase(), Phase::Window { .. }) {
        game.apply(Action::Pass).unwrap();
    }
    // Highest first: the 1s come last, and the second 1 is the only card left to give.
    assert_eq!(heuristic_steps(&mut game, b), ["give 1"]);
    let kept: Vec<Card> = game.treasury(b).iter().collect();
    assert_eq!(kept, [Card::soldier(3), Card::soldier(5)]);
}

#[test]
fn heuristic_pays_an_activation_with_few_cards() {
    let a = Seat::new(0);
    let mut game = position_game(Position {
        hands: vec![vec![Card::soldier(5)]],
        treasuries: vec![vec![4, 3, 2, 1, 1, 1]],
        ..Position::default()
    });
    let mut bot = BotSpec::Heuristic.build(0);
    let mut legal = Vec::new();
    let first = ask(bot.as_mut(), &game, a, &mut legal);
    assert_eq!(first.to_string(), "activate S5");
    game.apply(first).unwrap();
    // 4+1 (two cards) rather than 3+2 or 3+1+1 or 2+1+1+1.
    assert_eq!(heuristic_steps(&mut game, a), ["pay 4"]);
    let kept: Vec<Card> = game.treasury(a).iter().collect();
    assert_eq!(
        kept,
        [
            Card::soldier(1),
            Card::soldier(1),
            Card::soldier(2),
            Card::soldier(3)
        ]
    );
}

/// The careless rules of thumb (`heuristic:N%`, the `easy` level at 3 and 4 players): at 0%
/// they are the rules of thumb, at 100% a random bot, move for move.
#[test]
fn careless_heuristic_at_0_and_100_percent_is_the_heuristic_and_random() {
    use interregnum_bots::{CarelessHeuristic, RandomBot};
    let options = ProvincesOptions::players(3);
    let mut game = Provinces::new(&options, &Start::seeded(11)).unwrap();
    let mut careful = CarelessHeuristic::<Provinces>::new(5, 0);
    let mut heuristic = BotSpec::Heuristic.build::<Provinces>(5);
    let mut reckless = CarelessHeuristic::<Provinces>::new(5, 100);
    let mut random = RandomBot::new(5 ^ 0x5eed);
    let mut legal = Vec::new();
    let mut decisions = 0;
    while let Some(seat) = game.to_act() {
        let view = game.view(interregnum_core::Observer::Seat(seat));
        game.legal_actions(&mut legal);
        assert_eq!(
            careful.choose(&view, &legal),
            heuristic.choose(&view, &legal)
        );
        assert_eq!(
            reckless.choose(&view, &legal),
            Bot::<Provinces>::choose(&mut random, &view, &legal)
        );
        let action = legal[decisions % legal.len()];
        game.apply(action).unwrap();
        decisions += 1;
        if decisions == 300 {
            break;
        }
    }
    assert!(decisions > 50, "only {decisions} decisions compared");
}

/// The levels at 3 players are ordered (issue 24): `medium`, the rules of thumb, beats `easy`,
/// the rules of thumb with half their moves random. 60 games on 20 deals from every seat;
/// docs/strength.md has the 400-game figure (about 69%).
#[test]
fn medium_beats_easy_in_3_player_provinces() {
    use interregnum_bots::Level;
    let options = ProvincesOptions::players(3);
    let easy = Level::Easy.spec_for::<Provinces>(&options);
    let medium = Level::Medium.spec_for::<Provinces>(&options);
    assert_eq!(easy.to_string(), "heuristic:50%");
    assert_eq!(medium, BotSpec::Heuristic);
    let mut score = 0.0;
    let mut games = 0;
    for deal in 0..20 {
        let deal_seed = derive_seed(24, deal);
        for hero in Seat::all(3) {
            let mut game = Provinces::new(&options, &Start::seeded(deal_seed)).unwrap();
            let mut bots: Vec<Box<dyn Bot<Provinces>>> = Seat::all(3)
                .map(|seat| {
                    let spec = if seat == hero { medium } else { easy };
                    spec.build(derive_seed(deal_seed, seat.index() as u64))
                })
                .collect();
            let mut legal = Vec::new();
            while let Some(seat) = game.to_act() {
                let action = ask(bots[seat.index()].as_mut(), &game, seat, &mut legal);
                game.apply(action).unwrap();
            }
            score += game.outcome().unwrap().payoff(hero);
            games += 1;
        }
    }
    let rate = score / f64::from(games);
    eprintln!("3 players, medium against two easy: {rate:.3}");
    // One medium against two easy seats: a fair share is 1/3.
    assert!(rate > 0.45, "medium scored {rate:.3} against two easy bots");
}
