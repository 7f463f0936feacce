//! The full-screen layout at 80×24 in Dutch, whose sentences run longer than the English:
//! for every game and player count the header, the prompt and its options, the newest event
//! and the input line stay in view. (A process of its own: the language is chosen once.)

mod common;

use common::screen::{check_always_visible, play_until, render};
use interregnum_claim::Claim;
use interregnum_cli::i18n::{self, Lang};
use interregnum_core::Seat;
use interregnum_imposter_kings::{IkOptions, ImposterKings};
use interregnum_provinces::{Provinces, ProvincesOptions};

fn dutch() {
    i18n::set_lang(Lang::Nl);
}

#[test]
fn every_table_fits_80_by_24_in_dutch() {
    dutch();
    let human = Seat::new(0);
    for at in [6, 36] {
        let options = Default::default();
        let (view, state) = play_until::<Claim>(&options, 3, human, |v, moves| {
            moves >= at && !v.legal.is_empty()
        })
        .unwrap();
        let screen = render::<Claim>(&options, human, &view, &state);
        check_always_visible(&screen, &state);
        for words in ["Claim · Fase", "Je hand:", "Aflegstapel (open)"] {
            assert!(screen.contains(words), "{words}:\n{screen}");
        }
    }
    for players in [2u8, 3, 4] {
        let options = IkOptions {
            players,
            ..IkOptions::default()
        };
        let long = if players == 4 { 10 } else { 7 };
        let (view, state) = (8..40)
            .find_map(|seed| {
                play_until::<ImposterKings>(&options, seed, human, |v, _| {
                    v.court.len() >= long && v.legal.iter().any(|a| a.starts_with("play"))
                })
            })
            .unwrap();
        let screen = render::<ImposterKings>(&options, human, &view, &state);
        check_always_visible(&screen, &state);
        for words in ["Troon:", "Je mag:", "Je hand:", "Jouw beurt"] {
            assert!(screen.contains(words), "{words} ({players}p):\n{screen}");
        }
    }
    for players in [2u8, 3, 4] {
        let options = ProvincesOptions::players(players);
        let (view, state) = play_until::<Provinces>(&options, 5, human, |v, moves| {
            moves >= 15 && v.legal.len() > 3
        })
        .unwrap();
        let screen = render::<Provinces>(&options, human, &view, &state);
        check_always_visible(&screen, &state);
        for words in ["(jij)", "Je mag spelen:", "schatkist"] {
            assert!(screen.contains(words), "{words} ({players}p):\n{screen}");
        }
    }
}

/// The final table of Provinces names every unit of each army in one cell: with a large army
/// (seed 45 here, a 5-unit army) its rows ran past 80 columns in Dutch, so the full screen
/// broke them across lines. The table keeps to 80 columns and wraps the army in its cell.
#[test]
fn the_final_table_of_provinces_fits_80_columns() {
    use interregnum_bots::BotSpec;
    use interregnum_cli::{games::CliGame, play::Presenter};
    use interregnum_core::{Game, Observer};

    dutch();
    let options = ProvincesOptions::players(2);
    let human = Seat::new(0);
    for seed in 40..50 {
        let mut game = Provinces::new(&options, &interregnum_core::Start::seeded(seed)).unwrap();
        let mut bots: Vec<_> = (0..2)
            .map(|i| BotSpec::Random.build::<Provinces>(seed + i))
            .collect();
        let mut legal = Vec::new();
        while let Some(seat) = game.to_act() {
            game.legal_actions(&mut legal);
            let action = bots[seat.index()].choose(&game.view(Observer::Seat(seat)), &legal);
            game.apply(action).unwrap();
        }
        let presenter = Provinces::presenter(human, &options);
        let result = presenter.result(&game.view(Observer::Seat(human)), &game.outcome().unwrap());
        let result = anstream::adapter::strip_str(&result).to_string();
        for row in result
            .lines()
            .filter(|l| l.starts_with(['┌', '│', '╞', '└']))
        {
            assert!(
                row.chars().count() <= usize::from(common::screen::WIDTH),
                "seed {seed}: {} columns:\n{result}",
                row.chars().count()
            );
        }
        assert!(result.contains("Leger"), "{result}");
    }
}
