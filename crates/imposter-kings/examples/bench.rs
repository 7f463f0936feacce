//! Random matches, for timing and instruction counts:
//! `cargo run --release -p interregnum-imposter-kings --example bench -- [PLAYERS] [MATCHES]`.
//!
//! Without arguments it times 2,000 matches at each player count. With them it plays
//! `MATCHES` matches to 7 points from seeds `0..MATCHES` at `PLAYERS` players, exactly as the
//! `engines` criterion benchmark does (one policy RNG seeded with 1, uniformly random legal
//! actions, nothing else asked of the engine), and prints the number of applied actions:
//! under `valgrind --tool=callgrind`, the instruction count of that run less the count of a
//! run with `MATCHES` = 0, divided by the actions, is the cost of one applied action.
//!
//! The file uses the `Game` API only, so the same file measures an older engine.

use interregnum_core::{Game, Start};
use interregnum_imposter_kings::{IkOptions, ImposterKings};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Plays matches `0..matches`; returns the actions applied, and the rounds played if
/// `count_rounds` (which asks each finished match for its outcome).
fn play(players: u8, matches: u64, count_rounds: bool) -> (u64, u64) {
    let options = IkOptions {
        players,
        points_to_win: 7,
    };
    let mut policy = ChaCha8Rng::seed_from_u64(1);
    let (mut actions, mut rounds) = (0, 0);
    for seed in 0..matches {
        let mut game = ImposterKings::new(&options, &Start::seeded(seed)).expect("valid options");
        while let Some(action) = game.random_action(&mut policy) {
            game.apply_unchecked(action);
            actions += 1;
        }
        if count_rounds {
            rounds += game.outcome().map_or(0, |o| u64::from(o.detail.rounds));
        }
    }
    (actions, rounds)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let players = args.next().and_then(|p| p.parse::<u8>().ok());
    let matches = args.next().and_then(|m| m.parse::<u64>().ok());
    if let (Some(players), Some(matches)) = (players, matches) {
        let (actions, _) = play(players, matches, false);
        println!("{players}p: {matches} matches, {actions} actions");
        return;
    }
    println!("state size: {} bytes", std::mem::size_of::<ImposterKings>());
    for players in 2..=4u8 {
        let n = 2000;
        let started = std::time::Instant::now();
        let (actions, rounds) = play(players, n, true);
        let secs = started.elapsed().as_secs_f64();
        println!(
            "{players}p: {:.0} matches/s, {:.0} rounds/s, {:.1} M actions/s ({:.0} ns per action)",
            n as f64 / secs,
            rounds as f64 / secs,
            actions as f64 / secs / 1e6,
            secs * 1e9 / actions as f64
        );
    }
}
