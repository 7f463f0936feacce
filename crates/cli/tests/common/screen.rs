//! Drawing a game's full screen at 80×24 with ratatui's `TestBackend`, for the screen tests
//! in each language.

use interregnum_bots::{Bot, RandomBot};
use interregnum_cli::{
    games::CliGame,
    play::{Presenter, Screen, tui},
};
use interregnum_core::{Observer, Seat, Start};
use ratatui::{Terminal, backend::TestBackend};

pub const WIDTH: u16 = 80;
pub const HEIGHT: u16 = 24;

/// Plays `G` with random bots in every seat, telling the person in `human` what happens,
/// until `stop` accepts a view of theirs in which they are to act. Returns that view and the
/// screen state (the log) as the terminal would hold it; `None` when the game ends first.
pub fn play_until<G: CliGame>(
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
pub fn render<G: CliGame>(
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
pub fn check_always_visible(screen: &str, state: &tui::TuiState) {
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
