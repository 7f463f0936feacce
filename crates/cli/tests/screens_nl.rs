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
