//! Running many independent jobs on a few threads (`interregnum-simulate`'s runner), with a
//! progress bar.

use std::sync::atomic::AtomicBool;

use indicatif::{ProgressBar, ProgressState, ProgressStyle};
use interregnum_simulate::Control;

pub use interregnum_simulate::default_threads;

/// Runs `run` with a [`Control`] that moves a progress bar on stderr, shown when `progress`
/// is set (indicatif hides it when stderr is not a terminal); the run is never stopped.
pub fn with_progress<T>(
    n_jobs: usize,
    progress: bool,
    unit: &str,
    run: impl FnOnce(&Control<'_>) -> T,
) -> T {
    let bar = if progress {
        ProgressBar::new(n_jobs as u64)
    } else {
        ProgressBar::hidden()
    };
    bar.set_style(
        ProgressStyle::with_template(&format!(
            "{{spinner}} {{bar:40}} {{pos}}/{{len}} {unit} · {{rate}} · {} {{eta}}",
            crate::i18n::tr("cli-eta", &[])
        ))
        .expect("the template is valid")
        // A whole number of jobs a second: more digits only flicker.
        .with_key(
            "rate",
            |state: &ProgressState, out: &mut dyn std::fmt::Write| {
                let _ = write!(out, "{:.0}/s", state.per_sec());
            },
        ),
    );
    let stop = AtomicBool::new(false);
    let on_done = || bar.inc(1);
    let result = run(&Control {
        on_done: &on_done,
        stop: &stop,
    });
    bar.finish_and_clear();
    result
}

/// Runs `job(i)` for every `i` in `0..n_jobs` on `threads` threads and returns the results
/// in job order, so the result never depends on the thread count or scheduling. Shows a
/// progress bar on stderr when `progress` is set.
pub fn run_jobs<T: Send>(
    n_jobs: usize,
    threads: usize,
    progress: bool,
    unit: &str,
    job: impl Fn(usize) -> T + Sync,
) -> Vec<T> {
    with_progress(n_jobs, progress, unit, |control| {
        interregnum_simulate::run_jobs(n_jobs, threads, control, job)
            .into_iter()
            .map(|(_, result)| result)
            .collect()
    })
}
