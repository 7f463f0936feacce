//! Plays random Claim games for profiling: `cargo run --release -p interregnum-bench --example claim_playouts -- 1000000`.

use interregnum_claim::{Claim, ClaimOptions};
use interregnum_core::{Game, Start};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(100_000);
    let options = ClaimOptions::default();
    let mut policy = ChaCha8Rng::seed_from_u64(1);
    let mut seats_won = [0u64; 3];
    let started = std::time::Instant::now();
    for seed in 0..games {
        let mut game = Claim::new(&options, &Start::seeded(seed)).expect("valid options");
        game.play_out(&mut policy);
        let outcome = game.outcome().expect("over");
        seats_won[outcome.winners.first().map_or(2, |s| s.index())] += 1;
    }
    let secs = started.elapsed().as_secs_f64();
    println!(
        "{games} games in {secs:.3} s: {:.0} games/s; A {} B {} draws {}",
        games as f64 / secs,
        seats_won[0],
        seats_won[1],
        seats_won[2]
    );
}
