//! The deck designer's simulations: bot games with a Provinces deck, played by
//! `interregnum-simulate` on the blocking pool, one at a time per server, followed by their
//! owner through polling, stopped when the owner cancels, stops asking, or the time is up.
//!
//! Simulations live in memory only: they are a designer's question, not a game anyone
//! played, so a restart forgets them.

use std::{
    collections::HashMap,
    sync::{
        Arc, Mutex, MutexGuard,
        atomic::{AtomicBool, AtomicI64, AtomicU32, Ordering},
    },
    time::Duration,
};

use interregnum_bots::{BotSpec, Budget};
use interregnum_core::Game;
use interregnum_provinces::{Provinces, ProvincesOptions, ProvincesResult};
use interregnum_simulate::{
    Control, Plan, Played, Rate,
    provinces::{Endings, RoundSummary},
};
use tokio::sync::Semaphore;

use crate::{
    clock, games,
    protocol::{
        Ending, EndingShare, ErrorBody, ErrorCode, Identity, NewSimulation, RoundStats, SeatShare,
        Share, SimulationReport, SimulationState, SimulationStatus,
    },
    secrets,
};

/// The most games one simulation plays.
pub const MAX_GAMES: u32 = 1000;
/// The most games when a search bot (ISMCTS) plays: each of its moves is a search.
pub const MAX_SEARCH_GAMES: u32 = 100;
/// The largest search a simulation's bot may make per move, in iterations.
pub const MAX_SEARCH_ITERATIONS: u32 = 1_000;
/// Simulations running at once in one server process: each takes a core.
pub const MAX_RUNNING: usize = 1;
/// The longest a simulation runs; then it stops and reports the games it played.
pub const TIME_LIMIT: Duration = Duration::from_secs(120);
/// A simulation nobody asked about for this long is cancelled: its page went away.
pub const ABANDONED_AFTER: Duration = Duration::from_secs(15);
/// How long a finished simulation's report is kept for its owner.
pub const KEPT_FOR: Duration = Duration::from_secs(600);

/// Why a run was stopped before its last game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum StopReason {
    Cancelled,
    Abandoned,
    TimeUp,
}

#[derive(Clone, Debug)]
enum Phase {
    Running,
    Done(SimulationReport),
    Cancelled(&'static str),
    Failed(String),
}

/// One simulation.
struct Job {
    id: String,
    owner: String,
    games: u32,
    done: AtomicU32,
    stop: AtomicBool,
    why_stopped: Mutex<Option<StopReason>>,
    /// When its owner last asked about it (ms since the epoch).
    polled_ms: AtomicI64,
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
    fn state(&self) -> SimulationState {
        let phase = lock(&self.phase).clone();
        let (status, report, message) = match phase {
            Phase::Running => (SimulationStatus::Running, None, None),
            Phase::Done(report) => (SimulationStatus::Done, Some(report), None),
            Phase::Cancelled(why) => (SimulationStatus::Cancelled, None, Some(why.to_owned())),
            Phase::Failed(why) => (SimulationStatus::Failed, None, Some(why)),
        };
        SimulationState {
            id: self.id.clone(),
            status,
            games: self.games,
            done: self.done.load(Ordering::Relaxed),
            report,
            message,
        }
    }

    fn stop_for(&self, reason: StopReason) {
        lock(&self.why_stopped).get_or_insert(reason);
        self.stop.store(true, Ordering::Relaxed);
    }

    fn running(&self) -> bool {
        matches!(*lock(&self.phase), Phase::Running)
    }
}

/// The simulations of this server process.
pub struct Simulations {
    jobs: Mutex<HashMap<String, Arc<Job>>>,
    running: Arc<Semaphore>,
}

impl Default for Simulations {
    fn default() -> Simulations {
        Simulations {
            jobs: Mutex::new(HashMap::new()),
            running: Arc::new(Semaphore::new(MAX_RUNNING)),
        }
    }
}

/// A simulation request checked: the options, the bot of each seat, the games.
struct Checked {
    options: ProvincesOptions,
    bots: Vec<BotSpec>,
    games: u32,
}

fn bad(message: impl Into<String>) -> ErrorBody {
    ErrorBody::new(ErrorCode::BadOptions, message)
}

/// Checks a request against the engine (the deck, the player count) and the limits.
fn check(request: NewSimulation) -> Result<Checked, ErrorBody> {
    let entry = games::find(Provinces::NAME)?;
    let (options, n_seats) = entry.checked_options(request.options)?;
    let options: ProvincesOptions = serde_json::from_value(games::engine_options(&options))
        .map_err(|err| bad(err.to_string()))?;
    let names = request.bots.unwrap_or_else(|| vec!["heuristic".to_owned()]);
    let names = match names.len() {
        1 => vec![names[0].clone(); n_seats],
        n if n == n_seats => names,
        n => {
            return Err(bad(format!(
                "give one bot for every seat or one per seat ({n_seats}), not {n}"
            )));
        }
    };
    let mut bots = Vec::new();
    for name in &names {
        let spec: BotSpec = name.parse().map_err(|err: interregnum_bots::UnknownBot| {
            ErrorBody::new(ErrorCode::UnknownBot, err.to_string())
        })?;
        bots.push(spec.resolve::<Provinces>(&options));
    }
    let searches = bots.iter().any(|bot| matches!(bot, BotSpec::Ismcts { .. }));
    for (bot, name) in bots.iter().zip(&names) {
        match bot {
            BotSpec::Ismcts {
                budget: Budget::Iterations(n),
                ..
            } if *n > MAX_SEARCH_ITERATIONS => {
                return Err(bad(format!(
                    "{name} searches {n} iterations a move; a simulation's bots search at most \
                     {MAX_SEARCH_ITERATIONS} (random, heuristic, easy, medium or ismcts:N)"
                )));
            }
            BotSpec::Ismcts {
                budget: Budget::Time(_),
                ..
            } => {
                return Err(bad(format!(
                    "{name} searches for a time; a simulation's bots search a number of \
                     iterations, so that a run can be reproduced"
                )));
            }
            _ => {}
        }
    }
    let max = if searches {
        MAX_SEARCH_GAMES
    } else {
        MAX_GAMES
    };
    if request.games == 0 || request.games > max {
        return Err(bad(format!(
            "a simulation plays 1 to {max} games{}, not {}",
            if searches { " when a bot searches" } else { "" },
            request.games
        )));
    }
    Ok(Checked {
        options,
        bots,
        games: request.games,
    })
}

fn share(rate: Rate) -> Share {
    Share {
        rate: rate.rate,
        low: rate.low,
        high: rate.high,
    }
}

fn wire_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// What the games showed, for the designer's charts.
#[must_use]
pub fn report(
    played: &[Played<ProvincesResult>],
    seed: u32,
    asked: u32,
    players: u8,
    bots: &[BotSpec],
) -> SimulationReport {
    let seats = (0..players)
        .map(|seat| {
            let wins = played
                .iter()
                .filter(|p| {
                    p.outcome
                        .winners
                        .iter()
                        .any(|w| w.index() == usize::from(seat))
                })
                .count();
            SeatShare {
                seat,
                wins: wire_u32(wins),
                share: share(Rate::wilson(wins as f64, played.len())),
            }
        })
        .collect();
    let rounds = RoundSummary::of(played);
    let endings = Endings::of(played)
        .named()
        .into_iter()
        .map(|(name, count)| EndingShare {
            ending: match name {
                "province_target" => Ending::ProvinceTarget,
                "round_limit" => Ending::RoundLimit,
                "most_provinces" => Ending::MostProvinces,
                "treasury_tie_break" => Ending::TreasuryTieBreak,
                "shared" => Ending::Shared,
                _ => Ending::Draw,
            },
            games: wire_u32(count.games),
            share: share(count.rate),
        })
        .collect();
    SimulationReport {
        seed,
        games: wire_u32(played.len()),
        complete: wire_u32(played.len()) == asked,
        players,
        bots: bots.iter().map(ToString::to_string).collect(),
        seats,
        rounds: RoundStats {
            mean: rounds.mean,
            sd: rounds.sd,
            min: rounds.min,
            median: rounds.median,
            max: rounds.max,
            histogram: rounds.histogram.iter().map(|&n| wire_u32(n)).collect(),
        },
        endings,
    }
}

impl Simulations {
    /// Starts a simulation for `owner`.
    ///
    /// # Errors
    /// `bad_options` or `unknown_bot` for a request the engine or the limits refuse;
    /// `rate_limited` when the owner has one running or the server is busy with another.
    pub fn start(
        &self,
        owner: &Identity,
        request: NewSimulation,
    ) -> Result<SimulationState, ErrorBody> {
        let checked = check(request)?;
        self.forget_old();
        if lock(&self.jobs)
            .values()
            .any(|job| job.owner == owner.id && job.running())
        {
            return Err(ErrorBody::new(
                ErrorCode::RateLimited,
                "you have a simulation running; wait for it or cancel it",
            ));
        }
        let Ok(permit) = self.running.clone().try_acquire_owned() else {
            return Err(ErrorBody::new(
                ErrorCode::RateLimited,
                "the server is running another simulation; try again in a minute",
            ));
        };
        let job = Arc::new(Job {
            id: secrets::random_id(16),
            owner: owner.id.clone(),
            games: checked.games,
            done: AtomicU32::new(0),
            stop: AtomicBool::new(false),
            why_stopped: Mutex::new(None),
            polled_ms: AtomicI64::new(clock::now_ms()),
            finished_ms: AtomicI64::new(0),
            phase: Mutex::new(Phase::Running),
        });
        lock(&self.jobs).insert(job.id.clone(), job.clone());
        let state = job.state();
        tokio::spawn(watch(job.clone()));
        tokio::spawn(async move {
            let runner = job.clone();
            let outcome = tokio::task::spawn_blocking(move || simulate(&runner, &checked)).await;
            drop(permit);
            let phase = match outcome {
                Ok(phase) => phase,
                Err(_) => {
                    tracing::error!("a simulation panicked");
                    Phase::Failed("the simulation failed".to_owned())
                }
            };
            *lock(&job.phase) = phase;
            job.finished_ms.store(clock::now_ms(), Ordering::Relaxed);
        });
        Ok(state)
    }

    fn job(&self, owner: &Identity, id: &str) -> Result<Arc<Job>, ErrorBody> {
        lock(&self.jobs)
            .get(id)
            .filter(|job| job.owner == owner.id)
            .cloned()
            .ok_or_else(|| {
                ErrorBody::new(
                    ErrorCode::NoSuchSimulation,
                    "you have no simulation with that id (a finished one is kept for 10 minutes)",
                )
            })
    }

    /// The simulation `id` of `owner`, as it is now; asking keeps it alive.
    ///
    /// # Errors
    /// `no_such_simulation`.
    pub fn state(&self, owner: &Identity, id: &str) -> Result<SimulationState, ErrorBody> {
        let job = self.job(owner, id)?;
        job.polled_ms.store(clock::now_ms(), Ordering::Relaxed);
        Ok(job.state())
    }

    /// Stops the simulation `id` of `owner`: no new game starts; it ends as cancelled.
    ///
    /// # Errors
    /// `no_such_simulation`.
    pub fn cancel(&self, owner: &Identity, id: &str) -> Result<SimulationState, ErrorBody> {
        let job = self.job(owner, id)?;
        job.stop_for(StopReason::Cancelled);
        Ok(job.state())
    }

    /// Forgets finished simulations older than [`KEPT_FOR`].
    fn forget_old(&self) {
        let now = clock::now_ms();
        let kept = i64::try_from(KEPT_FOR.as_millis()).unwrap_or(i64::MAX);
        lock(&self.jobs).retain(|_, job| {
            let finished = job.finished_ms.load(Ordering::Relaxed);
            job.running() || finished == 0 || now - finished < kept
        });
    }
}

/// Stops a running simulation once its owner stops asking about it or its time is up.
async fn watch(job: Arc<Job>) {
    let started = clock::now_ms();
    let limit = i64::try_from(TIME_LIMIT.as_millis()).unwrap_or(i64::MAX);
    let abandoned = i64::try_from(ABANDONED_AFTER.as_millis()).unwrap_or(i64::MAX);
    let mut tick = tokio::time::interval(Duration::from_millis(500));
    while job.running() {
        tick.tick().await;
        let now = clock::now_ms();
        if now - job.polled_ms.load(Ordering::Relaxed) > abandoned {
            job.stop_for(StopReason::Abandoned);
        } else if now - started > limit {
            job.stop_for(StopReason::TimeUp);
        }
    }
}

/// Plays the games (on a blocking thread) and says how the run ended.
fn simulate(job: &Job, checked: &Checked) -> Phase {
    let seed = u32::try_from(secrets::seed() & u64::from(u32::MAX)).unwrap_or(0);
    let plan = Plan::<Provinces> {
        options: &checked.options,
        games: checked.games as usize,
        seed: u64::from(seed),
        // One core: the other serves the tables.
        threads: 1,
        bots: &checked.bots,
        rotate: checked.bots.iter().any(|bot| *bot != checked.bots[0]),
        label: None,
    };
    let on_done = || {
        job.done.fetch_add(1, Ordering::Relaxed);
    };
    let played = interregnum_simulate::run(
        &plan,
        &Control {
            on_done: &on_done,
            stop: &job.stop,
        },
    );
    match *lock(&job.why_stopped) {
        Some(StopReason::Cancelled) => return Phase::Cancelled("cancelled by its owner"),
        Some(StopReason::Abandoned) => {
            return Phase::Cancelled("nobody asked about it for a while (its page went away)");
        }
        Some(StopReason::TimeUp) | None => {}
    }
    if played.is_empty() {
        return Phase::Failed(format!(
            "not one game finished within the time limit of {} seconds",
            TIME_LIMIT.as_secs()
        ));
    }
    Phase::Done(report(
        &played,
        seed,
        checked.games,
        checked.options.players,
        &checked.bots,
    ))
}

#[cfg(test)]
mod tests {
    use serde_json::Value;

    use super::*;

    fn request(value: Value) -> NewSimulation {
        serde_json::from_value(value).unwrap()
    }

    #[test]
    fn limits_are_checked_with_a_message_that_says_what_is_allowed() {
        let too_many = check(request(
            serde_json::json!({"games": 5000, "bots": ["random"]}),
        ))
        .err()
        .unwrap();
        assert_eq!(too_many.code, ErrorCode::BadOptions);
        assert!(
            too_many.message.contains("1 to 1000"),
            "{}",
            too_many.message
        );
        let searching = check(request(
            serde_json::json!({"games": 500, "bots": ["medium"]}),
        ))
        .err()
        .unwrap();
        assert!(
            searching.message.contains("1 to 100"),
            "{}",
            searching.message
        );
        let hard = check(request(serde_json::json!({"games": 5, "bots": ["hard"]})))
            .err()
            .unwrap();
        assert!(hard.message.contains("at most 1000"), "{}", hard.message);
        let timed = check(request(
            serde_json::json!({"games": 5, "bots": ["ismcts:10ms"]}),
        ))
        .err()
        .unwrap();
        assert!(timed.message.contains("reproduced"), "{}", timed.message);
        let unknown = check(request(serde_json::json!({"games": 5, "bots": ["clever"]})))
            .err()
            .unwrap();
        assert_eq!(unknown.code, ErrorCode::UnknownBot);
        let seats = check(request(
            serde_json::json!({"games": 5, "bots": ["random", "random", "random"]}),
        ))
        .err()
        .unwrap();
        assert!(
            seats.message.contains("one per seat (2)"),
            "{}",
            seats.message
        );
        let deck = check(request(serde_json::json!({"games": 5,
            "options": {"deck": "[rules]\nhand_limit = \"many\"\n"}})))
        .err()
        .unwrap();
        assert!(deck.message.contains("hand_limit"), "{}", deck.message);
        let fine = check(request(
            serde_json::json!({"games": 5, "options": {"players": 3}}),
        ))
        .unwrap();
        assert_eq!(
            fine.bots,
            vec![BotSpec::Heuristic; 3],
            "a simulation's bots are the heuristic bot unless the request names others"
        );
    }
}
