//! Many whole games in one call, without the interpreter: bot games for simulations, and
//! uniformly random playouts (the engines' own speed, for the benchmarks).

use interregnum_bots::{BotSpec, derive_seed};
use interregnum_core::{Observer, Seat, Start};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::{
    error::{Error, Result},
    session::Playable,
};

/// The results of a batch, game by game.
pub(crate) struct Batch {
    pub(crate) n_seats: usize,
    /// Per game and seat: 1 for a win, 0 for a loss, 0.5 for a draw.
    pub(crate) payoffs: Vec<f64>,
    /// Per game and seat, in the game's own unit.
    pub(crate) scores: Vec<i32>,
    /// Per game: whether it was a draw.
    pub(crate) draws: Vec<bool>,
    /// Per game: the actions played.
    pub(crate) lengths: Vec<u32>,
}

/// One finished game.
struct Played {
    payoffs: Vec<f64>,
    scores: Vec<i32>,
    draw: bool,
    length: u32,
}

/// Plays game `i` from `seeds[i]` with one bot per seat, on `threads` threads. Bot `s` of a
/// game seeded `g` is seeded `derive_seed(g, 1 + s)`, as `interregnum simulate` seeds them,
/// so a batch whose seeds are `derive_seed(seed, i)` plays the very games of
/// `interregnum simulate --seed seed`. Results do not depend on the thread count.
pub(crate) fn play<G: Playable>(
    options: &G::Options,
    seeds: &[u64],
    bots: &[BotSpec],
    threads: usize,
) -> Result<Batch> {
    let n_seats = G::new(options, &Start::seeded(0))?.n_seats();
    if bots.len() != n_seats {
        return Err(Error::Setup(format!(
            "{} bots for a table of {n_seats} seats: give one bot per seat",
            bots.len()
        )));
    }
    let bots: Vec<BotSpec> = bots.iter().map(|b| b.resolve::<G>(options)).collect();
    let played = run_parallel(seeds.len(), threads, |i| {
        play_one::<G>(options, seeds[i], &bots)
    });
    let mut batch = Batch {
        n_seats,
        payoffs: Vec::with_capacity(seeds.len() * n_seats),
        scores: Vec::with_capacity(seeds.len() * n_seats),
        draws: Vec::with_capacity(seeds.len()),
        lengths: Vec::with_capacity(seeds.len()),
    };
    for game in played {
        let game = game?;
        batch.payoffs.extend(game.payoffs);
        batch.scores.extend(game.scores);
        batch.draws.push(game.draw);
        batch.lengths.push(game.length);
    }
    Ok(batch)
}

fn play_one<G: Playable>(options: &G::Options, seed: u64, bots: &[BotSpec]) -> Result<Played> {
    let mut game = G::new(options, &Start::seeded(seed))?;
    let mut players: Vec<_> = bots
        .iter()
        .enumerate()
        .map(|(seat, spec)| spec.build::<G>(derive_seed(seed, 1 + seat as u64)))
        .collect();
    let mut legal = Vec::new();
    let mut length = 0;
    while let Some(seat) = game.to_act() {
        let action = interregnum_bots::ask(players[seat.index()].as_mut(), &game, seat, &mut legal);
        game.apply_unchecked(action);
        length += 1;
    }
    let outcome = game
        .outcome()
        .ok_or_else(|| Error::Setup("a finished game has no outcome (an engine bug)".into()))?;
    Ok(Played {
        payoffs: Seat::all(game.n_seats())
            .map(|s| outcome.payoff(s))
            .collect(),
        draw: outcome.is_draw(),
        scores: outcome.scores,
        length,
    })
}

/// What a random playout builds for the seat to act before each action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Views {
    /// Nothing: the engine alone.
    None,
    /// The game's view ([`Game::view`]), fresh each time, as a front end builds it.
    Fresh,
    /// The typed view the encoders read ([`Encoding::see`]), written over the last one.
    Typed,
}

/// Plays a uniformly random game from each seed (the engine's own random playout, as the
/// `engines` criterion benchmark does) and returns the actions applied in all. With
/// `views`, it also builds a view of the seat to act before each action: the share of a
/// step that showing a seat its view costs.
pub(crate) fn random_playouts<G: Playable>(
    options: &G::Options,
    seeds: &[u64],
    views: Views,
) -> Result<u64> {
    let mut total = 0;
    let mut seen = None;
    for &seed in seeds {
        let mut game = G::new(options, &Start::seeded(seed))?;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        while let Some(action) = game.random_action(&mut rng) {
            if let Some(seat) = game.to_act() {
                match views {
                    Views::None => {}
                    Views::Fresh => {
                        std::hint::black_box(game.view(Observer::Seat(seat)));
                    }
                    Views::Typed => {
                        std::hint::black_box(G::see(&game, Observer::Seat(seat), &mut seen));
                    }
                }
            }
            game.apply_unchecked(action);
            total += 1;
        }
    }
    Ok(total)
}

/// `job(0..n)` on up to `threads` threads, results in index order.
fn run_parallel<T: Send>(n: usize, threads: usize, job: impl Fn(usize) -> T + Sync) -> Vec<T> {
    let threads = threads.clamp(1, n.max(1));
    if threads == 1 {
        return (0..n).map(job).collect();
    }
    let chunk = n.div_ceil(threads);
    std::thread::scope(|scope| {
        let job = &job;
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    (t * chunk..((t + 1) * chunk).min(n))
                        .map(job)
                        .collect::<Vec<T>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a batch thread panicked"))
            .collect()
    })
}
