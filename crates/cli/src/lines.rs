//! Reading newline-terminated lines from a peer that may misbehave: raw bytes (the caller
//! decides what to do with text that is not UTF-8) and never more than a fixed number of
//! bytes held at once, however long the peer's line is.

use std::io::{self, BufRead};

/// What [`read_line`] found.
#[derive(Debug, PartialEq, Eq)]
pub enum LineRead {
    /// A whole line is in the buffer, without its newline. The last line of the input
    /// counts even when no newline ends it.
    Line,
    /// The line is longer than the limit: the buffer holds its first `max` bytes and the
    /// rest is still unread (see [`skip_line`]).
    TooLong,
    /// The input ended before the line began.
    End,
}

/// Reads one line into `line` (cleared first), holding at most `max` bytes of it.
///
/// # Errors
/// If reading fails.
pub fn read_line(input: &mut impl BufRead, line: &mut Vec<u8>, max: usize) -> io::Result<LineRead> {
    line.clear();
    let mut started = false;
    loop {
        let available = match input.fill_buf() {
            Ok(bytes) => bytes,
            Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
            Err(err) => return Err(err),
        };
        if available.is_empty() {
            return Ok(if started {
                LineRead::Line
            } else {
                LineRead::End
            });
        }
        started = true;
        let room = max - line.len();
        // A newline right after `room` bytes still ends a line of exactly `max` bytes.
        let window = &available[..available.len().min(room + 1)];
        if let Some(end) = window.iter().position(|&byte| byte == b'\n') {
            line.extend_from_slice(&available[..end]);
            input.consume(end + 1);
            return Ok(LineRead::Line);
        }
        if available.len() > room {
            line.extend_from_slice(&available[..room]);
            input.consume(room);
            return Ok(LineRead::TooLong);
        }
        let taken = available.len();
        line.extend_from_slice(available);
        input.consume(taken);
    }
}

/// Discards the rest of the current line, its newline included, a buffer at a time, and
/// returns how many bytes it discarded (the newline not counted).
///
/// # Errors
/// If reading fails.
pub fn skip_line(input: &mut impl BufRead) -> io::Result<u64> {
    let mut skipped = 0u64;
    loop {
        let available = match input.fill_buf() {
            Ok(bytes) => bytes,
            Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
            Err(err) => return Err(err),
        };
        if available.is_empty() {
            return Ok(skipped);
        }
        if let Some(end) = available.iter().position(|&byte| byte == b'\n') {
            input.consume(end + 1);
            return Ok(skipped + end as u64);
        }
        let taken = available.len();
        input.consume(taken);
        skipped += taken as u64;
    }
}

#[cfg(test)]
mod tests {
    use std::io::BufReader;

    use super::*;

    /// Every line of `input`, read with a limit of `max` bytes and a reader buffer of
    /// `buffer` bytes, so lines cross buffer boundaries.
    fn lines(input: &[u8], max: usize, buffer: usize) -> Vec<(LineRead, Vec<u8>, u64)> {
        let mut reader = BufReader::with_capacity(buffer, input);
        let mut line = Vec::new();
        let mut found = Vec::new();
        loop {
            match read_line(&mut reader, &mut line, max).unwrap() {
                LineRead::End => return found,
                LineRead::Line => found.push((LineRead::Line, line.clone(), 0)),
                LineRead::TooLong => {
                    let skipped = skip_line(&mut reader).unwrap();
                    found.push((LineRead::TooLong, line.clone(), skipped));
                }
            }
        }
    }

    #[test]
    fn lines_up_to_the_limit_are_read_whole_and_longer_ones_are_cut_and_skipped() {
        for buffer in [1, 2, 3, 5, 64] {
            let found = lines(b"abcd\n\nabcde\nabcdefgh\nxy", 5, buffer);
            assert_eq!(
                found,
                vec![
                    (LineRead::Line, b"abcd".to_vec(), 0),
                    (LineRead::Line, Vec::new(), 0),
                    (LineRead::Line, b"abcde".to_vec(), 0),
                    (LineRead::TooLong, b"abcde".to_vec(), 3),
                    (LineRead::Line, b"xy".to_vec(), 0),
                ],
                "buffer of {buffer} bytes"
            );
        }
    }

    #[test]
    fn bytes_that_are_not_utf8_are_read_as_they_are() {
        assert_eq!(
            lines(b"caf\xe9\n", 10, 8),
            vec![(LineRead::Line, b"caf\xe9".to_vec(), 0)]
        );
    }

    #[test]
    fn an_endless_line_holds_no_more_than_the_limit() {
        let endless = std::io::repeat(b'x');
        let mut reader = BufReader::with_capacity(1024, endless);
        let mut line = Vec::new();
        assert_eq!(
            read_line(&mut reader, &mut line, 4096).unwrap(),
            LineRead::TooLong
        );
        assert_eq!(line.len(), 4096);
    }
}
