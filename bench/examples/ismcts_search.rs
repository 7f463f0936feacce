//! One long ISMCTS search from the opening, for profiling:
//! `cargo run --release -p interregnum-bench --example ismcts_search -- 1000000`.

use interregnum_bots::{Budget, Ismcts, IsmctsConfig};
use interregnum_claim::{Claim, ClaimOptions};
use interregnum_core::{Game, Observer, Start};

fn main() {
    let iterations: u32 = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(200_000);
    let game = Claim::new(&ClaimOptions::default(), &Start::seeded(5)).expect("valid options");
    let seat = game.to_act().expect("the game goes on");
    let view = game.view(Observer::Seat(seat));
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let config = IsmctsConfig {
        budget: Budget::Iterations(iterations),
        threads: 1,
        ..IsmctsConfig::default()
    };
    let started = std::time::Instant::now();
    let analysis = Ismcts::<Claim>::new(config).analyse(&view, &legal);
    let secs = started.elapsed().as_secs_f64();
    println!(
        "{iterations} iterations in {secs:.3} s: {:.0} per second; best {} ({:.1}%)",
        f64::from(iterations) / secs,
        analysis.best,
        100.0 * analysis.win_chance()
    );
}
