//! ISMCTS iterations per second on one core: one search from an opening view of each game,
//! and in Claim also from a view in the middle of Phase 1; each with uniformly random
//! playouts and with the game's heuristic playouts (`_heuristic`).

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use interregnum_bots::{Budget, Heuristic, Ismcts, IsmctsConfig, Playout};
use interregnum_claim::{Claim, ClaimOptions};
use interregnum_core::{Observer, Start};
use interregnum_imposter_kings::{IkOptions, ImposterKings};
use interregnum_provinces::{Provinces, ProvincesOptions};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn search_from<G: Heuristic>(
    c: &mut Criterion,
    name: &str,
    options: &G::Options,
    plies: usize,
    iterations: u32,
) {
    let mut game = G::new(options, &Start::seeded(5)).expect("valid options");
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for _ in 0..plies {
        game.apply_unchecked(game.random_action(&mut rng).expect("the game goes on"));
    }
    let seat = game.to_act().expect("the game goes on");
    let view = game.view(Observer::Seat(seat));
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let mut group = c.benchmark_group("ismcts");
    group.throughput(Throughput::Elements(u64::from(iterations)));
    group.sample_size(10);
    for (playout, suffix) in [(Playout::Random, ""), (Playout::Heuristic, "_heuristic")] {
        group.bench_function(format!("{name}{suffix}"), |b| {
            let config = IsmctsConfig {
                budget: Budget::Iterations(iterations),
                threads: 1,
                playout,
                ..IsmctsConfig::default()
            };
            b.iter(|| black_box(Ismcts::<G>::new(config).analyse(&view, &legal).best));
        });
    }
    group.finish();
}

fn searches(c: &mut Criterion) {
    search_from::<Claim>(c, "claim_opening", &ClaimOptions::default(), 0, 10_000);
    search_from::<Claim>(c, "claim_mid_phase_1", &ClaimOptions::default(), 12, 10_000);
    // A round of The Imposter Kings, not a whole match: a match to 7 points makes every
    // playout several rounds long.
    let one_round = IkOptions {
        players: 2,
        points_to_win: 1,
    };
    search_from::<ImposterKings>(c, "imposter_kings_2p_round", &one_round, 0, 2_000);
    let provinces = ProvincesOptions {
        players: 2,
        ..ProvincesOptions::default()
    };
    search_from::<Provinces>(c, "provinces_2p_opening", &provinces, 0, 2_000);
}

criterion_group!(benches, searches);
criterion_main!(benches);
