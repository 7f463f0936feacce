//! The vectorised step's own cost, in Rust, beside the engine's bare random playout: what
//! the Python package's `VectorEnv.step` is measured against (docs/benchmarks.md, Python).
//!
//! `cargo run --release -p interregnum-bench --example vector_steps -- [SECONDS] [GAME PLAYERS
//! [vector [STEPS]]]`
//!
//! For each table (Claim, The Imposter Kings at 2 and 4, Provinces at 2 and 4; or only
//! GAME at PLAYERS), for about SECONDS (default 3) of CPU time each, on one thread:
//!
//! - 256 games stepped together through `interregnum_tensors::RandomSteps`, the very
//!   `Vector::step` that `VectorEnv.step` calls (apply the action, build the seat to act's
//!   typed view, encode its observation, write its legal mask, deal finished games anew),
//!   with a uniformly random legal action per game picked in Rust;
//! - the engine's bare random playout (`Game::random_action` and `apply_unchecked`, games
//!   from consecutive seeds), which builds no view and writes no tensor.
//!
//! With `vector` after a table, only the vectorised step is run (for `perf record`); with
//! STEPS after it, exactly that many steps of the 256 games, untimed, so that a count of
//! instructions (`valgrind --tool=cachegrind`, less the count for 0 steps) gives the
//! instructions per game step whatever else the machine runs.
//!
//! Prints nanoseconds per game step and per action in CPU time of the process (read from
//! `/proc/self/stat`, in steps of 10 ms), and their ratio.

use std::time::Duration;

use interregnum_bench::cpu_time;
use interregnum_claim::{Claim, ClaimOptions};
use interregnum_core::{Game, Start};
use interregnum_imposter_kings::{IkOptions, ImposterKings};
use interregnum_provinces::{Provinces, ProvincesOptions};
use interregnum_tensors::{Encoding, RandomSteps};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Games stepped together, as the Python benchmark's `VectorEnv`.
const N_GAMES: usize = 256;

/// What to run for a table.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// The vectorised step and the bare playout, timed.
    Both,
    /// The vectorised step alone, timed.
    Vector,
    /// This many vectorised steps, untimed.
    Steps(u64),
}

/// Nanoseconds of CPU time per unit of `work`, which is run until `seconds` have passed and
/// returns the units it did.
fn ns_per(seconds: f64, mut work: impl FnMut() -> u64) -> f64 {
    let budget = Duration::from_secs_f64(seconds);
    let start = cpu_time();
    let mut units = 0;
    while cpu_time() - start < budget {
        units += work();
    }
    (cpu_time() - start).as_nanos() as f64 / units as f64
}

/// The vectorised step, per game step.
fn vector_step<G: Encoding>(options: &G::Options, seconds: f64) -> f64 {
    let mut steps = RandomSteps::<G>::new(options.clone(), N_GAMES, 1).expect("valid options");
    // Every game's buffers reach their working size before the clock starts.
    steps.run(50).expect("legal actions");
    ns_per(seconds, || steps.run(20).expect("legal actions"))
}

/// The engine's bare random playout, per action.
fn bare_playout<G: Game>(options: &G::Options, seconds: f64) -> f64 {
    let mut seed = 0;
    ns_per(seconds, || {
        let mut actions = 0;
        for _ in 0..20 {
            let mut game = G::new(options, &Start::seeded(seed)).expect("valid options");
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            while let Some(action) = game.random_action(&mut rng) {
                game.apply_unchecked(action);
                actions += 1;
            }
            seed += 1;
        }
        actions
    })
}

fn row<G: Encoding>(table: &str, options: &G::Options, seconds: f64, mode: Mode) {
    if let Mode::Steps(steps) = mode {
        let mut vector = RandomSteps::<G>::new(options.clone(), N_GAMES, 1).expect("valid options");
        let played = vector.run(steps).expect("legal actions");
        println!("{table}: {played} game steps");
        return;
    }
    let step = vector_step::<G>(options, seconds);
    if mode == Mode::Vector {
        println!("| {table} | {step:.0} ns | | |");
        return;
    }
    let bare = bare_playout::<G>(options, seconds);
    println!(
        "| {table} | {step:.0} ns | {bare:.0} ns | {:.1}× |",
        step / bare
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let seconds: f64 = args
        .first()
        .map_or(3.0, |s| s.parse().expect("SECONDS is a number of seconds"));
    let only = args.get(1).map(|game| {
        let players: u8 = args
            .get(2)
            .and_then(|p| p.parse().ok())
            .expect("PLAYERS follows GAME");
        (game.as_str(), players)
    });
    let mode = match (args.get(3).map(String::as_str), args.get(4)) {
        (Some("vector"), Some(steps)) => Mode::Steps(steps.parse().expect("STEPS is a number")),
        (Some("vector"), None) => Mode::Vector,
        _ => Mode::Both,
    };
    let tables = [
        ("claim", 2),
        ("imposter-kings", 2),
        ("imposter-kings", 4),
        ("provinces", 2),
        ("provinces", 4),
    ];
    println!(
        "| table | vectorised step ({N_GAMES} games), per game step | bare random playout, per action | ratio |"
    );
    println!("| --- | --- | --- | --- |");
    for (game, players) in tables.into_iter().filter(|&t| only.is_none_or(|o| o == t)) {
        let table = format!("{game} {players}p");
        match game {
            "claim" => row::<Claim>(&table, &ClaimOptions::default(), seconds, mode),
            "imposter-kings" => {
                let options = IkOptions {
                    players,
                    ..IkOptions::default()
                };
                row::<ImposterKings>(&table, &options, seconds, mode);
            }
            _ => {
                let options = ProvincesOptions {
                    players,
                    ..ProvincesOptions::default()
                };
                row::<Provinces>(&table, &options, seconds, mode);
            }
        }
    }
}
