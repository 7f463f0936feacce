//! The full-screen front end: a fixed layout that fits 80×24 and grows with the terminal.
//!
//! ```text
//! header: the game, the round, the scores
//! board:  the table, shortened by the presenter to the room left
//! ── Last events ──
//! log:    the newest events (PgUp/PgDn scroll back)
//! ── Your move ──
//! prompt: the question, the options, the answer to the last line typed
//! > input (line editing, Up/Down for history)
//! ```
//!
//! Long answers (help, the whole board, every card) open over the board and the log until
//! Esc or the next line. [`draw`] is a pure function of the [`Screen`] and the [`TuiState`],
//! so the layout is tested with ratatui's `TestBackend`.

use std::io::{self, Write as _};

use ansi_to_tui::IntoText as _;
use ratatui::{
    DefaultTerminal, Frame,
    crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers},
    layout::{Constraint, Layout, Position, Rect},
    style::{Modifier, Style, Stylize as _},
    text::{Line, Span, Text},
    widgets::{Paragraph, Wrap},
};
use tui_input::{Input as LineInput, backend::crossterm::EventHandler as _};

use super::{Frontend, Input, Screen};
use crate::i18n::tr;

/// Lines the log keeps at least, whatever the board needs.
const LOG_MIN: u16 = 3;
/// Log entries kept for scrolling back.
const LOG_KEEP: usize = 500;
/// Answers longer than this many lines open over the board instead of under the prompt.
const SHORT_REPLY: u16 = 3;

/// A long answer shown over the board and the log.
#[derive(Clone, Debug, Default)]
pub struct Overlay {
    pub title: String,
    pub text: String,
    pub scroll: u16,
}

/// Everything the screen shows besides the game's own [`Screen`].
#[derive(Debug)]
pub struct TuiState {
    /// Events, oldest first.
    pub log: Vec<String>,
    /// How many lines the log is scrolled back from its end.
    pub log_back: u16,
    /// The short answer to the last line typed.
    pub message: Option<String>,
    pub overlay: Option<Overlay>,
    pub input: LineInput,
    /// Lines typed, oldest first, and where Up/Down stand in them.
    pub history: Vec<String>,
    pub history_at: Option<usize>,
    /// Whether to keep colours (off under `NO_COLOR`).
    pub colour: bool,
}

impl TuiState {
    #[must_use]
    pub fn new(colour: bool) -> TuiState {
        TuiState {
            log: Vec::new(),
            log_back: 0,
            message: None,
            overlay: None,
            input: LineInput::default(),
            history: Vec::new(),
            history_at: None,
            colour,
        }
    }

    fn text(&self, ansi: &str) -> Text<'static> {
        styled(ansi, self.colour)
    }

    /// Adds events to the log and shows its end.
    pub fn push_events(&mut self, lines: &[String]) {
        self.log.extend(lines.iter().cloned());
        let excess = self.log.len().saturating_sub(LOG_KEEP);
        self.log.drain(..excess);
        self.log_back = 0;
    }

    /// Shows an answer: under the prompt when it is short, over the board when it is long.
    pub fn reply(&mut self, text: &str, width: u16) {
        let lines = Paragraph::new(self.text(text))
            .wrap(Wrap { trim: false })
            .line_count(width.max(1));
        if lines as u16 > SHORT_REPLY {
            self.message = None;
            self.overlay = Some(Overlay {
                title: tr("cli-tui-reply", &[]),
                text: text.to_owned(),
                scroll: 0,
            });
        } else {
            self.message = Some(text.to_owned());
        }
    }

    /// Handles one key; returns the line when Enter was pressed.
    pub fn key(&mut self, key: KeyEvent) -> Option<Input> {
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        match key.code {
            KeyCode::Char('c') if ctrl => return Some(Input::Interrupted),
            KeyCode::Char('d') if ctrl && self.input.value().is_empty() => {
                return Some(Input::Closed);
            }
            KeyCode::Enter => {
                let line = self.input.value_and_reset();
                self.history_at = None;
                if self.overlay.take().is_some() && line.trim().is_empty() {
                    return None;
                }
                if !line.trim().is_empty() && self.history.last() != Some(&line) {
                    self.history.push(line.clone());
                }
                self.message = None;
                return Some(Input::Line(line));
            }
            KeyCode::Esc => {
                if self.overlay.take().is_none() {
                    self.input.reset();
                    self.message = None;
                }
            }
            KeyCode::Up => self.recall(-1),
            KeyCode::Down => self.recall(1),
            KeyCode::PageUp => self.scroll(-10),
            KeyCode::PageDown => self.scroll(10),
            _ => {
                self.input.handle_event(&Event::Key(key));
            }
        }
        None
    }

    fn recall(&mut self, step: isize) {
        if self.history.is_empty() {
            return;
        }
        let last = self.history.len() - 1;
        let at = match (self.history_at, step < 0) {
            (None, true) => Some(last),
            (None, false) => None,
            (Some(i), true) => Some(i.saturating_sub(1)),
            (Some(i), false) if i < last => Some(i + 1),
            (Some(_), false) => None,
        };
        self.history_at = at;
        let value = at.map_or_else(String::new, |i| self.history[i].clone());
        self.input = LineInput::new(value);
    }

    fn scroll(&mut self, by: i16) {
        match &mut self.overlay {
            Some(overlay) => overlay.scroll = overlay.scroll.saturating_add_signed(by),
            None => self.log_back = self.log_back.saturating_add_signed(-by),
        }
    }
}

/// An ANSI-styled string as ratatui text; without colour, only bold and dim stay.
#[must_use]
pub fn styled(ansi: &str, colour: bool) -> Text<'static> {
    let mut text = ansi
        .into_text()
        .unwrap_or_else(|_| Text::raw(ansi.to_owned()));
    if !colour {
        for line in &mut text.lines {
            for span in &mut line.spans {
                span.style.fg = None;
                span.style.bg = None;
            }
        }
    }
    text
}

fn rule(title: &str, width: u16) -> Line<'static> {
    let head = format!("── {title} ");
    let fill = usize::from(width).saturating_sub(head.chars().count());
    Line::from(format!("{head}{}", "─".repeat(fill)))
        .style(Style::new().add_modifier(Modifier::DIM))
}

fn paragraph(text: Text<'static>) -> Paragraph<'static> {
    Paragraph::new(text).wrap(Wrap { trim: false })
}

fn height(text: &Text<'static>, width: u16) -> u16 {
    u16::try_from(paragraph(text.clone()).line_count(width.max(1))).unwrap_or(u16::MAX)
}

/// Draws the whole screen.
pub fn draw(frame: &mut Frame<'_>, screen: &Screen<'_>, state: &TuiState) {
    let area = frame.area();
    let width = area.width;

    let mut prompt = if screen.prompt.is_empty() {
        Text::default()
    } else {
        state.text(&screen.prompt.join("\n"))
    };
    if let Some(message) = &state.message {
        for line in state.text(message).lines {
            prompt
                .lines
                .push(line.patch_style(Style::new().add_modifier(Modifier::BOLD)));
        }
    }
    let fixed = 4; // header, two rules, input
    let prompt_h = height(&prompt, width).min(area.height.saturating_sub(fixed + LOG_MIN) / 2);
    let middle = area.height.saturating_sub(fixed + prompt_h);
    let room = middle.saturating_sub(LOG_MIN);
    let board = state.text(&(screen.board)(Some(usize::from(room))).join("\n"));
    let board_h = height(&board, width).min(room);
    let [
        header_area,
        board_area,
        log_rule,
        log_area,
        prompt_rule,
        prompt_area,
        input_area,
    ] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(board_h),
        Constraint::Length(1),
        Constraint::Fill(1),
        Constraint::Length(1),
        Constraint::Length(prompt_h),
        Constraint::Length(1),
    ])
    .areas(area);

    let header_spans: Vec<Span<'static>> = state
        .text(&screen.header)
        .lines
        .into_iter()
        .flat_map(|line| line.spans)
        .collect();
    let header = Line::from(header_spans)
        .style(Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD));
    frame.render_widget(Paragraph::new(header), header_area);

    if let Some(overlay) = &state.overlay {
        let over = Rect {
            height: board_area.height + 1 + log_area.height,
            ..board_area
        };
        let [title, body] =
            Layout::vertical([Constraint::Length(1), Constraint::Fill(1)]).areas(over);
        frame.render_widget(Paragraph::new(rule(&overlay.title, width)), title);
        frame.render_widget(
            paragraph(state.text(&overlay.text)).scroll((overlay.scroll, 0)),
            body,
        );
    } else {
        frame.render_widget(paragraph(board), board_area);
        let back = if state.log_back > 0 {
            tr("cli-tui-events-back", &[])
        } else {
            tr("cli-tui-events", &[])
        };
        frame.render_widget(Paragraph::new(rule(&back, width)), log_rule);
        let log = state.text(&state.log.join("\n"));
        let total = height(&log, width);
        let top = total
            .saturating_sub(log_area.height)
            .saturating_sub(state.log_back);
        // The newest events sit just above the prompt, however few there are.
        let used = total.min(log_area.height);
        let log_area = Rect {
            y: log_area.y + log_area.height - used,
            height: used,
            ..log_area
        };
        frame.render_widget(paragraph(log).scroll((top, 0)), log_area);
    }

    frame.render_widget(
        Paragraph::new(rule(&tr("cli-tui-commands", &[]), width)),
        prompt_rule,
    );
    // A prompt too long for its room shows its end: the options and the last answer.
    let prompt_scroll = height(&prompt, width).saturating_sub(prompt_area.height);
    frame.render_widget(paragraph(prompt).scroll((prompt_scroll, 0)), prompt_area);

    let inner = usize::from(width.saturating_sub(2));
    let scroll = state.input.visual_scroll(inner);
    let shown: String = state.input.value().chars().skip(scroll).collect();
    frame.render_widget(
        Paragraph::new(Line::from(vec![Span::raw("> ").bold(), Span::raw(shown)])),
        input_area,
    );
    let cursor = state.input.visual_cursor().saturating_sub(scroll);
    frame.set_cursor_position(Position::new(
        input_area.x + 2 + u16::try_from(cursor).unwrap_or(0),
        input_area.y,
    ));
}

/// The full-screen front end on the real terminal. Leaving it (drop) restores the
/// terminal; a panic restores it too (ratatui's hook).
pub struct Tui {
    terminal: DefaultTerminal,
    pub state: TuiState,
    /// The result, printed on the normal screen once the full screen is left, so it stays.
    farewell: Option<String>,
}

impl Tui {
    /// Takes over the terminal.
    ///
    /// # Errors
    /// If the terminal cannot be put in raw mode.
    pub fn start(colour: bool) -> io::Result<Tui> {
        Ok(Tui {
            terminal: ratatui::try_init()?,
            state: TuiState::new(colour),
            farewell: None,
        })
    }

    fn width(&self) -> u16 {
        self.terminal.size().map_or(80, |s| s.width)
    }

    /// Draws until a key that ends the wait, and returns it as input.
    fn wait(&mut self, screen: &Screen<'_>) -> io::Result<Input> {
        loop {
            self.terminal
                .draw(|frame| draw(frame, screen, &self.state))?;
            if let Event::Key(key) = event::read()?
                && key.kind != KeyEventKind::Release
                && let Some(input) = self.state.key(key)
            {
                return Ok(input);
            }
        }
    }
}

impl Drop for Tui {
    fn drop(&mut self) {
        ratatui::restore();
        if let Some(result) = self.farewell.take() {
            let _ = writeln!(anstream::stdout(), "{result}");
        }
    }
}

impl Frontend for Tui {
    fn events(&mut self, lines: &[String]) -> io::Result<()> {
        self.state.push_events(lines);
        Ok(())
    }

    fn reply(&mut self, text: &str) -> io::Result<()> {
        let width = self.width();
        self.state.reply(text, width);
        Ok(())
    }

    fn busy(&mut self, screen: &Screen<'_>, text: &str) -> io::Result<()> {
        self.state.message = Some(text.to_owned());
        self.terminal
            .draw(|frame| draw(frame, screen, &self.state))?;
        Ok(())
    }

    fn full_board(&mut self, screen: &Screen<'_>) -> io::Result<()> {
        let mut text = (screen.board)(None).join("\n");
        text.push('\n');
        text.push_str(&screen.prompt.join("\n"));
        self.state.overlay = Some(Overlay {
            title: tr("cli-tui-board", &[]),
            text,
            scroll: 0,
        });
        Ok(())
    }

    fn ask(&mut self, screen: &Screen<'_>, _fresh: bool) -> io::Result<Input> {
        self.wait(screen)
    }

    fn finish(&mut self, screen: &Screen<'_>, result: &str) -> io::Result<()> {
        self.state.overlay = Some(Overlay {
            title: tr("cli-tui-over", &[]),
            text: result.to_owned(),
            scroll: 0,
        });
        self.farewell = Some(result.to_owned());
        loop {
            self.terminal
                .draw(|frame| draw(frame, screen, &self.state))?;
            if let Event::Key(key) = event::read()?
                && key.kind != KeyEventKind::Release
            {
                // Only a deliberate key leaves, so a line typed ahead does not hide the result.
                match key.code {
                    KeyCode::PageUp | KeyCode::PageDown => {
                        self.state.key(key);
                    }
                    KeyCode::Enter | KeyCode::Esc | KeyCode::Char('q') => return Ok(()),
                    KeyCode::Char('c') if key.modifiers.contains(KeyModifiers::CONTROL) => {
                        return Ok(());
                    }
                    _ => {}
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

    use super::*;

    fn press(state: &mut TuiState, code: KeyCode) -> Option<Input> {
        state.key(KeyEvent::new(code, KeyModifiers::NONE))
    }

    fn type_line(state: &mut TuiState, text: &str) -> Option<Input> {
        for c in text.chars() {
            assert_eq!(press(state, KeyCode::Char(c)), None);
        }
        press(state, KeyCode::Enter)
    }

    /// Issue 13: arrow keys put escape codes into the line. They edit it and recall history.
    #[test]
    fn lines_are_edited_and_recalled() {
        let mut state = TuiState::new(false);
        assert_eq!(
            type_line(&mut state, "play Quen"),
            Some(Input::Line("play Quen".to_owned()))
        );
        // Up recalls the line; Left and a typed letter fix it in the middle.
        press(&mut state, KeyCode::Up);
        assert_eq!(state.input.value(), "play Quen");
        press(&mut state, KeyCode::Left);
        press(&mut state, KeyCode::Char('e'));
        assert_eq!(
            press(&mut state, KeyCode::Enter),
            Some(Input::Line("play Queen".to_owned()))
        );
        type_line(&mut state, "flip");
        press(&mut state, KeyCode::Up);
        press(&mut state, KeyCode::Up);
        assert_eq!(state.input.value(), "play Queen");
        press(&mut state, KeyCode::Down);
        assert_eq!(state.input.value(), "flip");
        press(&mut state, KeyCode::Down);
        assert_eq!(
            state.input.value(),
            "",
            "past the newest line: an empty one"
        );
        assert_eq!(state.history, ["play Quen", "play Queen", "flip"]);
    }

    #[test]
    fn ctrl_c_interrupts_and_ctrl_d_on_an_empty_line_closes() {
        let mut state = TuiState::new(false);
        let ctrl = |c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL);
        assert_eq!(state.key(ctrl('c')), Some(Input::Interrupted));
        assert_eq!(state.key(ctrl('d')), Some(Input::Closed));
        press(&mut state, KeyCode::Char('x'));
        assert_eq!(state.key(ctrl('d')), None, "not on a line being typed");
    }

    #[test]
    fn enter_or_esc_closes_a_long_answer_before_reading_a_line() {
        let mut state = TuiState::new(false);
        state.reply(&"a long answer\n".repeat(10), 80);
        assert!(state.overlay.is_some());
        assert_eq!(press(&mut state, KeyCode::Enter), None);
        assert!(state.overlay.is_none());
        state.reply(&"a long answer\n".repeat(10), 80);
        press(&mut state, KeyCode::Esc);
        assert!(state.overlay.is_none());
        state.reply("short", 80);
        assert_eq!(state.message.as_deref(), Some("short"));
    }
}
