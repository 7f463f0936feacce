//! The Imposter Kings heuristic bot against random play: short matches on fixed seeds,
//! with the heuristic in every seat in turn.

use interregnum_bots::{Bot, BotSpec, ImposterKingsHeuristic, Level, RandomBot, ask, derive_seed};
use interregnum_core::{Game, Start};
use interregnum_imposter_kings::{IkOptions, ImposterKings};

/// Plays `games` matches of `points` points for each seat the heuristic may take (in 4
/// players, each team), the other seats random. Returns the heuristic's score rate: a win
/// counts 1, a shared first place 1 divided by the number of winners.
fn score_rate(players: u8, points: u16, games: u64, seed: u64) -> f64 {
    let options = IkOptions {
        players,
        points_to_win: points,
    };
    let homes: Vec<usize> = if players == 4 {
        vec![0, 1]
    } else {
        (0..usize::from(players)).collect()
    };
    let mut score = 0.0;
    let mut matches = 0;
    for &home in &homes {
        for game_index in 0..games {
            let game_seed = derive_seed(seed, game_index);
            let mut game = ImposterKings::new(&options, &Start::seeded(game_seed)).unwrap();
            let mut bots: Vec<Box<dyn Bot<ImposterKings>>> = (0..usize::from(players))
                .map(|seat| -> Box<dyn Bot<ImposterKings>> {
                    let ours = if players == 4 {
                        seat % 2 == home
                    } else {
                        seat == home
                    };
                    if ours {
                        Box::new(ImposterKingsHeuristic)
                    } else {
                        Box::new(RandomBot::new(derive_seed(game_seed, seat as u64)))
                    }
                })
                .collect();
            let mut legal = Vec::new();
            let mut plies = 0;
            while let Some(seat) = game.to_act() {
                let action = ask(bots[seat.index()].as_mut(), &game, seat, &mut legal);
                game.apply(action).unwrap();
                plies += 1;
                assert!(plies < 100_000, "the match ends");
            }
            let outcome = game.outcome().unwrap();
            let ours = outcome
                .winners
                .iter()
                .filter(|w| {
                    if players == 4 {
                        w.index() % 2 == home
                    } else {
                        w.index() == home
                    }
                })
                .count();
            score += ours as f64 / outcome.winners.len() as f64;
            matches += 1;
        }
    }
    score / f64::from(matches)
}

#[test]
fn the_heuristic_beats_random_in_2_players() {
    let rate = score_rate(2, 3, 200, 1);
    eprintln!("2 players, 3 points: heuristic score rate {rate:.3}");
    assert!(rate >= 0.9, "score rate {rate:.3}");
}

#[test]
fn the_heuristic_beats_random_seats_in_3_players() {
    let rate = score_rate(3, 3, 80, 2);
    eprintln!("3 players, 3 points: heuristic score rate {rate:.3}");
    assert!(rate >= 0.8, "score rate {rate:.3} (random: 1/3)");
}

#[test]
fn the_heuristic_team_beats_random_in_4_players() {
    let rate = score_rate(4, 3, 100, 3);
    eprintln!("4 players, 3 points: heuristic team score rate {rate:.3}");
    assert!(rate >= 0.8, "score rate {rate:.3} (random: 1/2)");
}

#[test]
fn the_heuristic_is_deterministic() {
    assert_eq!(score_rate(2, 1, 10, 9), score_rate(2, 1, 10, 9));
}

/// The score rate of `hero` against `villain` in 2-player matches to 7 points, each deal
/// played from both seats.
fn level_rate(hero: BotSpec, villain: BotSpec, deals: u64, seed: u64) -> f64 {
    let options = IkOptions::default();
    let mut score = 0.0;
    for deal in 0..deals {
        let deal_seed = derive_seed(seed, deal);
        for hero_seat in 0..2 {
            let mut game = ImposterKings::new(&options, &Start::seeded(deal_seed)).unwrap();
            let mut bots: Vec<Box<dyn Bot<ImposterKings>>> = (0..2)
                .map(|seat| {
                    let spec = if seat == hero_seat { hero } else { villain };
                    spec.build(derive_seed(deal_seed, seat as u64))
                })
                .collect();
            let mut legal = Vec::new();
            while let Some(seat) = game.to_act() {
                let action = ask(bots[seat.index()].as_mut(), &game, seat, &mut legal);
                game.apply(action).unwrap();
            }
            let outcome = game.outcome().unwrap();
            if outcome.winners.iter().any(|w| w.index() == hero_seat) {
                score += 1.0 / outcome.winners.len() as f64;
            }
        }
    }
    score / (2 * deals) as f64
}

/// The levels rise in strength (docs/strength.md, "Levels"): at 2 players `medium` beats
/// `easy` in at least 65% of whole matches.
#[test]
fn medium_beats_easy_in_2_players() {
    let options = IkOptions::default();
    assert_eq!(options.players, 2);
    let medium = Level::Medium.spec_for::<ImposterKings>(&options);
    let easy = Level::Easy.spec_for::<ImposterKings>(&options);
    let rate = level_rate(medium, easy, 10, 5);
    assert!(rate >= 0.65, "{medium} scored {rate:.3} against {easy}");
}
