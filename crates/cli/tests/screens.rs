//! The full-screen layout at 80×24 for every game and player count, drawn with ratatui's
//! `TestBackend` from positions reached by seeded random play, and kept as reviewed
//! snapshots (`cargo insta review` after a deliberate change). Beyond the snapshots, each
//! screen is checked for what must always be visible: the header, the Throne, the prompt
//! and its options, the newest event and the input line.

mod common;

use common::screen::{WIDTH, check_always_visible, play_until, render};
use interregnum_claim::Claim;
use interregnum_cli::{games::CliGame, play::Presenter};
use interregnum_core::Seat;
use interregnum_imposter_kings::{IkOptions, ImposterKings};
use interregnum_provinces::{Phase, Provinces, ProvincesOptions};

#[test]
fn claim_fits_80_by_24_in_both_phases() {
    let options = Default::default();
    let human = Seat::new(1);
    for (name, at) in [("claim_phase_1", 6), ("claim_phase_2", 36)] {
        let (view, state) = play_until::<Claim>(&options, 3, human, |v, moves| {
            moves >= at && !v.legal.is_empty()
        })
        .unwrap();
        let screen = render::<Claim>(&options, human, &view, &state);
        check_always_visible(&screen, &state);
        assert!(screen.contains("Your hand:"), "{screen}");
        assert!(screen.contains("Discard pile (open)"), "{screen}");
        if name == "claim_phase_2" {
            assert!(
                screen.contains("Score piles"),
                "the Phase 2 tally:\n{screen}"
            );
        }
        insta::assert_snapshot!(name, screen);
    }
}

#[test]
fn the_imposter_kings_fits_80_by_24_at_every_table_size() {
    for players in [2u8, 3, 4] {
        let options = IkOptions {
            players,
            ..IkOptions::default()
        };
        let human = Seat::new(0);
        // A long Court, so its summary is shown: the Throne must stay visible.
        let long = if players == 4 { 10 } else { 7 };
        // The first seed whose match reaches such a Court.
        let (view, state) = (8..40)
            .find_map(|seed| {
                play_until::<ImposterKings>(&options, seed, human, |v, _| {
                    v.court.len() >= long && v.legal.iter().any(|a| a.starts_with("play"))
                })
            })
            .unwrap();
        let screen = render::<ImposterKings>(&options, human, &view, &state);
        check_always_visible(&screen, &state);
        assert!(screen.contains("Throne:"), "{screen}");
        assert!(screen.contains("You may:"), "{screen}");
        assert!(screen.contains("Your hand:"), "{screen}");
        insta::assert_snapshot!(format!("imposter_kings_{players}p"), screen);
    }
}

#[test]
fn provinces_fits_80_by_24_at_every_table_size() {
    for players in [2u8, 3, 4] {
        let options = ProvincesOptions::players(players);
        let human = Seat::new(0);
        let (view, state) = play_until::<Provinces>(&options, 5, human, |v, moves| {
            moves >= 15 && v.legal.len() > 3
        })
        .unwrap();
        let screen = render::<Provinces>(&options, human, &view, &state);
        check_always_visible(&screen, &state);
        assert!(screen.contains("(you)"), "{screen}");
        assert!(screen.contains("You may play:"), "{screen}");
        insta::assert_snapshot!(format!("provinces_{players}p"), screen);
    }
    // A reaction window the person can answer: what is attacked and with what stays in view.
    let options = ProvincesOptions::players(4);
    let human = Seat::new(0);
    let (view, state) = (0..40)
        .find_map(|seed| {
            play_until::<Provinces>(&options, seed, human, |v, _| {
                matches!(v.phase, Phase::Window { .. }) && v.legal.len() > 1
            })
        })
        .unwrap();
    let screen = render::<Provinces>(&options, human, &view, &state);
    check_always_visible(&screen, &state);
    assert!(screen.contains(" or pass?"), "{screen}");
    insta::assert_snapshot!("provinces_4p_reaction_window", screen);
}

/// A long answer (here the help) opens over the board and the log, and leaves the prompt
/// and the input line where they are.
#[test]
fn long_answers_open_over_the_board() {
    let options = Default::default();
    let human = Seat::new(0);
    let (view, mut state) =
        play_until::<Claim>(&options, 3, human, |v, _| !v.legal.is_empty()).unwrap();
    let presenter = Claim::presenter(human, &options);
    state.reply(&presenter.help(), WIDTH);
    assert!(state.overlay.is_some(), "the help is long");
    let screen = render::<Claim>(&options, human, &view, &state);
    assert!(screen.contains("Esc or Enter closes"), "{screen}");
    assert!(screen.contains("Play a card by typing it"), "{screen}");
    assert!(screen.contains("Your hand:"), "the prompt stays:\n{screen}");
    insta::assert_snapshot!("claim_help_overlay", screen);

    // A short answer sits under the prompt instead.
    state.overlay = None;
    state.reply("Not allowed: you do not hold Kn7.", WIDTH);
    assert!(state.overlay.is_none());
    let screen = render::<Claim>(&options, human, &view, &state);
    let rows: Vec<&str> = screen.lines().collect();
    assert_eq!(
        rows[rows.len() - 2],
        "Not allowed: you do not hold Kn7.",
        "{screen}"
    );
}
