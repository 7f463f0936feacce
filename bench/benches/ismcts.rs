//! ISMCTS iterations per second on one core: one search of 10,000 iterations from the
//! opening view, and one from a view in the middle of Phase 1.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use interregnum_bots::{Budget, Ismcts, IsmctsConfig};
use interregnum_claim::{Claim, ClaimOptions};
use interregnum_core::{Game, Observer, Start};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

const ITERATIONS: u32 = 10_000;

fn search_from(c: &mut Criterion, name: &str, plies: usize) {
    let mut game = Claim::new(&ClaimOptions::default(), &Start::seeded(5)).expect("valid options");
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for _ in 0..plies {
        game.apply_unchecked(game.random_action(&mut rng).expect("the game goes on"));
    }
    let seat = game.to_act().expect("the game goes on");
    let view = game.view(Observer::Seat(seat));
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let mut group = c.benchmark_group("ismcts");
    group.throughput(Throughput::Elements(u64::from(ITERATIONS)));
    group.sample_size(20);
    group.bench_function(name, |b| {
        let config = IsmctsConfig {
            budget: Budget::Iterations(ITERATIONS),
            threads: 1,
            ..IsmctsConfig::default()
        };
        let mut bot = Ismcts::<Claim>::new(config);
        b.iter(|| black_box(bot.analyse(&view, &legal).best));
    });
    group.finish();
}

fn searches(c: &mut Criterion) {
    search_from(c, "claim_opening", 0);
    search_from(c, "claim_mid_phase_1", 12);
}

criterion_group!(benches, searches);
criterion_main!(benches);
