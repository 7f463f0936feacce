//! How long the game review takes: reviews each seat of every replay record given, at the
//! default budget (or BUDGET), and prints the time per decision and per seat's review, in
//! CPU time of the process (what it costs on one core, whatever else the machine runs; read
//! from /proc/self/stat, so in steps of 10 ms) and in wall-clock time.
//!
//! `cargo run --release -p interregnum-bench --example review_times -- THREADS FILE...`, with
//! `BUDGET=N` in the environment for another budget than the default; the records from
//! `record_games` (bench/review-calibration.sh).

use std::{
    sync::atomic::AtomicBool,
    time::{Duration, Instant},
};

use interregnum_bench::cpu_time;
use interregnum_bots::{
    ReviewConfig,
    review::{DEFAULT_BUDGET, ReviewControl, review_replay},
};
use interregnum_core::{Replay, Seat};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 2 {
        eprintln!("usage: review_times THREADS FILE...");
        std::process::exit(2);
    }
    let threads: usize = args[0].parse().expect("THREADS is a number");
    let budget = std::env::var("BUDGET").map_or(DEFAULT_BUDGET, |text| {
        text.parse().expect("BUDGET is a number")
    });
    let config = ReviewConfig { budget, threads };
    let stop = AtomicBool::new(false);
    let control = ReviewControl {
        on_progress: &|_, _| {},
        stop: &stop,
    };
    let (mut decisions, mut reviews) = (0usize, 0u32);
    let (mut cpu, mut wall) = (Duration::ZERO, Duration::ZERO);
    let mut max_wall = Duration::ZERO;
    for file in &args[1..] {
        let text = std::fs::read_to_string(file).expect("the replay can be read");
        let replay: Replay = serde_json::from_str(&text).expect("a replay record");
        for seat in [Seat::new(0), Seat::new(1)] {
            let (cpu_start, wall_start) = (cpu_time(), Instant::now());
            let review = review_replay(&replay, seat, &config, &control).expect("a review");
            let (spent_cpu, spent_wall) = (cpu_time() - cpu_start, wall_start.elapsed());
            decisions += review.decisions.len();
            reviews += 1;
            cpu += spent_cpu;
            wall += spent_wall;
            max_wall = max_wall.max(spent_wall);
            eprint!(".");
        }
    }
    eprintln!();
    let s = |d: Duration| d.as_secs_f64();
    println!(
        "{reviews} seat reviews, {decisions} decisions at {budget} iterations, {threads} threads: \
         per decision CPU {:.0} ms, wall {:.0} ms; per seat's review CPU {:.1} s, wall {:.1} s \
         (slowest {:.1} s)",
        1000.0 * s(cpu) / decisions as f64,
        1000.0 * s(wall) / decisions as f64,
        s(cpu) / f64::from(reviews),
        s(wall) / f64::from(reviews),
        s(max_wall),
    );
}
