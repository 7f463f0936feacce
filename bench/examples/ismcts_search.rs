//! One long ISMCTS search from the opening of a game, for profiling and instruction counts:
//! `cargo run --release -p interregnum-bench --example ismcts_search -- [GAME] [ITERATIONS]
//! [PLAYOUT] [PLAYERS]`, GAME one of `claim` (the default), `imposter-kings` (one round) or
//! `provinces`; PLAYOUT `random` (the default) or `heuristic`; PLAYERS 2 (the default) to 4.
//! Under `valgrind --tool=callgrind` the count is repeatable on a busy machine.

use interregnum_bots::{Budget, Heuristic, Ismcts, IsmctsConfig, Playout};
use interregnum_claim::{Claim, ClaimOptions};
use interregnum_core::{Observer, Start};
use interregnum_imposter_kings::{IkOptions, ImposterKings};
use interregnum_provinces::{Provinces, ProvincesOptions};

fn search<G: Heuristic>(options: &G::Options, iterations: u32, playout: Playout) {
    let game = G::new(options, &Start::seeded(5)).expect("valid options");
    let seat = game.to_act().expect("the game goes on");
    let view = game.view(Observer::Seat(seat));
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    let config = IsmctsConfig {
        budget: Budget::Iterations(iterations),
        threads: 1,
        playout,
        ..IsmctsConfig::default()
    };
    let started = std::time::Instant::now();
    let analysis = Ismcts::<G>::new(config).analyse(&view, &legal);
    let secs = started.elapsed().as_secs_f64();
    println!(
        "{} {iterations} iterations ({playout:?} playouts) in {secs:.3} s: {:.0} per second; \
         best {} ({:.1}%)",
        G::NAME,
        f64::from(iterations) / secs,
        analysis.best,
        100.0 * analysis.win_chance()
    );
    // Every root action's visits and value: a change that keeps the search's random
    // streams must leave this line as it was.
    let root: Vec<String> = analysis
        .actions
        .iter()
        .map(|stats| format!("{} {} {:.6}", stats.action, stats.visits, stats.value))
        .collect();
    println!("root: {}", root.join(", "));
}

fn main() {
    let mut args = std::env::args().skip(1);
    let game = args.next().unwrap_or_else(|| "claim".to_owned());
    let iterations = args.next().and_then(|n| n.parse().ok());
    let playout = match args.next().as_deref() {
        None | Some("random") => Playout::Random,
        Some("heuristic") => Playout::Heuristic,
        Some(other) => {
            eprintln!("unknown playout {other:?}: random or heuristic");
            std::process::exit(2);
        }
    };
    let players: u8 = args.next().and_then(|n| n.parse().ok()).unwrap_or(2);
    match game.as_str() {
        "claim" => search::<Claim>(
            &ClaimOptions::default(),
            iterations.unwrap_or(200_000),
            playout,
        ),
        "imposter-kings" => {
            // One round, as in the criterion benchmark: a match makes every playout longer.
            let one_round = IkOptions {
                players,
                points_to_win: 1,
            };
            search::<ImposterKings>(&one_round, iterations.unwrap_or(20_000), playout);
        }
        "provinces" => search::<Provinces>(
            &ProvincesOptions::players(players),
            iterations.unwrap_or(5_000),
            playout,
        ),
        other => {
            eprintln!("unknown game {other:?}: claim, imposter-kings or provinces");
            std::process::exit(2);
        }
    }
}
