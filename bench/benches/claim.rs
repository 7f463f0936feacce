//! Claim: whole random games, the legal-move generator and sampling from a view.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use interregnum_bench::sample_positions;
use interregnum_claim::{Claim, ClaimOptions};
use interregnum_core::{Game, Observer, Start};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn random_games(c: &mut Criterion) {
    let options = ClaimOptions::default();
    let mut group = c.benchmark_group("claim");
    group.throughput(Throughput::Elements(1));
    // A whole game: deal (seeded ChaCha8 shuffle) and 52 uniformly random legal cards.
    group.bench_function("random_game", |b| {
        let mut policy = ChaCha8Rng::seed_from_u64(1);
        let mut seed = 0u64;
        b.iter(|| {
            seed += 1;
            let mut game = Claim::new(&options, &Start::seeded(seed)).expect("valid options");
            game.play_out(&mut policy);
            black_box(game.tricks_played())
        });
    });
    // The playout alone, from a dealt game: what a search rollout costs.
    group.bench_function("random_playout_from_deal", |b| {
        let dealt = Claim::new(&options, &Start::seeded(7)).expect("valid options");
        let mut policy = ChaCha8Rng::seed_from_u64(2);
        b.iter(|| {
            let mut game = dealt.clone();
            game.play_out(&mut policy);
            black_box(game.tricks_played())
        });
    });
    group.finish();
}

fn move_generation(c: &mut Criterion) {
    let positions = sample_positions::<Claim>(&ClaimOptions::default(), 20);
    let mut group = c.benchmark_group("claim");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("legal_actions", |b| {
        let mut legal = Vec::with_capacity(16);
        b.iter(|| {
            let mut n = 0;
            for position in &positions {
                position.legal_actions(&mut legal);
                n += legal.len();
            }
            black_box(n)
        });
    });
    group.bench_function("legal_mask", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|p| p.legal_mask().count_ones())
                .sum::<u32>()
        });
    });
    group.finish();
}

fn determinization(c: &mut Criterion) {
    let positions = sample_positions::<Claim>(&ClaimOptions::default(), 2);
    let views: Vec<_> = positions
        .iter()
        .map(|p| p.view(Observer::Seat(p.to_act().unwrap())))
        .collect();
    let mut group = c.benchmark_group("claim");
    group.throughput(Throughput::Elements(views.len() as u64));
    group.bench_function("determinize", |b| {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        b.iter(|| {
            for view in &views {
                black_box(Claim::determinize(view, &mut rng).expect("views of real games sample"));
            }
        });
    });
    group.finish();
}

criterion_group!(benches, random_games, move_generation, determinization);
criterion_main!(benches);
