//! Running many independent jobs on a few threads, in job order, with a hook for progress
//! and a flag that stops the run.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// What a run of jobs reports and obeys while it runs.
pub struct Control<'a> {
    /// Called after each finished job, from the thread that ran it.
    pub on_done: &'a (dyn Fn() + Sync),
    /// Set to stop: no new job starts; the jobs running finish.
    pub stop: &'a AtomicBool,
}

/// Runs `job(i)` for every `i` in `0..n_jobs` on `threads` threads and returns the results
/// in job order, so the result never depends on the thread count or scheduling. When
/// `control.stop` is set the run ends early and returns the finished jobs, each with its
/// index (a prefix of the jobs only if one thread ran them).
pub fn run_jobs<T: Send>(
    n_jobs: usize,
    threads: usize,
    control: &Control<'_>,
    job: impl Fn(usize) -> T + Sync,
) -> Vec<(usize, T)> {
    let next = AtomicUsize::new(0);
    let threads = threads.clamp(1, n_jobs.max(1));
    let mut results: Vec<(usize, T)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        if control.stop.load(Ordering::Relaxed) {
                            break mine;
                        }
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        if index >= n_jobs {
                            break mine;
                        }
                        mine.push((index, job(index)));
                        (control.on_done)();
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a worker thread panicked"))
            .collect()
    });
    results.sort_by_key(|(index, _)| *index);
    results
}

/// The default thread count: one per core.
#[must_use]
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_in_job_order_and_each_job_reports_once() {
        let done = AtomicUsize::new(0);
        let stop = AtomicBool::new(false);
        let on_done = || {
            done.fetch_add(1, Ordering::Relaxed);
        };
        let control = Control {
            on_done: &on_done,
            stop: &stop,
        };
        let results = run_jobs(50, 3, &control, |i| i * i);
        assert_eq!(results, (0..50).map(|i| (i, i * i)).collect::<Vec<_>>());
        assert_eq!(done.load(Ordering::Relaxed), 50);
    }

    #[test]
    fn a_stopped_run_starts_no_new_job() {
        let stop = AtomicBool::new(false);
        let on_done = || stop.store(true, Ordering::Relaxed);
        let control = Control {
            on_done: &on_done,
            stop: &stop,
        };
        let results = run_jobs(1000, 1, &control, |i| i);
        assert_eq!(results, vec![(0, 0)]);
    }
}
