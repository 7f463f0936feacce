//! `interregnum.review`: the game review of a replay record (`interregnum_bots::review`),
//! as a dict.

use std::sync::atomic::AtomicBool;

use interregnum_bots::{
    ReviewConfig, ReviewError,
    review::{DEFAULT_BUDGET, ReviewControl, review_replay},
};
use interregnum_core::{MAX_SEATS, Replay, Seat};
use pyo3::prelude::*;

use crate::{
    error::{Error, InterregnumError},
    integer, json_text, loads,
};

/// The Python exception for a review that cannot be made.
fn review_error(err: ReviewError) -> PyErr {
    match err {
        ReviewError::UnknownGame(_) => Error::UnknownGame(err.to_string()).into(),
        ReviewError::Replay(err) => Error::from(err).into(),
        ReviewError::NoSuchSeat { .. } => Error::Seat(err.to_string()).into(),
        ReviewError::Budget(_) | ReviewError::Stopped => InterregnumError::new_err(err.to_string()),
    }
}

/// Reviews one seat's decisions in a recorded game: each decision searched from what that
/// seat knew then (its view, never a card it could not see), every legal action's chance
/// to win with its visits and a 95% interval, the played action marked a mistake or a
/// blunder, the value and swing of each decision and a summary (docs/python.md).
///
/// `replay` is a replay record (a dict, or JSON text: `Game.replay()`, the server's
/// `/api/tables/ID/replay`); `seat` a seat number; `budget` search iterations per decision;
/// `threads` how many decisions are searched at once (the review is the same for any
/// count). Runs without the interpreter lock; the same record, seat and budget always give
/// the same review.
#[pyfunction]
#[pyo3(signature = (replay, seat, budget=DEFAULT_BUDGET, threads=1))]
pub(crate) fn review<'py>(
    py: Python<'py>,
    replay: &Bound<'py, PyAny>,
    seat: &Bound<'py, PyAny>,
    budget: u32,
    threads: usize,
) -> PyResult<Bound<'py, PyAny>> {
    let text = json_text(Some(replay))?.unwrap_or_default();
    let record: Replay = serde_json::from_str(&text)
        .map_err(|err| Error::Replay(format!("not a replay record: {err}")))?;
    let seat = match integer(seat, "a seat")?.and_then(|s| usize::try_from(s).ok()) {
        Some(s) if s < MAX_SEATS => Seat::new(s),
        _ => {
            return Err(Error::Seat(format!(
                "there is no seat {seat}; seats are numbered from 0, up to {} at most",
                MAX_SEATS - 1
            ))
            .into());
        }
    };
    let config = ReviewConfig { budget, threads };
    let review = py
        .detach(|| {
            let stop = AtomicBool::new(false);
            let control = ReviewControl {
                on_progress: &|_, _| {},
                stop: &stop,
            };
            review_replay(&record, seat, &config, &control)
        })
        .map_err(review_error)?;
    let json = serde_json::to_string(&review)
        .map_err(|err| pyo3::exceptions::PyRuntimeError::new_err(err.to_string()))?;
    loads(py, &json)
}
