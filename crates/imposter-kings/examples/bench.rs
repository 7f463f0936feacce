//! Random playouts per second: `cargo run --release --example bench`.

use interregnum_core::{Game, Start};
use interregnum_imposter_kings::{IkOptions, ImposterKings};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
fn main() {
    println!("state size: {} bytes", std::mem::size_of::<ImposterKings>());
    for players in 2..=4u8 {
        let opts = IkOptions {
            players,
            points_to_win: 7,
        };
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let t = std::time::Instant::now();
        let mut actions = 0u64;
        let mut rounds = 0u64;
        let n = 2000;
        for seed in 0..n {
            let mut g = ImposterKings::new(&opts, &Start::seeded(seed)).unwrap();
            while let Some(a) = g.random_action(&mut rng) {
                g.apply_unchecked(a);
                actions += 1;
            }
            rounds += u64::from(g.view(interregnum_core::Observer::Spectator).round);
        }
        let s = t.elapsed().as_secs_f64();
        println!(
            "{players}p: {:.0} matches/s, {:.0} rounds/s, {:.1} M actions/s",
            n as f64 / s,
            rounds as f64 / s,
            actions as f64 / s / 1e6
        );
    }
}
