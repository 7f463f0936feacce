//! `interregnum review`: one seat's decisions in a recorded game, weighed by the search from
//! that seat's view (`interregnum_bots::review`), as a table and a short text for a person.

use std::sync::atomic::AtomicBool;

use comfy_table::{Table, presets::UTF8_FULL_CONDENSED};
use indicatif::{ProgressBar, ProgressStyle};
use interregnum_bots::{
    Review, ReviewConfig, ReviewError,
    review::{Mark, ReviewControl},
    review_replay,
};
use interregnum_core::{Replay, Seat};

use crate::i18n::tr;

/// Reviews `seat`'s decisions in `replay`, with a progress bar on stderr when `progress` is
/// set (indicatif hides it when stderr is not a terminal).
///
/// # Errors
/// As [`review_replay`].
pub fn run(
    replay: &Replay,
    seat: Seat,
    config: &ReviewConfig,
    progress: bool,
) -> Result<Review, ReviewError> {
    let bar = if progress {
        ProgressBar::new(0)
    } else {
        ProgressBar::hidden()
    };
    bar.set_style(
        ProgressStyle::with_template(&format!(
            "{{spinner}} {{bar:40}} {{pos}}/{{len}} {} · {} {{eta}}",
            tr("cli-unit-decisions", &[]),
            tr("cli-eta", &[])
        ))
        .expect("the template is valid"),
    );
    let stop = AtomicBool::new(false);
    let on_progress = |done: usize, total: usize| {
        bar.set_length(total as u64);
        bar.set_position(done as u64);
    };
    let control = ReviewControl {
        on_progress: &on_progress,
        stop: &stop,
    };
    let review = review_replay(replay, seat, config, &control);
    bar.finish_and_clear();
    review
}

/// A chance as a whole percentage.
fn percent(value: f64) -> String {
    format!("{:.0}%", value * 100.0)
}

/// A change of chance in percentage points, with its sign.
fn points(value: f64) -> String {
    format!("{:+.0}", value * 100.0)
}

fn mark_word(mark: Option<Mark>) -> String {
    match mark {
        None => String::new(),
        Some(Mark::Mistake) => tr("cli-review-mistake", &[]),
        Some(Mark::Blunder) => tr("cli-review-blunder", &[]),
    }
}

/// The decisions as a table: the move's number in the game, what was played and what the
/// search would play, each with its chance to win, the loss and the swing (in percentage
/// points) and the mark.
#[must_use]
pub fn table(review: &Review) -> String {
    let mut table = Table::new();
    table.load_style(UTF8_FULL_CONDENSED);
    table.set_header([
        tr("cli-col-move", &[]),
        tr("cli-col-played", &[]),
        tr("cli-col-chance", &[]),
        tr("cli-col-best", &[]),
        tr("cli-col-chance", &[]),
        tr("cli-col-loss", &[]),
        tr("cli-col-swing", &[]),
        tr("cli-col-mark", &[]),
    ]);
    for decision in &review.decisions {
        table.add_row([
            (decision.ply + 1).to_string(),
            decision.played.clone(),
            percent(decision.played_value),
            decision.best.clone(),
            percent(decision.value),
            format!("{:.0}", decision.loss * 100.0),
            decision.swing.map(points).unwrap_or_default(),
            mark_word(decision.mark),
        ]);
    }
    table.to_string()
}

/// The review in a few sentences: the counts, the thresholds, the result and the decisions
/// that mattered most.
#[must_use]
pub fn summary(review: &Review) -> String {
    let summary = &review.summary;
    let mut text = tr(
        "cli-review-summary",
        &[
            ("seat", &review.seat),
            ("game", &review.game),
            ("decisions", &summary.decisions),
            ("budget", &review.budget),
            ("mistakes", &summary.mistakes),
            ("blunders", &summary.blunders),
            (
                "mistake",
                &format!("{:.0}", review.thresholds.mistake * 100.0),
            ),
            (
                "blunder",
                &format!("{:.0}", review.thresholds.blunder * 100.0),
            ),
            ("loss", &format!("{:.1}", summary.average_loss * 100.0)),
        ],
    );
    if let Some(payoff) = summary.payoff {
        text.push('\n');
        text.push_str(&tr("cli-review-result", &[("result", &percent(payoff))]));
    }
    let turning: Vec<String> = summary
        .turning_points
        .iter()
        .filter_map(|ply| review.decisions.iter().find(|d| d.ply == *ply))
        .map(|decision| {
            tr(
                "cli-review-turning-point",
                &[
                    ("move", &(decision.ply + 1)),
                    ("played", &decision.played),
                    ("swing", &points(decision.swing.unwrap_or_default())),
                ],
            )
        })
        .collect();
    if !turning.is_empty() {
        text.push('\n');
        text.push_str(&tr(
            "cli-review-turning-points",
            &[("moves", &turning.join(", "))],
        ));
    }
    text
}
