//! The line front end: the table as text, one line of input per move. For pipes, screen
//! readers, `NO_COLOR` and `--plain`; the tests drive the binary through it.

use std::io::{self, BufRead, Write};

use super::{Frontend, Input, Screen};

/// Lines of board the plain mode prints before each move; `board` prints all of it.
pub const BOARD_ROOM: usize = 14;

/// Reads lines from `input` and writes the table to `out` (styled: an `anstream` writer
/// strips the styles where colour is off).
pub struct Plain<R, W> {
    input: R,
    out: W,
}

impl<R: BufRead, W: Write> Plain<R, W> {
    pub fn new(input: R, out: W) -> Plain<R, W> {
        Plain { input, out }
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
        write!(self.out, "> ")?;
        self.out.flush()?;
        let mut line = String::new();
        if self.input.read_line(&mut line)? == 0 {
            writeln!(self.out)?;
            return Ok(Input::Closed);
        }
        Ok(Input::Line(line.trim_end_matches(['\n', '\r']).to_owned()))
    }

    fn finish(&mut self, _screen: &Screen<'_>, result: &str) -> io::Result<()> {
        writeln!(self.out, "{result}")
    }
}
