//! Running many independent jobs on a few threads, with a progress bar.

use std::sync::atomic::{AtomicUsize, Ordering};

use indicatif::{ProgressBar, ProgressState, ProgressStyle};

/// Runs `job(i)` for every `i` in `0..n_jobs` on `threads` threads and returns the results
/// in job order, so the result never depends on the thread count or scheduling. Shows a
/// progress bar on stderr when `progress` is set (indicatif hides it when stderr is not a
/// terminal).
pub fn run_jobs<T: Send>(
    n_jobs: usize,
    threads: usize,
    progress: bool,
    unit: &str,
    job: impl Fn(usize) -> T + Sync,
) -> Vec<T> {
    let bar = if progress {
        ProgressBar::new(n_jobs as u64)
    } else {
        ProgressBar::hidden()
    };
    bar.set_style(
        ProgressStyle::with_template(&format!(
            "{{spinner}} {{bar:40}} {{pos}}/{{len}} {unit} · {{rate}} · eta {{eta}}"
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
    let next = AtomicUsize::new(0);
    let threads = threads.clamp(1, n_jobs.max(1));
    let mut results: Vec<(usize, T)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        if index >= n_jobs {
                            break mine;
                        }
                        mine.push((index, job(index)));
                        bar.inc(1);
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a worker thread panicked"))
            .collect()
    });
    bar.finish_and_clear();
    results.sort_by_key(|(index, _)| *index);
    results.into_iter().map(|(_, result)| result).collect()
}

/// The default thread count: one per core.
#[must_use]
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}
