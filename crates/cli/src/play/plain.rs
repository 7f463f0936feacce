//! The line front end: the table as text, one line of input per move. For pipes, screen
//! readers, `NO_COLOR` and `--plain`; the tests drive the binary through it.

use std::io::{self, BufRead, Write};

use super::{Frontend, Input, Screen};

/// Lines of board the plain mode prints before each move; `board` prints all of it.
pub const BOARD_ROOM: usize = 14;

/// Where the plain mode reads its lines: a pipe as it comes, or a terminal through a line
/// editor (arrows, history), for people who play in line mode with a screen reader.
pub enum Lines<R> {
    Pipe(R),
    Editor(Box<rustyline::DefaultEditor>),
}

/// Reads lines from `input` and writes the table to `out` (styled: an `anstream` writer
/// strips the styles where colour is off).
pub struct Plain<R, W> {
    input: Lines<R>,
    out: W,
}

impl<R: BufRead, W: Write> Plain<R, W> {
    pub fn new(input: R, out: W) -> Plain<R, W> {
        Plain {
            input: Lines::Pipe(input),
            out,
        }
    }

    /// Reads from the terminal with line editing and history.
    ///
    /// # Errors
    /// If the terminal cannot be set up for editing.
    pub fn with_editor(out: W) -> io::Result<Plain<R, W>> {
        let editor = rustyline::DefaultEditor::new().map_err(io::Error::other)?;
        Ok(Plain {
            input: Lines::Editor(Box::new(editor)),
            out,
        })
    }

    fn table(&mut self, screen: &Screen<'_>, room: Option<usize>) -> io::Result<()> {
        writeln!(self.out, "\n{}", screen.header)?;
        for line in (screen.board)(room) {
            writeln!(self.out, "{line}")?;
        }
        for line in &screen.prompt {
            writeln!(self.out, "{line}")?;
        }
        Ok(())
    }

    fn read(&mut self) -> io::Result<Input> {
        match &mut self.input {
            Lines::Pipe(input) => {
                write!(self.out, "> ")?;
                self.out.flush()?;
                let mut bytes = Vec::new();
                if input.read_until(b'\n', &mut bytes)? == 0 {
                    writeln!(self.out)?;
                    return Ok(Input::Closed);
                }
                // Bytes that are not UTF-8 become U+FFFD, so such a line is refused as not a
                // move, like any other, instead of ending the game with a read error.
                let line = String::from_utf8_lossy(&bytes);
                Ok(Input::Line(line.trim_end_matches(['\n', '\r']).to_owned()))
            }
            Lines::Editor(editor) => {
                self.out.flush()?;
                match editor.readline("> ") {
                    Ok(line) => {
                        if !line.trim().is_empty() {
                            let _ = editor.add_history_entry(line.as_str());
                        }
                        Ok(Input::Line(line))
                    }
                    Err(rustyline::error::ReadlineError::Interrupted) => Ok(Input::Interrupted),
                    Err(rustyline::error::ReadlineError::Eof) => Ok(Input::Closed),
                    Err(err) => Err(io::Error::other(err)),
                }
            }
        }
    }
}

impl<R: BufRead, W: Write> Frontend for Plain<R, W> {
    fn events(&mut self, lines: &[String]) -> io::Result<()> {
        for line in lines {
            writeln!(self.out, "{line}")?;
        }
        Ok(())
    }

    fn reply(&mut self, text: &str) -> io::Result<()> {
        writeln!(self.out, "{text}")
    }

    fn full_board(&mut self, screen: &Screen<'_>) -> io::Result<()> {
        self.table(screen, None)
    }

    fn ask(&mut self, screen: &Screen<'_>, fresh: bool) -> io::Result<Input> {
        if fresh {
            self.table(screen, Some(BOARD_ROOM))?;
        }
        self.read()
    }

    fn finish(&mut self, _screen: &Screen<'_>, result: &str) -> io::Result<()> {
        writeln!(self.out, "{result}")
    }
}
