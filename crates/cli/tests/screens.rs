//! The full-screen layout at 80×24 for every game and player count, drawn with ratatui's
//! `TestBackend` from positions reached by seeded random play, and kept as reviewed
//! snapshots (`cargo insta review` after a deliberate change). Beyond the snapshots, each
//! screen is checked for what must always be visible: the header, the Throne, the prompt
//! and its options, the newest event and the input line.

use interregnum_bots::{Bot, RandomBot};
use interregnum_claim::Claim;
use interregnum_cli::{
    games::CliGame,
    play::{Presenter, Screen, tui},
};
use interregnum_core::{Observer, Seat, Start};
use interregnum_imposter_kings::{IkOptions, ImposterKings};
use interregnum_provinces::{Phase, Provinces, ProvincesOptions};
use ratatui::{Terminal, backend::TestBackend};

const WIDTH: u16 = 80;
const HEIGHT: u16 = 24;

/// Plays `G` with random bots in every seat, telling the person in `human` what happens,
/// until `stop` accepts a view of theirs in which they are to act. Returns that view and the
/// screen state (the log) as the terminal would hold it; `None` when the game ends first.
fn play_until<G: CliGame>(
    options: &G::Options,
    seed: u64,
    human: Seat,
    stop: impl Fn(&G::View, usize) -> bool,
) -> Option<(G::View, tui::TuiState)>
where
    G::View: Clone,
{
    let presenter = G::presenter(human, options);
    let mut game = G::new(options, &Start::seeded(seed)).unwrap();
    let mut bot = RandomBot::new(seed);
    let mut state = tui::TuiState::new(false);
    state.push_events(&["The game begins.".to_owned()]);
    let mut shown = game.view(Observer::Seat(human));
    let mut legal = Vec::new();
    let mut moves = 0;
    while let Some(seat) = game.to_act() {
        if seat == human && stop(&shown, moves) {
            return Some((shown, state));
        }
        game.legal_actions(&mut legal);
        let action = Bot::<G>::choose(&mut bot, &game.view(Observer::Seat(seat)), &legal);
        game.apply(action).unwrap();
        moves += 1;
        let now = game.view(Observer::Seat(human));
        state.push_events(&presenter.events(&shown, &now));
        shown = now;
    }
    None
}

/// The screen as text, one line per row, trailing spaces cut.
fn render<G: CliGame>(
    options: &G::Options,
    human: Seat,
    view: &G::View,
    state: &tui::TuiState,
) -> String {
    let presenter = G::presenter(human, options);
    let board = |room| presenter.board(view, room);
    let screen = Screen {
        header: presenter.header(view),
        board: &board,
        prompt: presenter.prompt(view),
    };
    let mut terminal = Terminal::new(TestBackend::new(WIDTH, HEIGHT)).unwrap();
    terminal
        .draw(|frame| tui::draw(frame, &screen, state))
        .unwrap();
    let buffer = terminal.backend().buffer();
    (0..HEIGHT)
        .map(|y| {
            let row: String = (0..WIDTH)
                .map(|x| buffer[(x, y)].symbol().to_owned())
                .collect();
            row.trim_end().to_owned()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// What every screen shows, whatever the game.
fn check_always_visible(screen: &str, state: &tui::TuiState) {
    let rows: Vec<&str> = screen.lines().collect();
    assert_eq!(rows.len(), usize::from(HEIGHT), "{screen}");
    assert!(
        rows[usize::from(HEIGHT) - 1].starts_with('>'),
        "input line:\n{screen}"
    );
    assert!(
        rows.iter().any(|r| r.starts_with("── help")),
        "the commands and how to quit:\n{screen}"
    );
    let newest = anstream::adapter::strip_str(state.log.last().unwrap()).to_string();
    let tail: String = newest.trim().chars().rev().take(20).collect::<String>();
    let tail: String = tail.chars().rev().collect();
    assert!(
        screen.replace('\n', " ").contains(tail.trim()),
        "the newest event {newest:?}:\n{screen}"
    );
}

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
