//! Game reviews of finished tables (`POST /api/tables/{id}/review`): one seat's decisions
//! weighed by the search from that seat's views (`interregnum_bots::review`), computed on
//! the blocking pool, followed by polling (the same request again), and kept once computed.
//!
//! A review is asked for a finished game only: it is computed from the replay record,
//! which the table hands out only then. Who may ask for which seat: see [`seat_to_review`].
//! Reviews live in memory only (a restart computes them again, the same, since a review is
//! deterministic); the most recent [`KEPT`] are kept.

use std::{
    collections::HashMap,
    sync::{
        Arc, Mutex, MutexGuard,
        atomic::{AtomicBool, AtomicI64, AtomicU32, Ordering},
    },
};

use interregnum_bots::{
    ReviewConfig,
    review::{DEFAULT_BUDGET, ReviewControl, review_replay},
};
use interregnum_core::{MAX_SEATS, Replay, Seat};
use tokio::sync::Semaphore;

use crate::{
    clock,
    protocol::{ErrorBody, ErrorCode, Identity, ReviewState, ReviewStatus, TableState},
};

/// Reviews computed at once in one server process: each takes [`THREADS`] cores for a few
/// seconds (a Claim game at the default budget), longer for a long game of Provinces.
pub const MAX_RUNNING: usize = 1;
/// Threads one review searches on: one core, the other serves the tables.
pub const THREADS: usize = 1;
/// Reviews kept in memory, running or done; past this the oldest finished are forgotten.
pub const KEPT: usize = 256;

#[derive(Clone, Debug)]
enum Phase {
    Running,
    Done(Arc<serde_json::Value>),
    Failed(String),
}

/// One review: a table's seat.
struct Job {
    table: String,
    seat: u8,
    /// The identity that asked first, whose one running review this is.
    owner: String,
    done: AtomicU32,
    decisions: AtomicU32,
    /// When it finished (ms since the epoch), once it has.
    finished_ms: AtomicI64,
    phase: Mutex<Phase>,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Job {
    fn state(&self) -> ReviewState {
        let phase = lock(&self.phase).clone();
        let (status, review, message) = match phase {
            Phase::Running => (ReviewStatus::Running, None, None),
            Phase::Done(review) => (ReviewStatus::Done, Some((*review).clone()), None),
            Phase::Failed(why) => (ReviewStatus::Failed, None, Some(why)),
        };
        ReviewState {
            table: self.table.clone(),
            seat: self.seat,
            status,
            done: self.done.load(Ordering::Relaxed),
            decisions: self.decisions.load(Ordering::Relaxed),
            review,
            message,
        }
    }

    fn running(&self) -> bool {
        matches!(*lock(&self.phase), Phase::Running)
    }
}

/// The reviews of this server process.
pub struct Reviews {
    jobs: Mutex<HashMap<(String, u8), Arc<Job>>>,
    running: Arc<Semaphore>,
    /// Search iterations per decision.
    budget: AtomicU32,
}

impl Default for Reviews {
    fn default() -> Reviews {
        Reviews {
            jobs: Mutex::new(HashMap::new()),
            running: Arc::new(Semaphore::new(MAX_RUNNING)),
            budget: AtomicU32::new(DEFAULT_BUDGET),
        }
    }
}

/// The seat whose review `identity` may ask for at `table` (finished), `asked` or else its
/// own: its own seat at any table, any seat at a public table. A private table's game is
/// its players' business: each may review their own play, not the others'.
///
/// # Errors
/// `not_seated` when no seat is asked and the identity held none, or it asks for another
/// seat of a private table; `no_such_seat` for a seat not at the table.
pub fn seat_to_review(table: &TableState, asked: Option<u8>) -> Result<u8, ErrorBody> {
    let seats = table.seats.len();
    let seat = match (asked, table.you) {
        (Some(seat), _) => seat,
        (None, Some(you)) => you,
        (None, None) => {
            return Err(ErrorBody::new(
                ErrorCode::NotSeated,
                "you held no seat at this table; name the seat to review",
            ));
        }
    };
    if usize::from(seat) >= seats {
        return Err(ErrorBody::new(
            ErrorCode::NoSuchSeat,
            format!(
                "there is no seat {seat} at this table; its seats are 0 to {}",
                seats.saturating_sub(1)
            ),
        ));
    }
    if !table.public && table.you != Some(seat) {
        return Err(ErrorBody::new(
            ErrorCode::NotSeated,
            "a private table's players may each review their own seat only",
        ));
    }
    Ok(seat)
}

impl Reviews {
    /// Sets the search iterations per decision of the reviews started from now on.
    pub fn set_budget(&self, budget: u32) {
        self.budget.store(budget, Ordering::Relaxed);
    }

    /// The review of `seat` in the finished game `replay` of `table`: as it stands if it was
    /// asked for before (running or done), else started for `identity`.
    ///
    /// # Errors
    /// `rate_limited` when `identity` has another review running or the server is busy with
    /// another.
    pub fn request(
        &self,
        identity: &Identity,
        table: &str,
        seat: u8,
        replay: Replay,
    ) -> Result<ReviewState, ErrorBody> {
        let key = (table.to_owned(), seat);
        let mut jobs = lock(&self.jobs);
        if let Some(job) = jobs.get(&key) {
            return Ok(job.state());
        }
        if jobs
            .values()
            .any(|job| job.owner == identity.id && job.running())
        {
            return Err(ErrorBody::new(
                ErrorCode::RateLimited,
                "you have a review running; wait for it",
            ));
        }
        let Ok(permit) = self.running.clone().try_acquire_owned() else {
            return Err(ErrorBody::new(
                ErrorCode::RateLimited,
                "the server is reviewing another game; try again in a minute",
            ));
        };
        forget_old(&mut jobs);
        let job = Arc::new(Job {
            table: table.to_owned(),
            seat,
            owner: identity.id.clone(),
            done: AtomicU32::new(0),
            decisions: AtomicU32::new(0),
            finished_ms: AtomicI64::new(0),
            phase: Mutex::new(Phase::Running),
        });
        jobs.insert(key, job.clone());
        drop(jobs);
        let state = job.state();
        let config = ReviewConfig {
            budget: self.budget.load(Ordering::Relaxed),
            threads: THREADS,
        };
        tokio::spawn(async move {
            let runner = job.clone();
            let outcome =
                tokio::task::spawn_blocking(move || review(&runner, &replay, seat, &config)).await;
            drop(permit);
            let phase = outcome.unwrap_or_else(|_| {
                tracing::error!("a review panicked");
                Phase::Failed("the review failed".to_owned())
            });
            *lock(&job.phase) = phase;
            job.finished_ms.store(clock::now_ms(), Ordering::Relaxed);
        });
        Ok(state)
    }
}

/// Forgets the oldest finished reviews while more than [`KEPT`] are kept.
fn forget_old(jobs: &mut HashMap<(String, u8), Arc<Job>>) {
    while jobs.len() >= KEPT {
        let oldest = jobs
            .iter()
            .filter(|(_, job)| !job.running())
            .min_by_key(|(_, job)| job.finished_ms.load(Ordering::Relaxed))
            .map(|(key, _)| key.clone());
        match oldest {
            Some(key) => jobs.remove(&key),
            None => break,
        };
    }
}

/// Computes the review (on a blocking thread) and says how it ended.
fn review(job: &Job, replay: &Replay, seat: u8, config: &ReviewConfig) -> Phase {
    let stop = AtomicBool::new(false);
    let on_progress = |done: usize, total: usize| {
        job.decisions
            .store(u32::try_from(total).unwrap_or(u32::MAX), Ordering::Relaxed);
        job.done
            .store(u32::try_from(done).unwrap_or(u32::MAX), Ordering::Relaxed);
    };
    let control = ReviewControl {
        on_progress: &on_progress,
        stop: &stop,
    };
    let Some(seat) = Seat::try_new(usize::from(seat), MAX_SEATS) else {
        return Phase::Failed(format!("there is no seat {seat} in any game"));
    };
    match review_replay(replay, seat, config, &control)
        .map_err(|err| err.to_string())
        .and_then(|review| serde_json::to_value(review).map_err(|err| err.to_string()))
    {
        Ok(review) => Phase::Done(Arc::new(review)),
        Err(why) => Phase::Failed(why),
    }
}
