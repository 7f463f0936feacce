//! Random play in every game: whole games from fixed seeds, with throughput counted in
//! applied actions, so the figure is the cost per action (deal included) and compares with
//! other engines' "µs per applied action".

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use interregnum_claim::{Claim, ClaimOptions};
use interregnum_core::{Game, Start};
use interregnum_imposter_kings::{IkOptions, ImposterKings};
use interregnum_provinces::{Provinces, ProvincesOptions};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

const GAMES: u64 = 20;

/// Plays games `0..GAMES` at random; returns the number of actions applied.
fn play_all<G: Game>(options: &G::Options) -> u64 {
    let mut actions = 0;
    let mut policy = ChaCha8Rng::seed_from_u64(1);
    for seed in 0..GAMES {
        let mut game = G::new(options, &Start::seeded(seed)).expect("valid options");
        while let Some(action) = game.random_action(&mut policy) {
            game.apply_unchecked(action);
            actions += 1;
        }
    }
    actions
}

fn bench_game<G: Game>(c: &mut Criterion, name: &str, options: &G::Options) {
    let actions = play_all::<G>(options);
    let mut group = c.benchmark_group("random_play");
    group.throughput(Throughput::Elements(actions));
    group.bench_function(name, |b| b.iter(|| black_box(play_all::<G>(options))));
    group.finish();
}

fn engines(c: &mut Criterion) {
    bench_game::<Claim>(c, "claim", &ClaimOptions::default());
    for players in [2, 3, 4] {
        let options = IkOptions {
            players,
            ..IkOptions::default()
        };
        bench_game::<ImposterKings>(c, &format!("imposter_kings_{players}p_match"), &options);
    }
    for players in [2, 3, 4] {
        let options = ProvincesOptions {
            players,
            ..ProvincesOptions::default()
        };
        bench_game::<Provinces>(c, &format!("provinces_{players}p"), &options);
    }
}

criterion_group!(benches, engines);
criterion_main!(benches);
