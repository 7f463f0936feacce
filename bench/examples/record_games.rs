//! Plays bot games and writes each one's replay record, for `interregnum review` (the
//! review's calibration, bench/review-calibration.sh).
//!
//! `cargo run --release -p interregnum-bench --example record_games -- GAME PLAYERS BOTS
//! GAMES SEED DIR`, for example `record_games claim 2 hard,easy 8 2026 /tmp/games`: BOTS
//! names the bot of each seat, comma-separated, as the CLI takes them (a level is resolved
//! for the table); game `i` is dealt from `derive_seed(SEED, i)` and moves every bot `i`
//! seats on, so each bot plays each seat as often. Writes `DIR/game-I.json` and prints one
//! line per game: the file and the bot in each seat, which the review needs to know whose
//! decisions it weighs.

use std::path::Path;

use interregnum_bots::{Bot, BotSpec, Heuristic, ask, derive_seed};
use interregnum_claim::{Claim, ClaimOptions};
use interregnum_core::{Recorded, Start};
use interregnum_imposter_kings::{IkOptions, ImposterKings};
use interregnum_provinces::{Provinces, ProvincesOptions};

fn record<G: Heuristic>(
    options: &G::Options,
    specs: &[BotSpec],
    games: u64,
    seed: u64,
    dir: &Path,
) {
    std::fs::create_dir_all(dir).expect("the directory can be made");
    let names: Vec<String> = specs.iter().map(ToString::to_string).collect();
    let specs: Vec<BotSpec> = specs
        .iter()
        .map(|spec| spec.resolve::<G>(options))
        .collect();
    for index in 0..games {
        let game_seed = derive_seed(seed, index);
        let mut recorded =
            Recorded::<G>::new(options, Start::seeded(game_seed)).expect("valid options");
        let seats = recorded.state().n_seats();
        // Seat `s` holds bot `(s + index) % n`: the bots rotate through the seats.
        let holder = |seat: usize| (seat + index as usize) % specs.len();
        let mut bots: Vec<Box<dyn Bot<G>>> = (0..seats)
            .map(|seat| specs[holder(seat)].build(derive_seed(game_seed, seat as u64)))
            .collect();
        let mut legal = Vec::new();
        while let Some(seat) = recorded.state().to_act() {
            let action = ask(
                bots[seat.index()].as_mut(),
                recorded.state(),
                seat,
                &mut legal,
            );
            recorded.apply(action).expect("bots play legal actions");
        }
        let path = dir.join(format!("game-{index}.json"));
        let json = serde_json::to_string(&recorded.replay()).expect("a replay serialises");
        std::fs::write(&path, json).expect("the replay can be written");
        let seated: Vec<&str> = (0..seats)
            .map(|seat| names[holder(seat)].as_str())
            .collect();
        println!("{} {}", path.display(), seated.join(" "));
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() != 6 {
        eprintln!("usage: record_games GAME PLAYERS BOTS GAMES SEED DIR");
        std::process::exit(2);
    }
    let players: u8 = args[1].parse().expect("PLAYERS is a number");
    let specs: Vec<BotSpec> = args[2]
        .split(',')
        .map(|name| {
            name.parse().unwrap_or_else(|err| {
                eprintln!("{err}");
                std::process::exit(2);
            })
        })
        .collect();
    let games: u64 = args[3].parse().expect("GAMES is a number");
    let seed: u64 = args[4].parse().expect("SEED is a number");
    let dir = Path::new(&args[5]);
    match args[0].as_str() {
        "claim" => record::<Claim>(&ClaimOptions::default(), &specs, games, seed, dir),
        "imposter-kings" => record::<ImposterKings>(
            &IkOptions {
                players,
                ..IkOptions::default()
            },
            &specs,
            games,
            seed,
            dir,
        ),
        "provinces" => record::<Provinces>(
            &ProvincesOptions::players(players),
            &specs,
            games,
            seed,
            dir,
        ),
        other => {
            eprintln!("unknown game {other:?}: claim, imposter-kings or provinces");
            std::process::exit(2);
        }
    }
}
