//! Random Provinces games for instruction counts and profiles (docs/benchmarks.md):
//!
//! ```text
//! cargo build --release -p interregnum-provinces --example playouts
//! valgrind --tool=callgrind target/release/examples/playouts PLAYERS GAMES
//! ```
//!
//! Plays the seeds `0..GAMES` with the built-in deck, deal included, picking uniformly random
//! legal actions with `Game::random_action`, and prints the actions applied: the cost per
//! applied action is callgrind's instruction total, less that of a run with 0 games, divided
//! by the actions.

use interregnum_core::{Game, Start};
use interregnum_provinces::{Provinces, ProvincesOptions};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn main() {
    let mut args = std::env::args().skip(1);
    let players: u8 = args.next().and_then(|a| a.parse().ok()).unwrap_or(2);
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1_000);
    let options = ProvincesOptions::players(players);
    let mut policy = ChaCha8Rng::seed_from_u64(1);
    let mut actions = 0u64;
    let started = std::time::Instant::now();
    for seed in 0..games {
        let mut game = Provinces::new(&options, &Start::seeded(seed)).expect("valid options");
        while let Some(action) = game.random_action(&mut policy) {
            game.apply_unchecked(action);
            actions += 1;
        }
    }
    let secs = started.elapsed().as_secs_f64();
    println!(
        "{players} players: {games} games, {actions} actions ({:.1} a game), {:.0} ns an action",
        actions as f64 / games.max(1) as f64,
        secs * 1e9 / actions.max(1) as f64
    );
}
